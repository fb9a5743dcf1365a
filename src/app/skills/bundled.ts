// The skills shipped in skills-bundled/, and what importing them would do. They are data needed on
// first start and for "Import bundled" only, so the rows load from their own chunk then (pass a
// loader: `() => import('virtual:troupe-bundled-skills').then((m) => m.default)`); reading them into
// skills is the skill formats part's (it parses their SKILL.md), loaded with them.
import type { BundledRow } from '../../core/skills/bundled.ts';
import type { Skill, SkillSummary } from '../../core/skills/types.ts';
import type { LazyPart } from '../../ports/lazy-part.ts';
import type { BundledPlan } from './skills-contract.ts';
import { skillFormatsPart, type SkillFormats } from './skill-formats-part.ts';

export interface BundledSkills {
  skills(): Promise<Skill[]>;
  /** Compares with the global scope; `get` loads an installed global skill by name. */
  plan(
    global: readonly SkillSummary[],
    get: (name: string) => Promise<Skill | undefined>,
  ): Promise<{ ui: BundledPlan; toInstall(overwriteEdited: boolean): Skill[] }>;
}

/** The rows, or a loader of them. */
export type BundledRows<R> = readonly R[] | (() => Promise<readonly R[]>);

/** Rows from a loader, once (a failed load — of the rows, or of what converts them — is tried again next time). */
export function rowsOnce<R, T>(rows: BundledRows<R>, convert: (rows: readonly R[]) => T | Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= (typeof rows === 'function' ? rows() : Promise.resolve(rows)).then(convert).catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
}

/** `formats`: where the rows are read (default: the skill formats part; a failed load rejects, and is tried again next time). */
export function createBundledSkills(rows: BundledRows<BundledRow>, formats: LazyPart<SkillFormats> = skillFormatsPart): BundledSkills {
  const skills = rowsOnce(rows, async (list) => {
    const r = (await formats.load()).bundledRowsToSkills(list);
    if (r.issues.length) console.error('Troupe: some bundled skills are invalid', r.issues);
    return r.skills;
  });
  return {
    skills,
    async plan(global, get) {
      const shipped = await skills();
      const names = new Set(shipped.map((s) => s.name));
      const installed = (await Promise.all(global.filter((g) => names.has(g.name)).map((g) => get(g.name)))).filter((s): s is Skill => !!s);
      const p = (await formats.load()).planBundledImport(shipped, installed);
      const byName = new Map(shipped.map((s) => [s.name, s]));
      const state = (n: string) =>
        p.unchanged.includes(n) ? 'unchanged' : p.wouldOverwriteEdited.includes(n) ? 'edited' : p.update.some((s) => s.name === n) ? 'update' : 'new';
      return {
        ui: { items: shipped.map((s) => ({ name: s.name, description: s.manifest.description, state: state(s.name) })) },
        toInstall: (overwriteEdited) => [...p.install, ...p.update, ...(overwriteEdited ? p.wouldOverwriteEdited.map((n) => byName.get(n)!) : [])],
      };
    },
  };
}
