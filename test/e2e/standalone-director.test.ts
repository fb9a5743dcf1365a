// Issue 7 end to end: the built standalone page, a fresh profile, the demo model over HTTP.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { servePage, untilGenerationEnds } from './page.ts';

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

async function open(url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  return page;
}

const assistantTexts = (page: Page) => page.locator('.troupe-msg--assistant .troupe-msg__text').allTextContents();

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('a director turn with the demo model: bubble per tool call, fold sections, persisted after reload', async () => {
  const page = await open(server.url);
  // Record every text the reply bubble shows while the turn runs.
  await page.evaluate(() => {
    const seen: string[] = ((globalThis as unknown as { __texts: string[] }).__texts = []);
    new MutationObserver(() => {
      const live = document.querySelector('.troupe-msg.is-live .troupe-msg__text');
      const t = live?.textContent ?? '';
      if (t && t !== seen.at(-1)) seen.push(t);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await untilGenerationEnds(page, () => send(page, 'I ask Mira about the lighthouse keeper.'));
  expect(await page.locator('.troupe-msg.is-live').count()).toBe(0);
  const texts = await assistantTexts(page);
  const reply = texts.at(-1)!;
  expect(reply.length).toBeGreaterThan(80);
  // The bubble changed once per tool call that writes the reply, not per token: the lean turn writes
  // the draft (the critics dispatched in the same response), then patches what they quoted.
  const seen = await page.evaluate(() => (globalThis as unknown as { __texts: string[] }).__texts.filter((t) => !t.includes('…')));
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(reply);
  expect(seen[0]).not.toBe(reply);
  // The reasoning fold holds the named sections of the agents: the opening wave's intent_scout, the
  // main agent's two rounds, and both critics between them (in parallel, so in either order).
  const fold = page.locator('.troupe-msg--assistant').last().locator('details.troupe-fold');
  await fold.locator('summary').click();
  const headings = await fold.locator('.troupe-fold__heading').allTextContents();
  expect(headings[0]).toBe('subagent-0: intent_scout');
  expect(headings.filter((h) => /^main-\d+$/.test(h))).toEqual(['main-1', 'main-2']);
  const critics = headings.slice(headings.indexOf('main-1') + 1, headings.indexOf('main-2'));
  expect(critics.map((h) => h.replace(/^subagent-\d+: /, '')).sort()).toEqual(['continuity_critic', 'voice_critic']);
  expect(critics.every((h) => /^subagent-[12]: /.test(h))).toBe(true);
  expect(headings.join('\n')).not.toContain('(running)');

  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await expect.poll(async () => (await assistantTexts(page)).at(-1)).toBe(reply);
  await page.context().close();
});

test('Stop mid-turn keeps the partial reply with an [aborted] section (discardOnAbort off)', async () => {
  const page = await open(slow.url);
  await send(page, 'Tell me about the storm.');
  // Wait until the director has written a draft (a Stop before the first word keeps nothing), then stop.
  await page.locator('.troupe-msg.is-live .troupe-msg__text:not(.troupe-msg__waiting)').waitFor({ timeout: 20_000 });
  expect(await page.locator('.troupe-msg.is-live').textContent()).toMatch(/subagent-0/);
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Stop' }).click());
  expect(await page.locator('.troupe-msg.is-live').count()).toBe(0);
  const last = page.locator('.troupe-msg--assistant').last();
  expect((await last.locator('.troupe-msg__text').textContent())!.length).toBeGreaterThan(20);
  await last.locator('details.troupe-fold summary').click();
  await expect.poll(() => last.locator('.troupe-fold__heading').allTextContents()).toContain('aborted');
  const run = await page.evaluate(
    () => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { outcome: string } } } } }).troupe.orchestrator.lastRun.value.outcome,
  );
  expect(run).toBe('cancelled');
  await page.context().close();
}, 90_000);

test('a connection error is shown to the user and nothing half-written stays', async () => {
  const page = await open(server.url);
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:9/v1');
  await page.getByRole('textbox', { name: 'Model' }).fill('none');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(() => page.getByText(/Could not reach/).count()).toBeGreaterThan(0);
  const before = await page.locator('.troupe-msg--assistant').count();
  await untilGenerationEnds(page, () => send(page, 'Hello?'));
  expect(
    await page
      .locator('.troupe-chat__notices [role=alert]')
      .filter({ hasText: /Request failed for main: Network error/ })
      .count(),
  ).toBeGreaterThan(0);
  expect(await page.locator('.troupe-msg.is-live').count()).toBe(0);
  // The failed turn left no empty reply behind; the user's message is there to retry.
  expect(await page.locator('.troupe-msg--assistant').count()).toBe(before);
  expect(await page.locator('.troupe-msg--user').last().textContent()).toContain('Hello?');
  await page.context().close();
});
