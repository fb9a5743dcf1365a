import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { set } from 'idb-keyval';
import type { TraceExport } from '../core/trace/trace.ts';
import { openQuarantine } from './quarantine.ts';
import { dump, freshPrefix, raw } from './testing.ts';
import { openTraceStore, type StoredTurn } from './traces.ts';

const trace = (n: number): TraceExport => ({
  format: 'troupe_trace_v1',
  mode: 'director',
  startedAt: new Date(n).toISOString(),
  durationMs: 10,
  usage: { promptTokens: n, completionTokens: 1, totalTokens: n + 1 },
  agents: [],
  entries: [],
});

const turn = (chatId: string, n: number, over: Partial<StoredTurn> = {}): StoredTurn => ({
  id: `t${String(n).padStart(3, '0')}`,
  chatId,
  savedAt: 1000 + n,
  mode: 'director',
  messageIndex: n,
  outcome: 'completed',
  detail: 'finalized',
  durationMs: 10,
  usage: { promptTokens: 100, completionTokens: 10, totalTokens: 110, cachedPromptTokens: 40 },
  byModel: { 'gpt-x': { requests: 2, usage: { promptTokens: 100, completionTokens: 10, totalTokens: 110, cachedPromptTokens: 40 }, unreported: 1 } },
  trace: trace(n),
  ...over,
});

describe('trace store', () => {
  test('keeps the last N turns per chat, oldest first; totals count every turn, dropped ones too', async () => {
    const prefix = freshPrefix();
    const store = openTraceStore({ prefix });
    for (let n = 1; n <= 5; n++) await store.add(turn('chat/a', n), 3);
    await store.add(turn('chat b', 1), 3);
    const list = await store.list('chat/a');
    expect(list.map((t) => t.id)).toEqual(['t003', 't004', 't005']);
    expect(list[0]).not.toHaveProperty('trace');
    expect((await store.get('chat/a', 't004'))!.trace.startedAt).toBe(trace(4).startedAt);
    expect(await store.get('chat/a', 't001')).toBeUndefined();
    const totals = await store.totals('chat/a');
    expect(totals).toEqual({
      chatId: 'chat/a',
      turns: 5,
      byModel: { 'gpt-x': { requests: 10, unreported: 5, usage: { promptTokens: 500, completionTokens: 50, totalTokens: 550, cachedPromptTokens: 200 } } },
    });
    expect((await store.list('chat b')).map((t) => t.id)).toEqual(['t001']);
    await store.clearChat('chat/a');
    expect(await store.list('chat/a')).toEqual([]);
    expect((await store.totals('chat/a')).turns).toBe(0);
    expect((await store.list('chat b')).length).toBe(1);
  });

  test('an edited capsule replaces the stored one, in the record and its summary', async () => {
    const store = openTraceStore({ prefix: freshPrefix() });
    await store.add(turn('c', 1, { mode: 'loop', capsule: { text: 'Guidance.', edited: false } }));
    await store.add(turn('c', 2));
    expect(await store.setCapsule('c', 't001', 'Better guidance.')).toBe(true);
    expect(await store.setCapsule('c', 't002', 'x')).toBe(false);
    expect((await store.list('c'))[0].capsule).toEqual({ text: 'Better guidance.', edited: true });
    expect((await store.get('c', 't001'))!.capsule).toEqual({ text: 'Better guidance.', edited: true });
  });

  test('a damaged record or summary is put aside in the quarantine and leaves the store; the others stay', async () => {
    const prefix = freshPrefix();
    const quarantine = openQuarantine({ prefix });
    const store = openTraceStore({ prefix, checkTrace: (t) => ((t as TraceExport).mode === 'bad' ? 'mode: not a mode' : null) }, quarantine);
    await store.add(turn('c', 1));
    await store.add(turn('c', 2));
    await store.add(turn('c', 3, { trace: { ...trace(3), mode: 'bad' } }));
    // Damage the summary of t001 behind the store's back: it is rebuilt from the turn itself.
    await set('\u0000sum\u0000c/t001', { id: 't001', savedAt: 'yesterday' }, raw(`${prefix}traces`));
    expect((await store.list('c')).map((t) => t.id)).toEqual(['t001', 't002', 't003']);
    // Both damaged: both go.
    await set('\u0000sum\u0000c/t001', { id: 't001', savedAt: 'today' }, raw(`${prefix}traces`));
    await set('c/t001', { id: 't001' }, raw(`${prefix}traces`));
    expect((await store.list('c')).map((t) => t.id)).toEqual(['t002', 't003']);
    // t003's trace fails the deep check when it is opened.
    expect(await store.get('c', 't003')).toBeUndefined();
    expect((await store.list('c')).map((t) => t.id)).toEqual(['t002']);
    const q = await quarantine.list();
    // Records put aside in the same millisecond may list in either order.
    expect(q.map((e) => `${e.key} ${e.notice?.code}`).sort()).toEqual(
      ['\\0sum\\0c/t001 traces.aside', '\\0sum\\0c/t001 traces.aside', 'c/t001 traces.aside', 'c/t003 traces.aside'].sort(),
    );
    expect(q.every((e) => e.db === `${prefix}traces`)).toBe(true);
    expect(q.find((e) => e.key === 'c/t003')!.reason).toBe('mode: not a mode');
    const left = Object.keys(await dump(`${prefix}traces`)).filter((k) => !k.startsWith('\u0000meta'));
    expect(left.sort()).toEqual(['\u0000sum\u0000c/t002', '\u0000total\u0000c', 'c/t002']);
  });

  test('a turn that is not a turn is refused before anything is written', async () => {
    const prefix = freshPrefix();
    const store = openTraceStore({ prefix });
    await expect(store.add({ ...turn('c', 1), trace: 'nope' as never })).rejects.toThrow(/trace/);
    expect(await store.list('c')).toEqual([]);
  });
});
