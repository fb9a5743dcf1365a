// Install from a URL in Chromium: GitHub's API and raw host are routed to a scripted fake on
// 127.0.0.1 serving an anthropics/skills-shaped repository (the page's real fetch). A tree URL
// installs exactly that skill after a preview; Update from source shows the diff before replacing;
// a zip on a host that refuses cross-origin reads (not routed: Chromium's own CORS check) and a rate
// limit get the clear message, and nothing is stored; a listing of 100,000 files outside any skill is
// one line with its count, opened a page at a time, and the page stays small.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { startGithubFake, type GithubFake } from '../fixtures/github-fake/index.mjs';
import { anthropicShapedPackages } from '../fixtures/skills/make.ts';
import { launchBrowser } from './browser.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
let fake: GithubFake;
const enc = new TextEncoder();

function repo(extra: Record<string, string> = {}) {
  const m = new Map<string, Uint8Array>();
  m.set('README.md', enc.encode('# Skills\n'));
  for (const p of anthropicShapedPackages().filter((x) => ['pdf', 'docx', 'internal-comms'].includes(x.folder)))
    for (const f of p.files) m.set(`skills/${p.folder}/${f.path}`, f.bytes);
  for (const [k, v] of Object.entries(extra)) m.set(k, enc.encode(v));
  return m;
}

