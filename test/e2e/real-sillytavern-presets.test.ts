// Issue 17's Done-when in a real SillyTavern (1.12.6, set up as docs/sillytavern.md says), opt-in:
//   TROUPE_ST_DIR=/path/to/sillytavern TROUPE_ST_URL=http://127.0.0.1:8137/ npx vitest run test/e2e/real-sillytavern-presets.test.ts
// with that SillyTavern running and no page of it open. The test saves two Chat Completion presets in
// SillyTavern (A switches on every card / persona / world-info placeholder), points Chat Completion →
// Custom at a scripted server, installs the built extension (manifest.json + dist/) and a second test
// extension that registers a tool through globalThis.Troupe, then runs a director turn in Chromium.
// From the scripted server's request log: the main agent's requests carry A's temperature and main
// prompt, the sub-agent's carry B's, the card is in each request once, and the sub-agent called the
// other extension's tool (off for the main agent, and off in the profile before it was switched on).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { responderEngine, type Step, type WireBody } from '../fixtures/capsule/scenario.ts';
import { startScriptedServer, type ScriptedServer } from '../fixtures/scripted-server/index.mjs';
import { stPreset } from '../fixtures/st-presets/index.ts';
import { launchBrowser } from './browser.ts';
import { BUILT } from './page.ts';

const ST_DIR = process.env.TROUPE_ST_DIR;
const ST_URL = process.env.TROUPE_ST_URL ?? 'http://127.0.0.1:8137/';
const root = join(import.meta.dirname, '../..');

const CARD = 'Seraphina'; // the bundled card's name appears in its description the story carries
const allText = (b: WireBody) => b.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
const tools = (b: WireBody) => (b.tools ?? []).map((t) => t.function.name);
const isMain = (b: WireBody) => tools(b).includes('finalize');
const isScout = (b: WireBody) => !isMain(b) && allText(b).includes('You are dice_scout');
const results = (b: WireBody) => b.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));

function respond(b: WireBody): Step {
  if (isMain(b)) {
    const done = results(b);
    if (done.length === 0) return { toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'dice_scout', task: 'Roll for the forest.' } }] };
    if (done.length === 1) return { toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] };
    return { toolCalls: [{ name: 'write_message', arguments: { text: 'Seraphina rolls the stone die: the glade stays safe.' } }, { name: 'finalize', arguments: {} }] };
  }
  if (isScout(b)) {
    if (tools(b).includes('dice_roll') && results(b).length === 0) return { toolCalls: [{ name: 'dice_roll', arguments: { sides: 12 } }] };
    return { content: results(b).length ? `The die says ${results(b)[0]}` : 'I have no dice.' };
  }
  return { content: 'A plain SillyTavern reply.' };
}

/** The second extension: registers a tool with Troupe's public API, whichever of the two loads first. */
const DICE_EXTENSION = `
const def = {
  name: 'dice_roll',
  description: 'Rolls a die with the given number of sides.',
  parameters: { type: 'object', properties: { sides: { type: 'integer', minimum: 2 } }, required: ['sides'] },
  execute: ({ sides }) => { (globalThis.__rolls ??= []).push(sides); return { ok: true, rolled: sides - 5 }; },
};
const register = () => globalThis.Troupe.registerTool(def);
if (globalThis.Troupe) register();
else SillyTavern.getContext().eventSource.on('troupe:api-ready', register);
`;

