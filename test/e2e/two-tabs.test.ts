// Two tabs of the standalone page on one chat: Web Locks let only one run write into it at a time.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { servePage, untilGenerationEnds } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof servePage>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([servePage({ delayMs: 40 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('while one tab runs a director turn in a chat, the other tab cannot start one there', async () => {
  const context = await browser.newContext();
  const a = await context.newPage();
  // The chat paints first; the app (and the panel with it) follows: wait for the panel in both tabs.
  await a.goto(server.url);
  await a.getByRole('switch', { name: 'Enabled' }).waitFor();
  const b = await context.newPage();
  await b.goto(server.url);
  await b.getByRole('switch', { name: 'Enabled' }).waitFor();
  const chatOf = (p: typeof a) => p.evaluate(() => (globalThis as unknown as { troupe: { host: { currentChat(): { chatId: string } } } }).troupe.host.currentChat().chatId);
  expect(await chatOf(b)).toBe(await chatOf(a));
  expect(await a.evaluate(() => typeof navigator.locks?.request)).toBe('function');

  // A's turn ends after B's refusal; the promise is taken before A sends, so its end cannot be missed.
  const aDone = untilGenerationEnds(a, async () => {
    await a.getByRole('textbox', { name: 'Message' }).fill('First tab asks.');
    await a.getByRole('button', { name: 'Send' }).click();
  });
  aDone.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  await expect.poll(() => a.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { running: { value: unknown } } } }).troupe.orchestrator.running.value !== null)).toBe(true);

  await untilGenerationEnds(b, async () => {
    await b.getByRole('textbox', { name: 'Message' }).fill('Second tab asks too.');
    await b.getByRole('button', { name: 'Send' }).click();
  });
  expect(await b.getByText(/already working on this chat/).count()).toBeGreaterThan(0);
  expect(await b.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: unknown } } } }).troupe.orchestrator.lastRun.value)).toBeNull();

  await aDone;
  expect(await a.locator('.troupe-msg.is-live').count()).toBe(0);
  const run = await a.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { outcome: string } } } } }).troupe.orchestrator.lastRun.value.outcome);
  expect(run).toBe('completed');
  await context.close();
});
