// The installed skills a turn's agents can see: resolved by scope for this mode / preset / card,
// and loaded with their files only when some agent's policy makes them visible.
import { agentPolicies } from '../../core/profiles/policies.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { resolveInstalled } from '../../core/skills/installed.ts';
import type { Skill, SkillPolicy, SkillSummary } from '../../core/skills/types.ts';
import { resolveVisibleSkills } from '../../core/skills/visibility.ts';
import { promptPresetNames } from './turn-extras.ts';

export interface TurnSkillContext {
  mode: Mode;
  presetId?: string;
  character?: string;
}

/** Names visible to at least one agent of the profile, given what is installed. */
export function namesVisibleToAnyAgent(mode: Mode, profile: Profile, installed: readonly string[]): Set<string> {
  const modePolicy = (profile as { skills?: SkillPolicy }).skills;
  const out = new Set<string>(resolveVisibleSkills({ mode: modePolicy }, installed));
  for (const { policy } of agentPolicies(mode, profile)) for (const n of resolveVisibleSkills({ mode: modePolicy, agent: policy }, installed)) out.add(n);
  return out;
}

export async function loadTurnSkills(
  inventory: readonly SkillSummary[],
  ctx: TurnSkillContext,
  profile: Profile,
  load: (entries: SkillSummary[]) => Promise<Skill[]>,
): Promise<Skill[]> {
  const base = { mode: ctx.mode, presetId: ctx.presetId, character: ctx.character };
  // One resolution per prompt preset the profile names (its `prompt-preset:` skills), plus the plain one.
  const resolutions = [
    resolveInstalled(inventory, base),
    ...promptPresetNames(profile).map((promptPreset) => resolveInstalled(inventory, { ...base, promptPreset })),
  ];
  const entries = new Set<SkillSummary>();
  for (const installed of resolutions) {
    const wanted = namesVisibleToAnyAgent(ctx.mode, profile, [...installed.keys()]);
    for (const n of wanted) entries.add(installed.get(n)!);
  }
  // Each agent then keeps its own prompt preset's copies (resolveAgentSkills).
  return load([...entries]);
}
