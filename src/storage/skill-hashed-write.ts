// A skills-store write whose new records need content hashes. A sync hasher runs inside the
// transaction; an async one cannot (the transaction would commit while waiting), so the first pass
// aborts, the hashes are computed, and the write runs again on fresh reads, now with the hashes at hand.

import type { SkillFile } from '../core/skills/types.ts';
import type { Store, Tx } from './db.ts';
import { StorageError } from './errors.ts';

/** Computes a skill's content hash (the same function core/skills uses); may be async. */
export type SkillHasher = (files: SkillFile[]) => string | Promise<string>;

/** The hash of `files`, remembered under `memo` across passes ('' while an async hash is pending). */
export type HashOf = (memo: string, files: SkillFile[]) => string;

/** Thrown inside a transaction to abort it when an async hash has to be computed first. */
const NEED_HASHES = new StorageError('busy', 'hashes pending');

export async function writeHashed<T>(store: Store, hash: SkillHasher, fn: (tx: Tx, hashOf: HashOf) => Promise<T>): Promise<T> {
  const known = new Map<string, string>();
  for (let pass = 0; pass < 4; pass++) {
    const pending = new Map<string, Promise<string>>();
    const hashOf: HashOf = (memo, files) => {
      const had = known.get(memo);
      if (had !== undefined) return had;
      const h = hash(files);
      if (typeof h === 'string') return (known.set(memo, h), h);
      pending.set(memo, h);
      h.catch(() => {}); // awaited below, after the abort
      return '';
    };
    try {
      return await store.write(async (tx) => {
        const out = await fn(tx, hashOf);
        if (pending.size) throw NEED_HASHES;
        return out;
      });
    } catch (err) {
      if (err !== NEED_HASHES) throw err;
    }
    for (const [memo, h] of pending) known.set(memo, await h);
  }
  throw new StorageError('busy', 'The skills kept changing in another tab while saving; try again.');
}
