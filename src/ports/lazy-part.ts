// A part of Troupe that loads on first use from its own chunk (the app, the panel, Manage Skills…).
// Declared at its opening point as `lazyPart(import.meta.url, () => import('./Thing.tsx'))`: the
// bundler turns that import into a chunk of its own, and the part knows which file it is (the
// specifier the bundler wrote, resolved against the importing module), so a failure can name it.
// A load that fails is told apart — the file answered 404, the network failed, the file ran and
// threw — by fetching the file and the files it imports, and it is forgotten, so the next use tries
// again.

export type PartFailure = 'http' | 'network' | 'run';

/** A part that could not be loaded: which file, and why. */
export class PartLoadError extends Error {
  override name = 'PartLoadError';
  constructor(
    /** The file that failed (the part's own, or one it imports), as a URL path. */
    readonly file: string,
    readonly failure: PartFailure,
    /** The HTTP status when the server answered with an error. */
    readonly status?: number,
    /** The browser's own message. */
    readonly detail?: string,
  ) {
    super(
      failure === 'http'
        ? `${file} could not be loaded (HTTP ${status}).`
        : failure === 'network'
          ? `${file} could not be loaded (the network request failed).`
          : `${file} could not be started: ${detail ?? 'unknown error'}`,
    );
  }
}

export interface LazyPart<M> {
  /** The part's file as a URL path (e.g. `/scripts/extensions/third-party/troupe/dist/chunks/app.js`). */
  readonly file: string;
  /** The module once it has loaded, else undefined. */
  readonly loaded: M | undefined;
  /** Loads the part (once; concurrent calls share the load). Rejects with a PartLoadError. */
  load(): Promise<M>;
}

export interface LazyPartOptions {
  /** How a failure is examined (tests replace it); default: the page's fetch. */
  fetch?: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;
}

/** The module specifier inside `() => import('…')`, as the bundler wrote it. */
export function importedSpecifier(importer: () => unknown): string | undefined {
  return /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(String(importer))?.[1];
}

/** The static imports at the start of an ES module's text (where bundlers put them). */
export function leadingImports(code: string): string[] {
  const out: string[] = [];
  const statement = /\s*(?:\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*(?:import|export)\s*(?:[\w$*\s{},]*?\s*from\s*)?["']([^"']+)["']\s*;?/y;
  for (let m = statement.exec(code); m; m = statement.exec(code)) out.push(m[1]!);
  return out;
}

const pathOf = (url: string) => {
  try {
    const u = new URL(url);
    return u.protocol === 'file:' ? u.pathname : u.pathname + u.search;
  } catch {
    return url;
  }
};

/**
 * Finds which file of a failed load is at fault: the first that does not answer 200 (depth first
 * through the static imports), else the part's own file as one that ran and threw.
 */
async function diagnose(url: string, error: unknown, get: NonNullable<LazyPartOptions['fetch']>): Promise<PartLoadError> {
  const detail = error instanceof Error ? error.message : String(error);
  const seen = new Set<string>();
  const visit = async (u: string): Promise<PartLoadError | null> => {
    if (seen.has(u) || seen.size > 40) return null;
    seen.add(u);
    let res;
    try {
      res = await get(u);
    } catch {
      return new PartLoadError(pathOf(u), 'network', undefined, detail);
    }
    if (!res.ok) return new PartLoadError(pathOf(u), 'http', res.status, detail);
    let text = '';
    try {
      text = await res.text();
    } catch {
      return new PartLoadError(pathOf(u), 'network', undefined, detail);
    }
    for (const spec of leadingImports(text)) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      const found = await visit(new URL(spec, u).href);
      if (found) return found;
    }
    return null;
  };
  return (await visit(url)) ?? new PartLoadError(pathOf(url), 'run', undefined, detail);
}

/**
 * A part loaded by `importer` (`() => import('./x.ts')`, written at the opening point) from the
 * module whose URL is `base` (its `import.meta.url`).
 */
export function lazyPart<M>(base: string, importer: () => Promise<M>, options: LazyPartOptions = {}): LazyPart<M> {
  const spec = importedSpecifier(importer);
  const url = spec ? new URL(spec, base).href : base;
  let pending: Promise<M> | null = null;
  let loaded: M | undefined;
  const get = options.fetch ?? ((u: string) => fetch(u, { cache: 'no-store' }));
  return {
    file: pathOf(url),
    get loaded() {
      return loaded;
    },
    load() {
      const t0 = globalThis.performance?.now();
      pending ??= importer().then(
        (m) => {
          // Shows in the browser's performance timeline (and the boot bench): `troupe:load <file>`.
          try {
            globalThis.performance?.measure?.(`troupe:load ${pathOf(url)}`, { start: t0 });
          } catch {
            // Older browsers take no options here; the measure is only for timing.
          }
          return (loaded = m);
        },
        async (e) => {
          pending = null;
          throw await diagnose(url, e, get);
        },
      );
      return pending;
    },
  };
}

/**
 * The part once loaded and started by `start` (once): what every user of it shares (a generation, a
 * panel, a command). A load that failed is tried again on the next use; a start that failed is not
 * repeated (it may have subscribed to the host already).
 */
export function startedPart<M, T>(part: LazyPart<M>, start: (module: M) => Promise<T>): LazyPart<T> {
  let started: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    file: part.file,
    get loaded() {
      return started;
    },
    load() {
      pending ??= part
        .load()
        .then(start)
        .then(
          (t) => (started = t),
          (e) => {
            if (e instanceof PartLoadError) pending = null;
            throw e;
          },
        );
      return pending;
    },
  };
}
