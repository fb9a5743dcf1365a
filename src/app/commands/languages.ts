// The commands' tables by UI language. SillyTavern's boot module carries them (it registers the help at
// page load, in SillyTavern's language); the standalone page loads this module when its language is
// Chinese. zh-TW is the zh-CN table in Traditional characters, converted at build time.
import zhTW from 'virtual:troupe-hant-commands';
import type { UiLang } from '../../ports/locale.ts';
import { COMMANDS_ZH_CN } from './messages-zh-CN.ts';
import { COMMANDS_EN, useCommandTexts, type CommandTexts } from './messages.ts';

export const COMMAND_TABLES: Record<UiLang, CommandTexts> = { en: COMMANDS_EN, 'zh-CN': COMMANDS_ZH_CN, 'zh-TW': zhTW.COMMANDS_ZH_CN };

/** The language the commands speak from now on: their help as registered after it, results and refusals. */
export function useCommandLanguage(lang: UiLang): void {
  useCommandTexts(COMMAND_TABLES[lang] ?? COMMANDS_EN);
}
