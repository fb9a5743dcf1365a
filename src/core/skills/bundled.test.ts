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

test('the real skills-bundled/ folder: the 50 shipped skills, all valid, one-line descriptions, bodies with steps and an output, readable through the tools', () => {
  const rows = readBundledSkills(join(import.meta.dirname, '../../../skills-bundled'));
  const r = bundledRowsToSkills(rows);
  expect(r.issues).toEqual([]);
  expect(r.warnings).toEqual([]);
  const names = r.skills.map((s) => s.name);
  expect(names).toHaveLength(50);
  // Two sets of the same structure: every -zh skill has its -en twin (the style baselines are named by language).
  const twin = (n: string) => (n === 'director-zh-style-baseline' ? 'director-en-style-baseline' : n.replace(/-zh$/, '-en'));
  const zh = names.filter((n) => n.endsWith('-zh') || n === 'director-zh-style-baseline');
  expect(zh).toHaveLength(25);
  for (const n of zh) expect(names, n).toContain(twin(n));
  expect(names).toEqual(
    expect.arrayContaining([
      'director-anti-cliche-en',
      'director-character-voice-en',
      'director-dispatch-protocol-zh',
      'capsule-guidance-zh',
      'spec-review-method-en',
    ]),
  );
  for (const s of r.skills) {
    // Every agent pays for the description on every request: one short line.
    expect(s.manifest.description, s.name).not.toMatch(/\n/);
    expect(s.manifest.description.length, s.name).toBeGreaterThan(8);
    expect(s.manifest.description.length, s.name).toBeLessThanOrEqual(s.name.endsWith('-zh') ? 40 : 100);
    // A body an agent can follow: a heading, numbered or bulleted steps, and what to hand back.
    expect(s.manifest.body, s.name).toMatch(/^# /m);
    expect(s.manifest.body, s.name).toMatch(/^(?:\d+\.|-|\|) /m);
    expect(s.manifest.body.length, s.name).toBeGreaterThan(600);
    expect(s.manifest.body.length, s.name).toBeLessThan(8000);
    // Every file a SKILL.md points at (references/…) exists.
    for (const m of s.manifest.body.matchAll(/\b(references\/[\w./-]+\.md)\b/g))
      expect(
        s.files.map((f) => f.path),
        `${s.name}: ${m[1]}`,
      ).toContain(m[1]);
  }
  // Method skills say what they hand back (an output / report section, or the tool it ends with).
  for (const s of r.skills.filter((x) => /-method-|event-summary-rules/.test(x.name))) {
    expect(s.manifest.body, s.name).toMatch(/^## (?:输出|Output|报告|Report|What you return|交|Hand)|finalize|review_approve|planner_step|memory_node_create/m);
  }
  expect(r.skills.find((s) => s.name === 'director-anti-cliche-en')!.files.some((f) => f.path.startsWith('references/'))).toBe(true);
  const [, read] = createSkillTools(r.skills);
  expect(read.execute({ name: 'director-character-voice-en' }, {})).toMatchObject({ truncated: false });
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
