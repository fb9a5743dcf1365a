import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Skill } from '../core/skills/types.ts';
import { onStorageChange, type StorageChange } from './changes.ts';
import { StorageError } from './errors.ts';
import { filesSize } from './skill-name.ts';
import { openSkillRepository, type SkillHasher, skillKey } from './skills.ts';
import { dump, freshPrefix, hashFiles, hashFilesAsync, makeSkill } from './testing.ts';

afterEach(() => vi.restoreAllMocks());

function repo(hash: SkillHasher = hashFiles) {
  return openSkillRepository(hash, { prefix: freshPrefix() });
}

const edited = (s: Skill, note: string): Skill => makeSkill(s.name, { scope: s.scope, description: `${s.manifest.description} ${note}` });
const text = (s: Skill | undefined, path = 'SKILL.md') => s?.files.find((f) => f.path === path)?.text;

describe('install', () => {
  test('new skills are installed; list gives summaries, get and getAll the full records', async () => {
    const skills = repo();
    const png = { path: 'assets/logo.png', bytes: new Uint8Array([137, 80, 78, 71]) };
    const res = await skills.install([makeSkill('alpha', { extra: [png] }), makeSkill('beta')], { scope: 'global', onConflict: 'ask' });
    expect(res).toEqual({
      status: 'done',
      results: [
        { name: 'alpha', outcome: 'installed' },
        { name: 'beta', outcome: 'installed' },
      ],
    });
    const list = await skills.list();
    expect(list.map((s) => [s.scope, s.name, s.fileCount])).toEqual([
      ['global', 'alpha', 2],
      ['global', 'beta', 1],
    ]);
    expect(list[0]).not.toHaveProperty('files');
    expect(list[0]).toEqual({
      name: 'alpha',
      scope: 'global',
      description: 'About alpha.',
      tags: ['demo'],
      fileCount: 2,
      size: filesSize(makeSkill('alpha', { extra: [png] }).files),
      hash: makeSkill('alpha', { extra: [png] }).hash,
    });
    const alpha = await skills.get('global', 'alpha');
    expect(alpha?.files[1]?.bytes).toEqual(png.bytes);
    expect(alpha?.installedAt).toBeGreaterThan(0);
    expect((await skills.getAll()).map((s) => s.name)).toEqual(['alpha', 'beta']);
  });

  test('the install scope wins over the scope written in the skill', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha', { scope: 'global' })], { scope: 'character:ayla.png', onConflict: 'ask' });
    expect(await skills.get('global', 'alpha')).toBeUndefined();
    expect((await skills.get('character:ayla.png', 'alpha'))?.scope).toBe('character:ayla.png');
  });

  test('the same content again is "unchanged" and writes nothing', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha')], { scope: 'global', onConflict: 'ask' });
    const before = await dump(skills.store.dbName);
    const heard: StorageChange[] = [];
    const stop = onStorageChange('skills', (c) => heard.push(c), skills.store.prefix);
    const res = await skills.install([makeSkill('alpha')], { scope: 'global', onConflict: 'replace' });
    stop();
    expect(res).toEqual({ status: 'done', results: [{ name: 'alpha', outcome: 'unchanged' }] });
    expect(await dump(skills.store.dbName)).toEqual(before);
    expect(heard).toEqual([]);
  });

  test('"ask" with a conflict returns it and writes nothing, not even the other new skills', async () => {
    const skills = repo();
    const alpha = makeSkill('alpha');
    await skills.install([alpha], { scope: 'global', onConflict: 'ask' });
    const before = await dump(skills.store.dbName);
    const res = await skills.install([makeSkill('new-one'), edited(alpha, 'v2')], { scope: 'global', onConflict: 'ask' });
    expect(res.status).toBe('conflicts');
    if (res.status !== 'conflicts') return;
    expect(res.conflicts).toHaveLength(1);
    expect(res.conflicts[0]).toMatchObject({
      name: 'alpha',
      scope: 'global',
      existing: { hash: alpha.hash, description: 'About alpha.' },
      incoming: { description: 'About alpha. v2' },
    });
    expect(await dump(skills.store.dbName)).toEqual(before);
  });

  test('per-skill choices: replace, keep and rename in one transaction', async () => {
    const skills = repo();
    const [a, b, c] = ['alpha', 'beta', 'gamma'].map((n) => makeSkill(n));
    await skills.install([a!, b!, c!, makeSkill('gamma-2')], { scope: 'global', onConflict: 'ask' });
    const res = await skills.install([edited(a!, 'A2'), edited(b!, 'B2'), edited(c!, 'C2'), makeSkill('delta')], {
      scope: 'global',
      onConflict: { alpha: 'replace', beta: 'keep', gamma: 'rename' },
    });
    expect(res).toEqual({
      status: 'done',
      results: [
        { name: 'alpha', outcome: 'replaced' },
        { name: 'beta', outcome: 'kept' },
        { name: 'gamma', outcome: 'renamed:gamma-3' }, // gamma-2 is taken
        { name: 'delta', outcome: 'installed' },
      ],
    });
    expect((await skills.get('global', 'alpha'))?.manifest.description).toBe('About alpha. A2');
    expect((await skills.get('global', 'beta'))?.manifest.description).toBe('About beta.');
    expect((await skills.get('global', 'gamma'))?.manifest.description).toBe('About gamma.');
    const renamed = await skills.get('global', 'gamma-3');
    expect(renamed?.name).toBe('gamma-3');
    expect(renamed?.manifest.name).toBe('gamma-3');
    expect(renamed?.manifest.frontmatter.name).toBe('gamma-3');
    expect(text(renamed)).toBe(text(edited(c!, 'C2'))!.replace('name: gamma\n', 'name: gamma-3\n'));
    expect(renamed?.hash).toBe(hashFiles(renamed!.files));
    expect(renamed?.size).toBe(filesSize(renamed!.files));
    expect((await skills.list()).map((s) => s.name)).toEqual(['alpha', 'beta', 'delta', 'gamma', 'gamma-2', 'gamma-3']);
  });

  test('a choice map that leaves a conflict out asks, and writes nothing', async () => {
    const skills = repo();
    const [a, b] = ['alpha', 'beta'].map((n) => makeSkill(n));
    await skills.install([a!, b!], { scope: 'global', onConflict: 'ask' });
    const before = await dump(skills.store.dbName);
    const res = await skills.install([edited(a!, '2'), edited(b!, '2')], { scope: 'global', onConflict: { alpha: 'replace' } });
    expect(res.status === 'conflicts' && res.conflicts.map((c) => c.name)).toEqual(['beta']);
    expect(await dump(skills.store.dbName)).toEqual(before);
  });

  test('rename also works with an async hasher (hashes computed outside the transaction)', async () => {
    const hasher = vi.fn(hashFilesAsync);
    const skills = repo(hasher);
    const a = makeSkill('alpha');
    await skills.install([a], { scope: 'global', onConflict: 'ask' });
    const res = await skills.install([edited(a, '2')], { scope: 'global', onConflict: 'rename' });
    expect(res).toEqual({ status: 'done', results: [{ name: 'alpha', outcome: 'renamed:alpha-2' }] });
    const copy = await skills.get('global', 'alpha-2');
    expect(copy?.hash).toBe(hashFiles(copy!.files));
    expect(hasher).toHaveBeenCalledTimes(1);
  });

  test('two skills with one name in a batch are refused', async () => {
    const skills = repo();
    expect(() => skills.install([makeSkill('a'), makeSkill('a')], { scope: 'global', onConflict: 'ask' })).toThrow(/Two skills named "a"/);
  });

  test('a bad scope is refused', async () => {
    const skills = repo();
    expect(() => skills.install([makeSkill('a')], { scope: 'preset:director' as never, onConflict: 'ask' })).toThrow(StorageError);
  });

  test('a failure mid-install (value that cannot be stored) keeps the library exactly as it was', async () => {
    const skills = repo();
    const a = makeSkill('alpha');
    await skills.install([a], { scope: 'global', onConflict: 'ask' });
    const before = await dump(skills.store.dbName);
    const poisoned = makeSkill('beta');
    (poisoned.manifest.frontmatter as Record<string, unknown>).hook = () => 'not cloneable';
    const err = await skills.install([edited(a, 'v2'), makeSkill('zeta'), poisoned], { scope: 'global', onConflict: 'replace' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'invalid' });
    expect(await dump(skills.store.dbName)).toEqual(before);
  });

  test('storage full mid-install: "Browser storage is full", nothing written', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha')], { scope: 'global', onConflict: 'ask' });
    const before = await dump(skills.store.dbName);
    const put = IDBObjectStore.prototype.put;
    let n = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, v, k) {
      if (++n === 4) throw new DOMException('quota', 'QuotaExceededError');
      return put.call(this, v, k);
    });
    const err = await skills
      .install(
        ['b', 'c', 'd'].map((x) => makeSkill(x)),
        { scope: 'global', onConflict: 'ask' },
      )
      .catch((e: unknown) => e);
    vi.restoreAllMocks();
    expect((err as Error).message).toMatch(/^Browser storage is full: could not save skills\./);
    expect(await dump(skills.store.dbName)).toEqual(before);
  });

  test('a byte view on a larger buffer stores only its own bytes', async () => {
    const skills = repo();
    const big = new Uint8Array(1 << 20);
    const view = big.subarray(100, 110);
    view.fill(7);
    await skills.install([makeSkill('alpha', { extra: [{ path: 'a.bin', bytes: view }] })], { scope: 'global', onConflict: 'ask' });
    const stored = (await skills.get('global', 'alpha'))?.files[1]?.bytes;
    expect(stored?.buffer.byteLength).toBe(10);
    expect([...stored!]).toEqual(new Array(10).fill(7));
  });
});

