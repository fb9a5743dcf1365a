// The skills policies a profile gives its agents, found by path: what a turn reads to decide which
// skills each agent sees, and which skill names a profile refers to.
import { MODE_DESCRIPTORS } from '../modes/index.ts';
import type { SkillPolicy } from '../skills/types.ts';
import type { Mode } from './modes.ts';
import type { Profile } from './parse.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Every agent-level skills policy of a profile with its path (the mode's agents that have one). */
export function agentPolicies(mode: Mode, profile: Profile | Obj): { path: string; policy: SkillPolicy | undefined }[] {
  return MODE_DESCRIPTORS[mode]
    .agents(profile)
    .filter((a) => a.has.skills)
    .map((a) => ({ path: `${a.path}.skills`, policy: a.holder.skills as SkillPolicy | undefined }));
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
