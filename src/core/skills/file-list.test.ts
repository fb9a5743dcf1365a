import { expect, test } from 'vitest';
import { anthropicShapedPackages, skillMd, text } from '../../../test/fixtures/skills/make.ts';
import { skillFromFileList, skillFromSkillMd } from './file-list.ts';

const entry = (path: string, s: string) => ({ path, bytes: text(s) });

test('a picked folder: the top folder is stripped and names the skill', () => {
  const r = skillFromFileList(
    [entry('voice/SKILL.md', skillMd('voice', 'Keeps voices.')), entry('voice/references/a.md', 'A'), entry('voice/.DS_Store', '\u0000')],
    {
      scope: 'preset:director/default',
      now: 1,
    },
  );
  expect(r.issues).toEqual([]);
  expect(r.skills).toHaveLength(1);
  expect(r.skills[0]).toMatchObject({ name: 'voice', scope: 'preset:director/default' });
  expect(r.skills[0].files.map((f) => f.path)).toEqual(['SKILL.md', 'references/a.md']);
  expect(r.warnings).toEqual([expect.objectContaining({ rule: 'ignored-file', file: 'voice/.DS_Store' })]);
});

test('the folder name must match the frontmatter name', () => {
  const r = skillFromFileList([entry('Voice Copy/SKILL.md', skillMd('voice', 'd'))]);
  expect(r.skills).toEqual([]);
  expect(r.issues).toEqual([expect.objectContaining({ rule: 'name-folder-mismatch', skill: 'Voice Copy' })]);
});

test('several skill folders give several skills; a bad one does not block the others', () => {
  const r = skillFromFileList([
    entry('skills/good/SKILL.md', skillMd('good', 'fine')),
    entry('skills/bad/SKILL.md', '---\nname: bad\n---\n'),
    entry('skills/README.md', 'stray'),
  ]);
  expect(r.skills.map((s) => s.name)).toEqual(['good']);
  expect(r.issues).toEqual([expect.objectContaining({ rule: 'description-missing', skill: 'bad', file: 'SKILL.md' })]);
  expect(r.issues[0].message).toMatch(/^bad\/SKILL\.md: /);
  expect(r.warnings).toEqual([expect.objectContaining({ rule: 'ignored-file', file: 'skills/README.md' })]);
});

test('a bad path rejects the whole list', () => {
  const r = skillFromFileList([entry('a/SKILL.md', skillMd('a', 'd')), entry('a/../../etc/passwd', 'x')]);
  expect(r.skills).toEqual([]);
  expect(r.issues).toEqual([expect.objectContaining({ rule: 'path-traversal', file: 'a/../../etc/passwd' })]);
});

test('no SKILL.md at all', () => {
  const r = skillFromFileList([entry('notes/a.md', 'x')]);
  expect(r.skills).toEqual([]);
  expect(r.issues.map((i) => i.rule)).toEqual(['no-skill']);
});

test('loose files with SKILL.md at the top take the frontmatter name', () => {
  const r = skillFromFileList([entry('SKILL.md', skillMd('loose', 'd')), entry('x.md', '')]);
  expect(r.skills.map((s) => s.name)).toEqual(['loose']);
});

test('the 17 Anthropic-shaped packages picked together as one folder', () => {
  const pkgs = anthropicShapedPackages();
  const entries = pkgs.flatMap((p) => p.files.map((f) => ({ path: `skills/${p.folder}/${f.path}`, bytes: f.bytes })));
  const r = skillFromFileList(entries);
  expect(r.issues).toEqual([]);
  expect(r.skills.map((s) => s.name)).toEqual(pkgs.map((p) => p.folder).sort());
});

test('skillFromSkillMd: name from frontmatter, messages use the picked file name', () => {
  const ok = skillFromSkillMd(skillMd('solo', 'One file.'));
  expect(ok.skill).toMatchObject({ name: 'solo', files: [{ path: 'SKILL.md' }] });
  const bad = skillFromSkillMd('no frontmatter', 'my-notes.md');
  expect(bad.skill).toBeUndefined();
  expect(bad.issues).toEqual([expect.objectContaining({ rule: 'frontmatter-missing', file: 'my-notes.md' })]);
  expect(bad.issues[0].message).toMatch(/^my-notes\.md: SKILL\.md must start with YAML frontmatter/);
});
