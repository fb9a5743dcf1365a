import { describe, expect, test } from 'vitest';
import { memoryToolNames, memoryTools } from './index.ts';
import { VectorIndex } from './vector-index.ts';
import { seed, setup } from './testing.ts';

describe('memory write tools', () => {
  test('memory_node_create writes the node with the turn floors, its links, and a fresh id per type', async () => {
    const s = setup();
    await seed(s);
    const r = await s.call('memory_node_create', {
      type: 'event',
      title: 'Day 3, night — Ines takes Sam through the Old Lock',
      fields: { summary: 'Ines steered for the Old Lock; the keeper let the Marta through.', time: 'Day 3, night', participants: ['Ines Varga', 'Sam'] },
      links: [
        { target_node_id: 'char_ines_varga', relation: 'involves' },
        { target_node_id: 'char_sam', relation: 'involves' },
        { target_node_id: 'loc_old_lock', relation: 'located_at' },
      ],
    });
    expect(r).toMatchObject({ ok: true, id: 'evt_1', linked: 3, floors: [4, 5] });
    const evt = s.graph.nodes.get('evt_1')!;
    expect(evt.fields).toMatchObject({ participants: 'Ines Varga; Sam', source_floors: '4-5' });
    expect(evt.sources.map((x) => x.floor)).toEqual([4, 5]);
    expect(s.graph.degree('evt_1')).toBe(3);
    expect((await s.call('memory_node_create', { type: 'event', title: 'Day 4 — next', fields: { summary: 'x', time: 'Day 4' } })).id).toBe('evt_2');
    // A Chinese name has no Latin slug: numbered.
    expect((await s.call('memory_node_create', { type: 'character_sheet', title: '林晚', fields: { summary: '医女' } })).id).toBe('char_1');
    expect(s.stats().marked).toBeGreaterThan(0);
  });

  test('memory_node_create refuses unknown types and fields, missing required fields, rollups and bad links — changing nothing', async () => {
    const s = setup();
    await seed(s);
    const before = JSON.stringify([...s.graph.records()]);
    expect(await s.call('memory_node_create', { type: 'monster', title: 'x', fields: {} })).toMatchObject({
      ok: false,
      code: 'memory_type_unknown',
      hint: expect.stringContaining('event'),
    });
    expect(await s.call('memory_node_create', { type: 'event', title: 'x', fields: { summary: 'a', time: 't', mood: 'sad' } })).toMatchObject({
      code: 'memory_field_unknown',
      hint: expect.stringContaining('summary'),
    });
    expect(await s.call('memory_node_create', { type: 'event', title: 'x', fields: { summary: 'a' } })).toMatchObject({
      code: 'memory_field_required',
      error: expect.stringContaining('time'),
    });
    expect(await s.call('memory_node_create', { type: 'rollup', title: 'x', fields: { summary: 'a' } })).toMatchObject({ code: 'memory_rollup_direct' });
    expect(await s.call('memory_node_create', { type: 'event', title: '  ', fields: { summary: 'a', time: 't' } })).toMatchObject({
      code: 'memory_name_empty',
    });
    // The node would be valid, but a link target is missing: the node is not created either.
    expect(
      await s.call('memory_node_create', {
        type: 'event',
        title: 'x',
        fields: { summary: 'a', time: 't' },
        links: [{ target_node_id: 'char_nobody', relation: 'involves' }],
      }),
    ).toMatchObject({ code: 'memory_node_not_found' });
    expect(
      await s.call('memory_node_create', {
        type: 'event',
        title: 'x',
        fields: { summary: 'a', time: 't' },
        links: [{ target_node_id: 'char_sam', relation: 'Has A Bad Name!' }],
      }),
    ).toMatchObject({ code: 'memory_relation_invalid' });
    expect(await s.call('memory_node_create', { title: 'x' })).toMatchObject({ code: 'invalid_arguments' });
    expect(JSON.stringify([...s.graph.records()])).toBe(before);
  });

  test('memory_node_edit patches fields, clears fields, adds the turn floors; errors name the field', async () => {
    const s = setup();
    await seed(s);
    s.nextTurn([9, 10]);
    expect(await s.call('memory_node_edit', { node_id: 'char_ines_varga', set_fields: { goal: 'keep the Marta running' } })).toEqual({
      ok: true,
      id: 'char_ines_varga',
    });
    const n = s.graph.nodes.get('char_ines_varga')!;
    expect(n.fields).toMatchObject({ summary: 'Boat captain on the Marta.', goal: 'keep the Marta running' });
    expect(n.sources.map((x) => x.floor)).toEqual([4, 5, 9, 10]);
    await s.call('memory_node_edit', { node_id: 'char_ines_varga', clear_fields: ['goal'], always_inject: true });
    expect(s.graph.nodes.get('char_ines_varga')!.fields.goal).toBeUndefined();
    expect(s.graph.nodes.get('char_ines_varga')!.alwaysInject).toBe(true);
    expect(await s.call('memory_node_edit', { node_id: 'char_ines_varga', clear_fields: ['summary'] })).toMatchObject({ code: 'memory_field_required' });
    expect(await s.call('memory_node_edit', { node_id: 'char_ines_varga', set_fields: { mood: 'x' } })).toMatchObject({ code: 'memory_field_unknown' });
    expect(await s.call('memory_node_edit', { node_id: 'char_nobody', set_fields: { goal: 'x' } })).toMatchObject({ code: 'memory_node_not_found' });
    expect(await s.call('memory_node_edit', { node_id: 'char_sam' })).toMatchObject({ code: 'memory_edit_empty' });
  });

  test('memory_link_upsert / memory_link_delete: directions, notes, and the links that exist named when none matches', async () => {
    const s = setup();
    await seed(s);
    expect(
      await s.call('memory_link_upsert', {
        source_node_id: 'char_ines_varga',
        links: [
          { target_node_id: 'char_sam', relation: 'owes_favour_to', note: 'the crossing' },
          { target_node_id: 'loc_old_lock', relation: 'knows', direction: 'bidirectional' },
        ],
      }),
    ).toEqual({ ok: true, applied: 3 });
    expect(s.graph.edge('char_ines_varga', 'owes_favour_to', 'char_sam')?.note).toBe('the crossing');
    expect(s.graph.edge('loc_old_lock', 'knows', 'char_ines_varga')).toBeDefined();
    expect(await s.call('memory_link_upsert', { source_node_id: 'char_sam', links: [{ target_node_id: 'char_sam', relation: 'knows' }] })).toMatchObject({
      code: 'memory_link_self',
    });
    expect(await s.call('memory_link_delete', { source_node_id: 'char_ines_varga', target_node_id: 'char_sam', relation: 'ally_of' })).toMatchObject({
      code: 'memory_link_not_found',
      hint: expect.stringContaining('owes_favour_to'),
    });
    expect(await s.call('memory_link_delete', { source_node_id: 'char_ines_varga', target_node_id: 'char_sam', relation: 'owes_favour_to' })).toEqual({
      ok: true,
      removed: 1,
    });
    expect(await s.call('memory_link_delete', { source_node_id: 'char_ines_varga', target_node_id: 'loc_old_lock', relation: 'knows' })).toEqual({
      ok: true,
      removed: 2,
    });
    expect(s.graph.edges.size).toBe(0);
  });

  test('memory_node_delete removes the node and its edges', async () => {
    const s = setup();
    await seed(s);
    await s.call('memory_link_upsert', { source_node_id: 'char_sam', links: [{ target_node_id: 'loc_old_lock', relation: 'located_at' }] });
    expect(await s.call('memory_node_delete', { node_id: 'char_sam' })).toEqual({ ok: true, removed_edges: 1 });
    expect(s.graph.nodes.has('char_sam')).toBe(false);
    expect(s.graph.degree('loc_old_lock')).toBe(0);
    expect(await s.call('memory_node_delete', { node_id: 'char_sam' })).toMatchObject({ code: 'memory_node_not_found' });
  });

  test('compaction: candidates offer old events in groups, compact_nodes rolls them up keeping their floors, refusals name the rule', async () => {
    const s = setup();
    for (let i = 0; i < 16; i++) {
      s.nextTurn([i * 2, i * 2 + 1]);
      await s.call('memory_node_create', { type: 'event', title: `Day ${i + 1} — e${i}`, fields: { summary: `thing ${i}`, time: `Day ${i + 1}` } });
    }
    s.nextTurn([40, 41]);
    const { groups } = await s.call('memory_compaction_candidates', { type: 'event' });
    // 16 events, the newest 10 stay: one group of 5 (evt_1..evt_5).
    expect(groups).toEqual([{ depth: 0, childIds: ['evt_1', 'evt_2', 'evt_3', 'evt_4', 'evt_5'], fanIn: 5 }]);
    expect(await s.call('memory_compact_nodes', { type: 'event', child_ids: ['evt_1', 'evt_16'], summary: 'x' })).toMatchObject({
      code: 'memory_compact_too_recent',
    });
    expect(await s.call('memory_compact_nodes', { type: 'event', child_ids: ['evt_1'], summary: 'x' })).toMatchObject({ code: 'invalid_arguments' });
    const r = await s.call('memory_compact_nodes', { type: 'event', child_ids: groups[0].childIds, summary: 'Days 1–5: five things happened.' });
    expect(r).toEqual({ ok: true, rollup_node_id: 'rollup_l1_01', level: 1 });
    const rollup = s.graph.nodes.get('rollup_l1_01')!;
    expect(rollup.children).toEqual(groups[0].childIds);
    expect(rollup.sources.map((x) => x.floor)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rollup.fields.time).toBe('Day 1 – Day 5');
    expect(s.graph.nodes.get('evt_3')!.parent).toBe('rollup_l1_01');
    expect(await s.call('memory_compact_nodes', { type: 'event', child_ids: ['evt_1', 'evt_2'], summary: 'again' })).toMatchObject({
      code: 'memory_compact_already',
    });
    expect((await s.call('memory_compaction_candidates', { type: 'event' })).groups).toEqual([]);
    // A node written this turn is never compacted.
    s.nextTurn([50]);
    await s.call('memory_node_edit', { node_id: 'evt_6', set_fields: { summary: 'edited' } });
    expect(await s.call('memory_compact_nodes', { type: 'event', child_ids: ['evt_6', 'evt_7'], summary: 'x' })).toMatchObject({
      code: 'memory_compact_current_turn',
    });
    expect(await s.call('memory_compaction_candidates', { type: 'monster' })).toMatchObject({ code: 'memory_type_unknown' });
  });
});

