// Inputs built to hurt: a zip whose entries unpack far beyond their packed size, "billion laughs"
// YAML, two skills of one name, names that hide their direction, differ only in case, or are not
// the UTF-8 they claim to be. Each is refused with a message naming what and where.
import { zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { skillMd, text } from '../../../test/fixtures/skills/make.ts';
import { writeZip } from '../../../test/fixtures/skills/zip-writer.ts';
import { readManifest } from './frontmatter.ts';
import { skillFromFileList } from './file-list.ts';
import { importSkillZip } from './zip-import.ts';

const md = (name: string) => text(skillMd(name, `About ${name}.`));

describe('Z1: compression ratio', () => {
  test('an entry that unpacks about 1000:1 is refused before it is inflated', () => {
    const zeros = new Uint8Array(4 * 1024 * 1024); // 4 MB of zeros deflate to about 4 KB
    const zip = zipSync({ 'pad/SKILL.md': md('pad'), 'pad/zeros.bin': zeros });
    const r = importSkillZip(zip, { fileName: 'pad.zip' });
    expect(r.skills).toEqual([]);
    expect(r.issues).toHaveLength(1);
    expect(r.issues[0]).toMatchObject({ file: 'pad/zeros.bin', rule: 'zip-ratio' });
    expect(r.issues[0]!.message).toMatch(/^pad\/zeros\.bin: the entry unpacks to 4 MB from \d+ KB \(\d{3,}:1\); more than 100:1 is refused as a zip bomb$/);
  });

  test('ordinary text and small highly compressible files still install', () => {
    const prose = text('The harbour pilot guides the ships at night. '.repeat(4000)); // 180 KB, under the floor
    const r = importSkillZip(zipSync({ 'ok/SKILL.md': md('ok'), 'ok/references/prose.md': prose }));
    expect(r.issues).toEqual([]);
    expect(r.skills.map((s) => s.name)).toEqual(['ok']);
  });
});

describe('Y1: YAML alias expansion', () => {
  test('"billion laughs" frontmatter is refused; a few aliases are fine', () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      lines.push(`${cur}: &${cur} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const laughs = `---\nname: laughs\ndescription: x\n${lines.join('\n')}\n---\nBody\n`;
    const r = readManifest(laughs, 'SKILL.md', 'laughs');
    expect(r.manifest).toBeUndefined();
    expect(r.issues.map((i) => [i.rule, i.message])).toEqual([
      [
        'frontmatter-aliases',
        'laughs/SKILL.md: the YAML frontmatter expands to more than 10,000 values through aliases (a "billion laughs" pattern); refusing it',
      ],
    ]);
    const fine = readManifest('---\nname: fine\ndescription: x\nbase: &b { tone: dry }\nmetadata: { style: *b }\n---\n');
    expect(fine.issues).toEqual([]);
  });
});

describe('M3: two skills of one name', () => {
  test('a zip with two folders naming the same skill says so, naming both, and installs neither', () => {
    const zip = zipSync({ 'a/voice/SKILL.md': md('voice'), 'b/voice/SKILL.md': md('voice'), 'c/other/SKILL.md': md('other') });
    const r = importSkillZip(zip, { fileName: 'two.zip' });
    expect(r.skills.map((s) => s.name)).toEqual(['other']);
    expect(r.issues.map((i) => [i.rule, i.message])).toEqual([
      ['skill-duplicate-name', 'voice: 2 folders hold a skill named "voice" (a/voice/, b/voice/); rename all but one — none of them was installed'],
    ]);
  });
});

describe('M4: names that lie', () => {
  test('a bidi override in a name is refused', () => {
    const name = 'tricks/references/gpj.\u202eexe.md';
    const r = importSkillZip(zipSync({ 'tricks/SKILL.md': md('tricks'), [name]: text('x') }));
    expect(r.skills).toEqual([]);
    expect(r.issues.map((i) => [i.file, i.rule])).toEqual([[name, 'path-bidi']]);
    // The same rule holds for a picked folder.
    const list = skillFromFileList([
      { path: 'tricks/SKILL.md', bytes: md('tricks') },
      { path: name, bytes: text('x') },
    ]);
    expect(list.issues.map((i) => i.rule)).toEqual(['path-bidi']);
  });

  test('two names that differ only in case are refused, naming both', () => {
    const zip = writeZip([
      { name: 'case/SKILL.md', data: md('case') },
      { name: 'case/Notes.md', data: text('a') },
      { name: 'case/notes.md', data: text('b') },
    ]);
    const r = importSkillZip(zip);
    expect(r.skills).toEqual([]);
    expect(r.issues.map((i) => i.message)).toEqual([
      'case/notes.md: this path differs from "case/Notes.md" only in upper / lower case; the two would collide on most systems',
    ]);
  });

  test('a name flagged as UTF-8 whose bytes are not is refused', () => {
    const bad = Uint8Array.from([...new TextEncoder().encode('enc/'), 0xc3, 0x28, ...new TextEncoder().encode('.md')]);
    const zip = writeZip([
      { name: 'enc/SKILL.md', data: md('enc'), flags: 0x800 },
      { name: bad, data: text('x'), flags: 0x800 },
    ]);
    const r = importSkillZip(zip);
    expect(r.skills).toEqual([]);
    expect(r.issues.map((i) => i.rule)).toEqual(['zip-name-encoding']);
    expect(r.issues[0]!.message).toMatch(/^enc\/\ufffd\(\.md: the entry name is not valid UTF-8/);
  });
});
