// Deleting every Troupe database of this origin: SillyTavern's "clean up extension data" (its manifest
// `clean` hook, SillyTavern ≥ 1.17). Connections of this page and of other tabs close themselves when
// asked (see idb-store.ts); this page opens none again afterwards.
import type { StoreKind } from './changes.ts';
import { sealDatabases } from './idb-store.ts';

/** Every kind of database the storage layer opens (for browsers without indexedDB.databases()). */
const KINDS: readonly StoreKind[] = ['skills', 'profiles', 'settings', 'secrets', 'packages', 'quarantine', 'memory', 'workbench', 'traces'];

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`${name} could not be deleted.`));
    // onblocked: a connection that does not close when asked (an old tab); the deletion goes on as
    // soon as it is closed, and resolves then.
  });
}

/** Deletes every database named `<prefix>…`; resolves with their names once all are gone. */
export async function deleteTroupeDatabases(prefix = 'troupe-'): Promise<string[]> {
  sealDatabases("Troupe's data was deleted; reload the page.");
  const listed = typeof indexedDB.databases === 'function' ? (await indexedDB.databases()).map((d) => d.name ?? '') : KINDS.map((k) => `${prefix}${k}`);
  const names = [...new Set(listed.filter((n) => n.startsWith(prefix)))].sort();
  await Promise.all(names.map(deleteDatabase));
  return names;
}
