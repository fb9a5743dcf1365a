import { afterEach, describe, expect, test, vi } from 'vitest';
import { callTool } from '../../core/agent/tool.ts';
import { executeToolCall } from '../../core/agent/execute-tool.ts';
import { createTroupeApi, EXTENSION_TOOL_LIMITS, listenForToolEvents, publishTroupeApi, TOOL_EVENTS } from './public-api.ts';
import { ToolRegistry } from './tool-registry.ts';

const dice = {
  name: 'dice_roll',
  description: 'Rolls a die with the given number of sides.',
  parameters: { type: 'object', properties: { sides: { type: 'integer', minimum: 2 } }, required: ['sides'] },
  execute: (a: Record<string, unknown>) => ({ ok: true, rolled: (a.sides as number) - 1 }),
};

describe('Troupe.registerTool', () => {
  test('a JSON Schema tool is registered as an extension tool, runs with checked arguments, and unregisters', async () => {
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    const off = api.registerTool(dice);
    expect(reg.custom.value).toEqual([{ name: 'dice_roll', description: dice.description, source: 'extension' }]);
    const tool = reg.tools.value[0]!;
    expect(tool.parameters).toMatchObject({ properties: { sides: { type: 'integer', minimum: 2 } } });
    expect(await callTool(tool, { sides: 6 })).toEqual({ ok: true, rolled: 5 });
    expect(await callTool(tool, { sides: 1 })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(api.tools()).toEqual([{ name: 'dice_roll', description: dice.description, source: 'extension' }]);
    off();
    expect(reg.tools.value).toEqual([]);
    expect(api.unregisterTool('dice_roll')).toBe(false);
  });

  test('zod schemas built with Troupe.z work; bad definitions are refused with what to fix and nothing is registered', () => {
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    api.registerTool({ name: 'weather', description: 'Weather now.', parameters: api.z.object({ city: api.z.string() }), execute: () => 'sunny' });
    expect(reg.tools.value[0]!.parameters).toMatchObject({ properties: { city: { type: 'string' } } });
    expect(() => api.registerTool({ ...dice, name: 'chat_search' })).toThrow(/is the name of a built-in tool/);
    expect(() => api.registerTool({ ...dice, name: 'roll dice' })).toThrow(/not a tool name/);
    expect(() => api.registerTool({ ...dice, description: '' })).toThrow(/description is required/);
    expect(() => api.registerTool({ ...dice, execute: 'x' as never })).toThrow(/execute must be a function/);
    expect(() => api.registerTool({ ...dice, parameters: { type: 'array' } })).toThrow(/must describe an object/);
    expect(reg.tools.value.map((t) => t.name)).toEqual(['weather']);
  });

  test('publish puts it on globalThis.Troupe; the event form registers and unregisters, and reports bad payloads', () => {
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    const target: Record<string, unknown> = {};
    const unpublish = publishTroupeApi(api, target);
    expect(target.Troupe).toBe(api);
    const listeners = new Map<string, (...a: unknown[]) => unknown>();
    const emitted: unknown[] = [];
    const bus = {
      on: (e: string, l: (...a: unknown[]) => unknown) => void listeners.set(e, l),
      removeListener: (e: string) => void listeners.delete(e),
      emit: (e: string, p: unknown) => void emitted.push([e, p]),
    };
    const reports: string[] = [];
    const stop = listenForToolEvents(bus, api, (m) => reports.push(m));
    expect(emitted).toEqual([[TOOL_EVENTS.ready, api]]);
    listeners.get(TOOL_EVENTS.register)!(dice);
    listeners.get(TOOL_EVENTS.register)!({ name: 'x' });
    expect(reg.tools.value.map((t) => t.name)).toEqual(['dice_roll']);
    expect(reports[0]).toMatch(/description is required/);
    listeners.get(TOOL_EVENTS.unregister)!({ name: 'dice_roll' });
    expect(reg.tools.value).toEqual([]);
    stop();
    expect(listeners.size).toBe(0);
    unpublish();
    expect(target.Troupe).toBeUndefined();
  });
});

describe('Troupe.registerTool against hostile or careless definitions (issue 31)', () => {
  afterEach(() => vi.useRealTimers());

  test("Troupe's own names are refused, present and future, and so are default sub-agents and Object.prototype members; nothing is registered", () => {
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    const refused = [
      'search_visit',
      'search_web',
      'memory_node_delete',
      'memory_keyword_search',
      'lorebook_force_activate',
      'memory_scout',
      'canon_scout',
      'memory_curator',
      'skill_install',
      'finalize',
      'constructor',
      'toString',
      'hasOwnProperty',
      'Memory-Node-Delete',
    ];
    for (const name of refused)
      expect(() => api.registerTool({ ...dice, name }), name).toThrow(
        /^registerTool: ".*" (is the name of a built-in tool|starts with ".*", which is kept for Troupe's built-in tools|is the name of one of Troupe's default sub-agents|is the name of a member every JavaScript object has)/,
      );
    expect(() => api.registerTool({ ...dice, name: '__proto__' })).toThrow(/not a tool name/);
    expect(reg.entries.value).toEqual([]);
    expect(reg.available.value.has('memory_node_delete')).toBe(false);
  });

  test('a second registration of a name is refused with what to do; the first tool keeps running; after unregistering, the name is free', async () => {
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    api.registerTool(dice);
    const impostor = { ...dice, execute: () => ({ ok: true, rolled: 666 }) };
    expect(() => api.registerTool(impostor)).toThrow(
      'registerTool: A tool named "dice_roll" is already registered by an extension. Nothing was replaced: unregister that one first (Troupe.unregisterTool("dice_roll"), or the function registerTool returned), or choose another name.',
    );
    expect(await callTool(reg.tools.value[0]!, { sides: 6 })).toEqual({ ok: true, rolled: 5 });
    expect(api.unregisterTool('dice_roll')).toBe(true);
    api.registerTool(impostor);
    expect(await callTool(reg.tools.value[0]!, { sides: 6 })).toEqual({ ok: true, rolled: 666 });
  });

  test('the description is capped', () => {
    const api = createTroupeApi(new ToolRegistry());
    expect(() => api.registerTool({ ...dice, description: 'x'.repeat(EXTENSION_TOOL_LIMITS.descriptionChars + 1) })).toThrow(
      `Tool "dice_roll": the description is ${EXTENSION_TOOL_LIMITS.descriptionChars + 1} characters; at most ${EXTENSION_TOOL_LIMITS.descriptionChars}`,
    );
    expect(() => api.registerTool({ ...dice, description: 'x'.repeat(EXTENSION_TOOL_LIMITS.descriptionChars) })).not.toThrow();
  });

  test('a parameter pattern that cannot compile or could run away is refused', () => {
    const api = createTroupeApi(new ToolRegistry());
    const withPattern = (pattern: string) => ({ ...dice, parameters: { type: 'object', properties: { code: { type: 'string', pattern } } } });
    expect(() => api.registerTool(withPattern('(a'))).toThrow(/the pattern "\(a" at \/properties\/code cannot be used: the pattern does not compile/);
    expect(() => api.registerTool(withPattern('^(a+)+$'))).toThrow(/may not itself hold a repetition/);
    expect(() => api.registerTool({ ...dice, parameters: api.z.object({ code: api.z.string().regex(/(x|xx)+y/) }) })).toThrow(
      /may not itself hold a repetition or alternatives/,
    );
  });

  test('a tool that does not answer in time is stopped: its signal is aborted and the model reads a timeout it can act on', async () => {
    vi.useFakeTimers();
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    let seen: AbortSignal | undefined;
    api.registerTool({ ...dice, name: 'hang', execute: (_a, ctx) => ((seen = ctx.signal), new Promise(() => {})) });
    const tools = new Map(reg.tools.value.map((t) => [t.name, t]));
    const outcome = executeToolCall(tools, { id: 'c1', name: 'hang', arguments: '{"sides":6}' }, {});
    await vi.advanceTimersByTimeAsync(EXTENSION_TOOL_LIMITS.timeoutMs);
    expect(await outcome).toEqual({
      ok: false,
      result: {
        ok: false,
        code: 'timeout',
        error: `Tool "hang" did not answer within ${EXTENSION_TOOL_LIMITS.timeoutMs} ms and was stopped. Nothing it returns later is used.`,
        hint: 'Call it with a smaller task, or tell the user the tool is too slow.',
      },
    });
    expect(seen?.aborted).toBe(true);
  });

  test('a result over the cap is refused with a hint; a result under it and a thrown error pass as before', async () => {
    const reg = new ToolRegistry();
    const api = createTroupeApi(reg);
    api.registerTool({ ...dice, name: 'flood', execute: (a) => ({ text: 'x'.repeat(a.sides as number) }) });
    api.registerTool({
      ...dice,
      name: 'broken',
      execute: () => {
        throw new Error('no dice');
      },
    });
    const tools = new Map(reg.tools.value.map((t) => [t.name, t]));
    const big = await executeToolCall(tools, { id: 'c1', name: 'flood', arguments: JSON.stringify({ sides: EXTENSION_TOOL_LIMITS.maxOutputChars }) }, {});
    expect(big.result).toMatchObject({ ok: false, code: 'output_too_large', hint: 'Ask for less (a narrower range or fewer items).' });
    expect((big.result as { error: string }).error).toMatch(
      new RegExp(
        `^Tool "flood" returned ${EXTENSION_TOOL_LIMITS.maxOutputChars + 11} characters of JSON; at most ${EXTENSION_TOOL_LIMITS.maxOutputChars} are accepted\\.$`,
      ),
    );
    const small = await executeToolCall(tools, { id: 'c2', name: 'flood', arguments: '{"sides":10}' }, {});
    expect(small).toEqual({ ok: true, result: { text: 'x'.repeat(10) } });
    api.registerTool({ ...dice, name: 'says_late', execute: () => 'late' });
    const word = await executeToolCall(new Map(reg.tools.value.map((t) => [t.name, t])), { id: 'c4', name: 'says_late', arguments: '{"sides":2}' }, {});
    expect(word).toEqual({ ok: true, result: 'late' });
    const thrown = await executeToolCall(tools, { id: 'c3', name: 'broken', arguments: '{"sides":2}' }, {});
    expect(thrown.result).toMatchObject({ ok: false, error: 'Tool "broken" failed: no dice' });
  });
});
