import 'fake-indexeddb/auto';
import { set, setMany } from 'idb-keyval';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { onStorageChange, type StorageChange } from './changes.ts';
import { META_KEY, type Migration, openStore } from './db.ts';
import { StorageError } from './errors.ts';
import { dump, freshPrefix, raw } from './testing.ts';

afterEach(() => vi.restoreAllMocks());

const v1: Migration = () => {};

describe('schema versions and migrations', () => {
  test('a new database records the version of the code that opened it', async () => {
    const prefix = freshPrefix();
    const store = openStore('settings', [v1, v1, v1], { prefix });
    expect(store.dbName).toBe(`${prefix}settings`);
    await store.read((tx) => tx.get('x'));
    expect(await dump(store.dbName)).toEqual({ [META_KEY]: { version: 3 } });
  });

  test('v1 skill records without size are migrated to v2 once, meta and data in one go', async () => {
    const prefix = freshPrefix();
    const dbName = `${prefix}skills`;
    await openStore('skills', [v1], { prefix }).read(() => null); // creates the database at v1
    // What a v1 build wrote: records without `size`.
    await setMany(
      [
        ['global\0a', { name: 'a', files: [{ path: 'SKILL.md', text: 'héllo' }] }],
        [
          'global\0b',
          {
            name: 'b',
            files: [
              { path: 'SKILL.md', text: 'x' },
              { path: 'img.png', bytes: new Uint8Array(10) },
            ],
          },
        ],
      ],
      raw(dbName),
    );
    let runs = 0;
    const addSize: Migration = (records) => {
      runs++;
      for (const [key, value] of records) {
        const rec = value as { files: { text?: string; bytes?: Uint8Array }[] };
        const size = rec.files.reduce((n, f) => n + (f.bytes?.byteLength ?? new TextEncoder().encode(f.text ?? '').byteLength), 0);
        records.set(key, { ...rec, size });
      }
    };
    const store = openStore('skills', [v1, addSize], { prefix });
    const a = await store.read((tx) => tx.get<{ size: number }>('global\0a'));
    expect(a?.size).toBe(6); // "héllo" is 6 bytes in UTF-8
    const all = await dump(dbName);
    expect(all[META_KEY]).toEqual({ version: 2 });
    expect((all['global\0b'] as { size: number }).size).toBe(11);
    // Another instance (another tab, a reload) finds v2 and does not run it again.
    await openStore('skills', [v1, addSize], { prefix }).read(() => null);
    expect(runs).toBe(1);
  });

  test('a migration may delete records', async () => {
    const prefix = freshPrefix();
    await openStore('settings', [v1], { prefix }).read(() => null);
    await setMany(
      [
        ['old', 1],
        ['keep', 2],
      ],
      raw(`${prefix}settings`),
    );
    const dropOld: Migration = (r) => void r.delete('old');
    await openStore('settings', [v1, dropOld], { prefix }).read(() => null);
    expect(await dump(`${prefix}settings`)).toEqual({ keep: 2, [META_KEY]: { version: 2 } });
  });

  test('a migration that throws half-way leaves data and version untouched', async () => {
    const prefix = freshPrefix();
    await openStore('settings', [v1], { prefix }).read(() => null);
    await setMany(
      [
        ['a', 1],
        ['b', 2],
      ],
      raw(`${prefix}settings`),
    );
    const before = await dump(`${prefix}settings`);
    const broken: Migration = (r) => {
      r.set('a', 100);
      r.delete('b');
      throw new Error('bug in migration');
    };
    const store = openStore('settings', [v1, broken], { prefix });
    await expect(store.read(() => null)).rejects.toThrow(/bug in migration/);
    expect(await dump(`${prefix}settings`)).toEqual(before);
  });

  test('a database written by a newer version is refused with a clear error and not touched', async () => {
    const prefix = freshPrefix();
    const dbName = `${prefix}profiles`;
    await setMany(
      [
        [META_KEY, { version: 7 }],
        ['director', { presets: ['x'] }],
      ],
      raw(dbName),
    );
    const before = await dump(dbName);
    const store = openStore('profiles', [v1, v1], { prefix });
    const err = await store.read((tx) => tx.get('director')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).code).toBe('version-too-new');
    expect((err as Error).message).toContain(`"${dbName}" was written by a newer version of Troupe (schema v7; this version reads up to v2)`);
    await expect(store.write((tx) => tx.put('director', {}))).rejects.toMatchObject({ code: 'version-too-new' });
    expect(await dump(dbName)).toEqual(before);
  });

  test('a damaged version record is refused', async () => {
    const prefix = freshPrefix();
    await set(META_KEY, { version: 'two' }, raw(`${prefix}settings`));
    await expect(openStore('settings', [v1], { prefix }).read(() => null)).rejects.toThrow(/damaged version record/);
  });
});