describe.skipIf(!ST_DIR)('a real SillyTavern: Chat Completion presets per agent, another extension’s tool', () => {
  let model: ScriptedServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    model = await startScriptedServer({ scenario: responderEngine(respond) });
    const user = join(ST_DIR!, 'data/default-user');
    // Two presets saved the way SillyTavern saves them.
    const presets = join(user, 'OpenAI Settings');
    writeFileSync(join(presets, 'Troupe A.json'), JSON.stringify(stPreset({ temperature: 0.3, main: 'PRESET-A: you direct {{char}}; plan before you write.', jailbreak: 'PRESET-A-POST: keep the language of {{user}}.', placeholders: true, maxTokens: 2000 }), null, 4));
    writeFileSync(join(presets, 'Troupe B.json'), JSON.stringify(stPreset({ temperature: 1.1, main: 'PRESET-B: you are a sharp scout.', topK: 40, placeholders: true, maxTokens: 700 }), null, 4));
    // Chat Completion → Custom at the scripted server (written while no page is open).
    const file = join(user, 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.firstRun = false;
    settings.main_api = 'openai';
    settings.power_user = { ...settings.power_user, auto_connect: true };
    settings.oai_settings = { ...settings.oai_settings, chat_completion_source: 'custom', custom_url: model.url, custom_model: 'scripted-director', stream_openai: true };
    writeFileSync(file, JSON.stringify(settings, null, 4));
    // The built extension as Install extension would place it, and the dice extension.
    const ext = join(user, 'extensions/troupe');
    mkdirSync(ext, { recursive: true });
    cpSync(join(root, 'manifest.json'), join(ext, 'manifest.json'));
    cpSync(BUILT, join(ext, 'dist'), { recursive: true });
    const dice = join(user, 'extensions/troupe-dice');
    mkdirSync(dice, { recursive: true });
    writeFileSync(join(dice, 'manifest.json'), JSON.stringify({ display_name: 'Troupe dice (test)', loading_order: 200, requires: [], optional: [], js: 'index.js', author: 'Troupe tests', version: '1.0.0' }));
    writeFileSync(join(dice, 'index.js'), DICE_EXTENSION);

    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(ST_URL, { waitUntil: 'domcontentloaded' });
    // Troupe's app loads on first use: opening its drawer (in the Extensions panel) loads it.
    await page.locator('.troupe-drawer .inline-drawer-toggle').waitFor({ state: 'attached', timeout: 90_000 });
    await page.evaluate(() => document.querySelector<HTMLElement>('.troupe-drawer .inline-drawer-toggle')!.click());
    await page.waitForFunction(() => (globalThis as any).troupe?.profiles && (globalThis as any).SillyTavern.getContext().characters.length, null, { timeout: 90_000 });
    if (await page.evaluate(() => (globalThis as any).SillyTavern.getContext().onlineStatus === 'no_connection')) await page.evaluate(() => document.getElementById('api_button_openai')?.click());
    await page.waitForFunction(() => (globalThis as any).SillyTavern.getContext().onlineStatus !== 'no_connection', null, { timeout: 30_000 });
    await page.evaluate(() => {
      const c = (globalThis as any).SillyTavern.getContext();
      return c.selectCharacterById(String(c.characters.findIndex((x: { name: string }) => x.name === 'Seraphina')));
    });
    await page.waitForFunction(() => (globalThis as any).troupe.host.currentChat(), null, { timeout: 30_000 });
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await model?.close();
  });

  async function setProfile(withTool: boolean) {
    await page.evaluate(async (on) => {
      const t = (globalThis as any).troupe;
      const p = structuredClone(t.profiles.drafts.value.director);
      const sub = { ...p.subAgents[0], id: 'dice_scout', description: 'Rolls dice.', systemPrompt: 'You are dice_scout.', promptPreset: 'Troupe B', tools: on ? { custom: { dice_roll: true } } : null };
      t.profiles.setDraft('director', { ...p, mainAgent: { ...p.mainAgent, promptPreset: 'Troupe A' }, subAgents: [sub] });
      await t.profiles.save('director');
      await t.profiles.setEnabled(true);
    }, withTool);
  }

  async function turn(text: string) {
    const before = await page.evaluate(() => (globalThis as any).troupe.orchestrator.lastRun.value?.startedAt ?? 0);
    await page.fill('#send_textarea', text);
    await page.click('#send_but');
    await page.waitForFunction((t) => ((globalThis as any).troupe.orchestrator.lastRun.value?.startedAt ?? 0) > t, before, { timeout: 120_000 });
    await page.waitForFunction(() => !document.getElementById('send_but')!.classList.contains('displayNone'), null, { timeout: 30_000 });
    return page.evaluate(() => (globalThis as any).troupe.orchestrator.lastRun.value);
  }

  test('presets A and B reach their agents; the card once; the tool only where it is switched on', async () => {
    // The preset select lists SillyTavern's presets; the tool is offered, off.
    expect(await page.evaluate(() => (globalThis as any).troupe.host.listPromptPresets().map((p: { name: string }) => p.name))).toEqual(expect.arrayContaining(['Troupe A', 'Troupe B']));
    await page.waitForFunction(() => (globalThis as any).troupe.tools.custom.value.some((t: { name: string }) => t.name === 'dice_roll'), null, { timeout: 30_000 });

    await setProfile(false);
    expect(await turn('Is the glade safe tonight?')).toMatchObject({ mode: 'director', outcome: 'completed' });
    const first = model.requests.map((r) => r.body as WireBody);
    const mains = first.filter(isMain);
    const scouts = first.filter(isScout);
    expect(mains.length).toBeGreaterThan(0);
    expect(scouts.length).toBeGreaterThan(0);
    expect(first.some((b) => tools(b).includes('dice_roll'))).toBe(false);
    // The post-history prompt comes right after the agent's own first messages.
    expect(String(mains[0]!.messages.at(-1)!.content)).toMatch(/^PRESET-A-POST: keep the language of /);
    for (const b of mains) {
      expect(b).toMatchObject({ temperature: 0.3, max_tokens: 2000 });
      expect(b.messages[0]!.content).toBe('PRESET-A: you direct Seraphina; plan before you write.');
      expect(b.messages.filter((m) => m.role === 'system' && String(m.content).startsWith('PRESET-A-POST: keep the language of '))).toHaveLength(1);
      expect(allText(b)).not.toContain('PRESET-B');
    }
    for (const b of scouts) {
      expect(b).toMatchObject({ temperature: 1.1, top_k: 40, max_tokens: 700 });
      expect(b.messages[0]!.content).toBe('PRESET-B: you are a sharp scout.');
      expect(allText(b)).not.toContain('PRESET-A');
    }
    // The card's description is in each request once: the presets' placeholders were left out.
    const description = await page.evaluate(() => {
      const c = (globalThis as any).SillyTavern.getContext();
      return String(c.characters[c.characterId].description ?? c.characters[c.characterId].data?.description).replaceAll('{{char}}', 'Seraphina').slice(0, 60);
    });
    expect(description.length).toBeGreaterThan(20);
    for (const b of [...mains, ...scouts]) expect(allText(b).split(description).length - 1, CARD).toBe(1);

    const before = model.requests.length;
    await setProfile(true);
    expect(await turn('Roll again.')).toMatchObject({ outcome: 'completed' });
    const second = model.requests.slice(before).map((r) => r.body as WireBody);
    expect(await page.evaluate(() => (globalThis as any).__rolls)).toEqual([12]);
    expect(second.filter(isScout).every((b) => tools(b).includes('dice_roll'))).toBe(true);
    expect(second.filter(isMain).some((b) => tools(b).includes('dice_roll'))).toBe(false);
    expect(results(second.filter(isScout).at(-1)!)).toEqual(['{"ok":true,"rolled":7}']);
    expect(results(second.filter(isMain).at(-1)!).join('\n')).toContain('rolled');
    await page.screenshot({ path: join(process.env.TROUPE_ST_SHOTS ?? '/tmp', 'st-presets-turn.png') });
  }, 240_000);
});