describe('create, edit, rename, move, delete', () => {
  test('create refuses a taken name and writes nothing', async () => {
    const skills = repo();
    expect(await skills.create('global', makeSkill('alpha'))).toEqual({ ok: true });
    const before = await dump(skills.store.dbName);
    const res = await skills.create('global', edited(makeSkill('alpha'), 'other'));
    expect(res).toMatchObject({ ok: false, conflict: { name: 'alpha', description: 'About alpha.' } });
    expect(await dump(skills.store.dbName)).toEqual(before);
  });

  test('updateFile writes one file and refreshes hash, size and the summary; bundledHash stays', async () => {
    const skills = repo();
    const a = { ...makeSkill('alpha'), bundledHash: makeSkill('alpha').hash };
    await skills.install([a], { scope: 'global', onConflict: 'ask' });
    const sum = await skills.updateFile('global', 'alpha', 'references/notes.md', 'a note\n');
    const stored = await skills.get('global', 'alpha');
    expect(text(stored, 'references/notes.md')).toBe('a note\n');
    expect(stored?.hash).toBe(hashFiles(stored!.files));
    expect(stored?.hash).not.toBe(a.hash);
    expect(stored?.bundledHash).toBe(a.hash); // how importBundled tells an edited skill
    expect(sum).toMatchObject({ fileCount: 2, size: filesSize(stored!.files), hash: stored!.hash });
    expect((await skills.list())[0]).toEqual(sum);
    await skills.updateFile('global', 'alpha', 'references/notes.md', new Uint8Array([1, 2]));
    expect((await skills.get('global', 'alpha'))?.files.find((f) => f.path === 'references/notes.md')).toEqual({
      path: 'references/notes.md',
      bytes: new Uint8Array([1, 2]),
    });
  });

  test('updateFile of SKILL.md needs the parsed manifest, with the same name', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha')], { scope: 'global', onConflict: 'ask' });
    const next = edited(makeSkill('alpha'), 'better');
    expect(() => skills.updateFile('global', 'alpha', 'SKILL.md', text(next)!)).toThrow(/pass the parsed manifest/);
    expect(() => skills.updateFile('global', 'alpha', 'SKILL.md', text(next)!, { ...next.manifest, name: 'other' })).toThrow(/rename the skill instead/);
    const sum = await skills.updateFile('global', 'alpha', 'SKILL.md', text(next)!, next.manifest);
    expect(sum.description).toBe('About alpha. better');
    expect(sum.hash).toBe(next.hash);
  });

  test('updateFile and deleteFile on something missing are clear errors', async () => {
    const skills = repo();
    await expect(skills.updateFile('global', 'ghost', 'a.md', 'x')).rejects.toThrow('Skill "ghost" is not installed in scope global.');
    await skills.install([makeSkill('alpha')], { scope: 'global', onConflict: 'ask' });
    await expect(skills.deleteFile('global', 'alpha', 'nope.md')).rejects.toThrow('alpha/nope.md does not exist.');
    expect(() => skills.deleteFile('global', 'alpha', 'SKILL.md')).toThrow(/cannot be deleted/);
  });

  test('deleteFile removes one file', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha', { extra: [{ path: 'x.md', text: 'x' }] })], { scope: 'global', onConflict: 'ask' });
    const sum = await skills.deleteFile('global', 'alpha', 'x.md');
    expect(sum.fileCount).toBe(1);
    expect(sum.hash).toBe(makeSkill('alpha').hash);
  });

  test('rename rewrites the frontmatter name and moves the record; bundledHash is dropped', async () => {
    const skills = repo();
    await skills.install([{ ...makeSkill('alpha'), bundledHash: 'h' }], { scope: 'global', onConflict: 'ask' });
    expect(await skills.rename('global', 'alpha', 'omega')).toEqual({ ok: true });
    expect(await skills.get('global', 'alpha')).toBeUndefined();
    const o = await skills.get('global', 'omega');
    expect(text(o)).toContain('\nname: omega\n');
    expect(o?.manifest.name).toBe('omega');
    expect(o?.hash).toBe(hashFiles(o!.files));
    expect(o?.bundledHash).toBeUndefined();
    expect((await skills.list()).map((s) => s.name)).toEqual(['omega']);
  });

  test('rename onto a taken name reports it and writes nothing', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha'), makeSkill('beta')], { scope: 'global', onConflict: 'ask' });
    const before = await dump(skills.store.dbName);
    expect(await skills.rename('global', 'alpha', 'beta')).toMatchObject({ ok: false, conflict: { name: 'beta' } });
    expect(await dump(skills.store.dbName)).toEqual(before);
    await expect(skills.rename('global', 'ghost', 'x')).rejects.toMatchObject({ code: 'not-found' });
  });

  test('move changes scope; a name taken at the target is reported and nothing moves', async () => {
    const skills = repo();
    await skills.install([makeSkill('alpha'), makeSkill('beta')], { scope: 'global', onConflict: 'ask' });
    await skills.install([makeSkill('beta', { description: 'preset copy' })], { scope: 'preset:director/p1', onConflict: 'ask' });
    expect(await skills.move('global', 'alpha', 'preset:director/p1')).toEqual({ ok: true });
    expect((await skills.list('preset:director/p1')).map((s) => s.name)).toEqual(['alpha', 'beta']);
    expect((await skills.get('preset:director/p1', 'alpha'))?.scope).toBe('preset:director/p1');
    const before = await dump(skills.store.dbName);
    expect(await skills.move('global', 'beta', 'preset:director/p1')).toMatchObject({ ok: false, conflict: { description: 'preset copy' } });
    expect(await dump(skills.store.dbName)).toEqual(before);
  });

  test('delete, deleteScope (only that scope) and clear', async () => {
    const skills = repo();
    await skills.install([makeSkill('a'), makeSkill('b')], { scope: 'global', onConflict: 'ask' });
    await skills.install([makeSkill('a'), makeSkill('c')], { scope: 'preset:loop/p1', onConflict: 'ask' });
    await skills.install([makeSkill('d')], { scope: 'preset:loop/p10', onConflict: 'ask' });
    expect(await skills.delete('global', 'b')).toBe(true);
    expect(await skills.delete('global', 'b')).toBe(false);
    expect(await skills.deleteScope('preset:loop/p1')).toBe(2);
    expect((await skills.list()).map((s) => `${s.scope}/${s.name}`)).toEqual(['global/a', 'preset:loop/p10/d']);
    expect(await skills.clear()).toBe(2);
    expect(await skills.list()).toEqual([]);
    expect(Object.keys(await dump(skills.store.dbName))).toEqual(['\0meta']);
  });

  test('writes announce the skill keys they touched', async () => {
    const skills = repo();
    const heard: StorageChange[] = [];
    const stop = onStorageChange('skills', (c) => heard.push(c), skills.store.prefix);
    await skills.install([makeSkill('a')], { scope: 'global', onConflict: 'ask' });
    await skills.move('global', 'a', 'character:x.png');
    stop();
    expect(heard.map((c) => c.keys)).toEqual([[skillKey('global', 'a')], [skillKey('global', 'a'), skillKey('character:x.png', 'a')]]);
  });
});