describe('memory read tools', () => {
  test('memory_schema lists types with required fields, relations and those in use', async () => {
    const s = setup();
    await seed(s);
    await s.call('memory_link_upsert', { source_node_id: 'char_sam', links: [{ target_node_id: 'loc_old_lock', relation: 'stays_near' }] });
    const r = await s.call('memory_schema', {});
    expect(r.types.map((t: { type: string }) => t.type)).toEqual(['event', 'character_sheet', 'location_state', 'rollup']);
    expect(r.types[0].fields.filter((f: { required?: boolean }) => f.required).map((f: { name: string }) => f.name)).toEqual(['summary', 'time']);
    expect(r.types[1].count).toBe(2);
    expect(r.relations.map((x: { name: string }) => x.name)).toContain('involves');
    expect(r.relations_in_use).toEqual([{ relation: 'stays_near', count: 1 }]);
  });

  test('find_by_name matches aliases (exact first); keyword_search ranks; list_candidates is newest first with signals', async () => {
    const s = setup();
    await seed(s);
    s.nextTurn([8, 9]);
    await s.call('memory_node_create', {
      type: 'event',
      title: 'Day 3 — the toll at the lock',
      fields: { summary: 'Ines paid the usual toll to the keeper.', time: 'Day 3' },
      links: [{ target_node_id: 'char_ines_varga', relation: 'involves' }],
    });
    expect((await s.call('memory_find_by_name', { query: 'the captain' })).matches.map((m: { id: string }) => m.id)).toEqual(['char_ines_varga']);
    expect((await s.call('memory_find_by_name', { query: 'ines', types: ['location_state'] })).matches).toEqual([]);
    const kw = await s.call('memory_keyword_search', { query: 'toll keeper' });
    expect(kw.results[0]).toMatchObject({ id: 'evt_1', scoreMode: 'keyword', degree: 1 });
    expect((await s.call('memory_keyword_search', { query: 'zeppelin' })).results).toEqual([]);
    const c = await s.call('memory_list_candidates', {});
    expect(c.candidates[0]).toMatchObject({ id: 'evt_1', floor: 9 });
    expect((await s.call('memory_list_candidates', { exclude_recent_messages: 2 })).candidates.map((x: { id: string }) => x.id)).not.toContain('evt_1');
    expect((await s.call('memory_list_candidates', { types: ['character_sheet'] })).candidates.map((x: { id: string }) => x.id).sort()).toEqual([
      'char_ines_varga',
      'char_sam',
    ]);
  });

  test('node_brief shows fields, floors, exposure and edges, and counts as recalled; edge_summary and expand_seeds go down hubs', async () => {
    const s = setup();
    await seed(s);
    for (let i = 0; i < 12; i++) {
      s.nextTurn([10 + i]);
      await s.call('memory_node_create', {
        type: 'event',
        title: `Day ${i} — e`,
        fields: { summary: `s${i}`, time: `Day ${i}` },
        links: [{ target_node_id: 'char_sam', relation: 'involves' }],
      });
    }
    await s.call('memory_compact_nodes', { type: 'event', child_ids: ['evt_1', 'evt_2'], summary: 'two days' });
    const b = await s.call('memory_node_brief', { node_id: 'char_sam' });
    expect(b.brief).toMatchObject({
      id: 'char_sam',
      floors: [4, 5],
      edgeSummary: { degree: 12, relations: [{ relation: 'involves', direction: 'incoming', count: 12 }] },
    });
    expect(b.brief.edgeSummary.sample_neighbors).toHaveLength(8);
    expect(s.recalled).toEqual(['char_sam']);
    expect(await s.call('memory_node_brief', { node_id: 'evt_99' })).toMatchObject({ ok: false, code: 'memory_node_not_found' });
    expect((await s.call('memory_edge_summary', { node_id: 'char_sam', limit: 2 })).sample_neighbors).toHaveLength(2);
    expect(await s.call('memory_edge_summary', { node_id: 'x' })).toMatchObject({ code: 'memory_node_not_found' });
    const ex = await s.call('memory_expand_seeds', { seed_ids: ['rollup_l1_01'] });
    expect(ex.nodes.map((n: { id: string }) => n.id)).toEqual(['evt_1', 'evt_2']);
    const two = await s.call('memory_expand_seeds', { seed_ids: ['rollup_l1_01'], hops: 2, limit: 100 });
    expect(two.nodes.map((n: { id: string }) => n.id)).toContain('char_sam');
    expect(await s.call('memory_expand_seeds', { seed_ids: ['nope'] })).toMatchObject({ code: 'memory_node_not_found' });
    const b2 = await s.call('memory_node_brief', { node_id: 'char_ines_varga' });
    expect(b2.brief.exposure).toBe(3);
    expect(b2.brief.edgeSummary).toEqual(expect.objectContaining({ degree: expect.any(Number) }));
  });

  test('memory_vector_search exists only with vectors, ranks by cosine, and reports a failing backend', async () => {
    expect(memoryTools(setup().access).map((t) => t.name)).toEqual(memoryToolNames(false));
    const index = new VectorIndex();
    let fail = false;
    const vec = (text: string) => [text.includes('boat') ? 1 : 0, text.includes('lock') ? 1 : 0, 0.1];
    const s = setup({
      vectors: {
        search: async (q, k, accept) => {
          if (fail) throw new Error('HTTP 500');
          return index.search(vec(q), k, accept);
        },
      },
    });
    expect([...s.tools.keys()]).toEqual(memoryToolNames(true));
    await seed(s);
    index.set('char_ines_varga', vec('boat'));
    index.set('loc_old_lock', vec('lock'));
    index.set('char_gone', vec('boat'));
    const r = await s.call('memory_vector_search', { query: 'the boat' });
    expect(r.results.map((x: { id: string }) => x.id)).toEqual(['char_ines_varga', 'loc_old_lock']);
    expect(r.results[0]).toMatchObject({ scoreMode: 'vector' });
    expect((await s.call('memory_vector_search', { query: 'boat', types: ['location_state'] })).results.map((x: { id: string }) => x.id)).toEqual([
      'loc_old_lock',
    ]);
    fail = true;
    expect(await s.call('memory_vector_search', { query: 'boat' })).toMatchObject({ ok: false, code: 'memory_vector_failed' });
  });

  test('read tools are marked read-only, write tools are not', () => {
    const s = setup();
    for (const [name, tool] of s.tools) expect([name, !!tool.readOnly]).toEqual([name, !/_(create|edit|delete|upsert|compact_nodes)$/.test(name)]);
  });
});

