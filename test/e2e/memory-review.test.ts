// Reviewing memory changes end to end: the built standalone page against the scripted model server,
// the "memory + search" team, and the chat's "Review memory changes" on. memory_curator's three writes
// of a turn wait for review (the panel's badge, the reply's fold); the next turn's memory_scout does
// not find them (the request log); they are approved one by one in the Memory section, and a
// regenerate of the reply that proposed them undoes them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createScenario, createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';
import { BUILT, untilGenerationEnds } from './page.ts';

let browser: Browser;
let model: ScriptedApi;
let site: { url: string; close(): Promise<void> };
const turns: unknown[] = [];

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const isCurator = (b: Body) => !isMain(b) && offered(b, 'memory_node_create');
const isScout = (b: Body) => !isMain(b) && JSON.stringify(b.messages[0]).includes('You are memory_scout');
const last = (b: Body) => b.messages.at(-1)?.role;
const main = (r: number) => (b: Body) => isMain(b) && (r === 0 ? last(b) !== 'tool' : last(b) === 'tool');

beforeAll(async () => {
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[], fallback: { content: 'Nothing to add.' } }).respond(body);
      if (plan.turn >= 0) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  model = createScriptedApi({ scenario: engine as never, prefix: '/v1' });
  const { createDemoHandler } = await import(pathToFileURL(join(BUILT, 'demo.js')).href);
  const demo = createDemoHandler({ prefix: '/demo/v1', delayMs: 0 });
  site = await serve({ root: join(BUILT, 'page'), api: async (req, res) => (await model.handle(req, res)) || demo(req, res) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The main agent dispatches memory_scout (which lists what memory holds), then writes `reply` and finalizes. */
function scriptScoutedReply(query: string, reply: string) {
  turns.push(
    { match: main(0), toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'memory_scout', task: `What does memory hold on ${query}?` } }] },
    { match: (b: Body) => isScout(b) && last(b) !== 'tool', toolCalls: [{ name: 'memory_list_candidates', arguments: {} }] },
    { match: (b: Body) => isScout(b) && last(b) === 'tool', content: `Memory holds nothing on ${query}.` },
    {
      match: main(1),
      toolCalls: [
        { name: 'write_message', arguments: { text: reply, mode: 'replace' } },
        { name: 'finalize', arguments: {} },
      ],
    },
  );
}

const memory = (page: Page) => page.locator('details.troupe-memory');
const lastReply = (page: Page) => page.locator('.troupe-msg--assistant').last();
/** The request bodies since `from` that `pick` accepts. */
const requests = (from: number, pick: (b: Body) => boolean) =>
  model.requests
    .slice(from)
    .map((r) => r.body as Body)
    .filter(pick);

