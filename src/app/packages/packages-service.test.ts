import 'fake-indexeddb/auto';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { packageTree, workerMd } from '../../../test/fixtures/skills/packages.ts';
import { openStorage } from '../../storage/index.ts';
import { PackagesService } from './packages-service.ts';
import { hashSkill } from '../skills/skill-hash.ts';

let n = 0;
const file = (name: string, content: string | Uint8Array, rel?: string) => {
  const f = new File([content as BlobPart], name);
  if (rel) Object.defineProperty(f, 'webkitRelativePath', { value: rel });
  return f;
};
const zipOf = (files: { path: string; text?: string }[]) => zipSync(Object.fromEntries(files.map((f) => [f.path, strToU8(f.text!)])));

function setup() {
  const storage = openStorage({ hashSkill, prefix: `app-pkg-${n++}-` });
  const saved: { name: string; bytes: Uint8Array }[] = [];
  let def = '';
  const service = new PackagesService({
    repo: storage.packages,
    bundledRows: packageTree({ name: 'shipped' }).map((f) => ({ path: f.path, text: f.text })),
    saveAs: (name, bytes) => saved.push({ name, bytes }),
    defaultPackage: () => def,
    setDefaultPackage: async (name) => void (def = name),
  });
  return { storage, service, saved, def: () => def };
}

describe('PackagesService', () => {
  it('installs a zip, lists it, exports it, and the export installs back unchanged', async () => {
    const { service, saved, storage } = setup();
    const r = await service.installFiles({
      kind: 'zip',
      files: [file('tale.zip', zipOf(packageTree({ name: 'tale', workers: [{ id: 'outline' }, { id: 'draft' }] })))],
    });
    expect(r).toMatchObject({ installed: ['tale'], issues: [], conflicts: [] });
    expect(service.list.value.map((p) => [p.name, p.workers.map((w) => w.id)])).toEqual([['tale', ['outline', 'draft']]]);
    expect(await storage.skills.list()).toEqual([]);
    expect((await service.exportZip('tale')).ok).toBe(true);
    expect(saved[0]!.name).toBe('tale.zip');
    const again = await service.installFiles({ kind: 'zip', files: [file('tale.zip', saved[0]!.bytes)] });
    expect(again).toMatchObject({ installed: [], unchanged: ['tale'] });
    expect((await service.readSkill('tale', 'draft'))!.files.map((f) => f.path)).toEqual(['SKILL.md']);
    expect((await service.readSkill('tale', 'tale'))!.files[0]!.text).toContain('name: tale');
    expect(await service.readSkill('tale', 'nobody')).toBeUndefined();
  });

  it('a picked folder: the package folder itself, junk skipped', async () => {
    const { service } = setup();
    const files = packageTree({ name: 'tale' }).map((f) => file(f.path.split('/').at(-1)!, f.text!, f.path.replace(/^dialogue\//, '')));
    const r = await service.installFiles({ kind: 'folder', files: [...files, file('.DS_Store', 'x', 'tale/.DS_Store')] });
    expect(r.installed).toEqual(['tale']);
    expect(r.warnings!.map((w) => w.rule)).toEqual(['ignored-file']);
  });

  it('conflicts are asked before anything is written, then replace / keep / rename', async () => {
    const { service } = setup();
    await service.installFiles({ kind: 'zip', files: [file('a.zip', zipOf(packageTree({ name: 'tale' })))] });
    const changed = { kind: 'zip' as const, files: [file('b.zip', zipOf(packageTree({ name: 'tale', workers: [{ id: 'outline' }, { id: 'critic' }] })))] };
    const asked = await service.installFiles(changed);
    expect(asked.conflicts.map((c) => [c.name, c.existing.fileCount, c.incoming.fileCount])).toEqual([['tale', 2, 3]]);
    expect(service.list.value[0]!.workers.map((w) => w.id)).toEqual(['outline']);
    expect(await service.installFiles(changed, { decisions: { tale: { action: 'keep' } } })).toMatchObject({ kept: ['tale'], installed: [] });
    const renamed = await service.installFiles(changed, { decisions: { tale: { action: 'rename', newName: 'tale-2' } } });
    expect(renamed.installed).toEqual(['tale-2']);
    expect((await service.get('tale-2'))!.files.find((f) => f.path === 'orchestrator.md')!.text).toContain('name: tale-2');
    await service.installFiles(changed, { decisions: { tale: { action: 'replace' } } });
    expect(service.list.value.map((p) => [p.name, p.workers.length])).toEqual([
      ['tale', 2],
      ['tale-2', 2],
    ]);
  });

  it('a bad package names its file and field and nothing is stored', async () => {
    const { service } = setup();
    const bad = [...packageTree({ name: 'tale' }), { path: 'dialogue/tale/workers/outline/SKILL.md', text: workerMd('outline').replace(/inputTags.*\n/, '') }];
    const r = await service.installFiles({ kind: 'zip', files: [file('bad.zip', zipOf(bad))] });
    expect(r.issues.map((i) => i.message)).toEqual(['tale/workers/outline/SKILL.md: the frontmatter has no `inputTags`']);
    expect(service.list.value).toEqual([]);
    expect(await service.get('tale')).toBeUndefined();
  });

  it('the default package: only an installed one; deleting it clears the default', async () => {
    const { service, def } = setup();
    await service.fillBundledOnce({ get: async () => false, set: async () => {} });
    expect(service.list.value.map((p) => p.name)).toEqual(['shipped']);
    expect((await service.setDefault('ghost')).ok).toBe(false);
    expect((await service.setDefault('shipped')).ok).toBe(true);
    expect(def()).toBe('shipped');
    await service.remove('shipped');
    expect(def()).toBe('');
    expect(service.list.value).toEqual([]);
    // Import bundled puts it back.
    expect((await service.installBundled()).installed).toEqual(['shipped']);
  });
});
