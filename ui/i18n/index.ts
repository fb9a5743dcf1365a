// UI strings: one mechanism for every area of the UI (the common strings here, the panel, the chat
// page, the run view, notes, memory, the workbench…).
//
// An area declares its English strings and gets its translator:
//
//   export const panelEn = { 'panel.title': 'Multi-agent orchestration', … } as const;
//   export type PanelKey = keyof typeof panelEn;
//   export const pt: Translator<PanelKey> = defineStrings('panel', panelEn, import.meta.glob('./panel.zh-*.ts', { import: 'default' }));
//
// Its other languages are files next to it, `<area>.zh-CN.ts` and `<area>.zh-TW.ts`, each
// `export default { … } satisfies Record<PanelKey, string>` (a missing or extra key is a compile
// error). The glob hands them over unloaded: `defineStrings` loads an area's table of a language when
// that language is chosen, each table a chunk of its own (`chunks/panel.zh-CN.js`) that only the builds
// holding the area carry, so an English page downloads no Chinese.
//
// A translator `pt(key, params)` reads the current language from the `lang` signal: a component that
// calls it while rendering re-renders when `lang` changes, and again when that language's table has
// loaded (English shows until then).
import { effect, signal } from '@preact/signals';
import { en, type MessageKey } from './en.ts';
import { uiLangOf, type UiLang } from '../../src/ports/locale.ts';

export type { MessageKey } from './en.ts';
/** A UI language (the app's notices speak the same ones). */
export type Lang = UiLang;
/** A language other than English: its tables load when it is chosen. */
export type OtherLang = Exclude<Lang, 'en'>;
export type MessageParams = Record<string, string | number>;
/** An area's strings in one language. */
export type Table<K extends string> = Readonly<Record<K, string>>;
/** The string for `key` in the current language, with its parameters filled (see `format`). */
export type Translator<K extends string> = ((key: K, params?: MessageParams) => string) & {
  /** The area's name: its tables are `<area>.<lang>.ts`. */
  readonly area: string;
  /** The English table (the keys' source). */
  readonly en: Table<K>;
  /** Loads the area's table of `l` (done for every area when `lang` changes). */
  load(l: Lang): Promise<void>;
  /** The area's table of `l`, as its file holds it (the tests read the tables through this). */
  table(l: OtherLang): Promise<Table<K>>;
};

export const LANGS: readonly Lang[] = ['en', 'zh-CN', 'zh-TW'];

/** The current UI language. Until its tables have loaded, strings show in English. */
export const lang = signal<Lang>('en');

/**
 * An area's table files, unloaded (`import.meta.glob('./panel.zh-*.ts', { import: 'default' })`): file
 * name → dynamic import of its default export.
 */
export type TableFiles = Record<string, () => Promise<unknown>>;

/** Counts tables loaded: the strings read it, so they render again when one arrives. */
const loadedTables = signal(0);
/** Every area defined so far, by name. */
const areas = new Map<string, Translator<string>>();

/**
 * The translator of one area of the UI: `english` is its table in English (the keys' source), `files`
 * its table in each other language, `./<area>.zh-CN.ts` and `./<area>.zh-TW.ts` (see the top of this file).
 */
export function defineStrings<K extends string>(area: string, english: Table<K>, files: TableFiles): Translator<K> {
  if (areas.has(area)) throw new Error(`Troupe's strings: the area "${area}" is defined twice`);
  const loaders = {} as Record<OtherLang, () => Promise<Table<K>>>;
  for (const l of LANGS) {
    if (l === 'en') continue;
    const file = Object.keys(files).find((f) => f.endsWith(`/${area}.${l}.ts`));
    if (!file) throw new Error(`Troupe's strings: the area "${area}" has no ${l} table (${area}.${l}.ts)`);
    loaders[l] = files[file] as () => Promise<Table<K>>;
  }
  const tables: Partial<Record<Lang, Table<K>>> = { en: english };
  const loading = new Map<Lang, Promise<void>>();
  const fetchTable = (l: OtherLang): Promise<Table<K>> => loaders[l]();
  const load = (l: Lang): Promise<void> => {
    if (tables[l]) return Promise.resolve();
    let p = loading.get(l);
    if (!p) {
      p = fetchTable(l as OtherLang).then(
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
  const text = (key: K, params?: MessageParams): string => {
    void loadedTables.value;
    return format(tables[lang.value]?.[key] ?? english[key], params);
  };
  const translator = Object.assign(text, { area, en: english, load, table: fetchTable });
  areas.set(area, translator as unknown as Translator<string>);
  if (!tables[lang.peek()]) load(lang.peek()).catch(reportFailure);
  return translator;
}

const reportFailure = (e: unknown) => console.error('Troupe could not load the strings of this language', e);

/** Every area defined so far (the modules that call `defineStrings` have run). */
export function definedAreas(): Translator<string>[] {
  return [...areas.values()];
}

/** The table of `area` (defined already) in `l`, as its file holds it. */
export function loadTable(area: string, l: OtherLang): Promise<Table<string>> {
  const a = areas.get(area);
  return a ? a.table(l) : Promise.reject(new Error(`Troupe's strings: no area "${area}" is defined`));
}

/** Loads every area's table of `l` (the page awaits the first language's before it paints). */
export function loadLang(l: Lang): Promise<void> {
  return Promise.all([...areas.values()].map((a) => a.load(l))).then(() => undefined);
}

/**
 * Resolves once every area defined so far has its table of the current language (a table that cannot
 * load leaves English and resolves all the same): a surface loaded on first use awaits it after its
 * module, so it shows in the language at once rather than through English.
 */
export async function stringsReady(): Promise<void> {
  const l = lang.peek();
  for (const r of await Promise.allSettled([...areas.values()].map((a) => a.load(l)))) if (r.status === 'rejected') reportFailure(r.reason);
}

// A language chosen anywhere (the page's switch, SillyTavern's locale) loads its tables.
effect(() => void loadLang(lang.value).catch(reportFailure));

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
    if (!Object.hasOwn(params, key)) return whole;
    const value = params[key]!;
    if (one === undefined) return String(value);
    return Number(value) === 1 ? one : (other ?? '');
  });
}

/** The common string for `key` in the current language (strings several areas share: en.ts). */
export const t: Translator<MessageKey> = defineStrings('common', en, import.meta.glob('./common.zh-*.ts', { import: 'default' }));

/** Lists names the way the language joins them ("a, b, c" / "a、b、c"). */
export function joinNames(names: readonly string[]): string {
  return names.join(t('list.separator'));
}