describe('placeMany', () => {
  test('writes and deletes skills of several scopes in one transaction, checking what is stored first', async () => {
    const repo = openSkillRepository(hashFilesAsync, { prefix: freshPrefix() });
    const a = makeSkill('alpha');
    const b = makeSkill('beta', { scope: 'preset:director/default' });
    await repo.install([a], { scope: 'global', onConflict: 'ask' });
    const a2 = makeSkill('alpha', { description: 'Changed.' });
    await repo.placeMany([
      { scope: 'global', name: 'alpha', skill: a2, expectedHash: a.hash },
      { scope: 'preset:director/default', name: 'beta', skill: b, expectedHash: null },
    ]);
    expect((await repo.get('global', 'alpha'))!.manifest.description).toBe('Changed.');
    expect(await repo.get('preset:director/default', 'beta')).toBeTruthy();
    // A stale expectation writes nothing at all.
    await expect(
      repo.placeMany([
        { scope: 'preset:director/default', name: 'beta', skill: null },
        { scope: 'global', name: 'alpha', skill: a, expectedHash: a.hash },
      ]),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await repo.get('preset:director/default', 'beta')).toBeTruthy();
    await repo.placeMany([{ scope: 'preset:director/default', name: 'beta', skill: null, expectedHash: b.hash }]);
    expect(await repo.get('preset:director/default', 'beta')).toBeUndefined();
    expect((await repo.list()).map((s) => s.name)).toEqual(['alpha']);
  });
});
