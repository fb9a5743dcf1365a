import { describe, expect, test } from 'vitest';
import { MemoryGraph } from './graph.ts';
import { entryHash, nodeContent, nodeFromEntry, nodeKeys, planLoreSync, renderEntry, type LoreBookEntry } from './lore-sync.ts';
import { nodeKey, type MemoryNode } from './model.ts';

const node = (id: string, type: string, name: string, fields: Record<string, string>, alwaysInject = false): MemoryNode => ({
  id,
  type,
  name,
  fields,
  tags: [],
  alwaysInject,
  level: 0,
  sources: [],
  createdAt: 1,
  updatedAt: 1,
});

function graph(...nodes: MemoryNode[]) {
  const g = new MemoryGraph();
  for (const n of nodes) g.put(nodeKey(n.id), n);
  return g;
}

const mara = node('char_mara', 'character_sheet', 'Mara', {
  summary: 'A smuggler with a debt.',
  aliases: 'The Fox; Captain Vell',
  goal: 'Pay off Orlen',
  source_floors: '3-4',
});
const docks = node('loc_docks', 'location_state', 'The Docks', { summary: 'The harbour quarter.', state: 'Burned on day 2' });
const event = node('evt_1', 'event', 'Day 1 — the fire', { summary: 'The docks burned.', time: 'Day 1' });
const oath = node('evt_2', 'event', 'The oath', { summary: 'Mara swore to return.', time: 'Day 1' }, true);
const choice = { types: ['character_sheet', 'location_state'], alwaysInject: true };

/** The entries a plan's writes leave in a book (what a host would store). */
function apply(entries: LoreBookEntry[], plan: ReturnType<typeof planLoreSync>): LoreBookEntry[] {
  const out = entries.filter((e) => !plan.remove.includes(e.uid)).map((e) => ({ ...e }));
  let next = Math.max(-1, ...out.map((e) => e.uid)) + 1;
  for (const p of plan.put) {
    const e: LoreBookEntry = {
      uid: p.uid ?? next++,
      keys: p.keys,
      content: p.content,
      comment: p.comment,
      constant: p.constant,
      ...(p.mark ? { mark: p.mark } : {}),
    };
    const i = out.findIndex((x) => x.uid === e.uid);
    if (i >= 0) out[i] = e;
    else out.push(e);
  }
  return out;
}

describe('a node as a lorebook entry', () => {
  test('keys are the name and aliases; content is the fields, one line each, name fields and bookkeeping left out', () => {
    const g = graph(mara);
    expect(nodeKeys(mara, g.typeSpec('character_sheet'))).toEqual(['Mara', 'The Fox', 'Captain Vell']);
    expect(nodeContent(mara, g.typeSpec('character_sheet'))).toBe('Summary: A smuggler with a debt.\nGoal: Pay off Orlen');
    const e = renderEntry('chat-1', mara, g.typeSpec('character_sheet'));
    expect(e).toMatchObject({ comment: 'Mara', constant: false, mark: { chat: 'chat-1', node: 'char_mara', hash: entryHash(e) } });
    expect(renderEntry('chat-1', oath, g.typeSpec('event')).constant).toBe(true);
  });

  test('the hash changes with the keys and with the content', () => {
    const h = entryHash({ keys: ['Mara'], content: 'Summary: x' });
    expect(entryHash({ keys: ['Mara', 'Fox'], content: 'Summary: x' })).not.toBe(h);
    expect(entryHash({ keys: ['Mara'], content: 'Summary: y' })).not.toBe(h);
    expect(entryHash({ keys: ['Mara'], content: 'Summary: x' })).toBe(h);
  });

  test('read back: keys → name and aliases, labelled lines → fields, loose text → the required field', () => {
    const spec = graph().typeSpec('character_sheet');
    const back = nodeFromEntry({ keys: ['Mara', 'The Fox', 'Captain Vell'], content: nodeContent(mara, spec) }, spec);
    expect(back).toEqual({ name: 'Mara', fields: { aliases: 'The Fox; Captain Vell', summary: 'A smuggler with a debt.', goal: 'Pay off Orlen' } });
    expect(
      nodeFromEntry(
        { keys: ['Orlen'], content: 'A moneylender.\nHe never forgets.\nStatus: owed by Mara\n  and by half the docks', title: 'Orlen the Grey' },
        spec,
      ),
    ).toEqual({
      name: 'Orlen the Grey',
      fields: { aliases: 'Orlen', summary: 'A moneylender. He never forgets.', status: 'owed by Mara and by half the docks' },
    });
  });
});

