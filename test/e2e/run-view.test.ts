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
    const p = (
      globalThis as unknown as {
        troupe: { profiles: { drafts: { value: Record<string, object> }; setDraft(m: string, p: object): void; save(m: string): Promise<void> } };
      }
    ).troupe.profiles;
    p.setDraft('director', { ...p.drafts.value.director, ...patch });
    await p.save('director');
  }, patch);
}

async function send(text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/**
 * Sends and resolves once the run has ended (`troupe:run-ended`): the reply is shown before the after
 * wave's curator runs, and the run (its lock, its stored turn) ends only after it.
 */
async function sendAndFinish(text: string) {
  await page.evaluate(() => {
    const w = globalThis as unknown as { troupe: { host: { on(e: string, cb: () => void): () => void } }; __runEnded?: Promise<void> };
    w.__runEnded = new Promise<void>((resolve) => {
      const off = w.troupe.host.on('troupe:run-ended', () => (off(), resolve()));
    });
  });
  await untilGenerationEnds(page, () => send(text));
  await page.evaluate(() => (globalThis as unknown as { __runEnded: Promise<void> }).__runEnded);
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
  // The lean turn: intent_scout opens (the fallback answers it); the main agent writes its draft and
  // dispatches three members in one response (their reports are the calls' results), then rewrites
  // and finalizes in the next; notes_curator curates after the reply (the fallback again).
  turns.push(
    {
      match: main(0),
      usage: USAGE,
      toolCalls: [
        { name: 'write_message', arguments: { text: 'Mira lit the lamp.', mode: 'replace' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'voice_critic', task: 'TASKVOICE: check the voices.' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'continuity_critic', task: 'TASKCONT: check continuity.' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'plot_brainstormer', task: 'TASKPLOT: two ideas.' } },
      ],
    },
    // The critics take a while, the continuity one longer; the brainstormer waits for the first free slot.
    { match: subWith('TASKVOICE'), usage: USAGE, latencyMs: 400, content: 'Voices are consistent.' },
    { match: subWith('TASKCONT'), usage: USAGE, latencyMs: 900, content: 'The lamp was lit in the last scene.' },
    { match: subWith('TASKPLOT'), usage: USAGE, latencyMs: 100, content: 'A bell rings; a stranger knocks.' },
    {
      match: main(1),
      usage: USAGE,
      toolCalls: [
        { name: 'write_message', arguments: { text: 'Mira lit the lamp and waited for the bell.', mode: 'replace' } },
        { name: 'finalize', arguments: {} },
      ],
    },
  );
  await sendAndFinish('Mira climbs the lighthouse.');
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe('Mira lit the lamp and waited for the bell.');
  expect(turns).toEqual([]);

  await page.getByRole('button', { name: 'Run view' }).click();
  await runView().waitFor();
  // The stored turn is shown once it is read back (the after wave's curator included); every bar is final.
  await expect.poll(async () => (await bars()).filter((b) => b.lane === 'notes_curator' && b.kind === 'request').length).toBe(1);
  expect(await runView().locator('.troupe-bar.is-running').count()).toBe(0);
  const all: BarInfo[] = await bars();
  const lanes = await runView()
    .locator('.troupe-timeline__lane')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.lane!));
  // One lane per agent in the order it appeared: the opening wave's scout, the main agent, the three it
  // dispatched, and the curator of the after wave.
  const [intent, mainLane, voice, cont, plot, curator] = ['intent_scout', 'main', 'voice_critic', 'continuity_critic', 'plot_brainstormer', 'notes_curator'];
  expect(lanes).toEqual([intent, mainLane, voice, cont, plot, curator]);
  const req = (lane: string) => all.filter((b) => b.lane === lane && b.kind === 'request');
  expect(req(mainLane)).toHaveLength(2);
  const [v] = req(voice);
  const [c] = req(cont);
  const [p] = req(plot);
  const [i] = req(intent);
  const [n] = req(curator);
  expect([req(intent).length, req(voice).length, req(cont).length, req(plot).length, req(curator).length]).toEqual([1, 1, 1, 1, 1]);
  // The two critics overlap; the brainstormer's request starts only after the voice critic's ended, while the continuity critic still runs.
  expect(v!.start).toBeLessThan(c!.end);
  expect(c!.start).toBeLessThan(v!.end);
  expect(p!.start).toBeGreaterThanOrEqual(v!.end - 5);
  expect(p!.start).toBeLessThan(c!.end);
  // Its wait is drawn: from the dispatch to the start of its run. No one else waited for a slot.
  const wait = all.find((b) => b.lane === plot && b.kind === 'wait')!;
  expect(wait).toBeDefined();
  expect(wait.end - wait.start).toBeGreaterThan(200);
  expect(wait.end).toBeLessThanOrEqual(p!.start + 5);
  expect(all.filter((b) => b.kind === 'wait').map((b) => b.lane)).toEqual([plot]);
  // The main agent's rounds come in order: it starts after the opening scout; its dispatches answer once
  // every report is in, so its second round starts after the slowest; the curator comes after the reply.
  const m = req(mainLane);
  expect(m[0]!.start).toBeGreaterThanOrEqual(i!.end - 5);
  expect(m[1]!.start).toBeGreaterThanOrEqual(m[0]!.end - 5);
  expect(m[1]!.start).toBeGreaterThanOrEqual(c!.end - 5);
  expect(n!.start).toBeGreaterThanOrEqual(m[1]!.end - 5);
  // write, three dispatches; write, finalize.
  expect(all.filter((b) => b.lane === mainLane && b.kind === 'tool').length).toBe(6);
  // What the turn cost, in one line: scout, main, critics, the brainstormer (it waited for a free slot,
  // so it ran after a critic: one serial call more), main.
  await expect
    .poll(() => runView().getByTestId('turn-cost').textContent())
    .toMatch(/^This turn: 5 serial calls · 7 requests · 7\.0 k input tokens · [\d.]+× a plain reply$/);

  // Tokens per agent as reported; then the price table gives the cost.
  const row = (agent: string) => runView().locator(`tr[data-agent="${agent}"] td`).allTextContents();
  const total = () => runView().locator('tfoot tr td').allTextContents();
  // requests, tool calls, time, input, cached, output, cost
  expect((await row(mainLane)).filter((_, i) => i !== 2 && i !== 6)).toEqual(['2', '6', '2,000', '400', '100']);
  expect((await row(voice)).filter((_, i) => i !== 2 && i !== 6)).toEqual(['1', '0', '1,000', '200', '50']);
  expect((await total()).filter((_, i) => i !== 2 && i !== 6)).toEqual(['7', '6', '7,000', '1,400', '350']);
  expect((await total())[6]).toBe('no price');
  for (const [field, value] of [
    ['Input', PRICE.input],
    ['Cached input', PRICE.cachedInput],
    ['Output', PRICE.output],
  ] as const) {
    await runView()
      .getByRole('spinbutton', { name: `${field} price for scripted-model`, exact: true })
      .fill(String(value));
  }
  await runView().getByRole('button', { name: 'Save: scripted-model' }).click();
  await expect.poll(async () => (await total())[6]).toBe((7 * requestCost).toFixed(4));
  expect((await row(mainLane))[6]).toBe((2 * requestCost).toFixed(4));
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
  await runView()
    .getByLabel('Trace file to import')
    .setInputFiles({ name: 'shared-trace.json', mimeType: 'application/json', buffer: readFileSync(file) });
  await expect.poll(() => runView().getByRole('combobox', { name: 'Turn' }).inputValue()).toBe('imported');
  await runView().getByRole('button', { name: 'Replay offline' }).click();
  await expect
    .poll(() => runView().textContent(), { timeout: 20_000 })
    .toMatch(/The replay wrote the same reply as the recording \(7 of 7 requests answered\)/);
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
    {
      match: main(0),
      usage: USAGE,
      toolCalls: [
        { name: 'write_message', arguments: { text: 'The bell rang at dawn.', mode: 'replace' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'voice_critic', task: 'TASKNOTE: check.' } },
      ],
    },
    { match: subWith('TASKNOTE'), usage: USAGE, content: 'Fine.' },
    { match: main(1), usage: USAGE, toolCalls: [{ name: 'finalize', arguments: {} }] },
  );
  await sendAndFinish('Morning comes.');
  expect(turns).toEqual([]);
  const sent = model.requests.slice(start).map((r) => r.body as Body);
  // Every agent of the turn read the edited note (the Open Notes block): the opening scout, the main
  // agent's rounds, the critic it dispatched and the curator after the reply.
  expect(sent.length).toBe(5);
  for (const b of sent) {
    expect(text(b)).toContain('The harbor bell rings at dawn.');
    expect(text(b)).not.toContain('midnight');
  }
}, 60_000);

