// Issue 14 §3 in the built page: every input has a limit and a clear message — PNG bombs, a key
// sent to another origin, a Stop before the first word, a 1 MB error body, zip and YAML bombs,
// names that lie, files nested 10,000 deep, a 1,000-agent team.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { strToU8, zipSync, zlibSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { defaultProfile } from '../../src/core/profiles/parse.ts';
import { exportProfile } from '../../src/core/profiles/envelope.ts';
import { pngWithText } from '../../src/hosts/standalone/testing.ts';
import { launchBrowser } from './browser.ts';
import { openSide, servePage, untilGenerationEnds } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof servePage>>;
let slow: Awaited<ReturnType<typeof servePage>>;
beforeAll(async () => {
  [server, slow, browser] = await Promise.all([servePage({ delayMs: 0 }), servePage({ delayMs: 40 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await slow?.close();
});

/** An OpenAI-style server on its own port (its own origin) that records what reaches it. */
async function recorder(answer: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end('{"data":[{"id":"m"}]}')) {
  const seen: { method: string; path: string; auth: string | undefined }[] = [];
  const s = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, accept');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return res.end();
    seen.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((r) => s.close(() => r())) };
}

async function open(url = server.url): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('region', { name: 'Multi-agent orchestration' }).waitFor();
  return page;
}

async function customConnection(page: Page, baseUrl: string, apiKey?: string) {
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption('custom');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(baseUrl);
  if (apiKey) await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('textbox', { name: 'Model' }).fill('m');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByText(/^Connection saved\./).waitFor();
}

test('S1: Test connection with a new, unsaved base URL does not send the saved key there unless confirmed', async () => {
  const [home, other] = await Promise.all([recorder(), recorder()]);
  const page = await open();
  await customConnection(page, `${home.url}/v1`, 'sk-e2e-secret-key');
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${other.url}/v1`);
  await page.getByText(`The stored key was saved for ${home.url}; it is not sent to ${other.url} unless you type it again or confirm below.`).waitFor();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(() => other.seen.length).toBe(1);
  expect(other.seen[0]).toEqual({ method: 'GET', path: '/v1/models', auth: undefined });
  await page.getByRole('checkbox', { name: `Send the stored key to ${other.url}` }).check();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(() => other.seen.length).toBe(2);
  expect(other.seen[1]!.auth).toBe('Bearer sk-e2e-secret-key');
  expect(home.seen).toEqual([]);
  await page.context().close();
  await Promise.all([home.close(), other.close()]);
});

test('F4: a 1 MB error body becomes a notice of readable length', async () => {
  const huge = recorder((_q, res) => {
    res.statusCode = 400;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ error: { message: `Bad request: ${'x'.repeat(1024 * 1024)}` } }));
  });
  const api = await huge;
  const page = await open();
  await customConnection(page, `${api.url}/v1`);
  await untilGenerationEnds(page, async () => {
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    await page.getByRole('button', { name: 'Send' }).click();
  });
  const notice = page.locator('.troupe-chat__notices [role=alert]').filter({ hasText: 'Bad request' });
  const text = (await notice.textContent())!;
  expect(text.length).toBeLessThan(800);
  expect(text).toMatch(/… \(cut; the message was 1,0\d\d,\d{3} characters long\)/);
  await page.context().close();
  await api.close();
});

test('F1: a Stop before the first word leaves no empty reply; the chat is as it was', async () => {
  const page = await open(slow.url);
  const before = await page.locator('.troupe-msg--assistant').count();
  await page.getByRole('textbox', { name: 'Message' }).fill('Tell me everything.');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.locator('.troupe-msg.is-live .troupe-msg__waiting').waitFor();
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Stop' }).click());
  expect(await page.locator('.troupe-msg--assistant').count()).toBe(before);
  expect(await page.locator('.troupe-msg--user').last().textContent()).toContain('Tell me everything.');
  const end = await page.evaluate(
    () => (globalThis as unknown as { troupe: { host: { lastGeneration: { value: { outcome: string } } } } }).troupe.host.lastGeneration.value.outcome,
  );
  expect(end).toBe('discarded');
  await page.context().close();
});

test('P1: a PNG card whose text chunk inflates to 64 MB is refused quickly; the page keeps working', async () => {
  const page = await open();
  const bomb = pngWithText([{ type: 'zTXt', key: 'chara', text: '', compressed: zlibSync(new Uint8Array(64 * 1024 * 1024).fill(65), { level: 1 }) }]);
  await openSide(page, 'Character');
  await page.getByLabel('Import card…').setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: Buffer.from(bomb) });
  await page
    .getByText('bomb.png could not be read as a PNG card: a compressed text chunk unpacks to more than 16 MB; refusing it.')
    .waitFor({ timeout: 15_000 });
  expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Mira');
  await page.context().close();
});

test('M1: a card nested 20,000 levels deep says "nested too deeply" instead of staying on "Importing…"', async () => {
  const page = await open();
  await openSide(page, 'Character');
  const deep = `{"spec":"chara_card_v2","data":{"name":"Deep","extensions":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}}`;
  await page.getByLabel('Import card…').setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(deep) });
  await page.getByText(/^deep\.json is nested too deeply \(more than 100 levels/).waitFor();
  expect(await page.getByText(/^Importing/).count()).toBe(0);
  await page.context().close();
});

const profileInput = (page: Page) =>
  page.getByRole('region', { name: 'Multi-agent orchestration' }).getByRole('group', { name: 'Profile' }).locator('input[type=file]');
const panelAlert = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Multi-agent orchestration' }).getByRole('alert').filter({ hasText: text });

test('M2 and R1: a profile nested 10,000 deep, and a team of 1,000 sub-agents, are refused with the reason', async () => {
  const page = await open();
  const presetsBefore = await page.getByRole('combobox', { name: 'Preset', exact: true }).locator('option').allTextContents();
  const deep = `{"format":"troupe_profile_director_v1","mode":"director","profile":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
  await profileInput(page).setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(deep) });
  await expect.poll(() => panelAlert(page, 'The file is nested too deeply').count()).toBe(1);
  const base = defaultProfile('director');
  const team = exportProfile('director', 'Crowd', {
    ...base,
    subAgents: Array.from({ length: 1000 }, (_, i) => ({ ...base.subAgents[0]!, id: `agent_${i}` })),
  });
  await profileInput(page).setInputFiles({ name: 'crowd.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(team)) });
  await expect.poll(() => panelAlert(page, 'The profile has 1,000 sub-agents; at most 64 are allowed.').count()).toBe(1);
  expect(await page.getByRole('combobox', { name: 'Preset', exact: true }).locator('option').allTextContents()).toEqual(presetsBefore);
  await page.context().close();
});

async function installZip(page: Page, name: string, files: Record<string, Uint8Array>) {
  const dialog = page.getByRole('dialog', { name: 'Manage Skills' });
  if (!(await dialog.count())) await page.getByRole('button', { name: 'Manage Skills…' }).click();
  await page.getByTestId('install-zip').setInputFiles({ name, mimeType: 'application/zip', buffer: Buffer.from(zipSync(files)) });
  return dialog;
}
const skillMd = (name: string, extra = '') => strToU8(`---\nname: ${name}\ndescription: About ${name}.\n${extra}---\n\n# ${name}\n`);

test('Z1, Y1, M3, M4, M5: zip and YAML bombs, two skills of one name, a bidi name; each issue names its file once', async () => {
  const page = await open();
  const installed = () =>
    page.evaluate(() =>
      (globalThis as unknown as { troupe: { skills: { inventory: { value: { name: string }[] } } } }).troupe.skills.inventory.value.map((s) => s.name),
    );
  const before = await installed();

  let dialog = await installZip(page, 'pad.zip', { 'pad/SKILL.md': skillMd('pad'), 'pad/zeros.bin': new Uint8Array(4 * 1024 * 1024) });
  await dialog.getByText(/pad\/zeros\.bin: the entry unpacks to 4 MB from \d+ KB \(\d+:1\); more than 100:1 is refused as a zip bomb/).waitFor();

  const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 9; i++)
    laughs.push(
      `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
        .fill(`*${String.fromCharCode(96 + i)}`)
        .join(',')}]`,
    );
  dialog = await installZip(page, 'laughs.zip', { 'laughs/SKILL.md': skillMd('laughs', `${laughs.join('\n')}\n`) });
  await dialog.getByText(/laughs\/SKILL\.md: the YAML frontmatter expands to more than 10,000 values through aliases/).waitFor();

  dialog = await installZip(page, 'twice.zip', { 'a/voice/SKILL.md': skillMd('voice'), 'b/voice/SKILL.md': skillMd('voice') });
  await dialog.getByText('voice: 2 folders hold a skill named "voice" (a/voice/, b/voice/); rename all but one — none of them was installed').waitFor();

  dialog = await installZip(page, 'bidi.zip', { 'tricks/SKILL.md': skillMd('tricks'), 'tricks/gpj.\u202eexe.md': strToU8('x') });
  await dialog.getByText(/text-direction control characters/).waitFor();

  dialog = await installZip(page, 'evil.zip', { 'evil/SKILL.md': skillMd('evil'), 'evil/../../etc/passwd': strToU8('x') });
  const issue = dialog.locator('.troupe-issues li').filter({ hasText: 'etc/passwd' }).first();
  await issue.waitFor();
  const text = (await issue.textContent())!;
  expect(text.split('evil/../../etc/passwd').length - 1).toBe(1);

  expect(await installed()).toEqual(before);
  await page.context().close();
});
