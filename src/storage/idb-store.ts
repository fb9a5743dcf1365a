// idb-keyval's createStore (one database, one object store, opened lazily), with two additions:
// - a connection closes itself when another one asks to delete or upgrade its database
//   (`versionchange`), so deleting Troupe's databases — SillyTavern's "clean up extension data" —
//   is never blocked by this page or another tab; the next operation opens the database again;
// - once the databases were deleted for good (`sealDatabases`), nothing opens them again in this
//   page, so the page cannot recreate an empty database before SillyTavern reloads it.
import type { UseStore } from 'idb-keyval';

let sealed: string | null = null;

/** From now on every operation on a Troupe database in this page fails with `reason`. */
export function sealDatabases(reason: string): void {
  sealed = reason;
}

function promisify<T>(request: IDBRequest<T> | IDBTransaction): Promise<T> {
  return new Promise((resolve, reject) => {
    // @ts-expect-error — one handler for requests and transactions, as idb-keyval does
    request.oncomplete = request.onsuccess = () => resolve((request as IDBRequest<T>).result);
    // @ts-expect-error — as above
    request.onabort = request.onerror = () => reject((request as IDBRequest<T>).error);
  });
}

export function createStore(dbName: string, storeName: string): UseStore {
  let dbp: Promise<IDBDatabase> | undefined;
  const getDB = () => {
    if (sealed !== null) return Promise.reject(new DOMException(sealed, 'InvalidStateError'));
    if (dbp) return dbp;
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisify(request);
    dbp = opened;
    opened.then(
      (db) => {
        // Safari sometimes closes a connection by itself; it says so with this event.
        db.onclose = () => {
          if (dbp === opened) dbp = undefined;
        };
        db.onversionchange = () => {
          db.close();
          if (dbp === opened) dbp = undefined;
        };
      },
      () => {
        if (dbp === opened) dbp = undefined;
      },
    );
    return opened;
  };
  return (txMode, callback) => getDB().then((db) => callback(db.transaction(storeName, txMode).objectStore(storeName)));
}
