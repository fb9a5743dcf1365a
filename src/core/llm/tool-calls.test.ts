import { describe, expect, test } from 'vitest';
import { ToolCallAssembler } from './tool-calls.ts';
import type { LlmEvent, ToolCall } from './types.ts';

function assemble(deltas: Record<string, unknown>[]): { calls: ToolCall[]; events: LlmEvent[] } {
  const sink = { out: [] as LlmEvent[] };
  const a = new ToolCallAssembler(sink, 'gen_');
  for (const d of deltas) a.openAiDelta(d);
  a.endAll();
  const calls = sink.out.flatMap((e) => (e.type === 'tool-call-end' ? [e.call] : []));
  return { calls, events: sink.out };
}

const fn = (name: string | undefined, args: string | undefined) => ({
  function: { ...(name ? { name } : {}), ...(args !== undefined ? { arguments: args } : {}) },
});

describe('ToolCallAssembler', () => {
  test('interleaved parallel calls are assembled by index', () => {
    const { calls } = assemble([
      { index: 0, id: 'a', type: 'function', ...fn('f', '') },
      { index: 1, id: 'b', type: 'function', ...fn('g', '') },
      { index: 0, ...fn(undefined, '{"x"') },
      { index: 1, ...fn(undefined, '{"y"') },
      { index: 1, ...fn(undefined, ':2}') },
      { index: 0, ...fn(undefined, ':1}') },
    ]);
    expect(calls).toEqual([
      { id: 'a', name: 'f', arguments: '{"x":1}' },
      { id: 'b', name: 'g', arguments: '{"y":2}' },
    ]);
  });

  test('without index: a name opens a new call, fragments without one continue the latest', () => {
    const { calls } = assemble([{ id: 'a', ...fn('f', '{"x":') }, fn(undefined, '1}'), { id: 'b', ...fn('g', '{}') }]);
    expect(calls.map((c) => [c.id, c.name, c.arguments])).toEqual([
      ['a', 'f', '{"x":1}'],
      ['b', 'g', '{}'],
    ]);
  });

  test('index null is treated as missing', () => {
    const { calls } = assemble([
      { index: null, id: 'a', ...fn('f', '') },
      { index: null, ...fn(undefined, '{}') },
    ]);
    expect(calls).toEqual([{ id: 'a', name: 'f', arguments: '{}' }]);
  });

  test('index 0 reused for every call: a new id with a name is a new call', () => {
    const { calls } = assemble([
      { index: 0, id: 'a', ...fn('f', '{"q":1}') },
      { index: 0, id: 'b', ...fn('f', '{"q":2}') },
    ]);
    expect(calls.map((c) => c.id)).toEqual(['a', 'b']);
    expect(calls.map((c) => c.arguments)).toEqual(['{"q":1}', '{"q":2}']);
  });

  test('a known id continues its call even when the index says otherwise', () => {
    const { calls } = assemble([
      { index: 0, id: 'a', ...fn('f', '{') },
      { index: 0, id: 'b', ...fn('g', '{') },
      { index: 0, id: 'a', ...fn(undefined, '}') },
      { index: 0, id: 'b', ...fn(undefined, '}') },
    ]);
    expect(calls).toEqual([
      { id: 'a', name: 'f', arguments: '{}' },
      { id: 'b', name: 'g', arguments: '{}' },
    ]);
  });

  test('a fresh id on every fragment (no name) continues the call and keeps the first id', () => {
    const { calls } = assemble([
      { index: 0, id: 'x1', ...fn('f', '{"a"') },
      { index: 0, id: 'x2', ...fn(undefined, ':') },
      { index: 0, id: 'x3', ...fn(undefined, '1}') },
    ]);
    expect(calls).toEqual([{ id: 'x1', name: 'f', arguments: '{"a":1}' }]);
  });

  test('missing ids are invented, never empty, and a late id is adopted', () => {
    const { calls, events } = assemble([
      { index: 0, ...fn('f', '{}') },
      { index: 1, ...fn('g', '') },
      { index: 1, id: 'late', ...fn(undefined, '{}') },
    ]);
    expect(calls.map((c) => c.id)).toEqual(['gen_0', 'late']);
    expect(events[0]).toEqual({ type: 'tool-call-start', index: 0, id: 'gen_0', name: 'f' });
  });

  test('unknown keys such as extra_content are kept for echo-back, also from a metadata-only delta', () => {
    const sig = { google: { thought_signature: 'SIG' } };
    const { calls } = assemble([
      { id: 'a', type: 'function', ...fn('f', '{}') },
      { id: 'a', extra_content: sig },
    ]);
    expect(calls).toEqual([{ id: 'a', name: 'f', arguments: '{}', extra: { extra_content: sig } }]);
  });

  test('arguments sent as an object (some servers) become JSON text', () => {
    const { calls } = assemble([{ index: 0, id: 'a', function: { name: 'f', arguments: { k: 'v' } } }]);
    expect(calls[0].arguments).toBe('{"k":"v"}');
  });

  test('a call that never got a name is dropped (truncated stream)', () => {
    const { calls } = assemble([{ index: 0, ...fn(undefined, '{"x":1}') }]);
    expect(calls).toEqual([]);
  });

  test('events: one start per call, one delta per non-empty fragment, one end with the joined arguments', () => {
    const { events } = assemble([
      { index: 0, id: 'a', ...fn('f', '') },
      { index: 0, ...fn(undefined, '{') },
      { index: 0, ...fn(undefined, '}') },
    ]);
    expect(events.map((e) => e.type)).toEqual(['tool-call-start', 'tool-call-delta', 'tool-call-delta', 'tool-call-end']);
  });
});
