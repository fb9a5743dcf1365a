import { describe, expect, test } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { anthropicShapedPackages, binary, noise, skillMd, text } from '../../../test/fixtures/skills/make.ts';
import { writeZip, type RawEntry } from '../../../test/fixtures/skills/zip-writer.ts';
import { crc32 } from './crc32.ts';
import { parseSkill } from './parse.ts';
import { exportSkillZip } from './zip-export.ts';
import { importSkillZip } from './zip-import.ts';
import { CP437_HIGH, readZipDirectory } from './zip-read.ts';

const MB = 1024 * 1024;
const md = (name: string, desc = 'A test skill.') => text(skillMd(name, desc));
const rules = (r: { issues: { rule: string }[] }) => r.issues.map((i) => i.rule);
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const GARBAGE = new Uint8Array([0xff, 0xff, 0xff, 0xff]); // not valid deflate: proves nothing was inflated

describe('importSkillZip: layouts', () => {
  test('root is the skill folder: the folder names the skill', () => {
    const zip = zipSync({ 'voice/SKILL.md': md('voice'), 'voice/references/x.md': text('X'), 'voice/': new Uint8Array() });
    const r = importSkillZip(zip, { scope: 'character:Bob.png', now: 5 });
    expect(r.issues).toEqual([]);
    expect(r.skills.map((s) => [s.name, s.scope, s.files.map((f) => f.path)])).toEqual([['voice', 'character:Bob.png', ['SKILL.md', 'references/x.md']]]);
  });

  test('SKILL.md directly at the root: the name comes from the frontmatter', () => {
    const r = importSkillZip(zipSync({ 'SKILL.md': md('from-frontmatter'), 'scripts/a.py': text('print(1)\n') }));
    expect(r.skills.map((s) => s.name)).toEqual(['from-frontmatter']);
  });

  test('several skill folders; an invalid one is reported on its own', () => {
    const zip = zipSync({
      'pack/a/SKILL.md': md('a'),
      'pack/b/SKILL.md': md('not-b'),
      'pack/c/SKILL.md': md('c'),
      'pack/README.md': text('about'),
    });
    const r = importSkillZip(zip);
    expect(r.skills.map((s) => s.name)).toEqual(['a', 'c']);
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'name-folder-mismatch', skill: 'b', file: 'SKILL.md' })]);
    expect(r.warnings).toEqual([expect.objectContaining({ rule: 'ignored-file', file: 'pack/README.md' })]);
  });

  test('a whole repository download: the 17 Anthropic-shaped skills plus a template, docs ignored', () => {
    const tree: Record<string, Uint8Array> = { 'skills-main/README.md': text('# repo'), 'skills-main/spec/spec.md': text('spec') };
    for (const p of anthropicShapedPackages()) for (const f of p.files) tree[`skills-main/skills/${p.folder}/${f.path}`] = f.bytes;
    tree['skills-main/template/SKILL.md'] = md('template');
    const r = importSkillZip(zipSync(tree));
    expect(r.issues).toEqual([]);
    expect(r.skills).toHaveLength(18);
    expect(r.warnings.filter((w) => w.rule === 'ignored-file').map((w) => w.file)).toEqual(['skills-main/README.md', 'skills-main/spec/spec.md']);
    expect(r.warnings.filter((w) => w.rule === 'description-long').map((w) => w.skill)).toEqual(['claude-api']);
  });

  test('no SKILL.md anywhere', () => {
    const r = importSkillZip(zipSync({ 'x/readme.md': text('hi') }), { fileName: 'stuff.zip' });
    expect(r.skills).toEqual([]);
    expect(r.issues).toEqual([expect.objectContaining({ rule: 'no-skill', file: 'stuff.zip' })]);
  });

  test('OS metadata is skipped with a warning; backslash separators from Windows archivers are understood', () => {
    const zip = writeZip([
      { name: 'win\\SKILL.md', data: md('win') },
      { name: 'win\\refs\\a.md', data: text('a') },
      { name: '__MACOSX/win/._SKILL.md', data: new Uint8Array([0, 5, 22]) },
      { name: 'win/.DS_Store', data: new Uint8Array([0, 0, 0, 1]) },
    ]);
    const r = importSkillZip(zip);
    expect(r.issues).toEqual([]);
    expect(r.skills[0].files.map((f) => f.path)).toEqual(['SKILL.md', 'refs/a.md']);
    expect(r.warnings.map((w) => w.rule)).toEqual(['ignored-file', 'ignored-file']);
  });

  test('stored entries, CP437 names, the Info-ZIP Unicode path field, zip64 records and a prepended stub', () => {
    expect(CP437_HIGH).toHaveLength(128);
    const cp = new Uint8Array([...text('cp/'), 0x82, ...text('.md')]); // 0x82 = é in CP437
    const r = importSkillZip(
      writeZip([
        { name: text('cp/SKILL.md'), data: md('cp'), method: 0, flags: 0 },
        { name: cp, data: text('x'), flags: 0 },
      ]),
    );
    expect(r.issues).toEqual([]);
    expect(r.skills[0].files.map((f) => f.path)).toEqual(['SKILL.md', 'é.md']);

    const raw = text('u/old-name.md');
    const up = new Uint8Array(4 + 5 + 4);
    const dv = new DataView(up.buffer);
    dv.setUint16(0, 0x7075, true);
    dv.setUint16(2, 9, true);
    up[4] = 1;
    dv.setUint32(5, crc32(raw), true);
    up.set(text('u/ü.md'.normalize()).subarray(0, 4), 9);
    const named = importSkillZip(
      writeZip([
        { name: 'u/SKILL.md', data: md('u') },
        { name: raw, data: text('x'), extra: up, flags: 0 },
      ]),
    );
    expect(named.skills[0].files.map((f) => f.path)).toContain('ü');

    const z64 = importSkillZip(
      writeZip(
        [
          { name: 'big/SKILL.md', data: md('big') },
          { name: 'big/a.md', data: text('a') },
        ],
        { zip64: true },
      ),
    );
    expect(z64.issues).toEqual([]);
    expect(z64.skills[0].files).toHaveLength(2);

    const stub = importSkillZip(writeZip([{ name: 'sfx/SKILL.md', data: md('sfx') }], { prefix: text('#!/bin/sh\nexit 0\n') }));
    expect(stub.skills.map((s) => s.name)).toEqual(['sfx']);
  });
});

