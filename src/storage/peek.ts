// One record read as it is stored, without opening the storage layer (no migrations, no checks):
// what SillyTavern's boot module uses to read the settings record before the app is loaded. The
// database is opened the way idb-keyval opens it (creating its one object store when it is new), so
// the storage layer opens the same database later without an upgrade.

import { get, type UseStore } from 'idb-keyval';
import { createStore } from './idb-store.ts';
import type { StoreKind } from './changes.ts';

const stores = new Map<string, UseStore>();

/** The raw value of `key` in the `<prefix><kind>` database, or undefined. Never writes. */
export function peekRecord(kind: StoreKind, key: string, prefix = 'troupe-'): Promise<unknown> {
  const name = `${prefix}${kind}`;
  let store = stores.get(name);
  if (!store) stores.set(name, (store = createStore(name, 'keyval')));
  return get(key, store);
}
