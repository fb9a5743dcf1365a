import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const out = mkdtempSync(join(tmpdir(), 'troupe-dist-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

test('the committed dist/ equals a fresh build', () => {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    env: { ...process.env, TROUPE_OUT: out },
    stdio: 'pipe',
  });
  const fresh = files(out).map((p) => relative(out, p)).sort();
  const committed = files(join(root, 'dist')).map((p) => relative(join(root, 'dist'), p)).sort();
  expect(committed).toEqual(fresh);
  for (const f of fresh) {
    const same = readFileSync(join(out, f)).equals(readFileSync(join(root, 'dist', f)));
    expect(same, `dist/${f} differs from a fresh build; run npm run build`).toBe(true);
  }
}, 120_000);

test('manifest.json names files that exist in dist/', () => {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  expect(statSync(join(root, manifest.js)).isFile()).toBe(true);
  expect(statSync(join(root, manifest.css)).isFile()).toBe(true);
  expect(typeof manifest.generate_interceptor).toBe('string');
});

test('dist/core.js imports in Node without a DOM', async () => {
  const core = await import(join(root, 'dist/core.js'));
  expect(typeof core.VERSION).toBe('string');
  expect((globalThis as { document?: unknown }).document).toBeUndefined();
});
