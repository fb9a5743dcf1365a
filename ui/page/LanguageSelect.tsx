// The page's language switch (SillyTavern has its own; the drawer follows it).
import { lang, loadLang, type Lang } from '../i18n/index.ts';

const LABELS: Record<Lang, string> = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' };

export function LanguageSelect() {
  return (
    <label class="troupe-lang">
      <span class="troupe-visually-hidden">Language / 语言</span>
      <select
        aria-label="Language / 语言"
        value={lang.value}
        onChange={(e) => {
          const chosen = (e.currentTarget as HTMLSelectElement).value as Lang;
          try {
            localStorage.setItem('troupe-lang', chosen);
          } catch {
            /* storage may be off */
          }
          // The new language's strings load first, so the page switches at once rather than through
          // English; if they cannot load, it switches anyway and shows English for the missing ones.
          void loadLang(chosen)
            .catch(() => {})
            .finally(() => (lang.value = chosen));
        }}
      >
        {(Object.keys(LABELS) as Lang[]).map((l) => (
          <option value={l}>{LABELS[l]}</option>
        ))}
      </select>
    </label>
  );
}
