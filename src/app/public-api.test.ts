import { describe, expect, test } from 'vitest';
import { callTool } from '../core/agent/tool.ts';
import { createTroupeApi, listenForToolEvents, publishTroupeApi, TOOL_EVENTS } from './public-api.ts';
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
    expect(() => api.registerTool({ ...dice, name: 'chat_search' })).toThrow(/one of Troupe's own tools/);
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
    const bus = { on: (e: string, l: (...a: unknown[]) => unknown) => void listeners.set(e, l), removeListener: (e: string) => void listeners.delete(e), emit: (e: string, p: unknown) => void emitted.push([e, p]) };
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
