// Issue 32, choosing the angle, end to end: the built standalone page against the scripted model server.
// 1. "Let me choose the angle" switched on in the panel: the main agent dispatches two brainstormers,
//    the turn pauses and offers their angles, the user picks one with the keyboard, and the main
//    agent's next request carries it; the reply is written.
// 2. Stop during the pause ends the turn as a Stop does: the card goes, nothing is written.
// 3. The page reloads mid-pause: the choice is offered again; picking runs the reply again with the
//    stored sketches and the chosen angle in the main agent's first request, and the reply completes.
// 4. Loop mode: the loop agent offers its angles with offer_angles, the turn pauses on them, the user
//    picks one, and the agent's next request carries it; its capsule reaches the writer.
// With TROUPE_SCREENSHOTS=1 it also writes docs/screenshots/choose-angle-{en,zh}.png.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createScenario, createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';
import { BUILT, untilGenerationEnds } from './page.ts';

const root = join(import.meta.dirname, '../..');
let browser: Browser;
let model: ScriptedApi;
let site: { url: string; close(): Promise<void> };
let page: Page;
const turns: unknown[] = [];

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const text = (b: Body) => JSON.stringify(b.messages);
const subWith = (word: string) => (b: Body) => !isMain(b) && text(b).includes(word);

const SKETCH = (angle: string, beat: string) => `Angle: ${angle}\nBeat: ${beat}\nSteps:\n  1. She hesitates.\nEnds on: the lamp.\nCost: pace.`;
const ANGLES = ['the rising storm — The storm cuts the lighthouse off.', 'the keeper lies — The keeper hides the logbook.'];

beforeAll(async () => {
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[], fallback: { content: 'No results: nothing to add.' } }).respond(body);
      if (plan.turn >= 0) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  model = createScriptedApi({ scenario: engine as never, prefix: '/v1' });
  site = await serve({ root: join(BUILT, 'page'), api: (req, res) => model.handle(req, res) });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(site.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-model');
  await page.getByRole('button', { name: 'Save connection' }).click();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const panel = () => page.getByRole('region', { name: 'Multi-agent orchestration' });
const card = () => page.getByRole('group', { name: 'Choose the angle of this reply' });

/** Listens, before the action that causes it, for the next `troupe:angle-pause` (the choice is on screen). */
async function armPause() {
  await page.evaluate(() => {
    const w = globalThis as unknown as { troupe: { host: { on(e: string, cb: (p: unknown) => void): () => void } }; __pause?: Promise<unknown> };
    w.__pause = new Promise((resolve) => {
      const off = w.troupe.host.on('troupe:angle-pause', (p) => (off(), resolve(p)));
    });
  });
}
const pauseShown = () => page.evaluate(() => (globalThis as unknown as { __pause: Promise<{ angles: string[]; restored: boolean }> }).__pause);

async function armRunEnded() {
  await page.evaluate(() => {
    const w = globalThis as unknown as { troupe: { host: { on(e: string, cb: () => void): () => void } }; __ended?: Promise<void> };
    w.__ended = new Promise<void>((resolve) => {
      const off = w.troupe.host.on('troupe:run-ended', () => (off(), resolve()));
    });
  });
}
const runEnded = () => page.evaluate(() => (globalThis as unknown as { __ended: Promise<void> }).__ended);

/** The main agent brainstorms with two members in one response; each sketches its angle. */
function brainstorm() {
  turns.push(
    {
      match: (b: Body) => isMain(b) && b.messages.at(-1)?.role === 'user' && !text(b).includes('[Runtime] The user'),
      toolCalls: [
        { name: 'dispatch_subagent', arguments: { subagentId: 'plot_brainstormer', task: 'TASKSTORM: the storm as pressure.' } },
        { name: 'dispatch_subagent', arguments: { subagentId: 'plot_brainstormer', task: 'TASKKEEPER: the keeper as pressure.' } },
      ],
    },
    { match: subWith('TASKSTORM'), content: SKETCH('the rising storm', 'The storm cuts the lighthouse off.') },
    { match: subWith('TASKKEEPER'), content: SKETCH('the keeper lies', 'The keeper hides the logbook.') },
  );
}

async function send(line: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(line);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('the option on: the turn pauses on the brainstormers’ angles, the pick reaches the main agent, the reply is written', async () => {
  // The switch is in the director card's Advanced behaviour; the preset is saved with it.
  await panel().locator('.troupe-advanced__toggle').first().click();
  await panel().getByRole('switch', { name: 'Let me choose the angle' }).check();
  await panel().getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { troupe: { profiles: { dirty: { value: boolean } } } }).troupe.profiles.dirty.value))
    .toBe(false);

  brainstorm();
  turns.push({
    match: (b: Body) => isMain(b) && text(b).includes(`The user chose this angle for the reply: ${ANGLES[1]}`),
    toolCalls: [
      { name: 'write_message', arguments: { text: 'The keeper slid the logbook under his coat and smiled.', mode: 'replace' } },
      { name: 'finalize', arguments: {} },
    ],
  });
  const start = model.requests.length;
  await armPause();
  await armRunEnded();
  await send('Mira climbs the lighthouse.');
  const shown = await pauseShown();
  expect(shown).toMatchObject({ angles: ANGLES, restored: false });
  // Two one-line choices, plus "your own" and "let the writer choose"; the first has the focus.
  await card().waitFor();
  expect(await card().locator('.troupe-angle__option').allTextContents()).toEqual(ANGLES.map((a, i) => `${i + 1}${a}`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe('0');
  // The run holds the chat while it waits.
  expect(
    await page.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { running: { value: unknown } } } }).troupe.orchestrator.running.value),
  ).not.toBeNull();
  if (process.env.TROUPE_SCREENSHOTS) {
    await card().screenshot({ path: join(root, 'docs/screenshots/choose-angle-en.png') });
    await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption('zh-CN');
    await page.getByRole('group', { name: '选这次回复的角度' }).screenshot({ path: join(root, 'docs/screenshots/choose-angle-zh.png') });
    await page.getByRole('combobox', { name: 'Language / 语言' }).selectOption('en');
    await card().locator('.troupe-angle__option').first().focus();
  }

  // Arrow down, then Enter: the second angle.
  await untilGenerationEnds(page, async () => {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  });
  await runEnded();
  expect(await card().count()).toBe(0);
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe('The keeper slid the logbook under his coat and smiled.');
  expect(turns).toEqual([]);
  const mains = model.requests
    .slice(start)
    .map((r) => r.body as Body)
    .filter(isMain);
  expect(mains).toHaveLength(2);
  expect(text(mains[0]!)).not.toContain('[Runtime] The user');
  expect(text(mains[1]!)).toContain(`The user chose this angle for the reply: ${ANGLES[1]}`);
  // The main agent was told, with the option on, to brainstorm before writing.
  expect(text(mains[0]!)).toContain('The user chooses this reply');
}, 90_000);

