import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readBundledSkills } from '../../../scripts/bundled-skills-plugin.ts';
import { binary, skillMd } from '../../../test/fixtures/skills/make.ts';
import { bundledRowsToSkills, planBundledImport, type BundledRow } from './bundled.ts';
import { parseSkill } from './parse.ts';
import { createSkillTools } from './tools.ts';
import type { Skill } from './types.ts';

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

test('bundledRowsToSkills: text and base64 rows become global skills with bundledHash', () => {
  const png = binary('png', 300);
  const rows: BundledRow[] = [
    { skill: 'beta', path: 'SKILL.md', text: skillMd('beta', 'B.') },
    { skill: 'alpha', path: 'SKILL.md', text: skillMd('alpha', 'A.') },
    { skill: 'alpha', path: 'assets/x.png', base64: b64(png) },
    { skill: 'broken', path: 'SKILL.md', text: skillMd('not-broken', 'C.') },
  ];
  const r = bundledRowsToSkills(rows, { now: 9 });
  expect(r.skills.map((s) => [s.name, s.scope, s.bundledHash === s.hash])).toEqual([
    ['alpha', 'global', true],
    ['beta', 'global', true],
  ]);
  expect(Buffer.from(r.skills[0].files[1].bytes!).equals(png)).toBe(true);
  expect(r.issues).toEqual([expect.objectContaining({ rule: 'name-folder-mismatch', skill: 'broken' })]);
});

test('the real skills-bundled/ folder: at least two skills, all valid, with references, and readable through the tools', () => {
  const rows = readBundledSkills(join(import.meta.dirname, '../../../skills-bundled'));
  const r = bundledRowsToSkills(rows);
  expect(r.issues).toEqual([]);
  expect(r.warnings).toEqual([]);
  expect(r.skills.length).toBeGreaterThanOrEqual(2);
  const names = r.skills.map((s) => s.name);
  expect(names).toEqual(expect.arrayContaining(['anti-cliche-en', 'character-voice-en']));
  for (const s of r.skills) {
    expect(s.manifest.description.length).toBeGreaterThan(80);
    expect(s.manifest.description.length).toBeLessThanOrEqual(1024);
    expect(s.manifest.body.length).toBeGreaterThan(3000);
    // Every file a SKILL.md points at (references/…) exists.
    for (const m of s.manifest.body.matchAll(/\b(references\/[\w./-]+\.md)\b/g)) expect(s.files.map((f) => f.path), `${s.name}: ${m[1]}`).toContain(m[1]);
  }
  expect(r.skills.find((s) => s.name === 'anti-cliche-en')!.files.some((f) => f.path.startsWith('references/'))).toBe(true);
  const [, read] = createSkillTools(r.skills);
  expect(read.execute({ name: 'character-voice-en' }, {})).toMatchObject({ truncated: false });
});

function skill(name: string, body: string, extra: Partial<Skill> = {}): Skill {
  return { ...parseSkill([{ path: 'SKILL.md', text: skillMd(name, 'd', '', body) }]).skill!, ...extra };
}

test('planBundledImport: install, unchanged, update, and edits it would overwrite', () => {
  const v1 = { a: skill('a', 'one'), b: skill('b', 'one'), c: skill('c', 'one'), d: skill('d', 'one') };
  const bundled = [skill('a', 'one'), skill('b', 'two'), skill('c', 'two'), skill('d', 'two'), skill('e', 'new')].map((s) => ({ ...s, bundledHash: s.hash }));
  const installed: Skill[] = [
    { ...v1.a, bundledHash: v1.a.hash }, // same content as bundled → unchanged
    { ...v1.b, bundledHash: v1.b.hash }, // untouched older bundle → update
    { ...skill('c', 'user edit'), bundledHash: v1.c.hash }, // edited by the user → ask
    v1.d, // user-made skill of the same name, no bundledHash → ask
    { ...skill('e', 'mine'), scope: 'character:X.png' }, // other scopes do not count
  ];
  const plan = planBundledImport(bundled, installed);
  expect(plan.install.map((s) => s.name)).toEqual(['e']);
  expect(plan.unchanged).toEqual(['a']);
  expect(plan.update.map((s) => s.name)).toEqual(['b']);
  expect(plan.wouldOverwriteEdited).toEqual(['c', 'd']);
  expect(planBundledImport(bundled, []).install).toHaveLength(5);
});
