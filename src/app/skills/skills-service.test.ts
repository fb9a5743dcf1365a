import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../../storage/index.ts';
import { createBundledSkills } from './bundled.ts';
import { hashSkill } from './skill-hash.ts';
import { SkillsService } from './skills-service.ts';

let n = 0;
const md = (name: string, description: string, body = 'Body.') => `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`;
const file = (name: string, content: string | Uint8Array, rel?: string) => {
  const f = new File([content as BlobPart], name);
  if (rel) Object.defineProperty(f, 'webkitRelativePath', { value: rel });
  return f;
};

function setup(bundledRows = [{ skill: 'shipped', path: 'SKILL.md', text: md('shipped', 'A shipped skill.') }]) {
  const storage = openStorage({ hashSkill, prefix: `app-skills-${n++}-` });
  const saved: { name: string; bytes: Uint8Array }[] = [];
  const service = new SkillsService({
    repo: storage.skills,
    bundled: createBundledSkills(bundledRows),
    saveAs: (name, bytes) => saved.push({ name, bytes }),
  });
  return { storage, service, saved };
}

describe('SkillsService', () => {
  it('installs a folder, lists it, exports it as a zip that installs back unchanged', async () => {
    const { service, saved } = setup();
    const r = await service.installFiles(
      { kind: 'folder', files: [file('SKILL.md', md('tidy', 'Keeps prose tidy.'), 'tidy/SKILL.md'), file('a.md', 'ref', 'tidy/references/a.md')] },
      'global',
    );
    expect(r.issues).toEqual([]);
    expect(r.installed).toEqual(['tidy']);
    expect(service.inventory.value.map((s) => [s.name, s.fileCount])).toEqual([['tidy', 2]]);
    expect((await service.exportZip('global', 'tidy')).ok).toBe(true);
    expect(saved[0]!.name).toBe('tidy.zip');
    const again = await service.installFiles({ kind: 'zip', files: [file('tidy.zip', saved[0]!.bytes)] }, 'global');
    expect(again.unchanged).toEqual(['tidy']);
  });

  it('reports a conflict without writing, then applies replace / rename decisions', async () => {
    const { service } = setup();
    await service.installFiles({ kind: 'files', files: [file('SKILL.md', md('voice', 'First.'))] }, 'global');
    const changed = { kind: 'files' as const, files: [file('SKILL.md', md('voice', 'Second.'))] };
    const asked = await service.installFiles(changed, 'global');
    expect(asked.conflicts.map((c) => c.name)).toEqual(['voice']);
    expect(service.inventory.value[0]!.description).toBe('First.');
    const renamed = await service.installFiles(changed, 'global', { decisions: { voice: { action: 'rename', newName: 'voice-two' } } });
    expect(renamed.installed).toEqual(['voice-two']);
    const stored = await service.readSkill('global', 'voice-two');
    expect(stored!.files.find((f) => f.path === 'SKILL.md')!.text).toContain('name: voice-two');
    await service.installFiles(changed, 'global', { decisions: { voice: { action: 'replace' } } });
    expect((await service.readSkill('global', 'voice'))!.manifest.description).toBe('Second.');
  });

  it('names the file and rule of a bad install and changes nothing', async () => {
    const { service } = setup();
    const r = await service.installFiles({ kind: 'files', files: [file('SKILL.md', '---\nname: Bad Name\n---\n')] }, 'global');
    expect(r.issues.length).toBeGreaterThan(0);
    expect(r.issues[0]!.file).toBe('SKILL.md');
    expect(service.inventory.value).toEqual([]);
  });

  it('validates SKILL.md edits and saves valid ones', async () => {
    const { service } = setup();
    await service.create({ name: 'fresh', description: 'New one.', scope: 'global' });
    const bad = await service.saveFile('global', 'fresh', 'SKILL.md', '---\nname: other\ndescription: x\n---\n');
    expect(bad.ok).toBe(false);
    const good = await service.saveFile('global', 'fresh', 'SKILL.md', md('fresh', 'Edited description.'));
    expect(good.ok).toBe(true);
    expect(service.inventory.value[0]!.description).toBe('Edited description.');
  });

  it('installs the bundled skills, then Import bundled reports and respects user edits', async () => {
    const { service } = setup();
    expect(await service.installBundled()).toEqual(['shipped']);
    expect(service.inventory.value.map((s) => s.name)).toEqual(['shipped']);
    await service.remove('global', 'shipped');
    expect(service.inventory.value).toEqual([]); // installed once (shipped-updates.test.ts: a deleted one stays deleted)
    expect((await service.planBundled()).items).toEqual([{ name: 'shipped', description: 'A shipped skill.', state: 'new' }]);
    await service.importBundled({ overwriteEdited: false });
    await service.saveFile('global', 'shipped', 'SKILL.md', md('shipped', 'My own edit.'));
    expect((await service.planBundled()).items[0]!.state).toBe('edited');
    await service.importBundled({ overwriteEdited: false });
    expect((await service.readSkill('global', 'shipped'))!.manifest.description).toBe('My own edit.');
    await service.importBundled({ overwriteEdited: true });
    expect((await service.readSkill('global', 'shipped'))!.manifest.description).toBe('A shipped skill.');
  });

  it('moves and renames with clear refusals on clashes', async () => {
    const { service } = setup();
    await service.create({ name: 'one', description: 'One.', scope: 'global' });
    await service.create({ name: 'one', description: 'One for a card.', scope: 'character:alice.png' });
    const clash = await service.move('global', 'one', 'character:alice.png');
    expect(clash.ok).toBe(false);
    expect((await service.rename('global', 'one', 'two')).ok).toBe(true);
    expect((await service.move('global', 'two', 'character:alice.png')).ok).toBe(true);
    expect(service.inventory.value.map((s) => `${s.scope}:${s.name}`).sort()).toEqual(['character:alice.png:one', 'character:alice.png:two']);
  });
});

describe('SkillsService.load', () => {
  it('reads a skill once while its listing hash stays; an edit or a removal is seen at once', async () => {
    const { service, storage } = setup();
    await service.create({ scope: 'global', name: 'voice', description: 'First.' });
    let reads = 0;
    const get = storage.skills.get.bind(storage.skills);
    storage.skills.get = async (...a: Parameters<typeof get>) => (reads++, get(...a));
    const summary = () => service.inventory.value.filter((s) => s.name === 'voice');
    const [a] = await service.load(summary());
    const [b] = await service.load(summary());
    expect(b).toBe(a);
    expect(reads).toBe(1);
    // Without the listing's hash there is nothing to check against: read again.
    await service.load([{ scope: 'global', name: 'voice' }]);
    expect(reads).toBe(2);
    expect((await service.saveFile('global', 'voice', 'SKILL.md', md('voice', 'Edited.'))).ok).toBe(true);
    const [c] = await service.load(summary());
    expect(c!.manifest.description).toBe('Edited.');
    await service.remove('global', 'voice');
    expect(await service.load([{ ...a!, hash: c!.hash }])).toEqual([]);
  });
});
