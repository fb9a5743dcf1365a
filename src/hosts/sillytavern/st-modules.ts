// A few values SillyTavern keeps in its own modules and (in some releases) not in getContext():
// `oai_settings` and `proxies` (scripts/openai.js, needed on 1.12.x), `selected_world_info` and
// `world_info` (scripts/world-info.js, the global lorebook selection). They are imported lazily from
// the page's own URLs, which gives the same live module instances SillyTavern uses; any failure
// just leaves the value unavailable.

export type ModuleImporter = (path: string) => Promise<Record<string, unknown>>;

export const ST_MODULE_PATHS = {
  openai: 'scripts/openai.js',
  worldInfo: 'scripts/world-info.js',
  /** getPresetManager() (1.12.x has it only here). */
  presetManager: 'scripts/preset-manager.js',
  textgen: 'scripts/textgen-settings.js',
  /** group_generation_id (the group generation a reply belongs to). */
  groupChats: 'scripts/group-chats.js',
} as const;

export type StModuleName = keyof typeof ST_MODULE_PATHS;

export interface StModules {
  /** The module if it has finished loading, else undefined (and a load starts). */
  peek(name: StModuleName): Record<string, unknown> | undefined;
  load(name: StModuleName): Promise<Record<string, unknown> | undefined>;
}

export function defaultImporter(): ModuleImporter {
  return (path) => {
    const base = typeof document !== 'undefined' ? document.baseURI : globalThis.location?.href;
    const url = base ? new URL(path, base).href : path;
    return import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;
  };
}

export function createStModules(importer: ModuleImporter | null): StModules {
  const loaded = new Map<StModuleName, Record<string, unknown> | undefined>();
  const pending = new Map<StModuleName, Promise<Record<string, unknown> | undefined>>();
  const load = (name: StModuleName) => {
    if (loaded.has(name)) return Promise.resolve(loaded.get(name));
    let p = pending.get(name);
    if (!p) {
      p = (importer ? importer(ST_MODULE_PATHS[name]) : Promise.reject(new Error('no importer')))
        .then(
          (m) => (m && typeof m === 'object' ? m : undefined),
          () => undefined,
        )
        .then((m) => {
          loaded.set(name, m);
          pending.delete(name);
          return m;
        });
      pending.set(name, p);
    }
    return p;
  };
  return {
    peek(name) {
      if (loaded.has(name)) return loaded.get(name);
      void load(name);
      return undefined;
    },
    load,
  };
}
