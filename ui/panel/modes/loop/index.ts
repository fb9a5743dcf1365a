// The loop in the panel: its card (the loop agent) and the words of its Advanced settings.
import { loopMode } from '../../../../src/core/engines/loop/mode.ts';
import { lazyPart } from '../../../../src/ports/lazy-part.ts';
import { lazyCard, type ModeCardDescriptor } from '../types.ts';
import { loopT, type LoopKey } from './i18n.ts';

export const modeCard: ModeCardDescriptor<'loop', LoopKey> = {
  core: loopMode,
  order: 2,
  strings: loopT,
  lazyCard: lazyCard(
    lazyPart(import.meta.url, () => import('./LoopCard.tsx')),
    (m) => m.LoopCard,
  ),
  words: {
    maxRounds: { label: 'loop.maxRounds' },
    wallClockBudgetMs: { label: 'loop.wallClock', scale: 1000 },
  },
  toolsNote: 'loop.finalize',
};