describe('importSkillZip: safety (the whole zip is refused, nothing is returned)', () => {
  const ok: RawEntry = { name: 's/SKILL.md', data: md('s') };
  const refused = (entries: RawEntry[], rule: string, file?: string) => {
    const r = importSkillZip(writeZip(entries));
    expect(r.skills).toEqual([]);
    expect(rules(r)).toContain(rule);
    if (file !== undefined) expect(r.issues.find((i) => i.rule === rule)!.file).toBe(file);
    return r;
  };

  test('path traversal, absolute paths, drive letters, backslash tricks, control characters', () => {
    refused([ok, { name: 's/../../evil.sh', data: text('x') }], 'path-traversal', 's/../../evil.sh');
    refused([ok, { name: '../evil', data: text('x') }], 'path-traversal');
    refused([ok, { name: '/etc/cron.d/x', data: text('x') }], 'path-absolute');
    refused([ok, { name: 'C:\\Windows\\x.dll', data: text('x') }], 'path-drive');
    refused([ok, { name: 'D:evil', data: text('x') }], 'path-drive');
    refused([ok, { name: 's\\..\\..\\evil', data: text('x') }], 'path-traversal');
    refused([ok, { name: '\\\\host\\share\\x', data: text('x') }], 'path-absolute');
    refused([ok, { name: 's/a\u0000.md', data: text('x') }], 'path-control-char');
    refused([ok, { name: 's//x.md', data: text('x') }], 'path-empty-segment');
  });

  test('symbolic links (Unix mode in the external attributes) and Windows reparse points', () => {
    refused([ok, { name: 's/link', data: text('/etc/passwd'), externalAttrs: 0o120777 << 16 }], 'zip-link', 's/link');
    refused([ok, { name: 's/dirlink/', externalAttrs: (0o120755 << 16) >>> 0, method: 0 }], 'zip-link');
    refused([ok, { name: 's/junction', data: text('x'), madeBy: 20, externalAttrs: 0x400 }], 'zip-link');
  });

  test('encryption, unknown methods, duplicates', () => {
    refused([ok, { name: 's/x', data: text('x'), flags: 0x801 }], 'zip-encrypted');
    refused([ok, { name: 's/x', data: text('x'), method: 12, stored: text('x') }], 'zip-method');
    refused([ok, { name: 's/x', data: text('1') }, { name: 's\\x', data: text('2') }], 'zip-duplicate');
  });

  test('too many files in a skill, judged from the directory before inflating', () => {
    const entries: RawEntry[] = [ok];
    for (let i = 0; i < 100; i++) entries.push({ name: `s/f${i}.md`, data: text('x'), stored: GARBAGE, declaredSize: 1 });
    const r = refused(entries, 'too-many-files');
    expect(r.issues[0].message).toBe('s: the skill has 101 files; at most 100 are allowed');
    expect(rules(r)).toEqual(['too-many-files']);
  });

  test('a file over 4 MB, by its declared size', () => {
    const r = refused([ok, { name: 's/big.bin', stored: GARBAGE, declaredSize: 4 * MB + 1 }], 'file-too-large', 's/big.bin');
    expect(rules(r)).toEqual(['file-too-large']);
  });

  test('a skill over 16 MB, by declared sizes', () => {
    const big = (i: number): RawEntry => ({ name: `s/part${i}.bin`, stored: GARBAGE, declaredSize: 4 * MB });
    const r = refused([ok, big(1), big(2), big(3), big(4)], 'skill-too-large');
    expect(rules(r)).toEqual(['skill-too-large']);
  });

  test('SKILL.md over 512 KB, by declared size', () => {
    refused([{ name: 's/SKILL.md', stored: GARBAGE, declaredSize: 512 * 1024 + 1 }], 'skill-md-too-large');
  });

  test('too many entries, and too many bytes across many skills', () => {
    const many: RawEntry[] = [];
    for (let i = 0; i < 5001; i++) many.push({ name: `d${i}/`, method: 0 });
    refused(many, 'zip-too-many-entries');
    const heavy: RawEntry[] = [];
    for (let i = 0; i < 65; i++) heavy.push({ name: `k${i}/SKILL.md`, data: md(`k${i}`) }, { name: `k${i}/blob.bin`, stored: GARBAGE, declaredSize: 4 * MB });
    refused(heavy, 'zip-too-large');
  });

  test('a zip bomb: inflation stops at the declared size', () => {
    const bomb = deflateRawSync(new Uint8Array(64 * MB)); // 64 MB of zeros in ~64 KB
    const r = refused([ok, { name: 's/bomb.bin', stored: bomb, declaredSize: 1000, crc: 0 }], 'zip-bomb', 's/bomb.bin');
    expect(r.issues[0].message).toMatch(/more than its declared 1000 bytes/);
  });

  test('overlapping entries (non-recursive bomb construction)', () => {
    refused([ok, { name: 's/a.md', data: text('shared') }, { name: 's/b.md', data: text('shared'), sameDataAs: 1 }], 'zip-overlap');
  });

  test('corruption: CRC mismatch, size mismatch, broken deflate data, not a zip', () => {
    refused([ok, { name: 's/a.md', data: text('abc'), crc: 1 }], 'zip-crc');
    refused([ok, { name: 's/a.md', data: text('abc'), declaredSize: 10 }], 'zip-size-mismatch');
    refused([ok, { name: 's/a.md', stored: GARBAGE, declaredSize: 3 }], 'zip-entry-invalid');
    expect(rules(importSkillZip(text('PK not really a zip at all, just text')))).toEqual(['zip-invalid']);
    const good = writeZip([ok]);
    expect(rules(importSkillZip(good.subarray(0, good.length - 30)))).toEqual(['zip-invalid']);
    expect(importSkillZip(new Uint8Array(3), { fileName: 'x.zip' }).issues[0].message).toMatch(/^x\.zip: not a readable zip archive/);
  });
});

