// The workbench's records: one conversation with its pending changes per edited scope
// (`session:<scope>`), and the last applied versions of that scope for Undo (`history:<scope>`). The
// shapes belong to the app, which passes their parser: every record is checked when it is read, and
// one that fails is moved to the quarantine unchanged and reads as absent. When it cannot be put aside,
// it is left where it is and nothing is written over it.

import { callerKeys, type Migration, openStore, type OpenOptions, type Store } from './db.ts';
import { StorageError } from './errors.ts';
import type { Quarantine, QuarantineNotice } from './quarantine.ts';
import type { Parse } from './records.ts';

export const WORKBENCH_MIGRATIONS: Migration[] = [() => {}]; // v1: `session:<scope>`, `history:<scope>`

/** What a damaged record is reported as (the quarantine entry's notice). */
export type DamageNotice = (key: string, reason: string) => QuarantineNotice;

/** The English text of the notice (the UI translates it by code). */
export const WORKBENCH_DAMAGE: DamageNotice = (key) => {
  const history = key.startsWith('history:');
  const scope = key.slice(key.indexOf(':') + 1);
  return history
    ? {
        code: 'workbench.history',
        params: { scope },
        text: `The workbench's Undo history for ${scope} was damaged and was put aside; the profile itself is unchanged, but earlier versions cannot be restored from the workbench.`,
      }
    : {
        code: 'workbench.session',
        params: { scope },
        text: `The workbench conversation for ${scope} was damaged and was put aside; the workbench starts it afresh. Nothing was applied or lost from the profile.`,
      };
};

export interface WorkbenchRead<T> {
  value?: T;
  /** Set when the stored record failed its check (it was put aside, or kept in place if that failed). */
  damaged?: { reason: string; quarantined: boolean };
}

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class WorkbenchStore {
  /** Keys whose damaged record could not be put aside: never written over. */
  readonly #held = new Set<string>();

  constructor(
    readonly store: Store,
    private readonly quarantine?: Quarantine,
    private readonly notice?: DamageNotice,
  ) {}

  /** The record at `key`, checked by `parse`. */
  async read<T>(key: string, parse: Parse<T>): Promise<WorkbenchRead<T>> {
    const raw = await this.store.read((tx) => tx.get(key));
    if (raw === undefined) return {};
    try {
      return { value: parse(raw) };
    } catch (e) {
      const reason = reasonOf(e);
      return { damaged: { reason, quarantined: await this.#putAside(key, raw, reason) } };
    }
  }

  async #putAside(key: string, raw: unknown, reason: string): Promise<boolean> {
    try {
      if (this.quarantine) {
        await this.quarantine.add({ db: this.store.dbName, key, reason, raw, ...(this.notice ? { notice: this.notice(key, reason) } : {}) });
        this.#held.delete(key);
        return true;
      }
    } catch {
      // Reported by the caller; the record stays.
    }
    this.#held.add(key);
    return false;
  }

  #check(key: string) {
    if (typeof key !== 'string' || key === '' || key.includes('\0'))
      throw new StorageError('invalid', `Workbench record name ${JSON.stringify(key)} cannot be stored (empty or contains NUL).`);
    if (this.#held.has(key)) throw new StorageError('invalid', `The workbench record "${key}" is damaged and could not be put aside; it was not written over.`);
  }

  async write<T>(key: string, value: T, parse: Parse<T>): Promise<T> {
    this.#check(key);
    const clean = parse(value);
    await this.store.write((tx) => tx.put(key, clean));
    return clean;
  }

  /**
   * Reads, changes and writes one record in one transaction (another tab's write in between is not
   * lost). A stored record that fails `parse` is put aside first and `fn` gets undefined.
   */
  async update<T>(key: string, fn: (old: T | undefined) => T, parse: Parse<T>): Promise<T> {
    this.#check(key);
    const first = await this.store.read((tx) => tx.get(key));
    if (first !== undefined) {
      try {
        parse(first);
      } catch (e) {
        if (!(await this.#putAside(key, first, reasonOf(e)))) this.#check(key);
      }
    }
    return this.store.write(async (tx) => {
      const raw = await tx.get(key);
      let old: T | undefined;
      try {
        old = raw === undefined ? undefined : parse(raw);
      } catch {
        old = undefined; // put aside above (a record changed since is checked again on the next read)
      }
      const next = parse(fn(old));
      tx.put(key, next);
      return next;
    });
  }

  async delete(key: string): Promise<void> {
    this.#check(key);
    await this.store.write((tx) => tx.del(key));
  }

  keys(): Promise<string[]> {
    return this.store.read((tx) => tx.keys(callerKeys()));
  }
}

export function openWorkbenchStore(options: OpenOptions = {}, quarantine?: Quarantine, notice: DamageNotice = WORKBENCH_DAMAGE): WorkbenchStore {
  return new WorkbenchStore(openStore('workbench', WORKBENCH_MIGRATIONS, options), quarantine, notice);
}
