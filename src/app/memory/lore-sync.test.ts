// Canon in lorebooks on the standalone page: a chat's graph kept in a page lorebook (real IndexedDB
// through fake-indexeddb, the page's own host and store), a graph edit following into the entry, a hand
// edit (a re-imported world file) kept and reported, both ways of settling it, a reload reading the
// entries back, and a world's entries imported as nodes.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import { disposeHosts, freshPrefix, openHost } from '../../hosts/standalone/testing.ts';
import type { StandaloneHost } from '../../hosts/standalone/host-types.ts';
import type { Host } from '../../ports/host.ts';
import { openMemoryRepository } from '../../storage/memory.ts';
import { openSecrets } from '../../storage/secrets.ts';
import { openSettings } from '../../storage/records.ts';
import { MEMORY_CHECKS, MemoryService } from './memory-service.ts';

afterEach(disposeHosts);

async function page(prefix: string) {
  const { host } = await openHost(prefix);
  const svc = new MemoryService({
    repo: openMemoryRepository(MEMORY_CHECKS, { prefix }),
    settings: openSettings({ prefix }),
    secrets: openSecrets({ prefix }),
    host: host as unknown as Host,
  });
  await svc.load();
  const off = svc.attach();
  const actions = await svc.viewer();
  await svc.idle();
  return { host, svc, actions, off };
}

const book = (host: StandaloneHost, name: string) => host.lorebooks.value.find((b) => b.name === name);

/** The page's World Info export of a book, as a user would edit and import it again. */
function worldFile(host: StandaloneHost, name: string, edit: (e: Record<string, unknown>) => void) {
  const entries: Record<string, Record<string, unknown>> = {};
  for (const e of book(host, name)!.entries) {
    const raw: Record<string, unknown> = {
      uid: e.uid,
      key: e.keys,
      keysecondary: e.secondaryKeys,
      comment: e.comment,
      content: e.content,
      constant: e.constant,
      disable: !e.enabled,
      order: e.order,
      ...e.extra,
    };
    edit(raw);
    entries[String(e.uid)] = raw;
  }
  return JSON.stringify({ entries });
}

