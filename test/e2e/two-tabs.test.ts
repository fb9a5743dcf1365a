// Two tabs of the standalone page on one chat: Web Locks let only one run write into it at a time,
// and what either tab writes (messages, skill files) is kept.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { armRunStarted, runStarted, servePage, untilGenerationEnds } from './page.ts';

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
  const chatOf = (p: typeof a) =>
    p.evaluate(() => (globalThis as unknown as { troupe: { host: { currentChat(): { chatId: string } } } }).troupe.host.currentChat().chatId);
  expect(await chatOf(b)).toBe(await chatOf(a));
  expect(await a.evaluate(() => typeof navigator.locks?.request)).toBe('function');

  // A's turn ends after B's refusal; both waits are set up before A sends, so neither event is missed.
  await armRunStarted(a);
  const aDone = untilGenerationEnds(a, async () => {
    await a.getByRole('textbox', { name: 'Message' }).fill('First tab asks.');
    await a.getByRole('button', { name: 'Send' }).click();
  });
  aDone.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  await runStarted(a);

  await untilGenerationEnds(b, async () => {
    await b.getByRole('textbox', { name: 'Message' }).fill('Second tab asks too.');
    await b.getByRole('button', { name: 'Send' }).click();
  });
  expect(await b.getByText(/already working on this chat/).count()).toBeGreaterThan(0);
  expect(
    await b.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: unknown } } } }).troupe.orchestrator.lastRun.value),
  ).toBeNull();

  await aDone;
  expect(await a.locator('.troupe-msg.is-live').count()).toBe(0);
  const run = await a.evaluate(
    () => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { outcome: string } } } } }).troupe.orchestrator.lastRun.value.outcome,
  );
  expect(run).toBe('completed');
  await context.close();
}, 90_000);

type TroupeGlobal = { troupe: { host: { chat: { value: { messages: { role: string; swipes: { text: string }[]; swipeId: number }[] } } } } };
/** `role: text` of every message of the open chat, as the tab holds it. */
const messages = (p: Page) =>
  p.evaluate(() => (globalThis as unknown as TroupeGlobal).troupe.host.chat.value.messages.map((m) => `${m.role}: ${m.swipes[m.swipeId]?.text ?? ''}`));

async function twoTabs() {
  const context = await browser.newContext();
  const open = async () => {
    const p = await context.newPage();
    await p.goto(server.url);
    await p.getByRole('textbox', { name: 'Message' }).waitFor();
    await p.locator('.troupe-panel').waitFor(); // the app (slash commands, globalThis.troupe) loads after the chat paints
    return p;
  };
  const a = await open();
  const b = await open();
  return { context, a, b };
}

async function typeSend(p: Page, text: string) {
  await p.getByRole('textbox', { name: 'Message' }).fill(text);
  await p.getByRole('button', { name: 'Send' }).click();
}

test('T1: a message sent in tab B while tab A writes a director reply is still there after A commits', async () => {
  const { context, a, b } = await twoTabs();
  await armRunStarted(a);
  const aDone = untilGenerationEnds(a, () => typeSend(a, 'A asks about the storm.'));
  aDone.catch(() => {});
  await runStarted(a);
  await untilGenerationEnds(b, () => typeSend(b, 'B adds a line meanwhile.'));
  // A hears of B's message while its own reply is still being written.
  await expect.poll(() => messages(a)).toContain('user: B adds a line meanwhile.');
  await aDone;
  const inA = await messages(a);
  expect(inA).toContain('user: A asks about the storm.');
  expect(inA).toContain('user: B adds a line meanwhile.');
  expect(inA.at(-1)).toMatch(/^assistant: .{40,}/);
  await expect.poll(() => messages(b)).toEqual(inA);
  await b.reload();
  await b.getByRole('textbox', { name: 'Message' }).waitFor();
  await b.locator('.troupe-panel').waitFor(); // the app (globalThis.troupe) loads after the chat paints
  await expect.poll(() => b.locator('.troupe-msg').count()).toBe(inA.length);
  expect(await messages(b)).toEqual(inA);
  await context.close();
}, 90_000);

test('two sends at the same moment from two tabs are both kept, each with its reply', async () => {
  const { context, a, b } = await twoTabs();
  // Orchestration off: both tabs call the model themselves (no run lock), so both really run at once.
  await a.getByRole('textbox', { name: 'Message' }).fill('/troupe-disable');
  await a.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect
    .poll(() =>
      b.evaluate(
        () => (globalThis as unknown as { troupe: { profiles: { settings: { value: { enabled: boolean } } } } }).troupe.profiles.settings.value.enabled,
      ),
    )
    .toBe(false);
  await Promise.all([untilGenerationEnds(a, () => typeSend(a, 'From tab A.')), untilGenerationEnds(b, () => typeSend(b, 'From tab B.'))]);
  await a.reload();
  await a.getByRole('textbox', { name: 'Message' }).waitFor();
  await a.locator('.troupe-panel').waitFor();
  await expect.poll(() => messages(a).then((m) => m.length)).toBe(5);
  const all = await messages(a);
  expect(all.filter((m) => m.startsWith('user: ')).sort()).toEqual(['user: From tab A.', 'user: From tab B.']);
  expect(all.filter((m) => m.startsWith('assistant: '))).toHaveLength(3);
  await context.close();
});

test('T2: one skill file edited in two tabs: the second save shows both versions; the first tab sees the result', async () => {
  const { context, a, b } = await twoTabs();
  const edit = async (p: Page) => {
    await p.getByRole('button', { name: 'Manage Skills…' }).click();
    const dialog = p.getByRole('dialog', { name: 'Manage Skills' });
    await dialog.getByRole('listitem', { name: 'director-anti-cliche-en' }).getByRole('button', { name: 'Edit' }).click();
    const area = dialog.getByRole('textbox', { name: 'Content of SKILL.md' });
    await expect.poll(() => area.inputValue()).toContain('name: director-anti-cliche-en');
    return { dialog, area };
  };
  const inA = await edit(a);
  const inB = await edit(b);
  const original = await inA.area.inputValue();
  await inA.area.fill(`${original}\nA's line.\n`);
  await inB.area.fill(`${original}\nB's line.\n`);
  await inA.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await inA.dialog.getByText('Saved SKILL.md of director-anti-cliche-en.').waitFor();
  await inB.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = inB.dialog.getByRole('alert').filter({ hasText: 'was saved elsewhere' });
  await conflict.waitFor();
  expect(await conflict.getByRole('textbox', { name: 'Saved version of SKILL.md' }).inputValue()).toContain("A's line.");
  expect(await conflict.getByRole('textbox', { name: 'Your version of SKILL.md' }).inputValue()).toContain("B's line.");
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await inB.dialog.getByText('Saved SKILL.md of director-anti-cliche-en.').waitFor();
  // Tab A's editor holds no unsaved edits: it shows what tab B saved.
  await expect.poll(() => inA.area.inputValue(), { timeout: 10_000 }).toContain("B's line.");
  await context.close();
});
