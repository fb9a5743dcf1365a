// The loop mode's words for the slash commands, in English and Chinese. It imports nothing but a type:
// SillyTavern's boot module lists the modes before any schema loads (src/app/commands/mode-words.ts).
import type { ModeWords } from '../../modes/types.ts';

export const modeWords: ModeWords<'loop'> = {
  mode: 'loop',
  order: 1,
  blurb: { en: 'one agent prepares guidance in a tool loop', 'zh-CN': '一个代理在工具循环里准备作业说明' },
};
