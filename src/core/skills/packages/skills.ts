// A package's skills as the skill tools and the catalog see them. Identity: a package's skills live
// only inside the package's own record (the packages store), never in the skills store, and carry the
// scope `package:<name>`. So a worker id that another package also uses (`outline` in two packages)
// never collides: each package-bound turn is given exactly its own package's skills, addressed by
// plain names (the orchestrator by the package name, each worker by its id) through the normal
// skill_read / skill_search and <available_skills>; and since no other turn is ever given them, they
// never reach another profile's catalog or its `*`.
import { readManifest } from '../frontmatter.ts';
import { hashSkillFiles } from '../hash.ts';
import { compareSkillPaths } from '../paths.ts';
import { encodeText } from '../text.ts';
import type { Skill, SkillFile, SkillManifest, SkillScope } from '../types.ts';
import { ORCHESTRATOR_FILE } from './parse.ts';
import type { SkillPackage } from './types.ts';

export const packageScope = (name: string): SkillScope => `package:${name}`;

function skillOf(pkg: SkillPackage, name: string, manifest: SkillManifest, files: SkillFile[]): Skill {
  const sorted = files.sort((a, b) => compareSkillPaths(a.path, b.path));
  const hashed = sorted.map((f) => ({ path: f.path, bytes: f.bytes ?? encodeText(f.text ?? '') }));
  return {
    name,
    scope: packageScope(pkg.name),
    manifest,
    files: sorted,
    hash: hashSkillFiles(hashed),
    size: hashed.reduce((n, f) => n + f.bytes.length, 0),
    installedAt: pkg.installedAt,
    updatedAt: pkg.updatedAt,
  };
}

/**
 * The orchestrator skill (named after the package: orchestrator.md as its SKILL.md, with recipes/,
 * modules/, worker-templates/ and any other files outside workers/) and one skill per bound worker
 * (workers/<id>/ as its folder).
 */
export function packageSkills(pkg: SkillPackage): { orchestrator: Skill; workers: Skill[] } {
  const m = pkg.manifest;
  const orchManifest: SkillManifest = { name: pkg.name, description: m.description, tags: m.tags, frontmatter: m.frontmatter, body: m.body };
  if (m.version !== undefined) orchManifest.version = String(m.version);
  const own = pkg.files.filter((f) => !f.path.startsWith('workers/')).map((f) => (f.path === ORCHESTRATOR_FILE ? { ...f, path: 'SKILL.md' } : f));
  const orchestrator = skillOf(pkg, pkg.name, orchManifest, own);
  const workers = pkg.workers.map((w) => {
    const prefix = `workers/${w.id}/`;
    const files = pkg.files.filter((f) => f.path.startsWith(prefix)).map((f) => ({ ...f, path: f.path.slice(prefix.length) }));
    const md = files.find((f) => f.path === 'SKILL.md')!;
    const manifest = readManifest(md.text ?? '', 'SKILL.md', w.id).manifest!;
    return skillOf(pkg, w.id, manifest, files);
  });
  return { orchestrator, workers };
}

/** One skill of a package by name (the package name = its orchestrator), or undefined. */
export function packageSkill(pkg: SkillPackage, name: string): Skill | undefined {
  const { orchestrator, workers } = packageSkills(pkg);
  return name === pkg.name ? orchestrator : workers.find((w) => w.name === name);
}
