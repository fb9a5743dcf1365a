// One idb-keyval database per kind of data, with a schema version and ordered migrations.
// Every read or write is one IndexedDB transaction; a write that throws part-way is aborted, so
// what was stored before stays exactly as it was.

import type { UseStore } from 'idb-keyval';
import { createStore } from './idb-store.ts';
import { announce, type StoreKind } from './changes.ts';
import { MESSAGES, StorageError, toStorageError } from './errors.ts';

export type { StoreKind } from './changes.ts';

/**
 * Moves the records of a store from one schema version to the next. It receives every record
 * (internal index records included, the meta record excluded) and edits the map in place; it
 * must be synchronous. Every record left in the map is written back.
 */
export type Migration = (records: Map<string, unknown>) => void;

/** Keys starting with NUL belong to the storage layer (meta, indexes), never to callers. */
export const INTERNAL = '\u0000';
export const META_KEY = `${INTERNAL}meta`;
/** Every caller key (all keys that do not start with NUL). */
export const callerKeys = (): IDBKeyRange => IDBKeyRange.lowerBound('\u0001');
/** Every key that starts with `prefix`. */
export const prefixed = (prefix: string): IDBKeyRange => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

export interface Meta {
  version: number;
}

/** The promise-based view of one transaction that store code works with. */
export interface Tx {
  get<T = unknown>(key: string): Promise<T | undefined>;
  getAll<T = unknown>(range: IDBKeyRange): Promise<T[]>;
  keys(range: IDBKeyRange): Promise<string[]>;
  /** Queues a put; a value that cannot be stored throws here and aborts the whole transaction. */
  put(key: string, value: unknown): void;
  del(key: string): void;
}

export interface Store {
  readonly kind: StoreKind;
  readonly dbName: string;
  readonly prefix: string;
  /** The schema version this code writes (the number of migrations). */
  readonly version: number;
  read<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T>;
  /**
   * Runs `fn` in one readwrite transaction and resolves once it committed. `fn` may await only
   * the Tx's own requests (anything else lets the transaction commit early). If `fn` throws, the
   * transaction is aborted and nothing it queued is kept. Listeners hear about the written keys.
   */
  write<T>(fn: (tx: Tx) => Promise<T> | T): Promise<T>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    const aborted = () => new DOMException('The transaction was aborted.', 'AbortError');
    tx.onerror = (e) => reject((e.target as IDBRequest | null)?.error ?? tx.error ?? aborted());
    tx.onabort = () => reject(tx.error ?? aborted());
  });
}

function wrap(os: IDBObjectStore, touched: Set<string>): Tx {
  return {
    get: (key) => request(os.get(key)),
    getAll: (range) => request(os.getAll(range)),
    keys: (range) => request(os.getAllKeys(range)) as Promise<string[]>,
    put(key, value) {
      os.put(value, key);
      touched.add(key);
    },
    del(key) {
      os.delete(key);
      touched.add(key);
    },
  };
}

/** Runs `fn` on the object store inside the transaction; aborts and rethrows if it fails. */
async function inTransaction<T>(os: IDBObjectStore, fn: (os: IDBObjectStore) => Promise<T> | T): Promise<T> {
  const tx = os.transaction;
  const done = committed(tx);
  try {
    const result = await fn(os);
    await done;
    return result;
  } catch (err) {
    done.catch(() => {});
    try {
      tx.abort();
    } catch {
      // Already aborted or finished.
    }
    throw err;
  }
}

async function migrate(use: UseStore, dbName: string, migrations: Migration[]): Promise<void> {
  await use('readwrite', (os) =>
    inTransaction(os, async () => {
      const meta = await request<Meta | undefined>(os.get(META_KEY));
      const from = meta === undefined ? 0 : meta.version;
      if (!Number.isInteger(from) || from < 0) {
        throw new StorageError('failed', MESSAGES.badMeta(dbName, JSON.stringify(meta)), { db: dbName });
      }
      if (from > migrations.length) {
        throw new StorageError('version-too-new', MESSAGES.tooNew(dbName, from, migrations.length), { db: dbName });
      }
      if (from === migrations.length) return;
      const all = (await request(os.getAllKeys())) as string[];
      const values = await request(os.getAll());
      const records = new Map<string, unknown>();
      all.forEach((k, i) => k !== META_KEY && records.set(k, values[i]));
      const keys = [...records.keys()];
      for (const m of migrations.slice(from)) m(records);
      if (records.has(META_KEY)) throw new Error('A migration may not write the meta record.');
      for (const k of keys) if (!records.has(k)) os.delete(k);
      for (const [k, v] of records) os.put(v, k);
      os.put({ version: migrations.length } satisfies Meta, META_KEY);
    }),
  );
}

export interface OpenOptions {
  /** Database names are `<prefix><kind>`; tests use their own prefix. */
  prefix?: string;
}

/**
 * Opens (lazily) the database `<prefix><kind>` holding one idb-keyval object store. Before the
 * first operation the pending migrations run, once, in one readwrite transaction with the meta
 * record. A database whose version is newer than `migrations.length` is refused and left alone.
 */
export function openStore(kind: StoreKind, migrations: Migration[], options: OpenOptions = {}): Store {
  const prefix = options.prefix ?? 'troupe-';
  const dbName = `${prefix}${kind}`;
  const use = createStore(dbName, 'keyval');
  let ready: Promise<void> | undefined;
  const migrated = () =>
    (ready ??= migrate(use, dbName, migrations).catch((err) => {
      ready = undefined; // try again next time (a too-new database fails again, untouched)
      throw toStorageError(err, `the ${kind} database`, true);
    }));

  return {
    kind,
    dbName,
    prefix,
    version: migrations.length,
    async read(fn) {
      await migrated();
      try {
        return await use('readonly', (os) => inTransaction(os, (o) => fn(wrap(o, new Set()))));
      } catch (err) {
        throw toStorageError(err, kind, false);
      }
    },
    async write(fn) {
      await migrated();
      const touched = new Set<string>();
      let result;
      try {
        result = await use('readwrite', (os) => inTransaction(os, (o) => fn(wrap(o, touched))));
      } catch (err) {
        throw toStorageError(err, kind, true);
      }
      const keys = [...touched].filter((k) => !k.startsWith(INTERNAL));
      if (keys.length) announce(prefix, kind, keys);
      return result;
    },
  };
}
