// The skills shipped in skills-bundled/ (compiled into the bundle), and what importing them would do.
import { bundledRowsToSkills, planBundledImport, type BundledRow } from '../core/skills/bundled.ts';
import type { Skill, SkillSummary } from '../core/skills/types.ts';
import type { BundledPlan } from './skills-contract.ts';

export interface BundledSkills {
  skills(): Skill[];
  /** Compares with the global scope; `get` loads an installed global skill by name. */
  plan(global: readonly SkillSummary[], get: (name: string) => Promise<Skill | undefined>): Promise<{ ui: BundledPlan; toInstall(overwriteEdited: boolean): Skill[] }>;
}

export function createBundledSkills(rows: readonly BundledRow[]): BundledSkills {
  let cache: Skill[] | undefined;
  const skills = () => {
    if (!cache) {
      const r = bundledRowsToSkills(rows);
      if (r.issues.length) console.error('Troupe: some bundled skills are invalid', r.issues);
      cache = r.skills;
    }
    return cache;
  };
  return {
    skills,
    async plan(global, get) {
      const names = new Set(skills().map((s) => s.name));
      const installed = (await Promise.all(global.filter((g) => names.has(g.name)).map((g) => get(g.name)))).filter((s): s is Skill => !!s);
      const p = planBundledImport(skills(), installed);
      const byName = new Map(skills().map((s) => [s.name, s]));
      const state = (n: string) =>
        p.unchanged.includes(n) ? 'unchanged' : p.wouldOverwriteEdited.includes(n) ? 'edited' : p.update.some((s) => s.name === n) ? 'update' : 'new';
      return {
        ui: { items: skills().map((s) => ({ name: s.name, description: s.manifest.description, state: state(s.name) })) },
        toInstall: (overwriteEdited) => [
          ...p.install,
          ...p.update,
          ...(overwriteEdited ? p.wouldOverwriteEdited.map((n) => byName.get(n)!) : []),
        ],
      };
    },
  };
}
