import { expect, test } from 'vitest';
import { findSkillFolders } from './layout.ts';

test('loose files with SKILL.md at the top: one skill without a folder name', () => {
  expect(findSkillFolders(['SKILL.md', 'references/a.md'])).toEqual({
    folders: [{ prefix: '', folderName: undefined, paths: ['SKILL.md', 'references/a.md'] }],
    ignored: [],
  });
});

test('a picked folder: the common top folder is the skill and its name', () => {
  const r = findSkillFolders(['my-skill/SKILL.md', 'my-skill/scripts/x.py']);
  expect(r.folders).toEqual([{ prefix: 'my-skill/', folderName: 'my-skill', paths: ['my-skill/SKILL.md', 'my-skill/scripts/x.py'] }]);
});

test('several skill folders side by side, or under one common folder; strays are ignored', () => {
  const r = findSkillFolders(['a/SKILL.md', 'b/SKILL.md', 'b/x.md', 'README.md', 'notes/n.md']);
  expect(r.folders.map((f) => [f.prefix, f.folderName, f.paths.length])).toEqual([
    ['a/', 'a', 1],
    ['b/', 'b', 2],
  ]);
  expect(r.ignored.sort()).toEqual(['README.md', 'notes/n.md']);
  const nested = findSkillFolders(['repo/skills/pdf/SKILL.md', 'repo/skills/docx/SKILL.md', 'repo/README.md']);
  expect(nested.folders.map((f) => f.prefix)).toEqual(['repo/skills/docx/', 'repo/skills/pdf/']);
  expect(nested.ignored).toEqual(['repo/README.md']);
});

test('a SKILL.md at some level wins over skill folders below it', () => {
  const r = findSkillFolders(['top/SKILL.md', 'top/sub/SKILL.md']);
  expect(r.folders).toHaveLength(1);
  expect(r.folders[0].folderName).toBe('top');
});

test('no SKILL.md anywhere reachable', () => {
  expect(findSkillFolders(['a/x.md', 'b/y.md'])).toEqual({ folders: [], ignored: ['a/x.md', 'b/y.md'] });
  expect(findSkillFolders([]).folders).toEqual([]);
});
