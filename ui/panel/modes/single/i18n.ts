// The single mode's strings: its name and hint in the mode select and the words of its card and its
// Advanced settings. English here, Chinese in single.zh-*.ts beside it (ui/i18n loads them when the
// language is chosen).
import { defineStrings, type Translator } from '../../../i18n/index.ts';

export const singleEn = {
  'mode.single': 'Single agent',
  'mode.hint.single': 'One node, one call, writes the capsule.',
  'single.node': 'Single agent',
  'single.prompt': 'Single-agent system prompt',
  'single.template': 'Single-agent user prompt template',
  'single.skills': 'Single agent skills',
  'single.role': 'Writes the guidance in one call.',
} as const;

export type SingleKey = keyof typeof singleEn;

/** The single mode's string for `key` in the current language. */
export const singleT: Translator<SingleKey> = defineStrings('single', singleEn, import.meta.glob('./single.zh-*.ts', { import: 'default' }));