test('with review on, the curator’s three writes wait, the next turn does not see them, approvals apply them one by one, a regenerate undoes them', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(site.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-model');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByRole('group', { name: 'Presets' }).getByRole('combobox').selectOption({ label: 'Default (memory + search)' });
  await memory(page).locator('summary').click();
  await memory(page).getByRole('button', { name: 'Review', exact: true }).click();
  const toggle = memory(page).getByRole('checkbox', { name: 'Review memory changes in this chat' });
  await toggle.click();
  // The switch is a stored setting: the section says "on" once the settings record does.
  await memory(page).locator('.troupe-memory-review[data-reviewing="on"]').waitFor();
  expect(await toggle.isChecked()).toBe(true);

  // Turn 1: memory_scout finds nothing; in the after wave memory_curator makes three writes.
  scriptScoutedReply('Ines', 'Ines waved from her boat.');
  turns.push(
    {
      match: (b: Body) => isCurator(b) && last(b) !== 'tool',
      toolCalls: [
        { name: 'memory_node_create', arguments: { type: 'character_sheet', title: 'Ines', fields: { summary: 'A sailor who knows the harbour.' } } },
        { name: 'memory_node_create', arguments: { type: 'location_state', title: 'Blue Heron', fields: { summary: 'Ines’s small boat.' } } },
      ],
    },
    // The link tool is offered once the graph the curator works on has nodes: its own two, this turn.
    {
      match: (b: Body) => isCurator(b) && last(b) === 'tool' && offered(b, 'memory_link_upsert') && !JSON.stringify(b.messages.at(-1)).includes('applied'),
      toolCalls: [{ name: 'memory_link_upsert', arguments: { source_node_id: 'char_ines', links: [{ target_node_id: 'loc_blue_heron', relation: 'owns' }] } }],
    },
    { match: (b: Body) => isCurator(b) && last(b) === 'tool', content: 'Recorded Ines and her boat.' },
  );
  await untilGenerationEnds(page, () =>
    page
      .getByRole('textbox', { name: 'Message' })
      .fill('A woman waves from a boat.')
      .then(() => page.getByRole('button', { name: 'Send' }).click()),
  );
  // The three writes are stored as pending changes (the section's count says so only once they are).
  await page.locator('details.troupe-memory[data-pending="3"]').waitFor({ state: 'attached' });
  expect(turns).toEqual([]);
  const curated = requests(0, isCurator);
  expect(curated).toHaveLength(3);
  // Within its own turn the curator saw its own writes: the link it made from one new node to the other succeeded.
  expect(JSON.stringify(curated[2]!.messages.at(-1))).toContain('\\"applied\\":1');
  await expect(memory(page).locator('summary .troupe-memory__badge').textContent()).resolves.toBe('3 to review');
  expect(await memory(page).locator('.troupe-memory__count').textContent()).toContain('0 nodes, 0 edges');
  // The reply's fold has its memory line.
  const line = lastReply(page).locator('.troupe-fold__memory.is-pending');
  await line.waitFor({ state: 'attached' });
  expect(await line.locator('.troupe-fold__text').textContent()).toContain('memory: pending review: +2 nodes, +1 link');

  // Turn 2 (Continue on the same reply): memory_scout lists what memory holds and finds nothing; no request of the turn carries the proposals.
  const from = model.requests.length;
  scriptScoutedReply('Ines', ' The boat drifted closer.');
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Continue' }).click());
  const scout = requests(from, isScout);
  expect(scout.length).toBe(2);
  const listed = JSON.stringify(scout[1]!.messages.at(-1));
  expect(listed).toContain('memory_list_candidates');
  expect(listed).toContain('\\"total\\":0');
  // The find tools are offered only when the graph has nodes: the approved graph has none.
  expect(offered(scout[1]!, 'memory_find_by_name')).toBe(false);
  for (const b of [...scout, ...requests(from, isCurator), ...requests(from, isMain)]) {
    expect(JSON.stringify(b)).not.toContain('char_ines');
    expect(JSON.stringify(b)).not.toContain('Blue Heron');
  }
  expect(turns).toEqual([]);

  // Show in Memory: the fold's button opens the Memory section at this reply's changes.
  await memory(page).locator('summary').click(); // closed, so the button has something to open
  await lastReply(page).locator('summary.troupe-fold__summary').click();
  await lastReply(page).getByRole('button', { name: 'Show in Memory' }).click();
  await page.locator('details.troupe-memory[open]').waitFor();
  await memory(page).getByText('Changes of one reply').waitFor();
  const cards = memory(page).locator('article[data-change]');
  expect(await cards.count()).toBe(3);
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-change')!));
  // The link needs both nodes: its card says so.
  expect(await cards.nth(2).locator('.troupe-review-card__summary').textContent()).toBe('Approving it approves #1, #2 too.');
  // Each diff: the new node's fields after; the edge added.
  expect(await cards.nth(0).locator('table').textContent()).toContain('A sailor who knows the harbour.');
  expect(await cards.nth(2).locator('.troupe-memory-change__edge').textContent()).toContain('Ines → owns → Blue Heron');

  // Approve one by one.
  for (const [i, id] of ids.entries()) {
    await memory(page).locator(`article[data-change="${id}"]`).getByRole('button', { name: 'Approve' }).click();
    await page.locator(`details.troupe-memory[data-pending="${2 - i}"]`).waitFor({ state: 'attached' });
  }
  expect(await memory(page).locator('.troupe-memory__count').textContent()).toContain('2 nodes, 1 edge');
  expect(await memory(page).locator('summary .troupe-memory__badge').count()).toBe(0);
  // The fold's line now says what was applied, nothing pending.
  await lastReply(page).locator('.troupe-fold__memory:not(.is-pending)').waitFor({ state: 'attached' });
  expect(await lastReply(page).locator('.troupe-fold__memory .troupe-fold__text').textContent()).toContain('memory: +2 nodes, +1 link');
  await memory(page).getByRole('button', { name: 'List' }).click();
  expect((await memory(page).locator('.troupe-memory__name').allTextContents()).sort()).toEqual(['Blue Heron', 'Ines']);

  // Regenerate the reply that proposed them: the approved changes go with it.
  turns.push({
    match: main(0),
    toolCalls: [
      { name: 'write_message', arguments: { text: 'The harbour was empty.', mode: 'replace' } },
      { name: 'finalize', arguments: {} },
    ],
  });
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Regenerate' }).click());
  await memory(page).locator('.troupe-memory__count', { hasText: '0 nodes, 0 edges' }).waitFor();
  expect(await memory(page).locator('.troupe-memory__name').count()).toBe(0);
  expect(turns).toEqual([]);
  await context.close();
});
