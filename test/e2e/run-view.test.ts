// Issue 19 end to end: the built standalone page against the scripted model server.
// 1. A director turn with two critics in parallel and a third sub-agent queued behind them: the run
//    view's lanes, overlaps and order, and tokens × the price table = the cost shown.
// 2. Export → import → "Replay offline" writes the same reply without a single request.
// 3. The notes panel: a note added and edited there is what the next turn's agents read.
// 4. The budget guard ends a runaway turn (a main agent that never finalizes), the draft kept.
// With TROUPE_SCREENSHOTS=1 it also writes docs/screenshots/run-view-{en,zh}.png.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createScenario, createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';
import { untilGenerationEnds } from './page.ts';

const root = join(import.meta.dirname, '../..');
const dist = join(root, 'dist');
let browser: Browser;
let model: ScriptedApi;
let site: { url: string; close(): Promise<void> };
let page: Page;
const turns: unknown[] = [];

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const last = (b: Body) => b.messages.at(-1)?.role;
const text = (b: Body) => JSON.stringify(b.messages);
/** A sub-agent's request: its task (a unique word) is in its messages. */
const subWith = (word: string) => (b: Body) => !isMain(b) && text(b).includes(word);

// Every response reports the same usage: 1,000 prompt tokens (200 of them cached), 50 completion.
const USAGE = { prompt_tokens: 1000, completion_tokens: 50, total_tokens: 1050, prompt_tokens_details: { cached_tokens: 200 } };
// Per million tokens: input 2, cached input 0.5, output 8 → one request costs 0.0021.
const PRICE = { input: 2, cachedInput: 0.5, output: 8 };
const requestCost = ((USAGE.prompt_tokens - 200) * PRICE.input + 200 * PRICE.cachedInput + USAGE.completion_tokens * PRICE.output) / 1e6;

