import { describe, expect, test } from 'vitest';
import { importedSpecifier, lazyPart, leadingImports, PartLoadError, startedPart } from './lazy-part.ts';

const BASE = 'http://127.0.0.1:8000/scripts/extensions/third-party/troupe/dist/index.js';

/** A fetch over a fixed set of files (path → text, or a status). */
function files(table: Record<string, string | number>) {
  const asked: string[] = [];
  const get = async (url: string) => {
    asked.push(new URL(url).pathname);
    const v = table[new URL(url).pathname];
    if (v === undefined) throw new TypeError('Failed to fetch');
    return typeof v === 'number' ? { ok: false, status: v, text: async () => '' } : { ok: true, status: 200, text: async () => v };
  };
  return { get, asked };
}

const failing =
  (message = 'Failed to fetch dynamically imported module') =>
  () =>
    Promise.reject(new TypeError(message));

describe('the file a part names', () => {
  test('is the specifier the bundler wrote into the import, resolved against the importing module', () => {
    // Under vitest the import is rewritten (`__vite_ssr_dynamic_import__("/src/ports/lazy-part.ts")`): still read.
    expect(importedSpecifier(() => import('./lazy-part.ts'))).toMatch(/lazy-part\.ts$/);
    expect(importedSpecifier(new Function('return import(`./chunks/extension-app.js`)') as () => unknown)).toBe('./chunks/extension-app.js');
    const part = lazyPart(BASE, new Function('return import("./chunks/extension-app.js")') as () => Promise<unknown>);
    expect(part.file).toBe('/scripts/extensions/third-party/troupe/dist/chunks/extension-app.js');
  });

  test('the static imports at the head of a minified chunk are read, and nothing after them', () => {
    const code =
      'import{a as e,b as t}from"./extension-app.js";import"./rolldown-runtime.js";export{c}from"../index.js";var x="import{z}from\\"./not-an-import.js\\"";';
    expect(leadingImports(code)).toEqual(['./extension-app.js', './rolldown-runtime.js', '../index.js']);
    expect(leadingImports('/* banner */\nimport x from "./a.js";\nconst y = 1;')).toEqual(['./a.js']);
  });
});

describe('a failed load', () => {
  test('a 404 of the part itself names it with the status', async () => {
    const { get } = files({ '/scripts/extensions/third-party/troupe/dist/chunks/extension-app.js': 404 });
    const part = lazyPart(BASE, new Function('return import("./chunks/extension-app.js")') as () => Promise<unknown>, { fetch: get });
    const e = await part.load().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PartLoadError);
    expect(e).toMatchObject({ file: '/scripts/extensions/third-party/troupe/dist/chunks/extension-app.js', failure: 'http', status: 404 });
    expect((e as Error).message).toBe('/scripts/extensions/third-party/troupe/dist/chunks/extension-app.js could not be loaded (HTTP 404).');
  });

  test('a part that loads but imports a missing file names that file', async () => {
    const dist = '/scripts/extensions/third-party/troupe/dist';
    const { get, asked } = files({
      [`${dist}/chunks/extension-panel.js`]: 'import{a}from"./extension-app.js";import{b}from"./shared.js";',
      [`${dist}/chunks/extension-app.js`]: 'import{c}from"../index.js";',
      [`${dist}/index.js`]: 'var x=1;',
      [`${dist}/chunks/shared.js`]: 503,
    });
    const part = lazyPart(
      `http://127.0.0.1:8000${dist}/chunks/extension-app.js`,
      new Function('return import("./extension-panel.js")') as () => Promise<unknown>,
      { fetch: get },
    );
    await expect(part.load()).rejects.toMatchObject({ file: `${dist}/chunks/shared.js`, failure: 'http', status: 503 });
    expect(asked).toEqual([`${dist}/chunks/extension-panel.js`, `${dist}/chunks/extension-app.js`, `${dist}/index.js`, `${dist}/chunks/shared.js`]);
  });

  test('no answer at all is a network failure; every file there means the part ran and threw', async () => {
    const off = lazyPart(BASE, new Function('return import("./chunks/a.js")') as () => Promise<unknown>, { fetch: files({}).get });
    await expect(off.load()).rejects.toMatchObject({ failure: 'network', file: '/scripts/extensions/third-party/troupe/dist/chunks/a.js' });
    const threw = lazyPart(BASE, () => Promise.reject(new Error('x is not defined')), {
      fetch: files({ '/scripts/extensions/third-party/troupe/dist/index.js': 'var a;' }).get,
    });
    await expect(threw.load()).rejects.toMatchObject({ failure: 'run', detail: 'x is not defined' });
  });

  test('is forgotten: the next load tries again, and a load that works is shared', async () => {
    let calls = 0;
    let fail = true;
    const part = lazyPart(BASE, () => (calls++, fail ? failing()() : Promise.resolve({ n: 1 })), { fetch: files({}).get });
    await expect(part.load()).rejects.toBeInstanceOf(PartLoadError);
    expect(part.loaded).toBeUndefined();
    fail = false;
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.loaded).toBe(a);
    expect(calls).toBe(2);
  });
});

describe('a started part', () => {
  test('starts once; a failed load is tried again, a failed start is not repeated', async () => {
    let fail = true;
    let starts = 0;
    const part = lazyPart(BASE, () => (fail ? failing()() : Promise.resolve({ start: () => ++starts })), { fetch: files({}).get });
    const started = startedPart(part, async (m) => m.start());
    await expect(started.load()).rejects.toBeInstanceOf(PartLoadError);
    fail = false;
    expect(await started.load()).toBe(1);
    expect(await started.load()).toBe(1);
    expect(started.loaded).toBe(1);

    const broken = startedPart(
      lazyPart(BASE, async () => ({})),
      async () => {
        starts++;
        throw new Error('no storage');
      },
    );
    await expect(broken.load()).rejects.toThrow('no storage');
    await expect(broken.load()).rejects.toThrow('no storage');
    expect(starts).toBe(2);
  });
});
