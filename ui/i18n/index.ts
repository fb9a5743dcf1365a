// UI strings: `t(key, params)` reads the table of the current language from the `lang` signal.
// Components that call t() while rendering re-render when `lang` changes.
import { signal } from '@preact/signals';
import { en, type MessageKey } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export type { MessageKey } from './en.ts';
export type Lang = 'en' | 'zh-CN' | 'zh-TW';
export type MessageParams = Record<string, string | number>;

export const LANGS: readonly Lang[] = ['en', 'zh-CN', 'zh-TW'];
export const tables: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

/** The current UI language. */
export const lang = signal<Lang>('en');

/**
 * Picks a UI language from a locale tag or a list of them (e.g. `navigator.languages`):
 * Traditional Chinese tags (zh-TW, zh-HK, zh-MO, zh-Hant…, SillyTavern's `zh-tw`) → 'zh-TW';
 * any other Chinese tag (zh, zh-CN, zh-Hans, zh_cn…) → 'zh-CN'; anything else → 'en'. The first tag decides.
 */
export function detectLang(locale: string | readonly string[] | null | undefined): Lang {
  const first = Array.isArray(locale) ? locale[0] : locale;
  if (typeof first !== 'string') return 'en';
  const tag = first.trim();
  if (!/^zh(?:$|[-_])/i.test(tag)) return 'en';
  return /^zh[-_](?:tw|hk|mo|hant)\b/i.test(tag) ? 'zh-TW' : 'zh-CN';
}

/**
 * Replaces `{name}` with a parameter and `{n:one|other}` with `one` when n is 1, else `other`.
 * Unknown placeholders are left visible so a missing parameter is noticed.
 */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)(?::([^|{}]*)\|([^{}]*))?\}/g, (whole, key: string, one?: string, other?: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, key)) return whole;
    const value = params[key]!;
    if (one === undefined) return String(value);
    return Number(value) === 1 ? one : (other ?? '');
  });
}

/** The string for `key` in the current language. */
export function t(key: MessageKey, params?: MessageParams): string {
  return format(tables[lang.value][key] ?? en[key], params);
}

/** Lists names the way the language joins them ("a, b, c" / "a、b、c"). */
export function joinNames(names: readonly string[]): string {
  return names.join(t('list.separator'));
}