beforeAll(async () => {
  fake = await startGithubFake({ repos: { 'anthropics/skills': { main: repo() } } });
  server = await serve({ root: join(import.meta.dirname, '../../dist/page') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

/** GitHub's hosts answered by the fake. Chromium does not CORS-check routed answers; the CORS refusal is tested unrouted. */
async function routed(context: BrowserContext) {
  for (const [from, to] of [
    ['https://api.github.com', fake.api],
    ['https://raw.githubusercontent.com', fake.raw],
  ] as const) {
    await context.route(`${from}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(from, to) });
      await route.fulfill({ response });
    });
  }
}

async function openManage(page: Page) {
  await page.goto(server.url);
  await page.getByRole('button', { name: 'Manage Skills…' }).click();
  return page.getByRole('dialog', { name: 'Manage Skills' });
}

const names = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { troupe: { skills: { inventory: { value: { name: string }[] } } } }).troupe.skills.inventory.value.map((s) => s.name),
  );

test('a GitHub tree URL installs exactly that skill after a preview; Update from source shows the diff', async () => {
  fake.state.repos = { 'anthropics/skills': { main: repo() } };
  fake.state.cors = true;
  const context = await browser.newContext();
  await routed(context);
  const page = await context.newPage();
  const dialog = await openManage(page);
  await dialog.getByText('anti-cliche-en').first().waitFor();
  const before = await names(page);

  await dialog.getByRole('button', { name: 'From URL…' }).click();
  await dialog.getByRole('textbox', { name: 'Skill URL' }).fill('https://github.com/anthropics/skills/tree/main/skills/pdf');
  fake.requests.length = 0;
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText('Will install into Global:').waitFor();
  expect(await dialog.getByText(/^pdf — \d+ files/).count()).toBe(1);
  expect(await names(page)).toEqual(before);
  expect(fake.requests.filter((r) => r.path.startsWith('/api/'))).toHaveLength(1);
  expect(fake.requests.filter((r) => r.path.startsWith('/raw/')).every((r) => r.path.startsWith('/raw/anthropics/skills/main/skills/pdf/'))).toBe(true);
  await dialog.getByRole('button', { name: 'Install', exact: true }).click();
  await dialog.getByText('Installed: pdf.').waitFor();
  expect((await names(page)).sort()).toEqual([...before, 'pdf'].sort());

  // The source changes; Update from source shows what would change, and replaces on confirmation.
  const md = new TextDecoder().decode(repo().get('skills/pdf/SKILL.md'));
  fake.state.repos = { 'anthropics/skills': { main: repo({ 'skills/pdf/SKILL.md': md.replace('# pdf', '# pdf\n\nAlways keep the original file.') }) } };
  const row = dialog.getByRole('listitem', { name: 'pdf' });
  await row.getByRole('button', { name: 'Update from source' }).click();
  await dialog.getByText('The source has changed. Replacing pdf makes these changes:').waitFor();
  expect(await dialog.getByLabel('Changes in SKILL.md').textContent()).toContain('+ Always keep the original file.');
  await dialog.getByRole('button', { name: 'Replace with this version' }).click();
  await dialog.getByText('Updated pdf from its source.').waitFor();
  const stored = await page.evaluate(async () => {
    const app = (
      globalThis as unknown as {
        troupe: {
          skills: {
            readSkill(s: string, n: string): Promise<{ files: { path: string; text?: string }[]; source?: { ref?: string; path?: string } } | undefined>;
          };
        };
      }
    ).troupe;
    const s = await app.skills.readSkill('global', 'pdf');
    return { md: s?.files.find((f) => f.path === 'SKILL.md')?.text, source: s?.source };
  });
  expect(stored.md).toContain('Always keep the original file.');
  expect(stored.source).toMatchObject({ ref: 'main', path: 'skills/pdf' });
  await context.close();
});

test('a zip on a host that refuses cross-origin reads, and a GitHub rate limit: the clear message, nothing stored', async () => {
  fake.state.repos = { 'anthropics/skills': { main: repo() } };
  fake.state.files = { 'voice.zip': zipSync({ 'voice/SKILL.md': strToU8('---\nname: voice\ndescription: Keeps voices apart.\n---\n# Voice\n') }) };
  const context = await browser.newContext();
  await routed(context);
  const page = await context.newPage();
  const dialog = await openManage(page);
  await dialog.getByText('anti-cliche-en').first().waitFor();
  const before = await names(page);
  await dialog.getByRole('button', { name: 'From URL…' }).click();
  const input = dialog.getByRole('textbox', { name: 'Skill URL' });

  // Not routed: the page's own fetch to another origin, refused by Chromium's CORS check.
  fake.state.cors = false;
  await input.fill(`${fake.url}/files/voice.zip`);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText(/This host cannot be read from the page/).waitFor();
  expect(await dialog.getByRole('alert').textContent()).toContain('url-cors');
  // The same zip on a host that allows it previews fine.
  fake.state.cors = true;
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText(/^voice — 1 file/).waitFor();

  fake.state.apiBudget = 0;
  await input.fill('https://github.com/anthropics/skills/tree/main/skills/docx');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByText(/GitHub’s hourly limit for requests without an account is used up/).waitFor();
  expect(await dialog.getByRole('button', { name: 'Install', exact: true }).count()).toBe(0);
  expect(await names(page)).toEqual(before);
  fake.state.apiBudget = 60;
  await context.close();
});

test('a repository listing 100,000 files outside any skill: the preview says so in one line, a page of 50 at a time; the page stays small', async () => {
  const big = repo();
  for (let i = 0; i < 100_000; i++) big.set(`docs/d${i % 100}/page-${i}.md`, enc.encode('x'));
  fake.state.repos = { 'anthropics/skills': { main: big } };
  fake.state.cors = true;
  const context = await browser.newContext();
  await routed(context);
  // The listing itself is answered here, in GitHub's shape without the fields Troupe does not read
  // (half the bytes to pass through the browser's routing); the skill files still come from the fake.
  const listing = JSON.stringify({ sha: 'main', truncated: false, tree: [...big].map(([path, bytes]) => ({ path, type: 'blob', size: bytes.length })) });
  let served = 0;
  await context.route('https://api.github.com/repos/anthropics/skills/git/trees/**', (route) => {
    served++;
    return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: listing });
  });
  const page = await context.newPage();
  const dialog = await openManage(page);
  await dialog.getByText('anti-cliche-en').first().waitFor();
  const elements = () => page.evaluate(() => document.querySelectorAll('*').length);
  await dialog.getByRole('button', { name: 'From URL…' }).click();
  await dialog.getByRole('textbox', { name: 'Skill URL' }).fill('https://github.com/anthropics/skills/tree/main');
  const before = await elements();
  // The listing is fetched and read by a Worker, off the page's main thread: the main thread's fetch
  // never asks for it, yet it is served once.
  await page.evaluate(() => {
    const w = window as unknown as { mainThreadListings: number };
    w.mainThreadListings = 0;
    const own = window.fetch;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/git/trees/')) w.mainThreadListings++;
      return own(input, init);
    };
  });
  const worker = page.waitForEvent('worker');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  expect((await worker).url()).toMatch(/^blob:/);
  const line = dialog.getByText('100,001 files were ignored (not part of any skill): open to see them');
  await line.waitFor({ timeout: 60_000 });
  expect(served).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { mainThreadListings: number }).mainThreadListings)).toBe(0);
  expect(await dialog.getByText('Will install into Global:').count()).toBe(1);
  expect((await elements()) - before).toBeLessThan(300);
  // Opened with the keyboard: the first page, then the next.
  await line.focus();
  await page.keyboard.press('Enter');
  const list = dialog.getByRole('list', { name: '100,001 files were ignored (not part of any skill): open to see them' });
  await list.getByRole('listitem').first().waitFor();
  expect(await list.getByRole('listitem').count()).toBe(50);
  await dialog.getByText('1–50 of 100,001').waitFor();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByText('51–100 of 100,001').waitFor();
  expect((await elements()) - before).toBeLessThan(500);
  await context.close();
});
