// Issue 32 (a direction for one reply) end to end on the built standalone page, against the scripted
// model server playing every agent (bench/scripted-team.mjs: each agent does what its request says). The
// server's request log shows who read the direction: typed in the field under the message box, it is in
// the main agent's first request and in every brief; a swipe keeps it; the next message clears it.
// "Regenerate with a direction…" on the last reply focuses the field, and Enter regenerates with the line.
// With TROUPE_SCREENSHOTS=1 it also writes docs/screenshots/direction-{en,zh}.png.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { fromWire, playTeam } from '../../bench/scripted-team.mjs';
import { createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { responderEngine } from '../fixtures/director/server-scenario.ts';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';
import { BUILT, untilGenerationEnds } from './page.ts';

let browser: Browser;
let model: ScriptedApi;
let site: { url: string; close(): Promise<void> };
let page: Page;

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const text = (b: Body) => b.messages.map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content))).join('\n');
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const bodies = (from: number) => model.requests.slice(from).map((r) => r.body as Body);
const DIRECTION = 'she lies about the map';
const block = (line: string) => `The user's direction for this reply, which it must follow: ${line}`;

beforeAll(async () => {
  model = createScriptedApi({ scenario: responderEngine((b) => playTeam(fromWire(b)) as never), prefix: '/v1' });
  site = await serve({ root: join(BUILT, 'page'), api: (req, res) => model.handle(req, res) });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(site.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-director');
  await page.getByRole('button', { name: 'Save connection' }).click();
  // The field comes with the app.
  await page.getByRole('textbox', { name: 'Direction for the next reply' }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function send(line: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(line);
  await page.getByRole('button', { name: 'Send' }).click();
}

const field = () => page.getByRole('textbox', { name: 'Direction for the next reply' });

test('the direction reaches the main agent and every brief, is shown in the fold, survives a swipe and is gone after the next message', async () => {
  await field().fill(DIRECTION);
  let from = model.requests.length;
  await untilGenerationEnds(page, () => send('Who keeps the lamp at the old Saltmere lighthouse, and why did Captain Orrin leave it?'));
  let log = bodies(from);
  const main = log.filter((b) => offered(b, 'finalize'));
  const briefs = log.filter((b) => !offered(b, 'finalize') && text(b).includes('<task>'));
  expect(main.length).toBeGreaterThan(0);
  // The opening scout and the dispatched members: each was briefed with the direction.
  expect(briefs.length).toBeGreaterThan(2);
  expect(text(main[0]!)).toContain(block(DIRECTION));
  for (const b of log) expect(text(b)).toContain(block(DIRECTION));
  // The fold shows it as its first section.
  const last = page.locator('.troupe-msg--assistant').last();
  await last.locator('details.troupe-fold summary').click();
  expect((await last.locator('.troupe-fold__heading').allTextContents())[0]).toBe('direction');
  expect(await last.locator('details.troupe-fold').textContent()).toContain(DIRECTION);
  await expect.poll(() => field().inputValue()).toBe(DIRECTION);

  // A swipe of the same turn keeps it.
  from = model.requests.length;
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Swipe', exact: true }).click());
  log = bodies(from);
  expect(log.length).toBeGreaterThan(0);
  for (const b of log) expect(text(b)).toContain(block(DIRECTION));
  expect(await field().inputValue()).toBe(DIRECTION);

  // The next message clears it: no request reads it, the field is empty.
  from = model.requests.length;
  await untilGenerationEnds(page, () => send('And where is the map now?'));
  log = bodies(from);
  expect(log.length).toBeGreaterThan(0);
  for (const b of log) expect(text(b)).not.toContain('<direction>');
  await expect.poll(() => field().inputValue()).toBe('');
});

test('"Regenerate with a direction…" focuses the field; Enter regenerates the last reply with the line', async () => {
  await page.getByRole('button', { name: 'Regenerate with a direction…' }).click();
  await expect.poll(() => field().evaluate((el) => el === document.activeElement)).toBe(true);
  await field().fill('skip to morning');
  if (process.env.TROUPE_SCREENSHOTS) await shoot('en');
  const from = model.requests.length;
  await untilGenerationEnds(page, () => field().press('Enter'));
  const log = bodies(from);
  expect(log.length).toBeGreaterThan(0);
  for (const b of log) expect(text(b)).toContain(block('skip to morning'));
  expect(await field().inputValue()).toBe('skip to morning');
  const run = await page.evaluate(
    () => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { outcome: string } } } } }).troupe.orchestrator.lastRun.value.outcome,
  );
  expect(run).toBe('completed');
  if (process.env.TROUPE_SCREENSHOTS) {
    await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption('zh-CN');
    await page.getByRole('textbox', { name: '下一条回复的指示' }).waitFor();
    await page.getByRole('button', { name: '带指示重新生成…' }).click();
    await page.getByRole('textbox', { name: '下一条回复的指示' }).fill('她在地图的事上撒了谎');
    await shoot('zh');
  }
});

/** docs/screenshots/direction-<lang>.png: the chat with the field and the last reply's action. */
async function shoot(lang: 'en' | 'zh') {
  const chat = page.locator('.troupe-chat');
  await page.keyboard.press('End');
  await chat.screenshot({ path: join(import.meta.dirname, `../../docs/screenshots/direction-${lang}.png`) });
}
