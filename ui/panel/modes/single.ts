// Single in the panel: its card (the node); its Advanced settings are all shared ones.
import { singleMode } from '../../../src/core/engines/single/mode.ts';
import { lazyPart } from '../../../src/ports/lazy-part.ts';
import { lazyCard, type ModeCardDescriptor } from './types.ts';

export const modeCard: ModeCardDescriptor<'single'> = {
  core: singleMode,
  order: 1,
  lazyCard: lazyCard(
    lazyPart(import.meta.url, () => import('../cards/SingleCard.tsx')),
    (m) => m.SingleCard,
  ),
  words: {},
};
