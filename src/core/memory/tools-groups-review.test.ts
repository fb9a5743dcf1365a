import { describe, expect, test } from 'vitest';
import { changeParts, closure, countChanges, needs, proposalsOf } from './proposals.ts';
import { seed, setup } from './testing.ts';

describe('witnesses (group chats)', () => {
  test('a node written in a group turn records who was present; an edit in a later group turn adds its witnesses; scouts read them', async () => {
    const s = setup({ witnesses: ['Bram', 'Cole'] });
    const r = await s.call('memory_node_create', {
      type: 'event',
      title: 'Day 1, dusk — the key is hidden',
      fields: { summary: 'The key went under the stone by the ford.', time: 'Day 1, dusk' },
    });
    expect(s.graph.nodes.get(r.id)?.witnesses).toEqual(['Bram', 'Cole']);
    expect((await s.call('memory_node_brief', { node_id: r.id })).brief.witnesses).toEqual(['Bram', 'Cole']);
    expect((await s.call('memory_find_by_name', { query: 'key is hidden' })).matches[0].witnesses).toEqual(['Bram', 'Cole']);

    s.nextTurn([6, 7], ['Mira', 'Bram']);
    await s.call('memory_node_edit', { node_id: r.id, set_fields: { summary: 'The key went under the stone; Bram told Mira.' } });
    expect(s.graph.nodes.get(r.id)?.witnesses).toEqual(['Bram', 'Cole', 'Mira']);
  });

  test('outside group chats nodes name no witnesses (everyone), and a group turn does not narrow them', async () => {
    const s = setup();
    await seed(s);
    expect(s.graph.nodes.get('char_ines_varga')?.witnesses).toBeUndefined();
    s.nextTurn([6, 7], ['Mira']);
    await s.call('memory_node_edit', { node_id: 'char_ines_varga', set_fields: { summary: 'Captain of the Marta, tired.' } });
    expect(s.graph.nodes.get('char_ines_varga')?.fields.summary).toBe('Captain of the Marta, tired.');
    expect(s.graph.nodes.get('char_ines_varga')?.witnesses).toBeUndefined();
    expect('witnesses' in (await s.call('memory_node_brief', { node_id: 'char_ines_varga' })).brief).toBe(false);
  });
});

describe('write calls as proposals (a chat that reviews memory changes)', () => {
  test('each write call is one change; a failed call leaves none; the id counters are not proposed', async () => {
    const s = setup();
    await seed(s);
    await s.call('memory_link_upsert', { source_node_id: 'char_ines_varga', links: [{ target_node_id: 'loc_old_lock', relation: 'owns' }] });
    // A refused call (no such node) rolls back and leaves no call behind.
    expect(await s.call('memory_node_edit', { node_id: 'char_nobody', set_fields: { goal: 'x' } })).toMatchObject({ ok: false });
    await s.call('memory_node_edit', { node_id: 'char_sam', set_fields: { goal: 'Deliver the case.' } });
    const calls = s.access.changes.calls();
    expect(calls.map((c) => c.kind)).toEqual(['create', 'create', 'create', 'link', 'edit']);
    const list = proposalsOf('t1', calls);
    expect(list.map((p) => p.id)).toEqual(['t1#1', 't1#2', 't1#3', 't1#4', 't1#5']);
    expect(list.flatMap((p) => p.changes.map((c) => c.key)).includes('meta')).toBe(false);
    // The link needs both its ends; the edit of Sam needs Sam's creation; nothing needs the edit.
    const direct = needs(list);
    expect([...direct.get('t1#4')!]).toEqual(['t1#1', 't1#3']);
    expect([...direct.get('t1#5')!]).toEqual(['t1#2']);
    expect(closure(list, ['t1#4'], 'needs').map((p) => p.id)).toEqual(['t1#1', 't1#3', 't1#4']);
    expect(closure(list, ['t1#1'], 'neededBy').map((p) => p.id)).toEqual(['t1#1', 't1#4']);
    // What the review shows of the edit: one field, before and after.
    const [part] = changeParts(list[4]!.changes);
    expect(part).toMatchObject({ kind: 'node', id: 'char_sam', action: 'edited', entries: [{ path: 'field.goal', after: 'Deliver the case.' }] });
    expect(changeParts(list[3]!.changes)).toEqual([{ kind: 'edge', action: 'added', from: 'char_ines_varga', to: 'loc_old_lock', relation: 'owns' }]);
    // The counts of the whole turn: a node created and then edited counts once, as created.
    expect(countChanges(list.flatMap((p) => p.changes))).toEqual({ created: 3, edited: 0, deleted: 0, linked: 1, unlinked: 0, rolledUp: 0 });
  });

  test('a compaction is one change: the rollup and its children, counted as a roll-up', async () => {
    const s = setup();
    for (let i = 0; i < 16; i++) {
      s.nextTurn([i * 2, i * 2 + 1]);
      await s.call('memory_node_create', { type: 'event', title: `Day ${i + 1} — e${i}`, fields: { summary: `thing ${i}`, time: `Day ${i + 1}` } });
    }
    s.nextTurn([40, 41]);
    const { groups } = await s.call('memory_compaction_candidates', { type: 'event' });
    await s.call('memory_compact_nodes', { type: 'event', child_ids: groups[0].childIds, summary: 'Days 1–5.' });
    const [p] = proposalsOf('t2', s.access.changes.calls());
    expect(p!.kind).toBe('compact');
    expect(p!.changes).toHaveLength(6);
    expect(countChanges(p!.changes)).toMatchObject({ rolledUp: 1, edited: 0, created: 0 });
  });

  test('a new node does not take an id an earlier turn proposed', async () => {
    const s = setup();
    s.access.reserved = (id) => id === 'char_sam';
    expect((await s.call('memory_node_create', { type: 'character_sheet', title: 'Sam', fields: { summary: 'Another Sam.' } })).id).toBe('char_1');
  });
});
