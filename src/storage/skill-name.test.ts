import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { StorageError } from './errors.ts';
import { renameSkillFiles, rewriteSkillMdName, withName } from './skill-name.ts';
import { makeSkill } from './testing.ts';

describe('rewriteSkillMdName', () => {
  test('replaces only the top-level name, keeping every other byte', () => {
    const md = '---\nname: pdf\ndescription: Work with PDFs. name: not this\nmetadata:\n  name: nested\n---\nname: body text\n';
    expect(rewriteSkillMdName(md, 'pdf-2')).toBe(md.replace('name: pdf\n', 'name: pdf-2\n'));
  });

  test('keeps CRLF line ends, a BOM, quotes and a trailing comment', () => {
    const md = '\uFEFF---\r\ndescription: d\r\nname: "pdf"  # the folder name\r\n---\r\nBody\r\n';
    expect(rewriteSkillMdName(md, 'pdf-2')).toBe('\uFEFF---\r\ndescription: d\r\nname: "pdf-2" # the folder name\r\n---\r\nBody\r\n');
    expect(rewriteSkillMdName("---\nname: 'a'\n---\n", 'b')).toBe("---\nname: 'b'\n---\n");
  });

  test('quotes names YAML would read as numbers, dates or booleans', () => {
    expect(rewriteSkillMdName('---\nname: x\n---\n', '2024-01-2')).toBe('---\nname: "2024-01-2"\n---\n');
    expect(rewriteSkillMdName('---\nname: x\n---\n', '123')).toBe('---\nname: "123"\n---\n');
    expect(rewriteSkillMdName('---\nname: x\n---\n', 'true')).toBe('---\nname: "true"\n---\n');
    expect(rewriteSkillMdName('---\nname: x\n---\n', 'pdf-2')).toBe('---\nname: pdf-2\n---\n');
    for (const name of ['2024-01-2', '123', '1e5', '0x1f', 'null', 'yes', 'y', 'pdf-2', '_x', '0-1']) {
      const yaml = rewriteSkillMdName('---\nname: x\n---\n', name).split('\n')[1]!;
      expect(load(yaml), name).toEqual({ name });
    }
  });

  test('refuses files it cannot rewrite safely', () => {
    expect(() => rewriteSkillMdName('# no frontmatter\n', 'a')).toThrow(/no YAML frontmatter/);
    expect(() => rewriteSkillMdName('---\ndescription: d\n---\n', 'a')).toThrow(/no one-line `name:`/);
    expect(() => rewriteSkillMdName('---\nname: >\n  folded\n---\n', 'a')).toThrow(StorageError);
  });
});

describe('renameSkillFiles / withName', () => {
  test('rewrites SKILL.md given as bytes and leaves other files alone', () => {
    const other = { path: 'a.bin', bytes: new Uint8Array([1]) };
    const files = renameSkillFiles([{ path: 'SKILL.md', bytes: new TextEncoder().encode('---\nname: a\n---\n') }, other], 'b');
    expect(files).toEqual([{ path: 'SKILL.md', text: '---\nname: b\n---\n' }, other]);
    expect(files[1]).toBe(other);
    expect(() => renameSkillFiles([other], 'b')).toThrow(/no SKILL.md/);
  });

  test('withName updates record, manifest and frontmatter', () => {
    const s = withName({ ...makeSkill('alpha'), bundledHash: 'x' }, 'beta');
    expect([s.name, s.manifest.name, s.manifest.frontmatter.name]).toEqual(['beta', 'beta', 'beta']);
    expect(s.files[0]?.text).toMatch(/^---\nname: beta\n/);
    expect('bundledHash' in s).toBe(false);
  });
});
