// The turn pipeline's pause for the user's pick of the angle: answered, timed out, stopped, stored while
// it waits, and offered again after a reload (answering then resumes the reply).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { AnglePauses, anglePauseKey, ANGLE_PAUSE_EVENT, type PauseStore } from './angle-pause.ts';

function memoryStore(): PauseStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: async (k) => data.get(k), set: async (k, v) => void data.set(k, structuredClone(v)), delete: async (k) => data.delete(k) };
}

const ask = (p: AnglePauses, signal = new AbortController().signal, waitSec = 0) =>
  p.ask({ storeKey: 'chat-1', anchor: { index: 3, hash: 'h' }, angles: ['a — 1', 'b — 2'], sketches: ['Angle: a', 'Angle: b'], waitSec, signal });

/** Resolves once the pause is on screen. */
const shown = (p: AnglePauses) =>
  new Promise<void>((resolve) => {
    const off = p.pending.subscribe((v) => v && (queueMicrotask(() => off()), resolve()));
  });

afterEach(() => vi.useRealTimers());

describe('AnglePauses', () => {
  test('the user answers: the turn gets the answer; the question was stored while shown, and is gone after', async () => {
    const store = memoryStore();
    const events: unknown[] = [];
    const p = new AnglePauses({ store, emit: (e, d) => events.push([e, d]) });
    const answer = ask(p);
    await shown(p);
    expect(p.pending.value).toMatchObject({ storeKey: 'chat-1', angles: ['a — 1', 'b — 2'], restored: false });
    expect(p.pending.value?.deadline).toBeUndefined();
    expect(store.data.get(anglePauseKey('chat-1'))).toMatchObject({ angles: ['a — 1', 'b — 2'], anchor: { index: 3, hash: 'h' } });
    expect(events).toEqual([[ANGLE_PAUSE_EVENT, { chatId: 'chat-1', angles: ['a — 1', 'b — 2'], restored: false }]]);
    p.answer({ kind: 'angle', index: 1, text: 'b — 2' });
    expect(await answer).toEqual({ kind: 'angle', index: 1, text: 'b — 2' });
    expect(p.pending.value).toBeNull();
    expect(store.data.size).toBe(0);
  });

  test('no answer within the wait: the writer picks', async () => {
    vi.useFakeTimers();
    const p = new AnglePauses({ store: memoryStore() });
    const answer = ask(p, undefined, 30);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.pending.value?.deadline).toBeGreaterThan(Date.now());
    await vi.advanceTimersByTimeAsync(29_000);
    expect(p.pending.value).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toEqual({ kind: 'auto' });
    expect(p.pending.value).toBeNull();
  });

  test('a Stop ends the pause (the run then ends as stopped); a stopped run does not ask', async () => {
    const store = memoryStore();
    const p = new AnglePauses({ store });
    const stop = new AbortController();
    const answer = ask(p, stop.signal);
    await shown(p);
    stop.abort();
    expect(await answer).toEqual({ kind: 'auto' });
    expect(p.pending.value).toBeNull();
    expect(store.data.size).toBe(0);
    expect(await ask(p, stop.signal)).toEqual({ kind: 'auto' });
    expect(p.pending.value).toBeNull();
  });

  test('after a reload the stored question is offered again; answering resumes the reply with the sketches', async () => {
    const store = memoryStore();
    const before = new AnglePauses({ store });
    void ask(before);
    await shown(before);
    // The page reloads: a new app reads the store.
    const resumed: unknown[] = [];
    const after = new AnglePauses({ store, resume: (key, anchor, angle) => void resumed.push({ key, anchor, angle }) });
    await after.restore('other-chat');
    expect(after.pending.value).toBeNull();
    await after.restore('chat-1', true);
    expect(after.pending.value).toBeNull();
    await after.restore('chat-1');
    expect(after.pending.value).toEqual({ storeKey: 'chat-1', angles: ['a — 1', 'b — 2'], restored: true });
    after.answer({ kind: 'own', text: 'she lies' });
    expect(resumed).toEqual([
      { key: 'chat-1', anchor: { index: 3, hash: 'h' }, angle: { choice: { kind: 'own', text: 'she lies' }, sketches: ['Angle: a', 'Angle: b'] } },
    ]);
    expect(after.pending.value).toBeNull();
    await Promise.resolve();
    expect(store.data.size).toBe(0);
  });

  test('a restored question leaves when another chat comes on screen; a damaged record is not offered', async () => {
    const store = memoryStore();
    store.data.set(anglePauseKey('chat-1'), { angles: ['a'], sketches: ['Angle: a'], anchor: { index: 1, hash: 'h' }, createdAt: 1 });
    store.data.set(anglePauseKey('chat-2'), { angles: 'a', anchor: {} });
    const p = new AnglePauses({ store });
    await p.restore('chat-1');
    expect(p.pending.value?.restored).toBe(true);
    await p.restore('chat-2');
    expect(p.pending.value).toBeNull();
  });
});
