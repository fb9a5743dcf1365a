// SillyTavern's "clean up extension data" (manifest hook `clean`): every Troupe database goes, even
// while this page (and another tab) hold them open; afterwards this page opens none again.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { deleteTroupeDatabases } from './clean.ts';
import { openStore } from './db.ts';
import { createStore } from './idb-store.ts';
import { peekRecord } from './peek.ts';

const names = async () => (await indexedDB.databases()).map((d) => d.name).sort();

test('deletes every troupe-* database while connections are open, leaves others, and opens none again', async () => {
  const settings = openStore('settings', [() => {}]);
  await settings.write((tx) => tx.put('app', { enabled: true }));
  await openStore('memory', [() => {}]).read((tx) => tx.get('x'));
  expect(await peekRecord('settings', 'app')).toEqual({ enabled: true });
  // "Another tab": a second connection to the same database, held open.
  const other = createStore('troupe-settings', 'keyval');
  await other('readonly', (s) => s.count());
  // Someone else's database on the same origin.
  const foreign = createStore('keyval-store', 'keyval');
  await foreign('readwrite', (s) => s.put(1, 'k'));
  expect(await names()).toEqual(['keyval-store', 'troupe-memory', 'troupe-settings']);

  expect(await deleteTroupeDatabases()).toEqual(['troupe-memory', 'troupe-settings']);
  expect(await names()).toEqual(['keyval-store']);
  // Nothing in this page recreates them before SillyTavern reloads it.
  await expect(settings.read((tx) => tx.get('app'))).rejects.toThrow(/deleted/);
  await expect(peekRecord('settings', 'app')).rejects.toThrow(/deleted/);
  expect(await names()).toEqual(['keyval-store']);
});
