// Single in the panel: its card (the node); its Advanced settings are all shared ones.
import { singleMode } from '../../../src/core/engines/single/mode.ts';
import type { ModeCardDescriptor } from './types.ts';

export const singleCard: ModeCardDescriptor<'single'> = {
  core: singleMode,
  lazyCard: (cards) => cards.SingleCard,
  words: {},
};