describe("the memory tools follow the graph's phase", () => {
  const offered = (s: ReturnType<typeof setup>) => [...s.tools.values()].filter((t) => t.offered?.() ?? true).map((t) => t.name);

  test('an empty graph: nothing to find, open, edit or unlink — create (and the schema and list) only', async () => {
    const s = setup();
    const now = offered(s);
    for (const n of [
      'memory_find_by_name',
      'memory_node_brief',
      'memory_keyword_search',
      'memory_node_edit',
      'memory_link_upsert',
      'memory_link_delete',
      'memory_node_delete',
      'memory_compaction_candidates',
      'memory_compact_nodes',
    ])
      expect(now).not.toContain(n);
    for (const n of ['memory_schema', 'memory_list_candidates', 'memory_node_create']) expect(now).toContain(n);
  });

  test("after a write: the readers, edit and link, and delete (for this turn's own mistake); unlink once an edge exists", async () => {
    const s = setup();
    await s.call('memory_node_create', { type: 'character_sheet', title: 'Ines Varga', fields: { summary: 'Boat captain.' } });
    let now = offered(s);
    for (const n of ['memory_find_by_name', 'memory_node_brief', 'memory_node_edit', 'memory_link_upsert', 'memory_node_delete']) expect(now).toContain(n);
    expect(now).not.toContain('memory_link_delete');
    // A new turn has written nothing yet: no delete.
    s.nextTurn([6, 7]);
    expect(offered(s)).not.toContain('memory_node_delete');
    await s.call('memory_node_create', {
      type: 'event',
      title: 'Day 1, dusk — Ines docks',
      fields: { summary: 'Ines docked.', time: 'Day 1, dusk' },
      links: [{ target_node_id: 'char_ines_varga', relation: 'involves' }],
    });
    now = offered(s);
    expect(now).toContain('memory_link_delete');
    expect(now).toContain('memory_node_delete');
  });

  test('compaction is offered only once a group is ready to roll up', async () => {
    const s = setup();
    expect(offered(s)).not.toContain('memory_compact_nodes');
    for (let i = 0; i < 15; i++) {
      s.nextTurn([i * 2, i * 2 + 1]);
      await s.call('memory_node_create', { type: 'event', title: `Day 1, hour ${i} — a watch`, fields: { summary: `Watch ${i}.`, time: 'Day 1' } });
    }
    s.nextTurn([40, 41]);
    const now = offered(s);
    expect(now).toContain('memory_compaction_candidates');
    expect(now).toContain('memory_compact_nodes');
    const { groups } = await s.call('memory_compaction_candidates', {});
    expect(groups.length).toBeGreaterThan(0);
  });
});
