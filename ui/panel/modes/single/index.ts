// Single in the panel: its card (the node); its Advanced settings are all shared ones.
import { singleMode } from '../../../../src/core/engines/single/mode.ts';
import { lazyPart } from '../../../../src/ports/lazy-part.ts';
import { lazyCard, type ModeCardDescriptor } from '../types.ts';
import { singleT, type SingleKey } from './i18n.ts';

export const modeCard: ModeCardDescriptor<'single', SingleKey> = {
  core: singleMode,
  order: 1,
  strings: singleT,
  lazyCard: lazyCard(
    lazyPart(import.meta.url, () => import('./SingleCard.tsx')),
    (m) => m.SingleCard,
  ),
  words: {},
};
