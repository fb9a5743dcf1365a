// Reading a database as it is, past its checks and migrations: what "Export raw records" saves when a
// record was put aside or a whole database cannot be used (a newer schema, a damaged version record).

import { entries } from 'idb-keyval';
import { createStore } from './idb-store.ts';
import { StorageError } from './errors.ts';

/** Every record of `dbName` as stored. The secrets database is never read this way. */
export async function readRawRecords(dbName: string): Promise<{ key: string; value: unknown }[]> {
  if (/secrets$/.test(dbName)) throw new StorageError('invalid', `The secrets database "${dbName}" is never exported.`);
  const rows = await entries<IDBValidKey, unknown>(createStore(dbName, 'keyval'));
  return rows.map(([key, value]) => ({ key: String(key).replace(/\0/g, '\\0'), value }));
}
