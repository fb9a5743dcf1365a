import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'troupe-dist-'));
beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, env: { ...process.env, TROUPE_OUT: out }, stdio: 'pipe' });
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** The relative modules a built ES module imports: static (at its head) and `import('…')`. */
function importsOf(code: string): { static: string[]; dynamic: string[] } {
  const head = /\s*(?:import|export)\s*(?:[\w$*\s{},]*?\s*from\s*)?["']([^"']+)["']\s*;?/y;
  const stat: string[] = [];
  for (let m = head.exec(code); m; m = head.exec(code)) stat.push(m[1]!);
  const dynamic = [...code.matchAll(/import\(\s*["'`](\.[^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
  return { static: stat.filter((s) => s.startsWith('.')), dynamic };
}

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/**
 * What dist/ commits: what SillyTavern loads (manifest.json's js and css, and the chunks the boot
 * module loads on first use). core.js, demo.js and page/ are built locally (scripts/local-build.mjs).
 */
const committedFile = (f: string) => f === 'index.js' || f === 'style.css' || f.startsWith('chunks/');

test('the committed dist/ equals a fresh build', () => {
  const fresh = files(out)
    .map((p) => relative(out, p))
    .filter(committedFile)
    .sort();
  const committed = files(join(root, 'dist'))
    .map((p) => relative(join(root, 'dist'), p))
    .filter(committedFile)
    .sort();
  expect(committed).toEqual(fresh);
  for (const f of fresh) {
    const same = readFileSync(join(out, f)).equals(readFileSync(join(root, 'dist', f)));
    expect(same, `dist/${f} differs from a fresh build; run npm run build`).toBe(true);
  }
  // Git holds exactly those: nothing else of dist/ is committed, and none of them is left out.
  const tracked = execFileSync('git', ['ls-files', '--', 'dist'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((f) => f.slice('dist/'.length))
    .sort();
  expect(tracked).toEqual(fresh);
});

test('chunk names carry no content hash (SillyTavern installs with git clone: stable names, small diffs)', () => {
  const built = files(out).map((p) => relative(out, p));
  expect(built.filter((f) => f.startsWith('chunks/')).length).toBeGreaterThan(3);
  // Vite's default `[name]-[hash]`: 8 characters of base64url with a digit or a capital (`bundled-packages` is a name).
  const hashed = (f: string) => /-(?=[\w-]*[A-Z0-9_])[\w-]{8}\.(js|css)$/.test(f);
  expect(hashed('assets/index-B6ItYc3G.js')).toBe(true);
  expect(built.filter(hashed)).toEqual([]);
});

test('every module a built file imports exists; the boot module imports none at page load', () => {
  const missing: string[] = [];
  for (const file of files(out).filter((f) => f.endsWith('.js') && !f.endsWith('core.js') && !f.endsWith('demo.js'))) {
    const { static: stat, dynamic } = importsOf(readFileSync(file, 'utf8'));
    for (const spec of [...stat, ...dynamic]) {
      const target = posix.normalize(join(dirname(file), spec));
      if (!statSync(target, { throwIfNoEntry: false })?.isFile()) missing.push(`${relative(out, file)} → ${spec}`);
    }
  }
  expect(missing).toEqual([]);
  const boot = importsOf(readFileSync(join(out, 'index.js'), 'utf8'));
  expect(boot.static).toEqual([]);
  expect(boot.dynamic).toEqual(['./chunks/extension-app.js']);
});

test('the boot module SillyTavern loads on every page load stays within 40 KB gzip', () => {
  expect(gzipKb(join(out, 'index.js'))).toBeLessThanOrEqual(40);
});

test('manifest.json names files that exist in dist/', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  expect(manifest.js).toBe('dist/index.js');
  expect(statSync(join(root, manifest.js)).isFile()).toBe(true);
  expect(statSync(join(root, manifest.css)).isFile()).toBe(true);
  expect(typeof manifest.generate_interceptor).toBe('string');
});

test('dist/core.js imports in Node without a DOM', async () => {
  const core = await import(join(out, 'core.js'));
  expect(typeof core.VERSION).toBe('string');
  expect((globalThis as { document?: unknown }).document).toBeUndefined();
});
