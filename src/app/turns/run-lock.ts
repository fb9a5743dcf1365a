// One run per chat at a time, across every tab of the origin: a Web Lock per chat when the browser
// has them (secure contexts: https, localhost), else a lock held in this tab only (plain-HTTP LAN
// pages have no navigator.locks; there two tabs can still both run).

export type Release = () => void;

export interface RunLocks {
  /** The chat's lock, or null when a run holds it already (here or in another tab). */
  tryAcquire(chatId: string): Promise<Release | null>;
  /** True when the lock reaches other tabs. */
  readonly acrossTabs: boolean;
}

interface LockManagerLike {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void> | void): Promise<unknown>;
}

export function tabRunLocks(): RunLocks {
  const held = new Set<string>();
  return {
    acrossTabs: false,
    async tryAcquire(chatId) {
      if (held.has(chatId)) return null;
      held.add(chatId);
      let done = false;
      return () => {
        if (!done) held.delete(chatId);
        done = true;
      };
    },
  };
}

export function webRunLocks(locks: LockManagerLike): RunLocks {
  return {
    acrossTabs: true,
    tryAcquire(chatId) {
      return new Promise<Release | null>((resolve, reject) => {
        locks
          .request(`troupe-run:${chatId}`, { ifAvailable: true }, (lock) => {
            if (!lock) return resolve(null);
            // Held until the run releases it (or the tab goes away).
            return new Promise<void>((release) => resolve(() => release()));
          })
          .catch(reject);
      });
    },
  };
}

/** Web Locks where the page has them, else this tab only. */
export function defaultRunLocks(): RunLocks {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? webRunLocks(locks) : tabRunLocks();
}
