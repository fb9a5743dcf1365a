// Custom tools and prompt presets through the app: another extension's tool reaches the one sub-agent
// switched on for it (and no agent of a profile from before it was registered); hand-written tools run
// only after consent; prompt presets from the host apply per agent; the connection's tool protocol.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { fakeModel, type Responder } from '../../../test/fixtures/director/fake-model.ts';
import { memoryHost, type MemoryHost } from '../../../test/fixtures/memory-host.ts';
import type { PromptPreset } from '../../core/engines/runtime/prompt-preset.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import { EXPORT_FORMATS } from '../../core/profiles/envelope.ts';
import { handWrittenToolCodeKey } from '../../core/profiles/hand-written-tools.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { createApp } from '../app.ts';
import { createTroupeApi } from './public-api.ts';
import type { SandboxRun } from './hand-written-tools.ts';
import { ToolRegistry } from './tool-registry.ts';

let n = 0;
const isMain = (r: ChatRequest) => r.tools?.some((t) => t.name === 'finalize') ?? false;
const toolNames = (r: ChatRequest) => (r.tools ?? []).map((t) => t.name);
const toolResults = (r: ChatRequest) => r.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? '');

/** Main: dispatch the scout (the call answers with its report), write what it said, finalize. Scout: call `tool` once, then report the result. */
function teamResponder(tool: string, args: Record<string, unknown>): Responder {
  return (req) => {
    if (isMain(req)) {
      const results = toolResults(req);
      if (results.length === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { subagentId: 'dice_scout', task: 'Roll for the storm.' } }] };
      const report = (JSON.parse(results[0]!) as { report?: string }).report ?? '?';
      return {
        toolCalls: [
          { name: 'write_message', args: { text: `The die said: ${report}` } },
          { name: 'finalize', args: {} },
        ],
      };
    }
    const results = toolResults(req);
    if (results.length === 0 && toolNames(req).includes(tool)) return { toolCalls: [{ name: tool, args }] };
    return { text: results.length ? `tool said ${results[0]}` : 'no tool here' };
  };
}

async function setup(respond: Responder, over: { sandbox?: SandboxRun; host?: (h: MemoryHost) => void } = {}) {
  const model = fakeModel(respond);
  const host = memoryHost(model);
  over.host?.(host);
  const tools = new ToolRegistry();
  const app = createApp({ prefix: `custom-${n++}-`, host, tools, sandbox: over.sandbox });
  await app.ready;
  await app.profiles.setEnabled(true);
  return { model, host, app, tools, api: createTroupeApi(tools) };
}

/**
 * The default director profile with one sub-agent, `dice_scout`, whose own tool switches are `tools`:
 * dispatched by the main agent (the shipped first member, intent_scout, runs in the opening wave) and
 * with no skills of its own.
 */
function withScout(p: DirectorProfile, tools: DirectorProfile['subAgents'][number]['tools']): DirectorProfile {
  const { skills: _skills, ...template } = p.subAgents[0]!;
  return {
    ...p,
    subAgents: [{ ...template, id: 'dice_scout', description: 'Rolls dice.', systemPrompt: 'You are dice_scout.', tools, wave: 'dispatch' }],
  };
}

describe('tools other extensions register', () => {
  test('off in a profile that existed before; switched on for one sub-agent, it is called there and its result reaches the agents', async () => {
    const rolls: unknown[] = [];
    const { app, host, model, api } = await setup(teamResponder('dice_roll', { sides: 6 }));
    // The profile exists first (saved with its sub-agent), then the tool is registered.
    await app.profiles.setDraft('director', withScout(app.profiles.drafts.value.director, null));
    await app.profiles.save('director');
    api.registerTool({
      name: 'dice_roll',
      description: 'Rolls a die.',
      parameters: { type: 'object', properties: { sides: { type: 'integer', minimum: 2 } }, required: ['sides'] },
      execute: (a) => {
        rolls.push(a);
        return { ok: true, rolled: 4 };
      },
    });
    await host.generate('normal');
    expect(model.requests.length).toBeGreaterThan(2);
    expect(model.requests.some((r) => toolNames(r).includes('dice_roll'))).toBe(false);
    expect(rolls).toEqual([]);

    // Switched on for dice_scout only (its own `custom` switches).
    const before = model.requests.length;
    await app.profiles.setDraft('director', withScout(app.profiles.drafts.value.director, { custom: { dice_roll: true } }));
    await app.profiles.save('director');
    const r = await host.generate('normal');
    const turn = model.requests.slice(before);
    expect(rolls).toEqual([{ sides: 6 }]);
    const scout = turn.filter((q) => !isMain(q));
    expect(scout.every((q) => toolNames(q).includes('dice_roll'))).toBe(true);
    expect(turn.filter(isMain).some((q) => toolNames(q).includes('dice_roll'))).toBe(false);
    expect(toolResults(scout.at(-1)!)).toEqual(['{"ok":true,"rolled":4}']);
    expect(r.slot!.texts.at(-1)).toContain('rolled');
    expect(r.slot!.committed).toBe(true);

    // Unregistered: gone from the offer; the profile keeps its switch.
    api.unregisterTool('dice_roll');
    expect(app.tools.custom.value).toEqual([]);
    expect(app.profiles.drafts.value.director.subAgents[0]!.tools?.custom).toEqual({ dice_roll: true });
  });
});

