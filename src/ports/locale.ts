// The UI language for a locale tag (SillyTavern's locale, the page's language, `navigator.languages`),
// one rule for the UI's strings and the app's own notices.

export type UiLang = 'en' | 'zh-CN' | 'zh-TW';

/**
 * Traditional Chinese tags (zh-TW, zh-HK, zh-MO, zh-Hant…, SillyTavern's `zh-tw`) → 'zh-TW'; any
 * other Chinese tag → 'zh-CN'; anything else → 'en'. A list is read by its first tag.
 */
export function uiLangOf(locale: string | readonly string[] | null | undefined): UiLang {
  const first = Array.isArray(locale) ? locale[0] : locale;
  if (typeof first !== 'string') return 'en';
  const tag = first.trim();
  if (!/^zh(?:$|[-_])/i.test(tag)) return 'en';
  return /^zh[-_](?:tw|hk|mo|hant)\b/i.test(tag) ? 'zh-TW' : 'zh-CN';
}
