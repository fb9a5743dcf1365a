// The loop mode's strings: its name and hint in the mode select and the words of its card and its
// Advanced settings. English here, Chinese in loop.zh-*.ts beside it (ui/i18n loads them when the
// language is chosen).
import { defineStrings, type Translator } from '../../../i18n/index.ts';

export const loopEn = {
  'mode.loop': 'Loop (single-agent loop)',
  'mode.hint.loop': 'One agent calls tools in a loop and finalizes a capsule of guidance.',
  'loop.agent': 'Loop agent',
  'loop.prompt': 'Loop system prompt',
  'loop.agentSkills': 'Loop agent skills',
  'loop.maxRounds': 'Loop max rounds',
  'loop.wallClock': 'Loop wall-clock budget (seconds)',
  'loop.finalize': 'finalize is always available to the loop agent.',
  'loop.role': 'Calls tools in a loop, then writes the guidance.',
} as const;

export type LoopKey = keyof typeof loopEn;

/** The loop mode's string for `key` in the current language. */
export const loopT: Translator<LoopKey> = defineStrings('loop', loopEn, import.meta.glob('./loop.zh-*.ts', { import: 'default' }));
