// The director mode's words for the slash commands, in English and Chinese. It imports nothing but a type:
// SillyTavern's boot module lists the modes before any schema loads (src/app/commands/mode-words.ts).
import type { ModeWords } from '../../modes/types.ts';

export const modeWords: ModeWords<'director'> = {
  mode: 'director',
  order: 0,
  blurb: { en: 'a main agent writes the reply with sub-agents', 'zh-CN': '主代理带着子代理直接写回复' },
};
