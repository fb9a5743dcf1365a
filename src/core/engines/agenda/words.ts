// The agenda mode's words for the slash commands, in English and Chinese. It imports nothing but a type:
// SillyTavern's boot module lists the modes before any schema loads (src/app/commands/mode-words.ts).
import type { ModeWords } from '../../modes/types.ts';

export const modeWords: ModeWords<'agenda'> = {
  mode: 'agenda',
  order: 3,
  blurb: { en: 'a planner dispatches workers to prepare guidance', 'zh-CN': '规划者派 worker 准备作业说明' },
};