describe('exportSkillZip', () => {
  test('deterministic, one top folder, round trip keeps the hash (all 17 Anthropic-shaped packages)', () => {
    for (const p of anthropicShapedPackages()) {
      const skill = parseSkill(p.files, { folderName: p.folder }).skill!;
      const zip = exportSkillZip(skill);
      expect(same(exportSkillZip(skill), zip)).toBe(true);
      const back = importSkillZip(zip);
      expect(back.issues, p.folder).toEqual([]);
      expect(back.skills).toHaveLength(1);
      expect(back.skills[0].hash).toBe(skill.hash);
      expect(back.skills[0].files.map((f) => f.path)).toEqual(skill.files.map((f) => f.path));
      // and once more: export of the re-import is byte-identical
      expect(same(exportSkillZip(back.skills[0]), zip)).toBe(true);
    }
  });

  test('binary files survive byte for byte; text is written as UTF-8', () => {
    const png = binary('png', 3000, 9);
    const skill = parseSkill([
      { path: 'SKILL.md', text: skillMd('bin', 'd') },
      { path: 'img/a.png', bytes: png },
      { path: 'n.md', text: '日本語\r\n' },
    ]).skill!;
    const back = importSkillZip(exportSkillZip(skill)).skills[0];
    expect(Buffer.from(back.files.find((f) => f.path === 'img/a.png')!.bytes!).equals(png)).toBe(true);
    expect(back.files.find((f) => f.path === 'n.md')!.text).toBe('日本語\r\n');
  });

  test('incompressible binary data is stored, text is deflated', () => {
    const skill = parseSkill([
      { path: 'SKILL.md', text: skillMd('mix', 'd') + 'words '.repeat(20000) },
      { path: 'data/random.bin', bytes: noise(100_000, 5) },
    ]).skill!;
    const dir = readZipDirectory(exportSkillZip(skill), 10);
    if (!dir.ok) throw new Error('unreadable');
    expect(dir.entries.map((e) => [e.name, e.method])).toEqual([
      ['mix/SKILL.md', 8],
      ['mix/data/random.bin', 0],
    ]);
  });

  test('a 16 MB skill imports (the limit is inclusive)', () => {
    const head = md('full');
    const files: Record<string, Uint8Array> = { 'full/SKILL.md': head };
    for (let i = 0; i < 3; i++) files[`full/blob${i}.bin`] = noise(4 * MB, i + 1);
    files['full/rest.bin'] = noise(4 * MB - head.length, 9);
    const r = importSkillZip(zipSync(files, { level: 0 }));
    expect(r.issues).toEqual([]);
    expect(r.skills[0].size).toBe(16 * MB);
  });
});
