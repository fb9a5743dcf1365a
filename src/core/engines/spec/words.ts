// The spec mode's words for the slash commands, in English and Chinese. It imports nothing but a type:
// SillyTavern's boot module lists the modes before any schema loads (src/app/commands/mode-words.ts).
import type { ModeWords } from '../../modes/types.ts';

export const modeWords: ModeWords<'spec'> = {
  mode: 'spec',
  order: 2,
  blurb: { en: 'a staged workflow of nodes prepares guidance', 'zh-CN': '分阶段的节点工作流准备作业说明' },
};
