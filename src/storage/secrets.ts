// API keys by connection id, in their own database. No function here or elsewhere returns more
// than one value at a time: listings give ids only, and nothing exports this store.

import { callerKeys, type Migration, openStore, type OpenOptions, type Store } from './db.ts';
import { StorageError } from './errors.ts';

export const SECRET_MIGRATIONS: Migration[] = [() => {}]; // v1: one string per connection id

function checkId(id: string): void {
  if (typeof id !== 'string' || id === '' || id.includes('\0')) {
    throw new StorageError('invalid', `Connection id ${JSON.stringify(id)} cannot hold a secret (empty or contains NUL).`);
  }
}

export class SecretStore {
  readonly #store: Store;
  constructor(store: Store) {
    this.#store = store;
  }

  /**
   * The secret, or undefined. A stored value that is not text is never returned (and never copied
   * anywhere, not even to the quarantine): it reads as absent, and `checkSecret` says it is damaged.
   */
  async getSecret(id: string): Promise<string | undefined> {
    const value = await this.#store.read((tx) => tx.get<unknown>(id));
    return typeof value === 'string' ? value : undefined;
  }

  /** Whether a secret is stored for `id`, and whether it is usable text. Never the value. */
  async checkSecret(id: string): Promise<'absent' | 'present' | 'damaged'> {
    const value = await this.#store.read((tx) => tx.get<unknown>(id));
    return value === undefined ? 'absent' : typeof value === 'string' ? 'present' : 'damaged';
  }

  async setSecret(id: string, value: string): Promise<void> {
    checkId(id);
    if (typeof value !== 'string') throw new StorageError('invalid', `The secret for "${id}" must be a string.`);
    await this.#store.write((tx) => tx.put(id, value));
  }

  /** False when there was no secret for `id`. */
  deleteSecret(id: string): Promise<boolean> {
    return this.#store.write(async (tx) => {
      if ((await tx.get(id)) === undefined) return false;
      tx.del(id);
      return true;
    });
  }

  /** The connection ids that have a secret; never the values. */
  listSecretIds(): Promise<string[]> {
    return this.#store.read((tx) => tx.keys(callerKeys()));
  }

  /** Keeps the values out of JSON.stringify, logs of the object, and structured exports. */
  toJSON(): object {
    return { secrets: 'not exported' };
  }
}

export const openSecrets = (options?: OpenOptions) => new SecretStore(openStore('secrets', SECRET_MIGRATIONS, options));
