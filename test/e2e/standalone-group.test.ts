// Issue 32, the standalone page's side: a group chat of three characters on the built page against the
// scripted server. The member who speaks (turn order, then the user's "Reply as") is the turn's
// character in the main agent's requests, the others are listed as present, the reply bubble is
// attributed to that member, and a swipe rewrites as the same member; all of it survives a reload.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { responderEngine, type Step, type WireBody } from '../fixtures/capsule/scenario.ts';
import { createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { launchBrowser } from './browser.ts';
import { BUILT, openSide, untilGenerationEnds } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
let api: ScriptedApi;

const allText = (b: WireBody) => b.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
const tools = (b: WireBody) => (b.tools ?? []).map((t) => t.function.name);
const isMain = (b: WireBody) => tools(b).includes('finalize');
/** The character the request's story is written for: the host's own instruction names it. */
const turnCharacter = (b: WireBody) => /Write the next reply of (\S+) in this fictional role-play/.exec(allText(b))?.[1];
let writes = 0;

// The main agent writes a reply that names the character its request was composed for, then finalizes.
function respond(b: WireBody): Step {
  if (!isMain(b)) return { content: 'ok' };
  const who = turnCharacter(b) ?? 'nobody';
  return {
    toolCalls: [
      { name: 'write_message', arguments: { text: `${who} speaks (take ${++writes}).` } },
      { name: 'finalize', arguments: {} },
    ],
  };
}

beforeAll(async () => {
  api = createScriptedApi({ scenario: responderEngine(respond), prefix: '/model/v1' });
  server = await serve({ root: join(BUILT, 'page'), api: api.handle });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type PageGlobals = {
  troupe: { profiles: { drafts: { value: { director: Record<string, any> } }; setDraft(m: string, p: unknown): void; save(m: string): Promise<void> } };
};

async function send(page: Page, text: string) {
  await untilGenerationEnds(page, async () => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  });
}

const lastBubble = (page: Page) => page.locator('.troupe-msg--assistant').last();
const turnRequests = (from: number) => api.requests.slice(from).map((r) => r.body as WireBody);

test('a three-member group chat: the speaking member is the turn’s character, the reply is theirs, a swipe keeps them', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.locator('.troupe-panel').waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(new URL('model/v1', server.url).href);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-capsule');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByText('Connection saved.').waitFor();
  // The director's main agent alone: every request of a turn is the main agent's.
  await page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobals;
    const p = structuredClone(g.troupe.profiles.drafts.value.director);
    g.troupe.profiles.setDraft('director', { ...p, subAgents: [] });
    await g.troupe.profiles.save('director');
  });

  // Two more characters, made in the Group chat panel, join Mira's chat.
  const panel = await openSide(page, 'Group chat');
  const form = panel.getByRole('form', { name: 'New character' });
  for (const [name, description] of [
    ['Bram', 'A ferryman who hums old songs.'],
    ['Cleo', 'A cartographer mapping the reefs.'],
  ]) {
    await form.getByRole('textbox', { name: 'Character’s name' }).fill(name);
    await form.getByRole('textbox', { name: 'Description' }).fill(description);
    await form.getByRole('button', { name: 'Create and add' }).click();
    await panel.getByText(`${name} joined this chat.`).waitFor();
  }
  const members = page.getByRole('list', { name: 'Characters in this chat' });
  await expect.poll(() => members.locator('.troupe-chat__member-name').allTextContents()).toEqual(['Mira', 'Bram', 'Cleo']);

  // Turn order: Mira greeted, so Bram answers the first Send.
  const replyAs = page.getByRole('combobox', { name: 'Reply as' });
  expect(await replyAs.locator('option:checked').textContent()).toBe('Turn order (Bram)');
  let from = api.requests.length;
  await send(page, 'Who keeps the lantern tonight?');
  let turn = turnRequests(from);
  expect(turn.length).toBeGreaterThan(0);
  for (const b of turn) {
    expect(turnCharacter(b)).toBe('Bram');
    const text = allText(b);
    expect(text).toContain('Also in this scene (Mira, Cleo):');
    expect(text.indexOf('<character name="Bram">')).toBeLessThan(text.indexOf('<character name="Mira">'));
    expect(text).toContain('A cartographer mapping the reefs.');
  }
  expect(await lastBubble(page).locator('.troupe-msg__name').textContent()).toBe('Bram');
  expect(await lastBubble(page).locator('.troupe-avatar').textContent()).toBe('B');
  expect(await lastBubble(page).locator('.troupe-msg__text').textContent()).toMatch(/^Bram speaks/);

  // The user picks Cleo (from the keyboard: Alt+3 in the message box).
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Cleo, where are the reefs?');
  await box.press('Alt+Digit3');
  expect(await replyAs.locator('option:checked').textContent()).toBe('3. Cleo');
  from = api.requests.length;
  await untilGenerationEnds(page, () => box.press('Enter'));
  turn = turnRequests(from);
  expect(turn.length).toBeGreaterThan(0);
  for (const b of turn) {
    expect(turnCharacter(b)).toBe('Cleo');
    expect(allText(b)).toContain('Also in this scene (Mira, Bram):');
    // Bram's reply is in the history under his name.
    expect(allText(b)).toMatch(/Bram: Bram speaks/);
  }
  expect(await lastBubble(page).locator('.troupe-msg__name').textContent()).toBe('Cleo');
  const cleoFirst = await lastBubble(page).locator('.troupe-msg__text').textContent();
  expect(cleoFirst).toMatch(/^Cleo speaks/);
  expect(await replyAs.locator('option:checked').textContent()).toBe('Turn order (Mira)');

  // A swipe rewrites as Cleo, though Mira is next in turn order.
  from = api.requests.length;
  await untilGenerationEnds(page, () => lastBubble(page).getByRole('button', { name: 'Swipe', exact: true }).click());
  turn = turnRequests(from);
  expect(turn.length).toBeGreaterThan(0);
  for (const b of turn) expect(turnCharacter(b)).toBe('Cleo');
  expect(await lastBubble(page).locator('.troupe-msg__name').textContent()).toBe('Cleo');
  const cleoSecond = await lastBubble(page).locator('.troupe-msg__text').textContent();
  expect(cleoSecond).toMatch(/^Cleo speaks/);
  expect(cleoSecond).not.toBe(cleoFirst);
  expect(await lastBubble(page).locator('.troupe-msg__counter').textContent()).toBe('2/2');

  // After a reload: the members, the attributions and who is next.
  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await expect.poll(() => page.locator('.troupe-msg--assistant .troupe-msg__name').allTextContents()).toEqual(['Mira', 'Bram', 'Cleo']);
  expect(await page.getByRole('list', { name: 'Characters in this chat' }).locator('.troupe-chat__member-name').allTextContents()).toEqual([
    'Mira',
    'Bram',
    'Cleo',
  ]);
  expect(await page.getByRole('combobox', { name: 'Reply as' }).locator('option:checked').textContent()).toBe('Turn order (Mira)');
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
