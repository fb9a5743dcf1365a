// Records that failed their checks are moved here, unchanged, with the reason: the database
// `<prefix>quarantine`. Nothing here is ever overwritten or deleted by Troupe; the user sees the
// entries in the "Storage problems" notice and can export them. Secrets never come here (their
// store keeps them; see SecretStore.getSecret).

import { callerKeys, type Migration, openStore, type OpenOptions, type Store } from './db.ts';

export const QUARANTINE_MIGRATIONS: Migration[] = [() => {}]; // v1: one entry per put-aside record

export interface QuarantineEntry {
  id: string;
  /** The database the record came from, e.g. `troupe-skills`. */
  db: string;
  /** Its key there, e.g. `character` or `chat:abc` (NUL shown as `\0`). */
  key: string;
  /** What was wrong with it, in words. */
  reason: string;
  /** The record exactly as it was stored. */
  raw: unknown;
  at: number;
  /**
   * What the user is told was done instead: `text` in English (e.g. "The chat list was rebuilt from
   * 3 stored chats."), `code` and `params` for the UI's own translation.
   */
  notice?: QuarantineNotice;
  /** A repair the app can offer for it (e.g. `rebuild-chat-index`). */
  repair?: string;
  /** Set when the user dismissed it from the notice; the entry itself stays. */
  acknowledgedAt?: number;
  /** Same db, key and content: the same damage seen again is not stored twice. */
  fingerprint: string;
}

export interface QuarantineNotice {
  code: string;
  params?: Record<string, string | number>;
  text: string;
}

export type NewQuarantineEntry = Pick<QuarantineEntry, 'db' | 'key' | 'reason' | 'raw'> & Partial<Pick<QuarantineEntry, 'notice' | 'repair'>>;

/** A cheap content fingerprint (FNV-1a over the JSON text; values JSON cannot show count by their type). */
export function fingerprintOf(value: unknown): string {
  let text: string;
  try {
    text =
      JSON.stringify(value, (_k, v) =>
        typeof v === 'bigint' ? `${v}n` : v instanceof Uint8Array ? `bytes:${v.byteLength}:${Array.from(v.subarray(0, 64)).join(',')}` : v,
      ) ?? String(value);
  } catch {
    text = `unserializable:${Object.prototype.toString.call(value)}`;
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length.toString(36)}-${h.toString(36)}`;
}

const visibleKey = (key: string) => key.replace(/\0/g, '\\0');

export class Quarantine {
  constructor(readonly store: Store) {}

  /** Puts a record aside. The same record seen again returns the entry already stored. */
  add(entry: NewQuarantineEntry): Promise<QuarantineEntry> {
    const key = visibleKey(entry.key);
    const fingerprint = `${entry.db}\0${key}\0${fingerprintOf(entry.raw)}`;
    return this.store.write(async (tx) => {
      const all = await tx.getAll<QuarantineEntry>(callerKeys());
      const known = all.find((e) => e.fingerprint === fingerprint);
      if (known) return known;
      const at = Date.now();
      const id = `${at.toString(36).padStart(9, '0')}-${Math.random().toString(36).slice(2, 8)}`;
      const stored: QuarantineEntry = { ...entry, key, id, at, fingerprint };
      tx.put(id, stored);
      return stored;
    });
  }

  /** Every entry, oldest first. */
  list(): Promise<QuarantineEntry[]> {
    return this.store.read((tx) => tx.getAll<QuarantineEntry>(callerKeys()));
  }

  /** Marks entries as seen (they leave the notice, not the store). */
  acknowledge(ids: readonly string[]): Promise<void> {
    const at = Date.now();
    return this.store.write(async (tx) => {
      for (const id of ids) {
        const e = await tx.get<QuarantineEntry>(id);
        if (e && !e.acknowledgedAt) tx.put(id, { ...e, acknowledgedAt: at });
      }
    });
  }
}

export const openQuarantine = (options?: OpenOptions) => new Quarantine(openStore('quarantine', QUARANTINE_MIGRATIONS, options));
