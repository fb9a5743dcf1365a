// Memory without the whole team, end to end on the built standalone page with the scripted model: the
// loop capsule mode with "Keep memory with the curator" chosen for the chat. The loop agent hands in guidance, the page
// writes the reply with it, and once that reply is saved memory_curator (the shipped one: loop has no
// team) records it — in one request, its prefetched schema and candidates in its first message. A
// swipe's curator records the new reply and the first event is undone; swiping back restores it.
// Each step awaits the page's `troupe:curator-ended`, the event that says the curator is done and its
// writes settled with the reply.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createScenario, createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';
import { untilGenerationEnds } from './page.ts';

const dist = join(import.meta.dirname, '../../dist');
let browser: Browser;
let model: ScriptedApi;
let site: { url: string; close(): Promise<void> };
const turns: unknown[] = [];

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isCurator = (b: Body) => JSON.stringify(b.messages[0]).includes('You are memory_curator');
const isLoop = (b: Body) => !isCurator(b) && offered(b, 'finalize');
const isReply = (b: Body) => !b.tools?.length;

beforeAll(async () => {
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[] }).respond(body);
      if (plan.turn >= 0) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  model = createScriptedApi({ scenario: engine as never, prefix: '/v1' });
  const { createDemoHandler } = await import(pathToFileURL(join(dist, 'demo.js')).href);
  const demo = createDemoHandler({ prefix: '/demo/v1', delayMs: 0 });
  site = await serve({ root: join(dist, 'page'), api: async (req, res) => (await model.handle(req, res)) || demo(req, res) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** One loop turn (the loop agent's request only when the capsule is not reused), the page's reply, the curator's one request. */
function scriptTurn(o: { loop: boolean; reply: string; title: string }) {
  if (o.loop) turns.push({ match: isLoop, toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'Keep Watson guarded; he favours his leg.' } }] });
  turns.push(
    { match: isReply, content: o.reply },
    {
      match: (b: Body) => isCurator(b) && b.messages.at(-1)?.role === 'user',
      toolCalls: [
        { name: 'memory_node_create', arguments: { type: 'event', title: o.title, fields: { summary: `${o.title}.`, time: 'Day 1, evening' } } },
        { name: 'submit_result', arguments: { text: `Recorded: ${o.title}` } },
      ],
    },
  );
}

/** The requests since `from`, named by who sent them. */
const who = (from: number) =>
  model.requests.slice(from).map((r) => {
    const b = r.body as Body;
    return isCurator(b) ? 'memory_curator' : isLoop(b) ? 'loop' : isReply(b) ? 'reply' : 'other';
  });

/** Listens, before the action that leads to it, for the next `troupe:curator-ended` of the page. */
async function armCuratorEnded(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as { troupe: { host: { on(e: string, cb: (d: unknown) => void): () => void } }; __curated?: Promise<unknown> };
    w.__curated = new Promise((resolve) => {
      const off = w.troupe.host.on('troupe:curator-ended', (d) => (off(), resolve(d)));
    });
  });
}
const curatorEnded = (page: Page) => page.evaluate(() => (globalThis as unknown as { __curated: Promise<{ outcome: string }> }).__curated);

const memory = (page: Page) => page.locator('details.troupe-memory');
const rowNames = (page: Page) => memory(page).locator('.troupe-memory__name').allTextContents();

async function type(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

test('loop mode with memory kept by the curator: it records the reply after it is saved, and its writes follow a swipe', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(site.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-model');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await type(page, '/troupe-mode loop');
  await expect.poll(() => page.getByText('Mode: loop', { exact: false }).count()).toBeGreaterThan(0);
  // Memory on (the default); the curator keeps it in this chat (the chat's own choice; the setting for every chat stays off).
  const d = memory(page);
  if ((await d.getAttribute('open')) === null) await d.locator('summary').click();
  await memory(page).getByRole('button', { name: 'Settings' }).click();
  expect(await memory(page).getByRole('checkbox', { name: 'Keep memory with the curator in every mode' }).isChecked()).toBe(false);
  await memory(page).getByRole('combobox', { name: 'In this chat' }).selectOption({ label: 'Keep memory with the curator' });
  await memory(page).getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => memory(page).getByRole('status').textContent()).toBe('Settings saved.');
  await memory(page).getByRole('button', { name: 'List' }).click();

  // The first reply: loop agent → the page's reply → memory_curator, one request, after the reply.
  scriptTurn({ loop: true, reply: 'Watson limped into the laboratory.', title: 'Day 1, evening — Holmes and Watson meet' });
  let from = model.requests.length;
  await armCuratorEnded(page);
  await untilGenerationEnds(page, () => type(page, 'Watson arrives at Barts.'));
  expect(await curatorEnded(page)).toMatchObject({ outcome: 'completed' });
  expect(who(from)).toEqual(['loop', 'reply', 'memory_curator']);
  expect(turns).toEqual([]);
  // The curator read the saved reply as its draft, and started with its prefetched schema and candidates.
  const curatorBody = JSON.stringify((model.requests.at(-1)!.body as Body).messages);
  expect(curatorBody).toContain('Watson limped into the laboratory.');
  expect(curatorBody).toContain('memory_schema:');
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Holmes and Watson meet']);

  // A swipe: the capsule of this user turn is reused (no loop request); the new reply gets its own event,
  // and the first reply's event is undone with it.
  scriptTurn({ loop: false, reply: 'Watson shook his head at the rooms.', title: 'Day 1, evening — Watson refuses the rooms' });
  from = model.requests.length;
  await armCuratorEnded(page);
  await untilGenerationEnds(page, () =>
    page
      .locator('.troupe-msg--assistant')
      .last()
      .getByRole('button', { name: /^Swipe/ })
      .click(),
  );
  expect(await curatorEnded(page)).toMatchObject({ outcome: 'completed' });
  expect(who(from)).toEqual(['reply', 'memory_curator']);
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Watson refuses the rooms']);

  // Swiping back shows the first reply again: its event is back, the swipe's undone.
  await page.locator('.troupe-msg--assistant').last().getByRole('button', { name: 'Previous swipe' }).click();
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Holmes and Watson meet']);

  // After a reload the kept turns are read from IndexedDB: still the first reply's event.
  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  if ((await memory(page).getAttribute('open')) === null) await memory(page).locator('summary').click();
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Holmes and Watson meet']);
  await context.close();
});
