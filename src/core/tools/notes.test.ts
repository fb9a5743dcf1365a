import { describe, expect, test } from 'vitest';
import { createNotes, noteCloseTool, noteOpenTool, renderOpenNotes, type Note, type NotesStore } from './notes.ts';

function memoryStore(initial: unknown[] = []): NotesStore & { data: Note[]; saves: number } {
  const s = {
    data: initial as Note[],
    saves: 0,
    load: async () => structuredClone(s.data),
    save: async (n: Note[]) => {
      await new Promise((r) => setImmediate(r));
      s.saves++;
      s.data = structuredClone(n);
    },
  };
  return s;
}

describe('notes', () => {
  test('open returns a stable id; close marks it closed with a reason; the open block lists only open notes', async () => {
    const store = memoryStore();
    let i = 0;
    const notes = createNotes(store, { now: () => 1000, newId: () => `n_${++i}` });
    const a = await notes.open({ text: '  The grandmother lives in Luoyang. ', trigger: 'when the city is mentioned' });
    const b = await notes.open({ text: 'The temple oath.' });
    expect(a).toEqual({ ok: true, id: 'n_1' });
    expect(b).toEqual({ ok: true, id: 'n_2' });
    expect(await notes.close({ id: 'n_1', reason: 'paid off' })).toEqual({ ok: true });
    expect(store.data[0]).toMatchObject({ id: 'n_1', status: 'closed', closedReason: 'paid off', text: 'The grandmother lives in Luoyang.' });
    expect(await notes.renderOpen()).toBe('## Open Notes (plot threads from earlier turns)\n- [n_2] The temple oath.');
    expect(await notes.close({ id: 'n_1' })).toMatchObject({ ok: false, code: 'note_already_closed' });
    expect(await notes.close({ id: 'zzz' })).toMatchObject({ ok: false, code: 'note_not_found' });
    expect(await notes.close({ id: ' ' })).toMatchObject({ ok: false, code: 'note_id_empty' });
  });

  test('empty and oversize notes are refused and nothing is saved', async () => {
    const store = memoryStore();
    const notes = createNotes(store);
    expect(await notes.open({ text: '   ' })).toMatchObject({ code: 'note_empty' });
    expect(await notes.open({ text: '字'.repeat(6000) })).toMatchObject({ code: 'note_too_long' });
    expect(await notes.open({ text: 'x'.repeat(16 * 1024) })).toMatchObject({ ok: true });
    expect(store.saves).toBe(1);
  });

  test('concurrent operations are serialised (no lost update)', async () => {
    const store = memoryStore();
    let i = 0;
    const notes = createNotes(store, { newId: () => `n_${++i}` });
    await Promise.all([1, 2, 3, 4, 5].map((k) => notes.open({ text: `t${k}` })));
    expect(store.data.map((n) => n.id)).toEqual(['n_1', 'n_2', 'n_3', 'n_4', 'n_5']);
    await Promise.all([notes.close({ id: 'n_1' }), notes.close({ id: 'n_3' })]);
    expect(store.data.filter((n) => n.status === 'open').map((n) => n.id)).toEqual(['n_2', 'n_4', 'n_5']);
  });

  test('legacy bare strings and a missing status read as open notes; store failures are tool failures', async () => {
    // The block always appears, so "none open" reads differently from "not shown".
    expect(renderOpenNotes([])).toBe('## Open Notes (plot threads from earlier turns)\nnone');
    const notes = createNotes(memoryStore(['old thread', { id: 'n_x', text: 'y' }]));
    expect((await notes.list()).map((n) => [n.id, n.status])).toEqual([
      ['n_legacy_0', 'open'],
      ['n_x', 'open'],
    ]);
    const broken = createNotes({ load: () => [], save: () => Promise.reject(new Error('quota')) });
    expect(await broken.open({ text: 'a' })).toMatchObject({ ok: false, code: 'note_store_failed', error: expect.stringMatching(/quota/) });
  });

  test('note tools call through', async () => {
    const store = memoryStore();
    const notes = createNotes(store, { newId: () => 'n_a' });
    expect(await noteOpenTool(notes).execute({ text: 'x', trigger: 'soon' }, {})).toEqual({ ok: true, id: 'n_a' });
    expect(await noteCloseTool(notes).execute({ id: 'n_a', reason: 'done' }, {})).toEqual({ ok: true });
    expect(store.data[0]).toMatchObject({ trigger: 'soon', status: 'closed' });
  });

  test('who opened and closed a note, and in which turn; the user can reopen, edit and delete', async () => {
    const store = memoryStore();
    let i = 0;
    const labels: Record<string, string> = { 'subagent-2': 'note_keeper' };
    const agents = createNotes(store, { now: () => 7, newId: () => `n_${++i}`, authorOf: (id) => labels[id] ?? id, turn: 12 });
    const open = noteOpenTool(agents);
    const close = noteCloseTool(agents);
    // The model cannot name someone else as the author: `by` is not an argument of the tool.
    expect(await open.execute(open.input.parse({ text: 'The oath at the temple.', by: 'user' }), { agentId: 'subagent-2' })).toEqual({ ok: true, id: 'n_1' });
    expect(await open.execute(open.input.parse({ text: 'The letter.' }), { agentId: 'main' })).toEqual({ ok: true, id: 'n_2' });
    expect(await close.execute(close.input.parse({ id: 'n_2', reason: 'read aloud' }), { agentId: 'subagent-2' })).toEqual({ ok: true });
    expect(store.data).toEqual([
      { id: 'n_1', text: 'The oath at the temple.', status: 'open', createdAt: 7, openedBy: 'note_keeper', openedTurn: 12 },
      {
        id: 'n_2',
        text: 'The letter.',
        status: 'closed',
        createdAt: 7,
        openedBy: 'main',
        openedTurn: 12,
        closedAt: 7,
        closedBy: 'note_keeper',
        closedTurn: 12,
        closedReason: 'read aloud',
      },
    ]);
    const user = createNotes(store, { now: () => 9, newId: () => `n_${++i}`, turn: 14 });
    expect(await user.reopen({ id: 'n_2' })).toEqual({ ok: true });
    expect(store.data[1]).toEqual({ id: 'n_2', text: 'The letter.', status: 'open', createdAt: 7, openedBy: 'main', openedTurn: 12 });
    expect(await user.reopen({ id: 'n_2' })).toMatchObject({ ok: false, code: 'note_already_open' });
    expect(await user.edit({ id: 'n_1', text: ' The oath, broken. ', trigger: 'at the temple' })).toEqual({ ok: true });
    expect(store.data[0]).toMatchObject({ text: 'The oath, broken.', trigger: 'at the temple', editedAt: 9 });
    expect(await user.edit({ id: 'n_1', text: 'The oath, broken.', trigger: '' })).toEqual({ ok: true });
    expect(store.data[0].trigger).toBeUndefined();
    expect(await user.edit({ id: 'n_1', text: '  ' })).toMatchObject({ ok: false, code: 'note_empty' });
    expect(await user.open({ text: 'Mine.', by: 'user' })).toEqual({ ok: true, id: 'n_3' });
    expect(store.data[2]).toMatchObject({ openedBy: 'user', openedTurn: 14 });
    expect(await user.close({ id: 'n_3', by: 'user' })).toEqual({ ok: true });
    expect(store.data[2]).toMatchObject({ closedBy: 'user', closedTurn: 14 });
    expect(await user.remove({ id: 'n_1' })).toEqual({ ok: true });
    expect(store.data.map((n) => n.id)).toEqual(['n_2', 'n_3']);
    expect(await user.remove({ id: 'n_1' })).toMatchObject({ ok: false, code: 'note_not_found' });
    expect(await user.renderOpen()).toBe(`${'## Open Notes (plot threads from earlier turns)'}\n- [n_2] The letter.`);
  });
});