beforeAll(async () => {
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[], fallback: { content: 'No further notes.', usage: USAGE } }).respond(body);
      if (plan.turn >= 0 && (turns[plan.turn] as { times?: number }).times !== Infinity) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  model = createScriptedApi({ scenario: engine as never, prefix: '/v1' });
  site = await serve({ root: join(dist, 'page'), api: (req, res) => model.handle(req, res) });
  browser = await launchBrowser();
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(site.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-model');
  await page.getByRole('button', { name: 'Save connection' }).click();
  // Two sub-agents at a time: the third dispatch waits for a slot.
  await saveDirector({ maxConcurrentSubagents: 2 });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** Changes the saved director profile (the turn reads the saved one). */
async function saveDirector(patch: Record<string, unknown>) {
  await page.evaluate(async (patch) => {
    const p = (globalThis as unknown as { troupe: { profiles: { drafts: { value: Record<string, object> }; setDraft(m: string, p: object): void; save(m: string): Promise<void> } } }).troupe.profiles;
    p.setDraft('director', { ...p.drafts.value.director, ...patch });
    await p.save('director');
  }, patch);
}

async function send(text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

const main = (round: number) => (b: Body) => isMain(b) && (round === 0 ? last(b) === 'user' : last(b) === 'tool');
const runView = () => page.getByRole('dialog', { name: 'Run view' });

/** The dialog's own Close (the first button of its header). */
async function closeDialog(dialog: ReturnType<Page['getByRole']>) {
  await dialog.locator('.troupe-dialog__header button', { hasText: 'Close' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
}

interface BarInfo {
  lane: string;
  kind: string;
  start: number;
  end: number;
}
const bars = () =>
  runView()
    .locator('.troupe-bar')
    .evaluateAll((els) =>
      els.map((el) => ({
        lane: (el.closest('.troupe-timeline__lane') as HTMLElement).dataset.lane!,
        kind: (el as HTMLElement).dataset.kind!,
        start: Number((el as HTMLElement).dataset.start),
        end: Number((el as HTMLElement).dataset.end),
      })),
    );

test('a director turn with two critics in parallel and one queued: lanes, overlaps, order, tokens and cost', async () => {
  turns.push(
    {
      match: main(0),
      usage: USAGE,
      toolCalls: [
        { name: 'dispatch_subagent', arguments: { subagentId: 'voice_critic', task: 'TASKVOICE: check the voices.' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'continuity_critic', task: 'TASKCONT: check continuity.' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'plot_brainstormer', task: 'TASKPLOT: two ideas.' } },
      ],
    },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0', 'subagent-1', 'subagent-2'] } }] },
    // The critics take a while, the continuity one longer; the brainstormer waits for the first free slot.
    { match: subWith('TASKVOICE'), usage: USAGE, latencyMs: 400, content: 'Voices are consistent.' },
    { match: subWith('TASKCONT'), usage: USAGE, latencyMs: 900, content: 'The lamp was lit in the last scene.' },
    { match: subWith('TASKPLOT'), usage: USAGE, latencyMs: 100, content: 'A bell rings; a stranger knocks.' },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'write_message', arguments: { text: 'Mira lit the lamp and waited for the bell.', mode: 'replace' } }] },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'finalize', arguments: {} }] },
  );
  await untilGenerationEnds(page, () => send('Mira climbs the lighthouse.'));
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe('Mira lit the lamp and waited for the bell.');
  expect(turns).toEqual([]);

  await page.getByRole('button', { name: 'Run view' }).click();
  await runView().waitFor();
  // The stored turn is shown once it is read back; every bar is final.
  await expect.poll(async () => (await bars()).length).toBeGreaterThan(7);
  const all: BarInfo[] = await bars();
  const lanes = await runView().locator('.troupe-timeline__lane').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.lane!));
  expect(lanes).toHaveLength(4);
  const laneOf = (id: string) => lanes.find((l) => l.includes(id))!;
  const voice = laneOf('voice_critic');
  const cont = laneOf('continuity_critic');
  const plot = laneOf('plot_brainstormer');
  const mainLane = lanes.find((l) => l !== voice && l !== cont && l !== plot)!;
  expect([voice, cont, plot, mainLane].every(Boolean)).toBe(true);
  expect(lanes[0]).toBe(mainLane);
  const req = (lane: string) => all.filter((b) => b.lane === lane && b.kind === 'request');
  expect(req(mainLane)).toHaveLength(4);
  const [v] = req(voice);
  const [c] = req(cont);
  const [p] = req(plot);
  expect([req(voice).length, req(cont).length, req(plot).length]).toEqual([1, 1, 1]);
  // The two critics overlap; the brainstormer's request starts only after the voice critic's ended, while the continuity critic still runs.
  expect(v!.start).toBeLessThan(c!.end);
  expect(c!.start).toBeLessThan(v!.end);
  expect(p!.start).toBeGreaterThanOrEqual(v!.end - 5);
  expect(p!.start).toBeLessThan(c!.end);
  // Its wait is drawn: from the dispatch to the start of its run.
  const wait = all.find((b) => b.lane === plot && b.kind === 'wait')!;
  expect(wait).toBeDefined();
  expect(wait.end - wait.start).toBeGreaterThan(200);
  expect(wait.end).toBeLessThanOrEqual(p!.start + 5);
  expect(all.some((b) => b.lane === voice && b.kind === 'wait')).toBe(false);
  // The main agent's rounds come in order; the await spans the sub-agents, the draft comes after them.
  const m = req(mainLane);
  for (let i = 1; i < m.length; i++) expect(m[i]!.start).toBeGreaterThanOrEqual(m[i - 1]!.end - 5);
  expect(m[2]!.start).toBeGreaterThanOrEqual(c!.end - 5);
  expect(all.filter((b) => b.lane === mainLane && b.kind === 'tool').length).toBe(6);

  // Tokens per agent as reported; then the price table gives the cost.
  const row = (agent: string) => runView().locator(`tr[data-agent="${agent}"] td`).allTextContents();
  const total = () => runView().locator('tfoot tr td').allTextContents();
  // requests, tool calls, time, input, cached, output, cost
  expect((await row(mainLane)).filter((_, i) => i !== 2 && i !== 6)).toEqual(['4', '6', '4,000', '800', '200']);
  expect((await row(voice)).filter((_, i) => i !== 2 && i !== 6)).toEqual(['1', '0', '1,000', '200', '50']);
  expect((await total()).filter((_, i) => i !== 2 && i !== 6)).toEqual(['7', '6', '7,000', '1,400', '350']);
  expect((await total())[6]).toBe('no price');
  for (const [field, value] of [['Input', PRICE.input], ['Cached input', PRICE.cachedInput], ['Output', PRICE.output]] as const) {
    await runView().getByRole('spinbutton', { name: `${field} price for scripted-model`, exact: true }).fill(String(value));
  }
  await runView().getByRole('button', { name: 'Save: scripted-model' }).click();
  await expect.poll(async () => (await total())[6]).toBe((7 * requestCost).toFixed(4));
  expect((await row(mainLane))[6]).toBe((4 * requestCost).toFixed(4));
  expect((await row(cont))[6]).toBe(requestCost.toFixed(4));

  // Clicking a bar shows its request and response.
  await runView().locator(`.troupe-timeline__lane[data-lane="${cont}"] .troupe-bar[data-kind="request"]`).click();
  await expect.poll(() => runView().textContent()).toContain('The lamp was lit in the last scene.');

  if (process.env.TROUPE_SCREENSHOTS) {
    await runView().screenshot({ path: join(root, 'docs/screenshots/run-view-en.png') });
    await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption('zh-CN');
    await page.getByRole('dialog', { name: '运行视图' }).screenshot({ path: join(root, 'docs/screenshots/run-view-zh.png') });
    await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption('en');
    await runView().waitFor();
  }
}, 90_000);

