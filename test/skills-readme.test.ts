import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readBundledSkills } from '../scripts/bundled-skills-plugin.ts';
import { renderSkillsReadme } from '../scripts/skills-readme.mjs';

const root = join(import.meta.dirname, '..');

test("skills-bundled/README.md is generated from the skills' frontmatter (run node scripts/skills-readme.mjs)", () => {
  expect(readFileSync(join(root, 'skills-bundled/README.md'), 'utf8')).toBe(renderSkillsReadme());
});

test('it lists every bundled skill with its description and who reads it', () => {
  const readme = renderSkillsReadme();
  const skills = new Set(readBundledSkills(join(root, 'skills-bundled')).map((r) => r.skill));
  expect(skills.size).toBe(50);
  for (const name of skills) {
    const md = readFileSync(join(root, 'skills-bundled', name, 'SKILL.md'), 'utf8');
    const description = /^description: (.+)$/m.exec(md)![1]!.trim();
    expect(readme).toContain(`| \`${name}\` | `);
    expect(readme).toContain(` | ${description} |`);
  }
  expect(readme).not.toContain('any agent that lists it');
});
