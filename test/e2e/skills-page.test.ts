// Issue 2 end to end: the built page stores an imported skill zip in Chromium's real IndexedDB,
// and finds it again after a reload.
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve({ root: join(import.meta.dirname, '../../dist/page') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const skillZip = () =>
  Buffer.from(
    zipSync({
      'scene-pacing/SKILL.md': strToU8(
        '---\nname: scene-pacing\ndescription: Keeps scenes moving; use when a reply drags.\nmetadata:\n  tags: [pacing, prose]\n---\n\n# Scene pacing\n\nCut anything that does not change the scene.\n',
      ),
      'scene-pacing/references/examples.md': strToU8('# Examples\n\nBefore / after.\n'),
      'scene-pacing/assets/logo.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 0, 255]),
    }),
  );

test('a skill zip installed in the page survives a reload (real IndexedDB)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Manage Skills…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Skills' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  // The bundled skills filled the global scope on first start.
  await expect.poll(() => dialog.getByText('director-anti-cliche-en', { exact: true }).count()).toBeGreaterThan(0);

  await page.getByTestId('install-zip').setInputFiles({ name: 'scene-pacing.zip', mimeType: 'application/zip', buffer: skillZip() });
  await expect.poll(() => dialog.getByText('scene-pacing', { exact: true }).count()).toBeGreaterThan(0);
  await expect.poll(() => dialog.getByText('Keeps scenes moving; use when a reply drags.').count()).toBe(1);

  await page.reload();
  await page.getByRole('button', { name: 'Manage Skills…' }).click();
  await expect.poll(() => page.getByRole('dialog').getByText('scene-pacing', { exact: true }).count()).toBeGreaterThan(0);
  const stored = await page.evaluate(async () => {
    const app = (
      globalThis as unknown as {
        troupe: { skills: { readSkill(s: string, n: string): Promise<{ files: { path: string; bytes?: Uint8Array }[] } | undefined> } };
      }
    ).troupe;
    const s = await app.skills.readSkill('global', 'scene-pacing');
    return s?.files.map((f) => `${f.path}:${f.bytes ? 'binary' : 'text'}`).sort();
  });
  expect(stored).toEqual(['SKILL.md:text', 'assets/logo.png:binary', 'references/examples.md:text']);
  expect(errors).toEqual([]);
  await context.close();
});

test('a zip with a path escaping the skill folder is refused and nothing is stored', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Manage Skills…' }).click();
  const evil = Buffer.from(zipSync({ 'evil/SKILL.md': strToU8('---\nname: evil\ndescription: x\n---\n'), 'evil/../../outside.txt': strToU8('x') }));
  await page.getByTestId('install-zip').setInputFiles({ name: 'evil.zip', mimeType: 'application/zip', buffer: evil });
  await expect.poll(() => page.getByRole('dialog').getByText(/\.\./).count()).toBeGreaterThan(0);
  const names = await page.evaluate(() =>
    (globalThis as unknown as { troupe: { skills: { inventory: { value: { name: string }[] } } } }).troupe.skills.inventory.value.map((s) => s.name),
  );
  expect(names).not.toContain('evil');
  await context.close();
});
