import { expect, test } from 'vitest';
import { findSkillFolders } from './layout.ts';

test('loose files with SKILL.md at the top: one skill without a folder name', () => {
  expect(findSkillFolders(['SKILL.md', 'references/a.md'])).toEqual({
    folders: [{ prefix: '', folderName: undefined, paths: ['SKILL.md', 'references/a.md'] }],
    ignored: [],
  });
});

test('a picked folder: the top folder is the skill and its name', () => {
  const r = findSkillFolders(['my-skill/SKILL.md', 'my-skill/scripts/x.py']);
  expect(r.folders).toEqual([{ prefix: 'my-skill/', folderName: 'my-skill', paths: ['my-skill/SKILL.md', 'my-skill/scripts/x.py'] }]);
});

test('several skill folders side by side, or under one common folder; strays are ignored', () => {
  const r = findSkillFolders(['a/SKILL.md', 'b/SKILL.md', 'b/x.md', 'README.md', 'notes/n.md']);
  expect(r.folders.map((f) => [f.prefix, f.folderName, f.paths.length])).toEqual([
    ['a/', 'a', 1],
    ['b/', 'b', 2],
  ]);
  expect(r.ignored).toEqual(['README.md', 'notes/n.md']);
  const nested = findSkillFolders(['repo/skills/pdf/SKILL.md', 'repo/skills/docx/SKILL.md', 'repo/README.md']);
  expect(nested.folders.map((f) => [f.prefix, f.folderName])).toEqual([
    ['repo/skills/docx/', 'docx'],
    ['repo/skills/pdf/', 'pdf'],
  ]);
  expect(nested.ignored).toEqual(['repo/README.md']);
});

test('a repository download: skills at different depths', () => {
  const r = findSkillFolders([
    'repo-main/README.md',
    'repo-main/skills/pdf/SKILL.md',
    'repo-main/skills/pdf/forms.md',
    'repo-main/template/SKILL.md',
    'repo-main/spec/spec.md',
  ]);
  expect(r.folders.map((f) => f.folderName)).toEqual(['pdf', 'template']);
  expect(r.ignored).toEqual(['repo-main/README.md', 'repo-main/spec/spec.md']);
});

test('a SKILL.md inside a skill folder belongs to that skill', () => {
  const r = findSkillFolders(['top/SKILL.md', 'top/sub/SKILL.md', 'top-two/SKILL.md']);
  expect(r.folders.map((f) => [f.folderName, f.paths])).toEqual([
    ['top-two', ['top-two/SKILL.md']], // code-unit order: '-' sorts before '/'
    ['top', ['top/SKILL.md', 'top/sub/SKILL.md']],
  ]);
});

test('no SKILL.md anywhere', () => {
  expect(findSkillFolders(['a/x.md', 'b/y.md'])).toEqual({ folders: [], ignored: ['a/x.md', 'b/y.md'] });
  expect(findSkillFolders(['a/skill.md.bak', 'NOTSKILL.md']).folders).toEqual([]);
  expect(findSkillFolders([]).folders).toEqual([]);
});
