// Per-agent Chat Completion presets and another extension's tool in a real SillyTavern. Two presets are
// saved the way SillyTavern saves them (A switches on every card / persona / world-info placeholder), a
// second test extension registers a tool through globalThis.Troupe, then director turns run. From the
// scripted server's request log: the main agent's requests carry A's temperature and main prompt, the
// sub-agent's carry B's, the card is in each request once, and the sub-agent called the other
// extension's tool (off for the main agent, and off in the profile before it was switched on).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { responderEngine, type Step, type WireBody } from '../../fixtures/capsule/scenario.ts';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { stPreset } from '../../fixtures/st-presets/index.ts';
import { openSeraphina, openSt, openTroupePanel, send, startStWithTroupe, troupeTurn, type SuiteEnv } from './harness.ts';

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
    return {
      toolCalls: [
        { name: 'write_message', arguments: { text: 'Seraphina rolls the stone die: the glade stays safe.' } },
        { name: 'finalize', arguments: {} },
      ],
    };
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

/** The director preset: the main agent on preset A, one sub-agent (dice_scout) on preset B, with or without the dice tool. */
async function setProfile(page: Page, withTool: boolean) {
  await page.evaluate(async (on) => {
    const t = (globalThis as any).troupe;
    const p = structuredClone(t.profiles.drafts.value.director);
    const sub = {
      ...p.subAgents[0],
      id: 'dice_scout',
      wave: 'dispatch',
      everyTurns: 1,
      fullTurnsOnly: false,
      description: 'Rolls dice.',
      systemPrompt: 'You are dice_scout.',
      promptPreset: 'Troupe B',
      tools: on ? { custom: { dice_roll: true } } : null,
    };
    t.profiles.setDraft('director', { ...p, mainAgent: { ...p.mainAgent, promptPreset: 'Troupe A' }, subAgents: [sub] });
    await t.profiles.save('director');
    await t.profiles.setEnabled(true);
  }, withTool);
}

const turn = (page: Page, text: string) => troupeTurn(page, () => send(page, text));

export function promptPresets(env: SuiteEnv) {
  test('presets A and B reach their agents; the card once; the tool only where it is switched on', async () => {
    const model = await startScriptedServer({ scenario: responderEngine(respond) });
    env.defer(() => model.close());
    const st = await startStWithTroupe(env, {
      modelUrl: model.url,
      extensions: {
        'troupe-dice': {
          'manifest.json': JSON.stringify({
            display_name: 'Troupe dice (test)',
            loading_order: 200,
            requires: [],
            optional: [],
            js: 'index.js',
            author: 'Troupe tests',
            version: '1.0.0',
          }),
          'index.js': DICE_EXTENSION,
        },
      },
      prepare(user) {
        // Two presets saved the way SillyTavern saves them.
        const presets = join(user, 'OpenAI Settings');
        mkdirSync(presets, { recursive: true });
        writeFileSync(
          join(presets, 'Troupe A.json'),
          JSON.stringify(
            stPreset({
              temperature: 0.3,
              main: 'PRESET-A: you direct {{char}}; plan before you write.',
              jailbreak: 'PRESET-A-POST: keep the language of {{user}}.',
              placeholders: true,
              maxTokens: 2000,
            }),
            null,
            4,
          ),
        );
        writeFileSync(
          join(presets, 'Troupe B.json'),
          JSON.stringify(stPreset({ temperature: 1.1, main: 'PRESET-B: you are a sharp scout.', topK: 40, placeholders: true, maxTokens: 700 }), null, 4),
        );
      },
    });
    env.defer(() => st.stop());
    const { page, errors } = await openSt(env.browser, st);
    env.defer(() => page.context().close());
    await openSeraphina(page);
    await openTroupePanel(page);
    // The preset select lists SillyTavern's presets; the tool is offered, off.
    expect(await page.evaluate(() => (globalThis as any).troupe.host.listPromptPresets().map((p: { name: string }) => p.name))).toEqual(
      expect.arrayContaining(['Troupe A', 'Troupe B']),
    );
    await page.waitForFunction(() => (globalThis as any).troupe.tools.custom.value.some((t: { name: string }) => t.name === 'dice_roll'), null, {
      timeout: 30_000,
    });

    await setProfile(page, false);
    expect(await turn(page, 'Is the glade safe tonight?')).toMatchObject({ mode: 'director', outcome: 'completed' });
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
      return String(c.characters[c.characterId].description ?? c.characters[c.characterId].data?.description)
        .replaceAll('{{char}}', 'Seraphina')
        .slice(0, 60);
    });
    expect(description.length).toBeGreaterThan(20);
    for (const b of [...mains, ...scouts]) expect(allText(b).split(description).length - 1, CARD).toBe(1);

    const before = model.requests.length;
    await setProfile(page, true);
    expect(await turn(page, 'Roll again.')).toMatchObject({ outcome: 'completed' });
    const second = model.requests.slice(before).map((r) => r.body as WireBody);
    expect(await page.evaluate(() => (globalThis as any).__rolls)).toEqual([12]);
    expect(second.filter(isScout).every((b) => tools(b).includes('dice_roll'))).toBe(true);
    expect(second.filter(isMain).some((b) => tools(b).includes('dice_roll'))).toBe(false);
    expect(results(second.filter(isScout).at(-1)!)).toEqual(['{"ok":true,"rolled":7}']);
    expect(results(second.filter(isMain).at(-1)!).join('\n')).toContain('rolled');
    expect(errors).toEqual([]);
  });
}
