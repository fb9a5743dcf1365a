// SillyTavern's function tools (its ToolManager) in a real SillyTavern. The page registers tools the
// way another extension would (getContext().registerFunctionTool); Troupe's panel lists them under
// Custom in a sub-agent's tool picker; switched on there for that sub-agent only, a director turn runs
// in which the sub-agent calls them. From the page and the scripted server's request log: the tool's
// action ran in the page with the model's arguments (so the call went through ToolManager's invoke),
// its result reached the model as the tool message, an action that throws comes back as a failure the
// model can read, a tool whose shouldRegister says no is not offered, and the main agent never had them.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { responderEngine, type Step, type WireBody } from '../../fixtures/capsule/scenario.ts';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { openSeraphina, openTroupePanel, send, stReady, troupeTurn, versionAtLeast, type SuiteEnv, stWithPage } from './harness.ts';

const SCOUT = 'sky_scout';
const tools = (b: WireBody) => (b.tools ?? []).map((t) => t.function.name);
const allText = (b: WireBody) => b.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
const isMain = (b: WireBody) => tools(b).includes('finalize');
const isScout = (b: WireBody) => !isMain(b) && allText(b).includes(`You are ${SCOUT}`);
const toolMessages = (b: WireBody) => b.messages.filter((m) => m.role === 'tool');

function respond(b: WireBody): Step {
  if (isMain(b)) {
    const done = toolMessages(b).length;
    if (done === 0) return { toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: SCOUT, task: 'What is the sky like over the glade?' } }] };
    if (done === 1) return { toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] };
    return {
      toolCalls: [
        { name: 'write_message', arguments: { text: 'Seraphina looks up: the sky over the glade is clear.' } },
        { name: 'finalize', arguments: {} },
      ],
    };
  }
  if (isScout(b)) {
    if (tools(b).includes('weather_lookup') && toolMessages(b).length === 0) {
      return {
        toolCalls: [
          { id: 'call_weather', name: 'weather_lookup', arguments: { place: 'glade' } },
          { id: 'call_siren', name: 'storm_siren', arguments: {} },
        ],
      };
    }
    return {
      content: `Report: ${
        toolMessages(b)
          .map((m) => String(m.content))
          .join(' | ') || 'no instruments'
      }`,
    };
  }
  return { content: 'A plain SillyTavern reply.' };
}

/** What another extension does: registers its tools with SillyTavern's ToolManager. */
async function registerTools(page: Page) {
  await page.evaluate(() => {
    const c = (globalThis as any).SillyTavern.getContext();
    const g = globalThis as any;
    g.__weatherCalls = [];
    c.registerFunctionTool({
      name: 'weather_lookup',
      displayName: 'Weather lookup',
      description: 'Tells the weather at a place.',
      parameters: {
        $schema: 'http://json-schema.org/draft-04/schema#',
        type: 'object',
        properties: { place: { type: 'string', description: 'Where.' } },
        required: ['place'],
      },
      action: async ({ place }: { place: string }) => {
        g.__weatherCalls.push(place);
        return { place, sky: 'clear', wind: 'west, light' };
      },
      formatMessage: () => '',
    });
    c.registerFunctionTool({
      name: 'storm_siren',
      description: 'Sounds the storm siren.',
      parameters: { type: 'object', properties: {} },
      action: () => {
        throw new Error('the siren is rusted shut');
      },
    });
    c.registerFunctionTool({
      name: 'hidden_probe',
      description: 'Only where its extension allows it.',
      parameters: { type: 'object', properties: {} },
      action: () => 'never',
      shouldRegister: () => false,
    });
  });
}

