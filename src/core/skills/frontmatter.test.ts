import { describe, expect, test } from 'vitest';
import { readManifest, splitFrontmatter } from './frontmatter.ts';

const md = (fm: string, body = '# Title\n') => `---\n${fm}\n---\n${body}`;
const rules = (r: { issues: { rule: string }[] }) => r.issues.map((i) => i.rule);

describe('splitFrontmatter', () => {
  test('CRLF, a BOM and "..." as the closing line are accepted', () => {
    expect(splitFrontmatter('\uFEFF---\r\nname: a\r\n---\r\nbody\r\n')).toEqual({ yaml: 'name: a\n', body: 'body\n' });
    expect(splitFrontmatter('---\nname: a\n...\nbody')).toEqual({ yaml: 'name: a\n', body: 'body' });
  });
  test('missing and unclosed frontmatter', () => {
    expect(splitFrontmatter('# no frontmatter')).toEqual({ rule: 'frontmatter-missing' });
    expect(splitFrontmatter('----\nname: a\n---\n')).toEqual({ rule: 'frontmatter-missing' });
    expect(splitFrontmatter('---\nname: a\n')).toEqual({ rule: 'frontmatter-unclosed' });
    expect(splitFrontmatter('---')).toEqual({ rule: 'frontmatter-unclosed' });
  });
});

describe('readManifest', () => {
  test('reads name, description, license, metadata and keeps unknown keys', () => {
    const r = readManifest(
      md(
        'name: my-skill\ndescription: >\n  Does things.\n  Use when asked.\nlicense: MIT\n' +
          'metadata:\n  author: Ann\n  version: 1.0\n  tags: [writing, style]\ntags: [style, voice]\nallowed-tools: Read\n',
        'Body text\n',
      ),
    );
    expect(r.issues).toEqual([]);
    expect(r.manifest).toMatchObject({
      name: 'my-skill',
      description: 'Does things. Use when asked.',
      license: 'MIT',
      author: 'Ann',
      version: '1.0',
      tags: ['writing', 'style', 'voice'],
      body: 'Body text\n',
    });
    expect(r.manifest!.frontmatter['allowed-tools']).toBe('Read');
  });

  test('comma-separated tags and top-level version/author as fallbacks', () => {
    const r = readManifest(md('name: a\ndescription: d\ntags: "x, y ,, z"\nversion: 2\nauthor: Bo'));
    expect(r.manifest).toMatchObject({ tags: ['x', 'y', 'z'], version: '2', author: 'Bo' });
  });

  test('bad YAML names the file and the rule, first line of the parser message only', () => {
    const r = readManifest(md('name: [unclosed'), 'my-skill/SKILL.md');
    expect(rules(r)).toEqual(['frontmatter-yaml']);
    expect(r.issues[0].file).toBe('my-skill/SKILL.md');
    expect(r.issues[0].message).toMatch(/^my-skill\/SKILL\.md: the YAML frontmatter does not parse: /);
    expect(r.issues[0].message).not.toContain('\n');
  });

  test('unsafe tags are refused (safe load)', () => {
    expect(rules(readManifest(md('name: a\ndescription: !!js/function "x"')))).toEqual(['frontmatter-yaml']);
  });

  test('frontmatter that is not a mapping', () => {
    expect(readManifest(md('- a\n- b')).issues[0]).toMatchObject({ rule: 'frontmatter-not-mapping' });
    expect(readManifest(md('just text')).issues[0].message).toMatch(/not a string/);
    expect(readManifest('---\n---\nbody').issues[0].message).toMatch(/not empty/);
  });

  test('name rules', () => {
    expect(rules(readManifest(md('description: d')))).toEqual(['name-missing']);
    expect(rules(readManifest(md('name: [a]\ndescription: d')))).toEqual(['name-type']);
    for (const bad of ['My-Skill', '-lead', '_lead', 'has space', 'a.b', 'x'.repeat(129), 'émoji']) {
      expect(rules(readManifest(md(`name: "${bad}"\ndescription: d`)))).toEqual(['name-invalid']);
    }
    for (const good of ['a', '0', 'a_b-c', 'x'.repeat(128)]) {
      expect(readManifest(md(`name: "${good}"\ndescription: d`)).manifest?.name).toBe(good);
    }
    expect(readManifest(md('name: 2048\ndescription: d')).manifest?.name).toBe('2048');
  });

  test('names outside the Agent Skills rule are accepted with a warning', () => {
    const r = readManifest(md('name: my_skill\ndescription: d'));
    expect(r.manifest?.name).toBe('my_skill');
    expect(r.warnings.map((w) => w.rule)).toEqual(['name-not-portable']);
    expect(readManifest(md('name: a--b\ndescription: d')).warnings).toHaveLength(1);
    expect(readManifest(md(`name: ${'a'.repeat(65)}\ndescription: d`)).warnings).toHaveLength(1);
    expect(readManifest(md('name: good-name\ndescription: d')).warnings).toEqual([]);
  });

  test('description: required, >1,024 warns, >4,096 rejected', () => {
    expect(rules(readManifest(md('name: a')))).toEqual(['description-missing']);
    expect(rules(readManifest(md('name: a\ndescription: "   "')))).toEqual(['description-missing']);
    expect(rules(readManifest(md('name: a\ndescription: {x: 1}')))).toEqual(['description-type']);
    const warn = readManifest(md(`name: a\ndescription: "${'d'.repeat(1025)}"`));
    expect(warn.manifest?.description).toHaveLength(1025);
    expect(warn.warnings.map((w) => w.rule)).toEqual(['description-long']);
    expect(readManifest(md(`name: a\ndescription: "${'d'.repeat(1024)}"`)).warnings).toEqual([]);
    expect(readManifest(md(`name: a\ndescription: "${'d'.repeat(4096)}"`)).issues).toEqual([]);
    const rej = readManifest(md(`name: a\ndescription: "${'d'.repeat(4097)}"`));
    expect(rules(rej)).toEqual(['description-too-long']);
    expect(rej.manifest).toBeUndefined();
  });

  test('wrongly typed optional fields are ignored with a warning', () => {
    const r = readManifest(md('name: a\ndescription: d\nlicense: [x]\nmetadata: nope'));
    expect(r.issues).toEqual([]);
    expect(r.warnings.map((w) => w.rule)).toEqual(['field-ignored', 'field-ignored']);
    expect(r.manifest?.license).toBeUndefined();
  });

  test('every problem is reported at once', () => {
    expect(rules(readManifest(md('name: Bad Name\nother: 1')))).toEqual(['name-invalid', 'description-missing']);
  });
});