test('the budget guard ends a runaway turn and keeps the draft', async () => {
  // 50,000 tokens a turn, 20,000 reported per main request (plus the next request's estimate): the guard
  // warns the main agent by its fourth request at the latest and stops the one after; it never finalizes.
  await saveDirector({ budget: { maxTokens: 50_000, maxCost: 0 } });
  const start = model.requests.length;
  const big = { prompt_tokens: 20_000, completion_tokens: 50, total_tokens: 20_050 };
  turns.push({
    match: (b: Body) => isMain(b),
    usage: big,
    times: Infinity,
    toolCalls: [{ name: 'write_message', arguments: { text: 'The storm kept coming.', mode: 'replace' } }],
  });
  await sendAndFinish('The storm.');
  turns.length = 0;
  const sent = model.requests.slice(start).map((r) => r.body as Body);
  // The opening wave's scout, then the main agent's rounds, far below the 20 the profile allows; no
  // after wave once the budget ended the turn.
  expect(isMain(sent[0]!)).toBe(false);
  expect(sent.slice(1).every(isMain)).toBe(true);
  expect(sent.length - 1).toBeGreaterThanOrEqual(2);
  expect(sent.length - 1).toBeLessThanOrEqual(4);
  const told = sent.map(text);
  // The last request carried the notice; none before it did.
  expect(told.at(-1)).toContain('[Runtime] Budget spent');
  expect(told.slice(0, -1).some((t) => t.includes('Budget spent'))).toBe(false);
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe('The storm kept coming.');
  await expect.poll(() => page.locator('.troupe-chat__notices').textContent()).toContain("the profile's budget per turn was spent");
  const run = await page.evaluate(
    () => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { detail: string } } } } }).troupe.orchestrator.lastRun.value.detail,
  );
  expect(run).toBe('budget');
  await saveDirector({ budget: { maxTokens: 0, maxCost: 0 } });
}, 60_000);