describe('hand-written tools', () => {
  const code = 'return { rolled: args.sides - 2 };';
  const handWrittenTool = {
    name: 'hand_dice',
    description: 'Rolls a hand-made die.',
    parameters: { type: 'object', properties: { sides: { type: 'integer' } }, required: ['sides'] },
    code,
    sample: '{"sides": 8}',
  };

  test('not offered, not run and not testable before consent; after it, run in the sandbox with checked arguments', async () => {
    const runs: { code: string; args: unknown }[] = [];
    const sandbox: SandboxRun = {
      run: async (c, args) => (runs.push({ code: c, args }), { ok: true, value: { rolled: (args as { sides: number }).sides - 2 } }),
    };
    const { app, host, model } = await setup(teamResponder('hand_dice', { sides: 10 }), { sandbox });
    const p = withScout(app.profiles.drafts.value.director, { custom: { hand_dice: true } });
    await app.profiles.setDraft('director', { ...p, customTools: [handWrittenTool] } as DirectorProfile);
    await app.profiles.save('director');
    expect(app.handWrittenTools.state(handWrittenTool).status).toBe('needs-consent');
    expect(await app.handWrittenTools.test(handWrittenTool, handWrittenTool.sample)).toMatchObject({ ok: false, code: 'needs_consent' });
    await host.generate('normal');
    expect(model.requests.some((r) => toolNames(r).includes('hand_dice'))).toBe(false);
    expect(runs).toEqual([]);

    await app.handWrittenTools.allow(code);
    expect(app.profiles.settings.value.consentedTools).toEqual([handWrittenToolCodeKey(code)]);
    expect(await app.handWrittenTools.test(handWrittenTool, '{"sides": 8}')).toMatchObject({ ok: true, value: { rolled: 6 } });
    expect(await app.handWrittenTools.test(handWrittenTool, '{"sides": "many"}')).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(await app.handWrittenTools.test(handWrittenTool, '{oops')).toMatchObject({ ok: false, error: expect.stringMatching(/not JSON/) });
    runs.length = 0;
    const r = await host.generate('normal');
    expect(runs).toEqual([{ code, args: { sides: 10 } }]);
    expect(r.slot!.texts.at(-1)).toContain('rolled');

    // Changed code is new code: it asks again.
    expect(app.handWrittenTools.state({ ...handWrittenTool, code: `${code} ` }).status).toBe('needs-consent');
  });

  test('an imported profile carrying a tool: the tool stays off until its code is allowed', async () => {
    const sandbox: SandboxRun = { run: async () => ({ ok: true, value: 1 }) };
    const { app } = await setup(() => ({ text: 'x' }), { sandbox });
    const file = JSON.stringify({
      format: EXPORT_FORMATS.director,
      mode: 'director',
      name: 'Shared',
      profile: { mode: 'director', customTools: [{ ...handWrittenTool, code: 'return 99' }] },
    });
    const res = await app.profiles.importFile(file);
    if (!res.ok) throw new Error(res.error);
    const imported = (app.profiles.drafts.value.director as DirectorProfile).customTools;
    expect(imported.map((t) => t.name)).toEqual(['hand_dice']);
    expect(app.handWrittenTools.toolsFor(imported)).toEqual([]);
    await app.handWrittenTools.allow('return 99');
    expect(app.handWrittenTools.toolsFor(imported).map((t) => t.name)).toEqual(['hand_dice']);
  });
});

