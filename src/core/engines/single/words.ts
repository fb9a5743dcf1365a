// The single mode's words for the slash commands, in English and Chinese. It imports nothing but a type:
// SillyTavern's boot module lists the modes before any schema loads (src/app/commands/mode-words.ts).
import type { ModeWords } from '../../modes/types.ts';

export const modeWords: ModeWords<'single'> = {
  mode: 'single',
  order: 4,
  blurb: { en: 'one call prepares guidance', 'zh-CN': '一次调用准备作业说明' },
};
