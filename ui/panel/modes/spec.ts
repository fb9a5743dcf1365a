// The spec workflow in the panel: its card (stages and agents) and the words of its Advanced settings.
import { specMode } from '../../../src/core/engines/spec/mode.ts';
import type { ModeCardDescriptor } from './types.ts';

export const specCard: ModeCardDescriptor<'spec'> = {
  core: specMode,
  lazyCard: (cards) => cards.SpecCard,
  words: {
    nodeIterationMaxRounds: { label: 'spec.nodeIterations' },
    reviewRerunMaxRounds: { label: 'spec.reviewReruns' },
  },
};
