import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { openProfiles, openSettings } from './records.ts';
import { dump, freshPrefix } from './testing.ts';

describe('settings', () => {
  test('get, set, update, delete and names', async () => {
    const settings = openSettings({ prefix: freshPrefix() });
    expect(await settings.get('ui.language')).toBeUndefined();
    await settings.set('ui.language', 'zh');
    expect(await settings.get('ui.language')).toBe('zh');
    expect(await settings.update<number>('runs', (n) => (n ?? 0) + 1)).toBe(1);
    expect(await settings.names()).toEqual(['runs', 'ui.language']);
    expect(await settings.delete('runs')).toBe(true);
    expect(await settings.delete('runs')).toBe(false);
    expect(await settings.names()).toEqual(['ui.language']);
  });

  test('concurrent updates are applied one after another, none lost', async () => {
    const prefix = freshPrefix();
    const tabs = [openSettings({ prefix }), openSettings({ prefix })]; // two connections, like two tabs
    await Promise.all(Array.from({ length: 20 }, (_, i) => tabs[i % 2]!.update<number>('count', (n) => (n ?? 0) + 1)));
    expect(await tabs[0]!.get('count')).toBe(20);
  });

  test('an updater that throws leaves the record as it was', async () => {
    const settings = openSettings({ prefix: freshPrefix() });
    await settings.set('x', { a: 1 });
    await expect(
      settings.update('x', () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await settings.get('x')).toEqual({ a: 1 });
  });

  test('an empty name is refused', async () => {
    const settings = openSettings({ prefix: freshPrefix() });
    await expect(async () => settings.set('', 1)).rejects.toThrow(/Setting name "" cannot be stored/);
  });
});

describe("profiles: one opaque document per mode, checked by the caller's parser", () => {
  const Library = z.object({ presets: z.array(z.object({ id: z.string(), name: z.string() })).default([]), active: z.string().optional() });
  const parse = (raw: unknown) => Library.parse(raw);

  test('stores what the parser returns (defaults filled) and reads it back through it', async () => {
    const profiles = openProfiles({ prefix: freshPrefix() });
    expect(await profiles.set('director', {} as z.infer<typeof Library>, parse)).toEqual({ presets: [] });
    await profiles.update('director', (lib) => ({ ...lib!, presets: [...lib!.presets, { id: 'p1', name: 'Mine' }] }), parse);
    expect(await profiles.get('director', parse)).toEqual({ presets: [{ id: 'p1', name: 'Mine' }] });
    expect(await profiles.names()).toEqual(['director']);
  });

  test('an invalid document is refused with the mode named, and the stored one stays', async () => {
    const profiles = openProfiles({ prefix: freshPrefix() });
    await profiles.set('loop', { presets: [{ id: 'a', name: 'A' }] }, parse);
    const before = await dump(profiles.store.dbName);
    const err = await profiles.set('loop', { presets: [{ id: 1 }] } as never, parse).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid' });
    expect((err as Error).message).toMatch(/^Profile document "loop" is not valid: /);
    await expect(profiles.update('loop', () => ({ presets: 'x' }) as never, parse)).rejects.toMatchObject({ code: 'invalid' });
    expect(await dump(profiles.store.dbName)).toEqual(before);
  });
});
