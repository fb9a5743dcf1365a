import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { parseSkillPackage } from '../core/skills/packages/parse.ts';
import type { SkillPackage } from '../core/skills/packages/types.ts';
import { packageFiles, type PackageSpec } from '../../test/fixtures/skills/packages.ts';
import { onStorageChange, type StorageChange } from './changes.ts';
import { openPackageRepository } from './packages.ts';
import { openSkillRepository } from './skills.ts';
import { dump, freshPrefix, hashFiles } from './testing.ts';

const pkg = (spec: PackageSpec): SkillPackage => parseSkillPackage(packageFiles(spec), { folderName: spec.name }).package!;

describe('packages store', () => {
  test('install, list summaries, get full records, delete; package skills never enter the skills store', async () => {
    const prefix = freshPrefix();
    const repo = openPackageRepository({ prefix });
    const skills = openSkillRepository(hashFiles, { prefix });
    const changes: StorageChange[] = [];
    const stop = onStorageChange('packages', (c) => changes.push(c), prefix);
    const a = pkg({ name: 'tale', workers: [{ id: 'outline' }, { id: 'draft' }], recipes: { 'slow.md': '# Slow\n' } });
    const b = pkg({ name: 'saga', workers: [{ id: 'outline' }] });
    expect(await repo.install([a, b], { onConflict: 'ask' })).toEqual({
      status: 'done',
      results: [
        { name: 'tale', outcome: 'installed' },
        { name: 'saga', outcome: 'installed' },
      ],
    });
    const list = await repo.list();
    expect(list.map((s) => [s.name, s.workers.map((w) => w.id), s.fileCount])).toEqual([
      ['saga', ['outline'], 2],
      ['tale', ['outline', 'draft'], 4],
    ]);
    expect(list[1]).not.toHaveProperty('files');
    expect(list[1]).toMatchObject({
      bookKind: 'dialogue',
      demandTag: 'book.brief',
      startupMode: 'agent-first',
      recipes: [{ path: 'recipes/slow.md', title: 'Slow' }],
    });
    expect((await repo.get('tale'))!.files.map((f) => f.path)).toEqual(a.files.map((f) => f.path));
    expect(await skills.list()).toEqual([]);
    expect(changes.map((c) => c.keys)).toEqual([['tale', '\u0000sum\u0000tale', 'saga', '\u0000sum\u0000saga'].filter((k) => !k.startsWith('\u0000'))]);
    expect(await repo.delete('tale')).toBe(true);
    expect(await repo.delete('tale')).toBe(false);
    expect((await repo.list()).map((s) => s.name)).toEqual(['saga']);
    expect(Object.keys(await dump(`${prefix}packages`)).sort()).toEqual(['\u0000meta', '\u0000sum\u0000saga', 'saga']);
    stop();
  });

  test('same content is unchanged; other content asks, and nothing is written until decided', async () => {
    const repo = openPackageRepository({ prefix: freshPrefix() });
    const a = pkg({ name: 'tale' });
    await repo.install([a], { onConflict: 'ask' });
    expect(await repo.install([a], { onConflict: 'ask' })).toEqual({ status: 'done', results: [{ name: 'tale', outcome: 'unchanged' }] });
    const edited = pkg({ name: 'tale', workers: [{ id: 'outline' }, { id: 'draft' }] });
    const asked = await repo.install([edited, pkg({ name: 'other' })], { onConflict: 'ask' });
    expect(asked).toMatchObject({ status: 'conflicts', conflicts: [{ name: 'tale', existing: { hash: a.hash }, incoming: { hash: edited.hash } }] });
    expect((await repo.list()).map((s) => s.name)).toEqual(['tale']);
    expect(await repo.install([edited], { onConflict: { tale: 'keep' } })).toEqual({ status: 'done', results: [{ name: 'tale', outcome: 'kept' }] });
    expect((await repo.get('tale'))!.hash).toBe(a.hash);
    expect(await repo.install([edited], { onConflict: 'replace' })).toEqual({ status: 'done', results: [{ name: 'tale', outcome: 'replaced' }] });
    expect((await repo.get('tale'))!.workers.map((w) => w.id)).toEqual(['outline', 'draft']);
  });
});
