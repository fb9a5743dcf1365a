// UI strings: `t(key, params)` reads the table of the current language from the `lang` signal.
// Components that call t() while rendering re-render when `lang` changes, and again when that
// language's tables have loaded: English is built in, each other language loads when first chosen
// (`localized`), so a page carries only the strings it shows.
import { effect, signal } from '@preact/signals';
import { en, type MessageKey } from './en.ts';
import { uiLangOf } from '../../src/ports/locale.ts';

export type { MessageKey } from './en.ts';
export type Lang = 'en' | 'zh-CN' | 'zh-TW';
export type MessageParams = Record<string, string | number>;

export const LANGS: readonly Lang[] = ['en', 'zh-CN', 'zh-TW'];

/** The current UI language. Until its tables have loaded, strings show in English. */
export const lang = signal<Lang>('en');

/** Counts tables loaded: the strings read it, so they render again when one arrives. */
const loadedTables = signal(0);
/** One loader per area of strings (see `localized`): loads that area's table of a language. */
const areas: ((l: Lang) => Promise<void>)[] = [];

/**
 * The strings of one area of the UI: English, and a loader for each other language's table (a dynamic
 * import, so each language is a file of its own). `text(key, params)` reads the current language's
 * table once loaded, English until then and for keys a table lacks.
 */
export function localized<K extends string>(english: Readonly<Record<K, string>>, others: Record<Exclude<Lang, 'en'>, () => Promise<Readonly<Record<K, string>>>>) {
  const tables: Partial<Record<Lang, Readonly<Record<K, string>>>> = { en: english };
  const loading = new Map<Lang, Promise<void>>();
  const load = (l: Lang): Promise<void> => {
    if (tables[l]) return Promise.resolve();
    let p = loading.get(l);
    if (!p) {
      p = others[l as Exclude<Lang, 'en'>]().then(
        (table) => {
          tables[l] = table;
          loadedTables.value++;
        },
        (e: unknown) => {
          loading.delete(l); // a later switch to this language tries again
          throw e;
        },
      );
      loading.set(l, p);
    }
    return p;
  };
  areas.push(load);
  if (!tables[lang.peek()]) load(lang.peek()).catch(reportFailure);
  const text = (key: K, params?: MessageParams): string => {
    void loadedTables.value;
    return format(tables[lang.value]?.[key] ?? english[key], params);
  };
  return { text, load };
}

const reportFailure = (e: unknown) => console.error('Troupe could not load the strings of this language', e);

/** Loads every area's table of `l` (the page awaits the first language's before it paints). */
export function loadLang(l: Lang): Promise<void> {
  return Promise.all(areas.map((load) => load(l))).then(() => undefined);
}

// A language chosen anywhere (the page's switch, SillyTavern's locale) loads its tables.
effect(() => void loadLang(lang.value).catch(reportFailure));

const common = localized<MessageKey>(en, {
  'zh-CN': () => import('./zh-CN.ts').then((m) => m.zhCN),
  'zh-TW': () => import('./zh-TW.ts').then((m) => m.zhTW),
});

/**
 * Picks a UI language from a locale tag or a list of them (e.g. `navigator.languages`):
 * Traditional Chinese tags (zh-TW, zh-HK, zh-MO, zh-Hant…, SillyTavern's `zh-tw`) → 'zh-TW';
 * any other Chinese tag (zh, zh-CN, zh-Hans, zh_cn…) → 'zh-CN'; anything else → 'en'. The first tag decides.
 */
export const detectLang: (locale: string | readonly string[] | null | undefined) => Lang = uiLangOf;

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
export const t: (key: MessageKey, params?: MessageParams) => string = common.text;

/** Lists names the way the language joins them ("a, b, c" / "a、b、c"). */
export function joinNames(names: readonly string[]): string {
  return names.join(t('list.separator'));
}
