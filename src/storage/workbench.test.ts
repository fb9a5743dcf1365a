import 'fake-indexeddb/auto';
import { set } from 'idb-keyval';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { openQuarantine } from './quarantine.ts';
import { dump, freshPrefix, raw } from './testing.ts';
import { openWorkbenchStore } from './workbench.ts';

const Session = z.object({ version: z.literal(1), messages: z.array(z.string()) });
const parse = (v: unknown) => Session.parse(v);

describe('the workbench store', () => {
  test("write, read, update and delete, each checked by the caller's parser", async () => {
    const prefix = freshPrefix();
    const store = openWorkbenchStore({ prefix });
    expect(await store.read('session:preset:director/default', parse)).toEqual({});
    await store.write('session:preset:director/default', { version: 1, messages: ['hi'] }, parse);
    expect(await store.read('session:preset:director/default', parse)).toEqual({ value: { version: 1, messages: ['hi'] } });
    await store.update('session:preset:director/default', (old) => ({ version: 1 as const, messages: [...(old?.messages ?? []), 'again'] }), parse);
    expect((await store.read('session:preset:director/default', parse)).value!.messages).toEqual(['hi', 'again']);
    await expect(store.write('session:x', { version: 2 } as never, parse)).rejects.toThrow();
    expect(await store.keys()).toEqual(['session:preset:director/default']);
    await store.delete('session:preset:director/default');
    expect(await store.keys()).toEqual([]);
    expect(store.store.dbName).toBe(`${prefix}workbench`);
  });

  test('concurrent updates from two connections are applied one after the other', async () => {
    const prefix = freshPrefix();
    const a = openWorkbenchStore({ prefix });
    const b = openWorkbenchStore({ prefix });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).update('history:s', (old) => ({ version: 1 as const, messages: [...(old?.messages ?? []), String(i)] }), parse),
      ),
    );
    expect((await a.read('history:s', parse)).value!.messages).toHaveLength(10);
  });

  test('a damaged record is put aside unchanged with a notice, reads as absent, and is then replaced', async () => {
    const prefix = freshPrefix();
    const quarantine = openQuarantine({ prefix });
    const store = openWorkbenchStore({ prefix }, quarantine);
    await store.write('session:a', { version: 1, messages: [] }, parse); // opens and migrates the database
    const bad = { version: 1, messages: 'not a list' };
    await set('session:a', bad, raw(`${prefix}workbench`));
    const r = await store.read('session:a', parse);
    expect(r.value).toBeUndefined();
    expect(r.damaged).toMatchObject({ quarantined: true });
    const [entry] = await quarantine.list();
    expect(entry).toMatchObject({ db: `${prefix}workbench`, key: 'session:a', raw: bad, notice: { code: 'workbench.session', params: { scope: 'a' } } });
    // Still stored as it was until something is written; then the new record replaces it.
    expect((await dump(`${prefix}workbench`))['session:a']).toEqual(bad);
    await store.write('session:a', { version: 1, messages: ['fresh'] }, parse);
    expect((await store.read('session:a', parse)).value).toEqual({ version: 1, messages: ['fresh'] });
  });

  test('update puts a damaged record aside before writing over it', async () => {
    const prefix = freshPrefix();
    const quarantine = openQuarantine({ prefix });
    const store = openWorkbenchStore({ prefix }, quarantine);
    await store.write('history:h', { version: 1, messages: [] }, parse);
    await set('history:h', 42, raw(`${prefix}workbench`));
    const next = await store.update('history:h', (old) => ({ version: 1 as const, messages: old ? ['kept'] : ['new'] }), parse);
    expect(next.messages).toEqual(['new']);
    expect((await quarantine.list()).map((e) => [e.key, e.raw, e.notice?.code])).toEqual([['history:h', 42, 'workbench.history']]);
  });

  test('without a quarantine a damaged record is left in place and never written over', async () => {
    const prefix = freshPrefix();
    const store = openWorkbenchStore({ prefix });
    await store.write('session:b', { version: 1, messages: [] }, parse);
    await set('session:b', 'garbage', raw(`${prefix}workbench`));
    expect((await store.read('session:b', parse)).damaged).toMatchObject({ quarantined: false });
    await expect(store.write('session:b', { version: 1, messages: [] }, parse)).rejects.toThrow(/could not be put aside; it was not written over/);
    expect((await dump(`${prefix}workbench`))['session:b']).toBe('garbage');
  });
});
