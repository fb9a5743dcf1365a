// Issue 17 on the built standalone page against the scripted server: the page's own prompt presets
// (A for the main agent, B for a sub-agent) reach their agents' requests, the card is not repeated,
// and a tool another script registers through globalThis.Troupe is off in the profile that existed
// before, and once switched on for the sub-agent it is called there and its result reaches the agents.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { responderEngine, type Step, type WireBody } from '../fixtures/capsule/scenario.ts';
import { createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { launchBrowser } from './browser.ts';
import { BUILT, untilGenerationEnds } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
let api: ScriptedApi;

const CARD = 'She guides ships through the reefs at night by lantern';
const allText = (b: WireBody) => b.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
const tools = (b: WireBody) => (b.tools ?? []).map((t) => t.function.name);
const isMain = (b: WireBody) => tools(b).includes('finalize');
const results = (b: WireBody) => b.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));

function respond(b: WireBody): Step {
  if (isMain(b)) {
    const done = results(b);
    // The dispatch answers with the scout's report ({ok, handle, report}); then write and finalize.
    if (done.length === 0) return { toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'dice_scout', task: 'Roll for the storm.' } }] };
    return {
      toolCalls: [
        { name: 'write_message', arguments: { text: 'Mira rolls the bones: the storm holds.' } },
        { name: 'finalize', arguments: {} },
      ],
    };
  }
  if (allText(b).includes('You are dice_scout')) {
    if (tools(b).includes('dice_roll') && results(b).length === 0) return { toolCalls: [{ name: 'dice_roll', arguments: { sides: 12 } }] };
    return { content: results(b).length ? `The die says ${results(b)[0]}` : 'I have no dice.' };
  }
  return { content: 'ok' };
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
  troupe: {
    profiles: { drafts: { value: { director: Record<string, any> } }; setDraft(m: string, p: unknown): void; save(m: string): Promise<void> };
    host: { promptPresets: { save(p: unknown): Promise<{ ok: boolean }> } };
  };
  Troupe: { registerTool(def: unknown): () => void };
  __rolls: unknown[];
};

async function setProfile(page: Page, withTool: boolean) {
  await page.evaluate(async (on) => {
    const g = globalThis as unknown as PageGlobals;
    const p = structuredClone(g.troupe.profiles.drafts.value.director);
    // Built from the shipped first member (intent_scout, an opening-wave member with its method preloaded):
    // dice_scout is dispatched by the main agent and has no skills of its own.
    const { skills: _skills, ...template } = p.subAgents[0];
    const sub = {
      ...template,
      id: 'dice_scout',
      description: 'Rolls dice.',
      systemPrompt: 'You are dice_scout.',
      promptPreset: 'B',
      wave: 'dispatch',
      tools: on ? { custom: { dice_roll: true } } : null,
    };
    g.troupe.profiles.setDraft('director', { ...p, mainAgent: { ...p.mainAgent, promptPreset: 'A' }, subAgents: [sub] });
    await g.troupe.profiles.save('director');
  }, withTool);
}

async function send(page: Page, text: string) {
  await untilGenerationEnds(page, async () => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  });
}