describe('one transaction per write', () => {
  async function seeded() {
    const prefix = freshPrefix();
    const store = openStore('settings', [v1], { prefix });
    await store.write((tx) => (tx.put('a', 'old-a'), tx.put('b', 'old-b')));
    return { store, before: await dump(store.dbName) };
  }

  test('an exception after some puts keeps none of them', async () => {
    const { store, before } = await seeded();
    await expect(
      store.write((tx) => {
        tx.put('a', 'new-a');
        tx.put('c', 'new-c');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await dump(store.dbName)).toEqual(before);
  });

  test('an exception after awaiting a read inside the transaction keeps nothing', async () => {
    const { store, before } = await seeded();
    await expect(
      store.write(async (tx) => {
        tx.put('a', 'new-a');
        await tx.get('b');
        tx.del('b');
        throw new Error('late');
      }),
    ).rejects.toThrow('late');
    expect(await dump(store.dbName)).toEqual(before);
  });

  test('a value that cannot be stored, mid-batch, keeps nothing and says why', async () => {
    const { store, before } = await seeded();
    const err = await store
      .write((tx) => {
        tx.put('a', 'new-a');
        tx.put('fn', { run: () => 1 });
        tx.put('c', 'new-c');
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid' });
    expect((err as Error).message).toMatch(/^Could not save settings: .*DataCloneError.*Nothing was changed\.$/);
    expect(await dump(store.dbName)).toEqual(before);
  });

  test('a QuotaExceededError mid-batch keeps nothing and reads "Browser storage is full"', async () => {
    const { store, before } = await seeded();
    const put = IDBObjectStore.prototype.put;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
      if (++calls === 3) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.call(this, value, key);
    });
    const err = await store.write((tx) => ['a', 'b', 'c', 'd'].forEach((k) => tx.put(k, `new-${k}`))).catch((e: unknown) => e);
    vi.restoreAllMocks();
    expect(err).toMatchObject({ code: 'quota' });
    expect((err as Error).message).toMatch(/^Browser storage is full: could not save settings\..*QuotaExceededError/);
    expect(await dump(store.dbName)).toEqual(before);
  });

  test('a transaction aborted by the browser after the puts keeps nothing', async () => {
    const { store, before } = await seeded();
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
      const req = put.call(this, value, key);
      if (key === 'c') this.transaction.abort(); // as a browser does when the disk fills at commit
      return req;
    });
    const err = await store.write((tx) => ['a', 'b', 'c'].forEach((k) => tx.put(k, `new-${k}`))).catch((e: unknown) => e);
    vi.restoreAllMocks();
    expect(err).toMatchObject({ code: 'failed' });
    expect((err as Error).message).toMatch(/^Saving settings failed: AbortError/);
    expect(await dump(store.dbName)).toEqual(before);
  });

  test('listeners hear about committed writes only, with the keys and no values', async () => {
    const { store } = await seeded();
    const heard: StorageChange[] = [];
    const stop = onStorageChange('settings', (c) => heard.push(c), store.prefix);
    await store
      .write(() => {
        throw new Error('fails');
      })
      .catch(() => {});
    await store.write((tx) => tx.put('theme', 'dark'));
    stop();
    await store.write((tx) => tx.put('after', 1));
    expect(heard).toEqual([{ kind: 'settings', keys: ['theme'], remote: false }]);
  });
});
