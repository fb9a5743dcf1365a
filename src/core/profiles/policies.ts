// The skills policies a profile gives its agents, found by path: what a turn reads to decide which
// skills each agent sees, and which skill names a profile refers to.
import type { SkillPolicy } from '../skills/types.ts';
import type { Mode } from './modes.ts';
import type { Profile } from './parse.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Every agent-level skills policy of a profile with its path. */
export function agentPolicies(mode: Mode, profile: Profile | Obj): { path: string; policy: SkillPolicy | undefined }[] {
  const p = profile as Obj;
  const out: { path: string; policy: SkillPolicy | undefined }[] = [];
  const add = (path: string, holder: unknown) => out.push({ path: `${path}.skills`, policy: obj(holder).skills as SkillPolicy | undefined });
  switch (mode) {
    case 'director':
      add('mainAgent', p.mainAgent);
      arr(p.subAgents).forEach((s, i) => add(`subAgents[${i}]`, s));
      break;
    case 'loop':
      add('loopAgent', p.loopAgent);
      break;
    case 'spec':
      arr(p.stages).forEach((s, si) => arr(obj(s).nodes).forEach((n, ni) => add(`stages[${si}].nodes[${ni}]`, n)));
      break;
    case 'agenda':
      add('planner', p.planner);
      arr(p.workers).forEach((w, i) => add(`workers[${i}]`, w));
      break;
    case 'single':
      add('node', p.node);
      break;
  }
  return out;
}

/** Skill names a profile refers to anywhere (visible and deny lists), without `+` and `*`. */
export function referencedSkillNames(mode: Mode, profile: Profile | Obj): string[] {
  const names = new Set<string>();
  const take = (policy: unknown) => {
    const p = obj(policy);
    for (const n of [...arr(p.visible), ...arr(p.deny), ...arr(p.preload)]) if (typeof n === 'string' && n !== '+' && n !== '*') names.add(n);
  };
  take((profile as Obj).skills);
  for (const { policy } of agentPolicies(mode, profile)) take(policy);
  return [...names];
}