test('an exported trace, imported again, replays offline to the same reply', async () => {
  const before = model.requests.length;
  const download = page.waitForEvent('download');
  await runView().getByRole('button', { name: 'Export trace' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(JSON.stringify(exported)).not.toContain('Authorization');
  await runView().getByLabel('Trace file to import').setInputFiles({ name: 'shared-trace.json', mimeType: 'application/json', buffer: readFileSync(file) });
  await expect.poll(() => runView().getByRole('combobox', { name: 'Turn' }).inputValue()).toBe('imported');
  await runView().getByRole('button', { name: 'Replay offline' }).click();
  await expect.poll(() => runView().textContent(), { timeout: 20_000 }).toMatch(/The replay wrote the same reply as the recording \(7 of 7 requests answered\)/);
  expect(await runView().textContent()).toContain('Mira lit the lamp and waited for the bell.');
  // Nothing reached the model.
  expect(model.requests.length).toBe(before);
  await closeDialog(runView());
}, 60_000);

test('a note added and edited in the notes panel is what the next turn’s agents read', async () => {
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  const add = notes.locator('section[aria-label="New note"]');
  await add.getByRole('textbox', { name: 'Note' }).fill('The harbor bell rings at midnight.');
  await add.getByRole('button', { name: 'Add note' }).click();
  const item = notes.getByRole('listitem', { name: /The harbor bell rings at midnight/ });
  await item.getByRole('button', { name: 'Edit' }).click();
  await item.getByRole('textbox', { name: 'Note' }).fill('The harbor bell rings at dawn.');
  await item.getByRole('button', { name: 'Save' }).click();
  await notes.getByRole('listitem', { name: /The harbor bell rings at dawn/ }).waitFor();
  await closeDialog(notes);

  const start = model.requests.length;
  turns.push(
    { match: main(0), usage: USAGE, toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'voice_critic', task: 'TASKNOTE: check.' } }] },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] },
    { match: subWith('TASKNOTE'), usage: USAGE, content: 'Fine.' },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'write_message', arguments: { text: 'The bell rang at dawn.', mode: 'replace' } }] },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'finalize', arguments: {} }] },
  );
  await untilGenerationEnds(page, () => send('Morning comes.'));
  const sent = model.requests.slice(start).map((r) => r.body as Body);
  const mainReq = sent.find(isMain)!;
  const subReq = sent.find(subWith('TASKNOTE'))!;
  for (const b of [mainReq, subReq]) {
    expect(text(b)).toContain('The harbor bell rings at dawn.');
    expect(text(b)).not.toContain('midnight');
  }
}, 60_000);

test('the budget guard ends a runaway turn and keeps the draft', async () => {
  // 50,000 tokens a turn, 20,000 reported per request (plus the next request's estimate): the guard
  // warns by the fourth request at the latest and stops the one after; the main agent never finalizes.
  await saveDirector({ budget: { maxTokens: 50_000, maxCost: 0 } });
  const start = model.requests.length;
  const big = { prompt_tokens: 20_000, completion_tokens: 50, total_tokens: 20_050 };
  turns.push({ match: (b: Body) => isMain(b), usage: big, times: Infinity, toolCalls: [{ name: 'write_message', arguments: { text: 'The storm kept coming.', mode: 'replace' } }] });
  await untilGenerationEnds(page, () => send('The storm.'));
  turns.length = 0;
  const made = model.requests.length - start;
  // Far below the 20 rounds the profile allows.
  expect(made).toBeGreaterThanOrEqual(2);
  expect(made).toBeLessThanOrEqual(4);
  const told = model.requests.slice(start).map((r) => text(r.body as Body));
  // The last request carried the notice; none before it did.
  expect(told.at(-1)).toContain('[Runtime] Budget spent');
  expect(told.slice(0, -1).some((t) => t.includes('Budget spent'))).toBe(false);
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe('The storm kept coming.');
  await expect.poll(() => page.locator('.troupe-chat__notices').textContent()).toContain("the profile's budget per turn was spent");
  const run = await page.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { detail: string } } } } }).troupe.orchestrator.lastRun.value.detail);
  expect(run).toBe('budget');
  await saveDirector({ budget: { maxTokens: 0, maxCost: 0 } });
}, 60_000);