describe('canon in the page’s lorebooks', () => {
  test('sync, graph edit, hand edit kept as a conflict, both settlings, reload, import', async () => {
    const prefix = freshPrefix();
    const { host, svc, actions } = await page(prefix);
    expect(svc.lore.available).toBe(true);
    expect(svc.lore.chatBooks).toBe(false);
    expect(await svc.lore.update({ target: 'chat' })).toMatchObject({ ok: false });
    expect(await svc.lore.update({ target: 'book', book: 'Canon', types: ['character_sheet'], alwaysInject: true })).toEqual({ ok: true });

    // A character sheet and an always-injected location get entries; an event does not.
    const mara = await actions.create({ type: 'character_sheet', name: 'Mara', fields: { summary: 'A smuggler.', aliases: 'The Fox', goal: 'Pay Orlen' } });
    const docks = await actions.create({ type: 'location_state', name: 'The Docks', fields: { summary: 'The harbour quarter.' } });
    await actions.create({ type: 'event', name: 'Day 1 — the fire', fields: { summary: 'The docks burned.', time: 'Day 1' } });
    await actions.edit(docks.id!, { alwaysInject: true });
    await svc.idle();
    let entries = book(host, 'Canon')!.entries;
    expect(entries.map((e) => [e.comment, e.keys, e.content, e.constant])).toEqual([
      ['Mara', ['Mara', 'The Fox'], 'Summary: A smuggler.\nGoal: Pay Orlen', false],
      ['The Docks', ['The Docks'], 'Summary: The harbour quarter.', true],
    ]);
    expect(entries[0]!.extra.troupe).toMatchObject({ node: mara.id });
    expect(svc.lore.state.value).toMatchObject({ book: 'Canon', written: 0, removed: 0 });

    // A graph edit updates the entry in place.
    await actions.edit(mara.id!, { fields: { summary: 'A smuggler.', aliases: 'The Fox', goal: 'Find her brother' } });
    await svc.idle();
    entries = book(host, 'Canon')!.entries;
    expect(entries[0]).toMatchObject({ uid: 0, content: 'Summary: A smuggler.\nGoal: Find her brother' });

    // A hand edit (the world file edited and imported again) is kept through the next graph edit, as a conflict.
    const edited = 'Summary: A smuggler who paid her debts.\nGoal: Find her brother\nStatus: free';
    expect(
      await host.importLorebook(
        'Canon.json',
        worldFile(host, 'Canon', (e) => e.uid === 0 && (e.content = edited)),
      ),
    ).toMatchObject({ ok: true });
    await actions.edit(mara.id!, { fields: { summary: 'A smuggler in debt.', aliases: 'The Fox', goal: 'Find her brother' } });
    await svc.idle();
    expect(book(host, 'Canon')!.entries[0]!.content).toBe(edited);
    expect(svc.lore.conflicts.value).toMatchObject([
      { kind: 'edited', node: mara.id, entry: { content: edited }, graph: { content: 'Summary: A smuggler in debt.\nGoal: Find her brother' } },
    ]);

    // Keep the lorebook: the node takes the entry's fields; the entry is Troupe's again and in step.
    expect(await svc.lore.resolve(0, 'lorebook')).toEqual({ ok: true });
    await svc.idle();
    expect(actions.detail(mara.id!)!.node.fields).toMatchObject({
      summary: 'A smuggler who paid her debts.',
      goal: 'Find her brother',
      status: 'free',
      aliases: 'The Fox',
    });
    expect(svc.lore.conflicts.value).toEqual([]);
    expect(book(host, 'Canon')!.entries[0]!.content).toBe(edited);

    // Keep the graph: the entry is written from the node again.
    await host.importLorebook(
      'Canon.json',
      worldFile(host, 'Canon', (e) => e.uid === 1 && (e.content = 'Hand written.')),
    );
    await svc.lore.sync();
    expect(svc.lore.conflicts.value).toMatchObject([{ uid: 1, node: docks.id }]);
    expect(await svc.lore.resolve(1, 'graph')).toEqual({ ok: true });
    await svc.idle();
    expect(book(host, 'Canon')!.entries[1]!.content).toBe('Summary: The harbour quarter.');
    expect(svc.lore.conflicts.value).toEqual([]);

    // A deleted node's untouched entry goes with it.
    await actions.remove(docks.id!);
    await svc.idle();
    expect(book(host, 'Canon')!.entries.map((e) => e.comment)).toEqual(['Mara']);

    // A reload reads the book and the chat's choice back.
    const again = await page(prefix);
    expect(again.svc.lore.settings.value).toMatchObject({ target: 'book', book: 'Canon' });
    expect(book(again.host, 'Canon')!.entries[0]).toMatchObject({ content: edited, extra: { troupe: { node: mara.id } } });

    // Import: a world's entries become nodes (keys → name and aliases, lines → fields).
    const world = JSON.stringify({
      entries: {
        0: { uid: 0, key: ['Orlen', 'the Grey'], comment: 'Orlen', content: 'A moneylender.\nGoal: Collect from Mara' },
        1: { uid: 1, key: [], comment: '', content: 'no keys, no title: skipped' },
      },
    });
    expect(await again.host.importLorebook('Old world.json', world)).toMatchObject({ ok: true });
    expect(await again.svc.lore.bookNames()).toEqual(expect.arrayContaining(['Canon', 'Old world']));
    expect(await again.svc.lore.importBook('Old world', 'character_sheet')).toEqual({ ok: true, nodes: 1 });
    await again.svc.idle();
    const orlen = again.actions.rows({ type: 'character_sheet' }).find((r) => r.name === 'Orlen')!;
    expect(again.actions.detail(orlen.id)!.node.fields).toEqual({ summary: 'A moneylender.', aliases: 'the Grey', goal: 'Collect from Mara' });
    // …and, being a synced type, Orlen gets an entry in the chat's book.
    expect(book(again.host, 'Canon')!.entries.map((e) => e.comment)).toEqual(['Mara', 'Orlen']);
  });
});
