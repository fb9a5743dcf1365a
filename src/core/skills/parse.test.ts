import { describe, expect, test } from 'vitest';
import { anthropicShapedPackages, binary, skillMd, text } from '../../../test/fixtures/skills/make.ts';
import { SKILL_LIMITS } from './limits.ts';
import { parseSkill } from './parse.ts';
import type { SkillFile } from './types.ts';

const MB = 1024 * 1024;
const ok = (name = 'demo', desc = 'A demo skill.') => ({ path: 'SKILL.md', text: skillMd(name, desc) });
const rules = (r: { issues: { rule: string }[] }) => r.issues.map((i) => i.rule);

describe('parseSkill', () => {
  test('a valid skill: manifest, sorted files, text/binary split, size, hash, scope, times', () => {
    const r = parseSkill(
      [{ path: 'references/b.md', text: 'B' }, ok(), { path: 'assets/x.png', bytes: binary('png', 64) }, { path: 'a.txt', bytes: text('héllo') }],
      { folderName: 'demo', scope: 'character:Alice.png', now: 42 },
    );
    expect(r.issues).toEqual([]);
    const s = r.skill!;
    expect(s.name).toBe('demo');
    expect(s.scope).toBe('character:Alice.png');
    expect(s.files.map((f) => f.path)).toEqual(['SKILL.md', 'a.txt', 'assets/x.png', 'references/b.md']);
    expect(s.files[1]).toEqual({ path: 'a.txt', text: 'héllo' });
    expect(s.files[2].bytes).toBeInstanceOf(Uint8Array);
    expect(s.files[2].text).toBeUndefined();
    expect(s.size).toBe(text(skillMd('demo', 'A demo skill.')).length + 1 + 64 + 6);
    expect(s.hash).toMatch(/^[0-9a-f]{16}$/);
    expect([s.installedAt, s.updatedAt]).toEqual([42, 42]);
    expect(s.manifest.description).toBe('A demo skill.');
  });

  test('the hash depends on bytes, not on how a file was given', () => {
    const a = parseSkill([ok(), { path: 'n.md', text: 'x' }]).skill!;
    const b = parseSkill([
      { path: 'SKILL.md', bytes: text(ok().text) },
      { path: 'n.md', bytes: text('x') },
    ]).skill!;
    const c = parseSkill([ok(), { path: 'n.md', text: 'y' }]).skill!;
    expect(b.hash).toBe(a.hash);
    expect(c.hash).not.toBe(a.hash);
  });

  test('missing SKILL.md, and a wrongly cased one is named in the message', () => {
    expect(rules(parseSkill([{ path: 'README.md', text: 'x' }]))).toEqual(['skill-md-missing']);
    const r = parseSkill([{ path: 'skill.md', text: ok().text }], { folderName: 'demo' });
    expect(r.issues[0]).toMatchObject({ rule: 'skill-md-missing', file: 'SKILL.md', skill: 'demo' });
    expect(r.issues[0].message).toMatch(/^demo\/SKILL\.md: .*found "skill\.md"/);
  });

  test('the name must equal the folder name when one is given', () => {
    const r = parseSkill([ok('other')], { folderName: 'demo' });
    expect(rules(r)).toEqual(['name-folder-mismatch']);
    expect(r.issues[0].message).toContain('"other"');
    expect(r.issues[0].message).toContain('"demo"');
    expect(parseSkill([ok('other')]).skill?.name).toBe('other');
  });

  test('frontmatter problems come through with the file name', () => {
    const r = parseSkill([{ path: 'SKILL.md', text: '# just markdown' }], { folderName: 'x' });
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'frontmatter-missing', file: 'SKILL.md', skill: 'x' })]);
    expect(rules(parseSkill([{ path: 'SKILL.md', bytes: binary('png', 20) }]))).toEqual(['skill-md-not-text']);
  });

  test('bad paths are rejected one by one', () => {
    const r = parseSkill([
      ok(),
      { path: '../x', text: '' },
      { path: '/abs', text: '' },
      { path: 'C:/x', text: '' },
      { path: 'a\\b', text: '' },
      { path: 'a//b', text: '' },
      { path: '', text: '' },
      { path: 'dup.md', text: '1' },
      { path: 'dup.md', text: '2' },
    ]);
    expect(rules(r)).toEqual(['path-traversal', 'path-absolute', 'path-drive', 'path-backslash', 'path-empty-segment', 'path-empty', 'path-duplicate']);
    expect(r.skill).toBeUndefined();
  });

  test('a file needs exactly one of text or bytes', () => {
    expect(rules(parseSkill([ok(), { path: 'a', text: 'x', bytes: new Uint8Array(1) }]))).toEqual(['file-content']);
    expect(rules(parseSkill([ok(), { path: 'a' } as SkillFile]))).toEqual(['file-content']);
  });

  test('limits: 100 files', () => {
    const files: SkillFile[] = [ok()];
    for (let i = 1; i < SKILL_LIMITS.maxFiles; i++) files.push({ path: `f${i}.md`, text: '' });
    expect(parseSkill(files).issues).toEqual([]);
    files.push({ path: 'one-more.md', text: '' });
    const r = parseSkill(files, { folderName: 'demo' });
    expect(rules(r)).toEqual(['too-many-files']);
    expect(r.issues[0].message).toBe('demo: the skill has 101 files; at most 100 are allowed');
  });

  test('limits: 4 MB per file', () => {
    expect(parseSkill([ok(), { path: 'big.bin', bytes: new Uint8Array(4 * MB) }]).issues).toEqual([]);
    const r = parseSkill([ok(), { path: 'big.bin', bytes: new Uint8Array(4 * MB + 1) }]);
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'file-too-large', file: 'big.bin' })]);
    expect(r.issues[0].message).toMatch(/big\.bin: the file is 4\.0 MB; at most 4 MB per file/);
  });

  test('limits: 16 MB per skill', () => {
    const chunk = new Uint8Array(4 * MB);
    const files: SkillFile[] = [ok(), { path: '1', bytes: chunk }, { path: '2', bytes: chunk }, { path: '3', bytes: chunk }];
    const exact = 16 * MB - text(ok().text).length - 3 * chunk.length;
    expect(parseSkill([...files, { path: '4', bytes: new Uint8Array(exact) }]).issues).toEqual([]);
    expect(rules(parseSkill([...files, { path: '4', bytes: new Uint8Array(exact + 1) }]))).toEqual(['skill-too-large']);
  });

  test('limits: 512 KB for SKILL.md', () => {
    const head = skillMd('demo', 'd');
    const pad = 512 * 1024 - text(head).length;
    expect(parseSkill([{ path: 'SKILL.md', text: head + 'x'.repeat(pad) }]).issues).toEqual([]);
    const r = parseSkill([{ path: 'SKILL.md', text: head + 'x'.repeat(pad + 1) }]);
    expect(rules(r)).toEqual(['skill-md-too-large']);
  });

  test('all 17 Anthropic-shaped packages parse unchanged (warnings only for long descriptions)', () => {
    const pkgs = anthropicShapedPackages();
    expect(pkgs).toHaveLength(17);
    for (const p of pkgs) {
      const r = parseSkill(p.files, { folderName: p.folder });
      expect(r.issues, p.folder).toEqual([]);
      const s = r.skill!;
      expect(s.name).toBe(p.folder);
      expect(s.files).toHaveLength(p.files.length);
      for (const f of p.files) {
        const got = s.files.find((g) => g.path === f.path)!;
        expect(Buffer.from(got.bytes ?? text(got.text!)).equals(f.bytes), `${p.folder}/${f.path}`).toBe(true);
      }
      const long = r.warnings.filter((w) => w.rule === 'description-long');
      expect(long.length).toBe(s.manifest.description.length > 1024 ? 1 : 0);
    }
    const api = parseSkill(pkgs.find((p) => p.folder === 'claude-api')!.files).skill!;
    expect(api.manifest.description.length).toBeGreaterThan(1024);
    const canvas = parseSkill(pkgs.find((p) => p.folder === 'canvas-design')!.files).skill!;
    expect(canvas.files.filter((f) => f.bytes).length).toBe(54);
    expect(canvas.manifest.license).toBe('Complete terms in LICENSE.txt');
  });
});