describe('planLoreSync', () => {
  test('a new entry per synced node (chosen types and always-injected ones), none for the rest', () => {
    const plan = planLoreSync('c', graph(mara, docks, event, oath), choice, []);
    expect(plan.put.map((p) => [p.mark!.node, p.comment, p.constant, p.uid])).toEqual([
      ['char_mara', 'Mara', false, undefined],
      ['evt_2', 'The oath', true, undefined],
      ['loc_docks', 'The Docks', false, undefined],
    ]);
    expect(plan.put.map((p) => p.mark!.node).sort()).toEqual(['char_mara', 'evt_2', 'loc_docks']);
    expect(plan.remove).toEqual([]);
    expect(plan.conflicts).toEqual([]);
    expect(planLoreSync('c', graph(mara, oath), { types: ['character_sheet'], alwaysInject: false }, []).put.map((p) => p.mark!.node)).toEqual(['char_mara']);
  });

  test('in step: nothing to write; a graph edit updates the entry in place', () => {
    const g = graph(mara);
    const book = apply([], planLoreSync('c', g, choice, []));
    expect(planLoreSync('c', g, choice, book)).toEqual({ put: [], remove: [], conflicts: [] });
    g.put(nodeKey('char_mara'), { ...mara, fields: { ...mara.fields, goal: 'Find her brother' } });
    const plan = planLoreSync('c', g, choice, book);
    expect(plan.put).toHaveLength(1);
    expect(plan.put[0]).toMatchObject({ uid: book[0]!.uid, content: 'Summary: A smuggler with a debt.\nGoal: Find her brother' });
    expect(plan.conflicts).toEqual([]);
  });

  test('a hand-edited entry is never overwritten: the conflict carries both texts', () => {
    const g = graph(mara);
    const book = apply([], planLoreSync('c', g, choice, []));
    book[0] = { ...book[0]!, content: 'Summary: A smuggler who owes nobody now.' };
    g.put(nodeKey('char_mara'), { ...mara, fields: { ...mara.fields, goal: 'Find her brother' } });
    const plan = planLoreSync('c', g, choice, book);
    expect(plan.put).toEqual([]);
    expect(plan.conflicts).toEqual([
      {
        kind: 'edited',
        uid: book[0]!.uid,
        node: 'char_mara',
        name: 'Mara',
        entry: { keys: ['Mara', 'The Fox', 'Captain Vell'], content: 'Summary: A smuggler who owes nobody now.' },
        graph: { keys: ['Mara', 'The Fox', 'Captain Vell'], content: 'Summary: A smuggler with a debt.\nGoal: Find her brother' },
      },
    ]);
    // A hand edit of the keys is one too.
    const keyed = apply([], planLoreSync('c', graph(mara), choice, []));
    keyed[0] = { ...keyed[0]!, keys: ['Mara'] };
    expect(planLoreSync('c', graph(mara), choice, keyed).conflicts.map((c) => c.kind)).toEqual(['edited']);
  });

  test('an entry the user made the same as the graph is Troupe’s again (its mark follows), not a conflict', () => {
    const g = graph(mara);
    const book = apply([], planLoreSync('c', g, choice, []));
    book[0] = { ...book[0]!, content: 'edited' };
    g.put(nodeKey('char_mara'), { ...mara, fields: { ...mara.fields, goal: 'x' } });
    const want = renderEntry('c', g.nodes.get('char_mara')!, g.typeSpec('character_sheet'));
    book[0] = { ...book[0]!, content: want.content };
    const plan = planLoreSync('c', g, choice, book);
    expect(plan.conflicts).toEqual([]);
    expect(plan.put).toEqual([{ ...want, uid: book[0]!.uid }]);
  });

  test('a deleted or no longer synced node: its untouched entry goes, an edited one is a conflict', () => {
    const g = graph(mara, docks);
    let book = apply([], planLoreSync('c', g, choice, []));
    g.put(nodeKey('loc_docks'), null);
    let plan = planLoreSync('c', g, choice, book);
    expect(plan.remove).toEqual([book.find((e) => e.mark?.node === 'loc_docks')!.uid]);
    book = apply(book, plan);
    expect(book.map((e) => e.comment)).toEqual(['Mara']);
    book[0] = { ...book[0]!, content: 'hand written' };
    plan = planLoreSync('c', g, { types: ['location_state'], alwaysInject: false }, book);
    expect(plan.remove).toEqual([]);
    expect(plan.conflicts).toMatchObject([{ kind: 'orphaned', node: 'char_mara', name: 'Mara', graph: null }]);
  });

  test('entries without a mark, or with another chat’s, are left alone', () => {
    const g = graph(mara);
    const other = apply([], planLoreSync('other-chat', g, choice, []));
    const own: LoreBookEntry = { uid: 7, keys: ['Mara'], content: 'The user’s own entry', comment: '', constant: false };
    const plan = planLoreSync('c', g, choice, [...other, own]);
    expect(plan.remove).toEqual([]);
    expect(plan.conflicts).toEqual([]);
    expect(plan.put.map((p) => p.uid)).toEqual([undefined]);
  });
});