test('Stop during the pause ends the turn as stopped; the card goes and no reply is left', async () => {
  brainstorm();
  await armPause();
  await armRunEnded();
  const replies = await page.locator('.troupe-msg--assistant').count();
  const start = model.requests.length;
  await send('The wind picks up.');
  await pauseShown();
  await card().waitFor();
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Stop' }).click());
  await runEnded();
  expect(await card().count()).toBe(0);
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { outcome: string } } } } }).troupe.orchestrator.lastRun.value.outcome,
    ),
  ).toBe('cancelled');
  // Nothing was written (no draft before the pause), and the main agent was not asked again.
  expect(await page.locator('.troupe-msg--assistant').count()).toBe(replies);
  expect(
    model.requests
      .slice(start)
      .map((r) => r.body as Body)
      .filter(isMain),
  ).toHaveLength(1);
  expect(turns).toEqual([]);
}, 90_000);

test('a reload mid-pause offers the choice again; picking writes the reply with the stored sketches and the angle', async () => {
  brainstorm();
  await armPause();
  await send('The lamp flickers.');
  expect(await pauseShown()).toMatchObject({ angles: ANGLES, restored: false });
  const beforeReload = model.requests.length;

  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  // The stored question comes back once the app has read it (the card is what shows it).
  await page.locator('.troupe-angle[data-restored="true"]').waitFor({ timeout: 20_000 });
  expect(await card().locator('.troupe-angle__option').allTextContents()).toEqual(ANGLES.map((a, i) => `${i + 1}${a}`));
  expect(await page.locator('.troupe-msg--user').last().textContent()).toContain('The lamp flickers.');
  expect(model.requests.length).toBe(beforeReload);

  // The answer reruns the reply: the main agent starts with the sketches and the chosen angle, writes at once.
  turns.push({
    match: (b: Body) => isMain(b) && text(b).includes(`The user chose this angle for the reply: ${ANGLES[0]}`),
    toolCalls: [
      { name: 'write_message', arguments: { text: 'The storm swallowed the causeway; Mira was alone with the lamp.', mode: 'replace' } },
      { name: 'finalize', arguments: {} },
    ],
  });
  await armRunEnded();
  await untilGenerationEnds(page, () => page.keyboard.press('1'));
  await runEnded();
  expect(turns).toEqual([]);
  expect(await card().count()).toBe(0);
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe(
    'The storm swallowed the causeway; Mira was alone with the lamp.',
  );
  const mains = model.requests
    .slice(beforeReload)
    .map((r) => r.body as Body)
    .filter(isMain);
  expect(mains).toHaveLength(1);
  expect(text(mains[0]!)).toContain('The keeper hides the logbook.');
  expect(text(mains[0]!)).toContain('The storm cuts the lighthouse off.');
  // No brainstormer ran again.
  expect(
    model.requests
      .slice(beforeReload)
      .map((r) => r.body as Body)
      .some((b) => text(b).includes('TASKSTORM') && !isMain(b)),
  ).toBe(false);

  // Reloading now offers nothing: the answer used the stored question.
  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  const left = await page.evaluate(async () => {
    type A = {
      ready: Promise<void>;
      runs: { chatId: { value: string } };
      orchestrator: { angles: { restore(k: string): Promise<void>; pending: { value: unknown } } };
    };
    const a = (globalThis as unknown as { troupe: A }).troupe;
    await a.ready;
    await a.orchestrator.angles.restore(a.runs.chatId.value);
    return a.orchestrator.angles.pending.value;
  });
  expect(left).toBeNull();
  expect(await card().count()).toBe(0);
}, 90_000);