export function functionTools(env: SuiteEnv) {
  // 1.12.6 has no ToolManager: nothing to bridge there (the stand-in tests cover its absence).
  test.skipIf(!versionAtLeast(env.st.version, '1.12.7'))(
    'a tool registered with ToolManager is offered under Custom, switched on for one sub-agent, called through SillyTavern, its result the tool message',
    async () => {
      const model = await startScriptedServer({ scenario: responderEngine(respond) });
      env.defer(() => model.close());
      const { page, errors } = await stWithPage(env, { modelUrl: model.url });
      await stReady(page);
      await registerTools(page);
      await openSeraphina(page);
      // The panel (opening it re-reads SillyTavern's tools), on the director preset with one sub-agent
      // that inherits the profile's tools (Custom: all off).
      const panel = await openTroupePanel(page);
      await page.evaluate(async (id) => {
        const t = (globalThis as any).troupe;
        const p = structuredClone(t.profiles.drafts.value.director);
        const sub = {
          ...p.subAgents[0],
          id,
          wave: 'dispatch',
          everyTurns: 1,
          fullTurnsOnly: false,
          description: 'Reads the sky.',
          systemPrompt: `You are ${id}.`,
          tools: null,
        };
        t.profiles.setDraft('director', { ...p, subAgents: [sub] });
        await t.profiles.save('director');
        await t.profiles.setEnabled(true);
      }, SCOUT);
      // The sub-agent's tool picker lists them under Custom.
      const row = panel.getByRole('group', { name: SCOUT, exact: true });
      const toggle = row.locator('.troupe-row__toggle');
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await row.getByRole('button', { name: 'Tools: inherit' }).click();
      await row.getByRole('radio', { name: 'Custom tools for this agent' }).check();
      await row.getByRole('checkbox', { name: 'Override Custom tools' }).check();
      const custom = row.locator('fieldset[data-ns="custom"]');
      await expect.poll(() => custom.locator('.troupe-tools__name').allTextContents()).toEqual(expect.arrayContaining(['weather_lookup', 'storm_siren']));
      expect(await custom.locator('.troupe-tools__name').allTextContents()).not.toContain('hidden_probe');
      const weather = custom.locator('.troupe-tools__custom', { hasText: 'weather_lookup' });
      expect(await weather.locator('.troupe-tools__source').textContent()).toBe('SillyTavern');
      expect(await weather.locator('.troupe-tools__desc').textContent()).toBe('Weather lookup: Tells the weather at a place.');
      await custom.getByRole('checkbox', { name: 'weather_lookup' }).check();
      await custom.getByRole('checkbox', { name: 'storm_siren' }).check();
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const lib = (globalThis as any).troupe.profiles.libraries.value.director;
            return lib.presets.find((x: any) => x.id === lib.activePresetId).profile.subAgents.find((s: any) => s.id === id)?.tools;
          }, SCOUT),
        )
        .toEqual({ custom: { weather_lookup: true, storm_siren: true } });

      const run = await troupeTurn(page, () => send(page, 'Will it rain on the glade tonight?'));
      expect(run).toMatchObject({ mode: 'director', outcome: 'completed' });
      const bodies = model.requests.map((r) => r.body as WireBody);
      const scouts = bodies.filter(isScout);
      // The action ran in the page, with the arguments the model gave (ToolManager parsed them).
      expect(await page.evaluate(() => (globalThis as any).__weatherCalls)).toEqual(['glade']);
      // Offered to the sub-agent it was switched on for, with its schema; never to the main agent.
      expect(scouts.length).toBe(2);
      for (const b of scouts) expect(tools(b)).toEqual(expect.arrayContaining(['weather_lookup', 'storm_siren']));
      expect(tools(scouts[0]!)).not.toContain('hidden_probe');
      const offered = scouts[0]!.tools!.find((t) => t.function.name === 'weather_lookup')! as unknown as {
        function: { description: string; parameters: Record<string, any> };
      };
      expect(offered.function.description).toBe('Tells the weather at a place.');
      expect(offered.function.parameters).toMatchObject({ type: 'object', properties: { place: { type: 'string' } }, required: ['place'] });
      expect(bodies.filter(isMain).some((b) => tools(b).includes('weather_lookup'))).toBe(false);
      // The results came back to the model as tool messages answering each call.
      const results = toolMessages(scouts[1]!) as { tool_call_id?: string; content: unknown }[];
      const byCall = Object.fromEntries(results.map((m) => [m.tool_call_id, String(m.content)]));
      expect(JSON.parse(byCall.call_weather!)).toEqual({ ok: true, result: { place: 'glade', sky: 'clear', wind: 'west, light' } });
      expect(JSON.parse(byCall.call_siren!)).toEqual({
        ok: false,
        error: 'SillyTavern\'s tool "storm_siren" failed: the siren is rusted shut',
        code: 'sillytavern_tool_error',
      });
      // …and the scout's report, with them, reached the main agent.
      expect(
        toolMessages(bodies.filter(isMain).at(-1)!)
          .map((m) => String(m.content))
          .join('\n'),
      ).toContain('west, light');
      expect(errors).toEqual([]);
    },
  );
}
