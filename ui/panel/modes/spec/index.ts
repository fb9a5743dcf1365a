// The spec workflow in the panel: its card (stages and agents) and the words of its Advanced settings.
import { specMode } from '../../../../src/core/engines/spec/mode.ts';
import { lazyPart } from '../../../../src/ports/lazy-part.ts';
import { lazyCard, type ModeCardDescriptor } from '../types.ts';
import { specT, type SpecKey } from './i18n.ts';

export const modeCard: ModeCardDescriptor<'spec', SpecKey> = {
  core: specMode,
  order: 3,
  strings: specT,
  lazyCard: lazyCard(
    lazyPart(import.meta.url, () => import('./SpecCard.tsx')),
    (m) => m.SpecCard,
  ),
  words: {
    nodeIterationMaxRounds: { label: 'spec.nodeIterations' },
    reviewRerunMaxRounds: { label: 'spec.reviewReruns' },
  },
};
