import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readBundledPackages, readBundledSkills } from '../../../../scripts/bundled-skills-plugin.ts';
import { bundledRowsToPackages } from './bundled.ts';
import { packageSkills } from './skills.ts';

const root = join(import.meta.dirname, '../../../../skills-bundled');

test('skills-bundled/packages/ is not a skill folder; its packages load through registry.yaml and use every field', () => {
  expect(readBundledSkills(root).some((r) => r.skill === 'packages')).toBe(false);
  const rows = readBundledPackages(root);
  expect(rows.some((r) => r.path === 'registry.yaml')).toBe(true);
  const r = bundledRowsToPackages(rows);
  expect(r.issues).toEqual([]);
  expect(r.warnings).toEqual([]);
  expect(r.packages.length).toBeGreaterThanOrEqual(1);
  const p = r.packages[0]!;
  expect(p.bundledHash).toBe(p.hash);
  // Every orchestrator field is set explicitly in the example.
  for (const field of ['name', 'description', 'category', 'bookKind', 'workers', 'demandTag', 'startupMode', 'uiPrompt', 'tags', 'version'])
    expect(p.manifest.frontmatter, field).toHaveProperty(field);
  expect(p.manifest.demandTag).not.toBe('book.brief');
  expect(p.recipes.length).toBeGreaterThanOrEqual(2);
  expect(p.files.some((f) => f.path.startsWith('modules/'))).toBe(true);
  expect(p.files.some((f) => f.path.startsWith('worker-templates/'))).toBe(true);
  // Tags route: the demand feeds a worker, and every worker's input is someone's output or the demand.
  const outputs = new Set([p.manifest.demandTag, ...p.workers.flatMap((w) => w.outputTags)]);
  expect(p.workers.some((w) => w.inputTags.includes(p.manifest.demandTag))).toBe(true);
  for (const w of p.workers) for (const t of w.inputTags) expect(outputs.has(t), `${w.id} reads ${t}`).toBe(true);
  const skills = packageSkills(p);
  expect(skills.workers.map((w) => w.name)).toEqual(p.manifest.workers);
});
