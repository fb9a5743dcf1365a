// Small named records: settings (one record per name) and profiles (one document per mode).
// Values are whatever the caller stores; a caller-supplied parser checks them on the way in and out.

import { callerKeys, type Migration, openStore, type OpenOptions, type Store } from './db.ts';
import { StorageError } from './errors.ts';

/** Checks and normalizes a stored value (e.g. a zod schema's `parse`); throws on bad input. */
export type Parse<T> = (raw: unknown) => T;

export const SETTINGS_MIGRATIONS: Migration[] = [() => {}]; // v1: one record per setting name
export const PROFILE_MIGRATIONS: Migration[] = [() => {}]; // v1: one document per mode

function checkName(name: string, what: string): void {
  if (typeof name !== 'string' || name === '' || name.includes('\0')) {
    throw new StorageError('invalid', `${what} name ${JSON.stringify(name)} cannot be stored (empty or contains NUL).`);
  }
}

export class RecordStore {
  constructor(
    readonly store: Store,
    /** Names records in messages, e.g. "setting" or "profile". */
    private readonly what: string,
  ) {}

  private check<T>(name: string, raw: unknown, parse: Parse<T> | undefined): T {
    if (!parse) return raw as T;
    try {
      return parse(raw);
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      throw new StorageError('invalid', `${this.what} "${name}" is not valid: ${detail}`, { cause: err });
    }
  }

  /** The stored value (checked by `parse` when given), or undefined. */
  async get<T>(name: string, parse?: Parse<T>): Promise<T | undefined> {
    const raw = await this.store.read((tx) => tx.get(name));
    return raw === undefined ? undefined : this.check(name, raw, parse);
  }

  /** Stores `value` (after `parse`, which may normalize it); returns what was stored. */
  async set<T>(name: string, value: T, parse?: Parse<T>): Promise<T> {
    checkName(name, this.what);
    const clean = this.check(name, value, parse);
    await this.store.write((tx) => tx.put(name, clean));
    return clean;
  }

  /**
   * Reads, changes and writes one record in one transaction, so concurrent updates (other tabs
   * included) apply in order. `fn` must be synchronous. Returns the stored value.
   */
  update<T>(name: string, fn: (old: T | undefined) => T, parse?: Parse<T>): Promise<T> {
    checkName(name, this.what);
    return this.store.write(async (tx) => {
      const raw = await tx.get(name);
      const next = this.check(name, fn(raw === undefined ? undefined : this.check(name, raw, parse)), parse);
      tx.put(name, next);
      return next;
    });
  }

  /** Deletes a record; false when it was not there. */
  delete(name: string): Promise<boolean> {
    return this.store.write(async (tx) => {
      if ((await tx.get(name)) === undefined) return false;
      tx.del(name);
      return true;
    });
  }

  names(): Promise<string[]> {
    return this.store.read((tx) => tx.keys(callerKeys()));
  }
}

/** Settings: named records (`get`/`set`/`update`). */
export const openSettings = (options?: OpenOptions) => new RecordStore(openStore('settings', SETTINGS_MIGRATIONS, options), 'Setting');

/**
 * Profiles: one document per mode (the mode's preset library). The document's shape belongs to
 * core/profiles; pass its parser to `get`/`set`/`update` so nothing invalid is stored or returned.
 */
export const openProfiles = (options?: OpenOptions) => new RecordStore(openStore('profiles', PROFILE_MIGRATIONS, options), 'Profile document');
