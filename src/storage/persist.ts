// Asking the browser to keep our data under storage pressure. Asked once ever: the answer is
// remembered in settings. Feature-detected (plain-HTTP pages have no navigator.storage); never throws.

import type { RecordStore } from './records.ts';

export type Persistence = 'granted' | 'denied' | 'unsupported';

/** The settings record that remembers the answer. */
export const PERSISTENCE_SETTING = 'storage.persistence';
interface Answer {
  granted: boolean;
  askedAt: number;
}

type StorageManagerLike = Pick<StorageManager, 'persist'> & Partial<Pick<StorageManager, 'persisted'>>;

function storageManager(): StorageManagerLike | undefined {
  const nav = (globalThis as { navigator?: { storage?: Partial<StorageManager> } }).navigator;
  const sm = nav?.storage;
  return sm && typeof sm.persist === 'function' ? (sm as StorageManagerLike) : undefined;
}

const inFlight = new WeakMap<RecordStore, Promise<Persistence>>();

async function ask(settings: RecordStore): Promise<Persistence> {
  const sm = storageManager();
  if (!sm) return 'unsupported';
  try {
    const known = await settings.get<Answer>(PERSISTENCE_SETTING);
    if (known) return known.granted ? 'granted' : 'denied';
  } catch {
    // Settings unreadable: still ask, the answer just may not be remembered.
  }
  let granted: boolean;
  try {
    granted = (typeof sm.persisted === 'function' && (await sm.persisted())) || (await sm.persist());
  } catch {
    return 'unsupported';
  }
  try {
    await settings.set<Answer>(PERSISTENCE_SETTING, { granted: Boolean(granted), askedAt: Date.now() });
  } catch {
    // Not remembered; the browser keeps its own decision anyway.
  }
  return granted ? 'granted' : 'denied';
}

/**
 * Requests persistent storage the first time it is called (per browser profile and origin) and
 * remembers the answer; later calls return the remembered answer without asking again.
 */
export function requestPersistence(settings: RecordStore): Promise<Persistence> {
  let p = inFlight.get(settings);
  if (!p) {
    p = ask(settings).catch((): Persistence => 'unsupported');
    inFlight.set(settings, p);
  }
  return p;
}
