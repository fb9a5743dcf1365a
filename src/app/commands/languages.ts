// The commands' tables by UI language. SillyTavern's boot module carries them (it registers the help at
// page load, in SillyTavern's language); the standalone page loads this module when its language is
// Chinese. zh-TW is the zh-CN table in Traditional characters, converted at build time.
import zhTW from 'virtual:troupe-hant-commands';
import type { UiLang } from '../../ports/locale.ts';
import { COMMANDS_ZH_CN } from './messages-zh-CN.ts';
import { COMMANDS_EN, useCommandTexts, type CommandTexts } from './messages.ts';
import { MODE_WORDS_HANT, modeBlurbs } from './mode-words.ts';

/**
 * The zh-TW table: the zh-CN table converted, with the modes' words converted too (they live in each
 * mode's folder, which the converted table still imports as Simplified).
 */
const COMMANDS_ZH_TW: CommandTexts = {
  ...zhTW.COMMANDS_ZH_CN,
  CHOICES: { ...zhTW.COMMANDS_ZH_CN.CHOICES, modes: modeBlurbs(MODE_WORDS_HANT, 'zh-CN') as CommandTexts['CHOICES']['modes'] },
};

export const COMMAND_TABLES: Record<UiLang, CommandTexts> = { en: COMMANDS_EN, 'zh-CN': COMMANDS_ZH_CN, 'zh-TW': COMMANDS_ZH_TW };

/** The language the commands speak from now on: their help as registered after it, results and refusals. */
export function useCommandLanguage(lang: UiLang): void {
  useCommandTexts(COMMAND_TABLES[lang] ?? COMMANDS_EN);
}
