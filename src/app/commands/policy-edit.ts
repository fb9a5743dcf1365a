// Editing one skills policy of a profile: the names are checked first (nothing changes on a bad
// name), then a copy of the profile gets the new list.
import { SKILL_NAME_RE } from '../../core/skills/name-rule.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { MODE_LEVEL, profileAgents } from './agents.ts';
import { MSG } from './messages.ts';
import { CommandError } from './types.ts';

export type PolicyField = 'visible' | 'deny';

/** The names as a policy list: validated, repeats removed. Throws CommandError. */
export function checkPolicyNames(field: PolicyField, names: readonly string[], modeLevel: boolean): string[] {
  const out: string[] = [];
  names.forEach((raw, i) => {
    const n = raw.trim();
    if (n === '+') {
      if (field === 'deny' || modeLevel) throw new CommandError(MSG.plusNotHere(field));
      if (i > 0) throw new CommandError(MSG.plusNotFirst);
    } else if (n !== '*' && !SKILL_NAME_RE.test(n)) {
      throw new CommandError(MSG.badSkillName(raw));
    }
    if (!out.includes(n)) out.push(n);
  });
  return out;
}

export interface PolicyEdit<P> {
  profile: P;
  /** The list as stored (empty: inherit / nothing denied). */
  names: string[];
}

/**
 * A copy of `profile` with `agent`'s `field` list set to `names`. An agent given no names loses the
 * list (visible: back to the mode's skills; deny: nothing denied); the mode level keeps an empty list.
 * Throws CommandError for an unknown agent or a bad name.
 */
export function editPolicy<P extends Profile>(
  mode: Mode,
  profile: P,
  presetName: string,
  agent: string,
  field: PolicyField,
  names: readonly string[],
): PolicyEdit<P> {
  const copy = structuredClone(profile);
  const agents = profileAgents(mode, copy);
  const target = agents.find((a) => a.value === agent);
  if (!target)
    throw new CommandError(
      MSG.unknownAgent(
        mode,
        presetName,
        agent,
        agents.map((a) => a.value),
      ),
    );
  const modeLevel = agent === MODE_LEVEL;
  const list = checkPolicyNames(field, names, modeLevel);
  const current = target.holder.skills;
  const policy: Record<string, unknown> = current && typeof current === 'object' && !Array.isArray(current) ? { ...(current as object) } : {};
  if (list.length || modeLevel) policy[field] = list;
  else delete policy[field];
  if (!modeLevel && Object.keys(policy).length === 0) delete target.holder.skills;
  else target.holder.skills = policy;
  return { profile: copy, names: list };
}
