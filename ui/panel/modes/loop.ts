// The loop in the panel: its card (the loop agent) and the words of its Advanced settings.
import { loopMode } from '../../../src/core/engines/loop/mode.ts';
import type { ModeCardDescriptor } from './types.ts';

export const loopCard: ModeCardDescriptor<'loop'> = {
  core: loopMode,
  lazyCard: (cards) => cards.LoopCard,
  words: {
    maxRounds: { label: 'loop.maxRounds' },
    wallClockBudgetMs: { label: 'loop.wallClock', scale: 1000 },
  },
  toolsNote: 'loop.finalize',
};
