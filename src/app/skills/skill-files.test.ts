// Files inside a skill: add (text or binary), rename, move between folders, delete; each change is
// validated as a whole skill and written in one transaction; SKILL.md stays.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SKILL_LIMITS } from '../../core/skills/limits.ts';
import { openStorage } from '../../storage/index.ts';
import { createBundledSkills } from './bundled.ts';
import { hashSkill } from './skill-hash.ts';
import { SkillsService } from './skills-service.ts';

let n = 0;
async function setup() {
  const storage = openStorage({ hashSkill, prefix: `files-${n++}-` });
  const s = new SkillsService({ repo: storage.skills, bundled: createBundledSkills([]), saveAs: () => {} });
  await s.create({ name: 'voice', description: 'Keeps voices apart.', scope: 'global' });
  return s;
}
const paths = async (s: SkillsService) => (await s.readSkill('global', 'voice'))!.files.map((f) => f.path);

describe('files inside a skill', () => {
  it('add text and binary, rename, move to another folder, delete; hash and size follow', async () => {
    const s = await setup();
    const h0 = s.inventory.value[0]!.hash;
    expect(await s.addFile('global', 'voice', 'references/sheet.md', '# Voice sheet\n')).toMatchObject({ ok: true });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]);
    expect((await s.addFile('global', 'voice', 'assets/face.png', png)).ok).toBe(true);
    expect(await paths(s)).toEqual(['SKILL.md', 'assets/face.png', 'references/sheet.md']);
    expect((await s.readSkill('global', 'voice'))!.files[1]!.bytes).toEqual(png);
    expect(s.inventory.value[0]!.fileCount).toBe(3);
    expect(s.inventory.value[0]!.hash).not.toBe(h0);

    expect((await s.moveFile('global', 'voice', 'references/sheet.md', 'references/voice-sheet.md')).ok).toBe(true);
    expect((await s.moveFile('global', 'voice', 'references/voice-sheet.md', 'notes/voice-sheet.md')).ok).toBe(true);
    expect(await paths(s)).toEqual(['SKILL.md', 'assets/face.png', 'notes/voice-sheet.md']);
    expect((await s.deleteFile('global', 'voice', 'assets/face.png')).ok).toBe(true);
    expect(await paths(s)).toEqual(['SKILL.md', 'notes/voice-sheet.md']);
    const text = (await s.readSkill('global', 'voice'))!.files[1]!.text;
    expect(text).toBe('# Voice sheet\n');
  });

  it('refused changes name the file and rule and change nothing', async () => {
    const s = await setup();
    await s.addFile('global', 'voice', 'a.md', 'a');
    const before = await s.readSkill('global', 'voice');
    const rule = (r: { ok: boolean; issues?: { rule: string }[] }) => (r.ok ? 'ok' : r.issues!.map((i) => i.rule).join(','));
    expect(rule(await s.deleteFile('global', 'voice', 'SKILL.md'))).toBe('skill-md-fixed');
    expect(rule(await s.moveFile('global', 'voice', 'SKILL.md', 'docs/SKILL.md'))).toBe('skill-md-fixed');
    expect(rule(await s.moveFile('global', 'voice', 'a.md', '../a.md'))).toBe('path-traversal');
    expect(rule(await s.moveFile('global', 'voice', 'a.md', 'SKILL.md'))).toBe('path-duplicate');
    expect(rule(await s.moveFile('global', 'voice', 'ghost.md', 'b.md'))).toBe('not-found');
    expect(rule(await s.addFile('global', 'voice', 'a.md', 'again'))).toBe('path-duplicate');
    expect(rule(await s.addFile('global', 'voice', '/abs.md', 'x'))).toBe('path-absolute');
    expect(rule(await s.addFile('global', 'voice', 'big.bin', new Uint8Array(SKILL_LIMITS.maxFileBytes + 1)))).toBe('file-too-large');
    expect(rule(await s.deleteFile('global', 'voice', 'ghost.md'))).toBe('not-found');
    expect(await s.readSkill('global', 'voice')).toEqual(before);
  });
});
