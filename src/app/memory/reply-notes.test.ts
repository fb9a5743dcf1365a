// The app's side of the replies' memory lines: lines for the settled turns of the chat on screen,
// written with the fold's formatter, handed to the host again only when they change; the UI's strings
// are loaded once a first line is due.
import { signal } from '@preact/signals-core';
import { describe, expect, test, vi } from 'vitest';
import type { MemoryLineKey } from '../../core/memory/memory-line.ts';
import type { ReplyNote } from '../../ports/host.ts';
import type { TurnMemory } from './memory-chat.ts';
import { keepReplyNotes } from './reply-notes.ts';

const none = { created: 0, edited: 0, deleted: 0, linked: 0, unlinked: 0, rolledUp: 0 };
const EN: Record<MemoryLineKey, string> = {
  'fold.memory.created': '+{n} nodes',
  'fold.memory.edited': '{n} edits',
  'fold.memory.deleted': '−{n} nodes',
  'fold.memory.linked': '+{n} links',
  'fold.memory.unlinked': '−{n} links',
  'fold.memory.rolledUp': '{n} roll-ups',
  'fold.memory.line': 'memory: {parts}',
  'fold.memory.pendingPart': 'pending review: {parts}',
  'fold.memory.sep': ', ',
  'fold.memory.show': 'Show in Memory',
};
const t = (k: MemoryLineKey, p: Record<string, string | number> = {}) => EN[k].replace(/\{(\w+)\}/g, (_, x: string) => String(p[x]));

/** A chat's memory as the service shows it: kept turns by floor, bumped like MemoryChat's signals. */
function fakeMemory() {
  const byFloor = new Map<number, TurnMemory>();
  const chat = { floors: signal<ReadonlyMap<string, number>>(new Map()), version: signal(0) };
  const current = signal<typeof chat | null>(null);
  const showTurn = vi.fn();
  return {
    byFloor,
    chat,
    memory: {
      current,
      showTurn,
      turnAt(floor: number) {
        const c = current.value;
        if (!c) return null;
        void c.floors.value, c.version.value;
        return byFloor.get(floor) ?? null;
      },
    },
  };
}

const turn = (id: string, over: Partial<TurnMemory> = {}): TurnMemory => ({ turns: [id], applied: none, pending: none, pendingCount: 0, nodes: [], ...over });

describe('keepReplyNotes', () => {
  test('lines for the settled turns on screen, loaded strings, sent again only on a change', async () => {
    const f = fakeMemory();
    const sent: (readonly ReplyNote[])[] = [];
    const strings = vi.fn(async () => t);
    const stop = keepReplyNotes({ memory: f.memory as never, host: { replyNotes: (n) => sent.push(n) }, strings });
    // No chat, no line: nothing loaded, nothing sent (the host draws none yet).
    expect(strings).not.toHaveBeenCalled();
    f.memory.current.value = f.chat;
    expect(sent).toEqual([]);
    // A kept turn on floor 2: the strings load, then its line goes out.
    f.byFloor.set(2, turn('t1', { applied: { ...none, created: 2, edited: 1 }, nodes: ['a'] }));
    f.chat.floors.value = new Map([['t1', 2]]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(strings).toHaveBeenCalledTimes(1);
    expect(sent[0]).toMatchObject([{ turns: ['t1'], text: 'memory: +2 nodes, 1 edits', pending: false, action: 'Show in Memory' }]);
    sent[0]![0]!.show();
    expect(f.memory.showTurn).toHaveBeenCalledWith(f.byFloor.get(2));
    // A version bump that changes nothing of the lines sends nothing.
    f.chat.version.value++;
    expect(sent).toHaveLength(1);
    // A proposal waiting for review (another turn on floor 4), then approved.
    f.byFloor.set(4, turn('t2', { pending: { ...none, linked: 1 }, pendingCount: 1 }));
    f.chat.floors.value = new Map([
      ['t1', 2],
      ['t2', 4],
    ]);
    expect(sent.at(-1)!.map((n) => [n.text, n.pending])).toEqual([
      ['memory: +2 nodes, 1 edits', false],
      ['memory: pending review: +1 links', true],
    ]);
    f.byFloor.set(4, turn('t2', { applied: { ...none, linked: 1 } }));
    f.chat.version.value++;
    expect(sent.at(-1)!.map((n) => n.text)).toEqual(['memory: +2 nodes, 1 edits', 'memory: +1 links']);
    // A swipe away (reconcile drops t1 from the floors) takes its line; a chat without memory clears all.
    f.chat.floors.value = new Map([['t2', 4]]);
    expect(sent.at(-1)!.map((n) => n.turns)).toEqual([['t2']]);
    f.memory.current.value = null;
    expect(sent.at(-1)).toEqual([]);
    expect(strings).toHaveBeenCalledTimes(1);
    stop();
  });

  test('strings that fail to load are asked for again on the next change', async () => {
    const sent: (readonly ReplyNote[])[] = [];
    const strings = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(t);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const g = fakeMemory();
    const stop = keepReplyNotes({ memory: g.memory as never, host: { replyNotes: (n) => sent.push(n) }, strings });
    g.byFloor.set(2, turn('t1', { applied: { ...none, deleted: 1 } }));
    g.memory.current.value = g.chat;
    g.chat.floors.value = new Map([['t1', 2]]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(sent).toEqual([]);
    g.chat.version.value++;
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]![0]!.text).toBe('memory: −1 nodes');
    stop();
    warn.mockRestore();
  });
});