describe('prompt presets from the host', () => {
  const A: PromptPreset = { name: 'A', request: { temperature: 0.3, maxTokens: 900 }, before: ['Preset A main prompt.'], after: ['Preset A jailbreak.'] };
  const B: PromptPreset = { name: 'B', request: { temperature: 1.1, topK: 40 }, before: ['Preset B main prompt.'] };
  const current: PromptPreset = { name: 'Daily', request: { temperature: 0.8 }, before: ['The chat preset.'] };

  test('each agent gets its own preset’s sampling and instructions; the host is asked for the names the profile uses; "" ends at the current one', async () => {
    const asked: (readonly string[])[] = [];
    const { app, host, model } = await setup(teamResponder('none', {}), {
      host: (h) =>
        Object.assign(h, {
          listPromptPresets: () => [{ name: 'A' }, { name: 'B' }],
          promptPresetSource: async (names: readonly string[]) => {
            asked.push(names);
            return (name: string) => (name === 'A' ? A : name === 'B' ? B : name === '' ? current : undefined);
          },
        }),
    });
    const p = withScout(app.profiles.drafts.value.director, null);
    p.subAgents[0]!.promptPreset = 'B';
    await app.profiles.setDraft('director', { ...p, mainAgent: { ...p.mainAgent, promptPreset: 'A' } });
    await app.profiles.save('director');
    const r = await host.generate('normal');
    expect(asked).toEqual([['A', 'B']]);
    const main = model.requests.filter(isMain);
    const scout = model.requests.filter((q) => !isMain(q));
    expect(main[0]).toMatchObject({ temperature: 0.3, maxTokens: 900 });
    expect(main[0]!.messages[0]).toEqual({ role: 'system', content: 'Preset A main prompt.' });
    expect(main[0]!.messages.at(-1)).toEqual({ role: 'system', content: 'Preset A jailbreak.' });
    expect(scout[0]).toMatchObject({ temperature: 1.1, topK: 40 });
    expect(scout[0]!.messages[0]).toEqual({ role: 'system', content: 'Preset B main prompt.' });
    expect(JSON.stringify(scout)).not.toContain('Preset A');
    const entries = app.orchestrator!.lastTrace.value!.toJSON().entries as { kind: string; agent: string; preset?: string }[];
    const presetOf = new Map(entries.filter((e) => e.kind === 'request').map((e) => [e.agent, e.preset]));
    expect(Object.fromEntries(presetOf)).toEqual({ main: 'A', 'subagent-0': 'B' });
    expect(r.slot!.committed).toBe(true);

    // A profile naming no preset ends at the current one.
    const before = model.requests.length;
    const q = withScout(app.profiles.drafts.value.director, null);
    q.subAgents[0]!.promptPreset = '';
    await app.profiles.setDraft('director', { ...q, mainAgent: { ...q.mainAgent, promptPreset: '' } });
    await app.profiles.save('director');
    await host.generate('normal');
    expect(model.requests.slice(before).every((x) => x.temperature === 0.8 && x.messages[0]!.content === 'The chat preset.')).toBe(true);
  });
});

describe('tool protocol per connection', () => {
  test('text: the requests carry no tools, the tools are described in the system text, and text calls run', async () => {
    const { app, host, model } = await setup((req) => {
      const results = req.messages.filter((m) => m.role === 'user' && m.content?.startsWith('Result of')).length;
      if (req.messages[0]!.content?.includes('- finalize:')) {
        return results === 0
          ? {
              text: '```tool_call\n{"name": "write_message", "arguments": {"text": "Plain text model."}}\n```\n```tool_call\n{"name": "finalize", "arguments": {}}\n```',
            }
          : { text: 'done' };
      }
      return { text: 'ok' };
    });
    await app.profiles.updateSettings({ toolProtocols: { '': 'text' } });
    const r = await host.generate('normal');
    expect(model.requests.every((q) => !q.tools)).toBe(true);
    expect(model.requests[0]!.messages[0]!.content).toContain('```tool_call');
    expect(r.slot!.texts).toEqual(['Plain text model.']);
    expect(r.slot!.committed).toBe(true);
  });
});