test('loop mode: the agent offers angles with offer_angles, the pick is in its next request, and its capsule reaches the writer', async () => {
  const LOOP_ANGLES = ['the bell rings at midnight', 'Mira finds the second key'];
  const isLoop = (b: Body) => offered(b, 'offer_angles');
  const answered = (b: Body) => b.messages.some((m) => m.role === 'tool');
  await send('/troupe-mode loop');
  await expect.poll(() => page.getByText('Mode: loop', { exact: false }).count()).toBeGreaterThan(0);
  // The loop card's own switch, in its Advanced behaviour; the preset is saved with it.
  await panel().locator('.troupe-advanced__toggle').first().click();
  await panel().getByRole('switch', { name: 'Let me choose the angle' }).check();
  await panel().getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (globalThis as unknown as { troupe: { profiles: { dirty: { value: boolean } } } }).troupe.profiles.dirty.value))
    .toBe(false);

  turns.push(
    { match: (b: Body) => isLoop(b) && !answered(b), toolCalls: [{ name: 'offer_angles', arguments: { angles: LOOP_ANGLES } }] },
    {
      match: (b: Body) => isLoop(b) && text(b).includes(`The user chose this angle for the reply: ${LOOP_ANGLES[1]}`),
      toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'CAPSULE-KEY: Mira finds the second key under the lamp.' } }],
    },
    { match: (b: Body) => !b.tools?.length && text(b).includes('CAPSULE-KEY'), content: 'Mira turned the second key; the lamp room door gave.' },
  );
  const start = model.requests.length;
  await armPause();
  await armRunEnded();
  await send('Mira searches the lamp room.');
  expect(await pauseShown()).toMatchObject({ angles: LOOP_ANGLES, restored: false });
  await card().waitFor();
  expect(await card().locator('.troupe-angle__option').allTextContents()).toEqual(LOOP_ANGLES.map((a, i) => `${i + 1}${a}`));
  await untilGenerationEnds(page, () => card().locator('.troupe-angle__option').nth(1).click());
  await runEnded();
  expect(turns).toEqual([]);
  expect(await card().count()).toBe(0);
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toBe('Mira turned the second key; the lamp room door gave.');
  const bodies = model.requests.slice(start).map((r) => r.body as Body);
  const loops = bodies.filter(isLoop);
  expect(loops).toHaveLength(2);
  // The first request told the agent to offer angles; the follow-up carries the pick as offer_angles' answer.
  expect(text(loops[0]!)).toContain('call offer_angles');
  const answer = loops[1]!.messages.filter((m) => m.role === 'tool').at(-1);
  expect(JSON.parse(answer!.content as string)).toEqual({
    ok: true,
    output: `[Runtime] The user chose this angle for the reply: ${LOOP_ANGLES[1]}\nWrite the reply from this angle.`,
  });
}, 90_000);