test('our own prompt presets per agent, and another script’s tool: off in the older profile, then called by the one sub-agent', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  // The app (globalThis.troupe) loads after the first paint; its panel shows once it has.
  await page.locator('.troupe-panel').waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(new URL('model/v1', server.url).href);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-capsule');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByText('Connection saved.').waitFor();

  // Preset A through the Connection area's editor; preset B through the same store.
  const form = page.getByRole('form', { name: 'Prompt presets' });
  await form.getByRole('textbox', { name: 'Preset name' }).fill('A');
  await form.getByRole('textbox', { name: 'Temperature' }).fill('0.3');
  await form.getByRole('textbox', { name: 'Instructions before the agent’s own (main prompt)' }).fill('PRESET-A: you direct; plan before you write.');
  await form.getByRole('button', { name: 'Save preset' }).click();
  await form.getByText('Preset “A” saved.').waitFor();
  await page.evaluate(() =>
    (globalThis as unknown as PageGlobals).troupe.host.promptPresets.save({
      name: 'B',
      temperature: 1.1,
      topK: 40,
      before: 'PRESET-B: you are a sharp scout.',
      after: '',
    }),
  );

  // The profile exists (and is saved) before the tool is registered.
  await setProfile(page, false);
  await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    g.__rolls = [];
    g.Troupe.registerTool({
      name: 'dice_roll',
      description: 'Rolls a die with the given number of sides.',
      parameters: { type: 'object', properties: { sides: { type: 'integer', minimum: 2 } }, required: ['sides'] },
      execute: (args: { sides: number }) => (g.__rolls.push(args), { ok: true, rolled: args.sides - 5 }),
    });
  });
  // The panel offers it under Custom (in the card's Advanced section), switched off.
  // The card may render again while the saved profile and the new tool arrive: open Advanced until the switch shows.
  const advanced = page.locator('.troupe-panel .troupe-advanced__toggle').first();
  const custom = page.getByRole('checkbox', { name: 'dice_roll' }).first();
  await expect
    .poll(
      async () => {
        if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
        return custom.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(await custom.isChecked()).toBe(false);

  await send(page, 'Will the storm hold?');
  const first = api.requests.map((r) => r.body as WireBody);
  // The lean turn: the main agent dispatches, the scout answers, the main agent writes and finalizes.
  expect(first.map((b) => (isMain(b) ? 'main' : allText(b).includes('You are dice_scout') ? 'dice_scout' : 'other'))).toEqual(['main', 'dice_scout', 'main']);
  expect(first.some((b) => tools(b).includes('dice_roll'))).toBe(false);
  expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__rolls)).toEqual([]);

  // Each agent's requests carry its own preset: sampling, instructions first, the card once.
  const mains = first.filter(isMain);
  const scouts = first.filter((b) => !isMain(b) && allText(b).includes('You are dice_scout'));
  expect(mains.length).toBeGreaterThan(0);
  expect(scouts.length).toBeGreaterThan(0);
  for (const b of mains) {
    expect(b).toMatchObject({ temperature: 0.3 });
    expect(b.messages[0]).toMatchObject({ role: 'system', content: 'PRESET-A: you direct; plan before you write.' });
    expect(allText(b)).not.toContain('PRESET-B');
    expect(allText(b).split(CARD).length - 1).toBe(1);
  }
  for (const b of scouts) {
    expect(b).toMatchObject({ temperature: 1.1, top_k: 40 });
    expect(b.messages[0]).toMatchObject({ role: 'system', content: 'PRESET-B: you are a sharp scout.' });
    expect(allText(b)).not.toContain('PRESET-A');
    expect(allText(b).split(CARD).length - 1).toBe(1);
  }

  // Switched on for dice_scout: it calls the tool, the result reaches it and then the main agent.
  const before = api.requests.length;
  await setProfile(page, true);
  await send(page, 'Roll again.');
  const second = api.requests.slice(before).map((r) => r.body as WireBody);
  expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).__rolls)).toEqual([{ sides: 12 }]);
  const scout2 = second.filter((b) => !isMain(b) && allText(b).includes('You are dice_scout'));
  expect(scout2.every((b) => tools(b).includes('dice_roll'))).toBe(true);
  expect(second.filter(isMain).some((b) => tools(b).includes('dice_roll'))).toBe(false);
  expect(results(scout2.at(-1)!)).toEqual(['{"ok":true,"rolled":7}']);
  const lastMain = second.filter(isMain).at(-1)!;
  // The dispatch answered with the scout's report: no await round.
  expect(results(lastMain)).toHaveLength(1);
  expect(JSON.parse(results(lastMain)[0]!)).toMatchObject({ ok: true, report: 'The die says {"ok":true,"rolled":7}' });
  expect(tools(lastMain)).not.toContain('await_subagents');
  expect(errors).toEqual([]);
  await context.close();
}, 90_000); // two director turns on the built page, under CI load
