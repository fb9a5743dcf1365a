// The page's language switch (SillyTavern has its own; the drawer follows it).
import { lang, type Lang } from '../i18n/index.ts';

const LABELS: Record<Lang, string> = { en: 'English', 'zh-CN': '简体中文', 'zh-TW': '繁體中文' };

export function LanguageSelect() {
  return (
    <label class="troupe-lang">
      <span class="troupe-visually-hidden">Language / 语言</span>
      <select
        aria-label="Language / 语言"
        value={lang.value}
        onChange={(e) => {
          lang.value = (e.currentTarget as HTMLSelectElement).value as Lang;
          try {
            localStorage.setItem('troupe-lang', lang.value);
          } catch {
            /* storage may be off */
          }
        }}
      >
        {(Object.keys(LABELS) as Lang[]).map((l) => (
          <option value={l}>{LABELS[l]}</option>
        ))}
      </select>
    </label>
  );
}
