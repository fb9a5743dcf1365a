// What each skills row of the panel shows as "effective": the names the agent will get, resolved
// with resolveVisibleSkills against the skills installed for this mode / preset / card. Results
// are cached per policy object, so a chip edit resolves one row again, not fifty.
import { useMemo } from 'preact/hooks';
import { resolveInstalled } from '../../src/core/skills/installed.ts';
import type { SkillContext } from '../../src/core/skills/scope.ts';
import type { SkillPolicy, SkillSummary } from '../../src/core/skills/types.ts';
import { resolveVisibleSkills } from '../../src/core/skills/visibility.ts';

export interface EffectiveSkills {
  /** Installed names in play for the context (character > preset > global copies merged). */
  installed: ReadonlySet<string>;
  /** The mode-level row's effective set. */
  mode: readonly string[];
  /** An agent's effective set; the same array while its policy object and the mode's are the same. */
  forAgent(policy: SkillPolicy | undefined): readonly string[];
}

const EMPTY_POLICY: SkillPolicy = {};

export function installedNames(inventory: readonly SkillSummary[], context: SkillContext): Set<string> {
  return new Set(resolveInstalled(inventory, context).keys());
}

export function createEffectiveSkills(installed: ReadonlySet<string>, modePolicy: SkillPolicy): EffectiveSkills {
  const mode = resolveVisibleSkills({ mode: modePolicy }, installed);
  const cache = new WeakMap<SkillPolicy, readonly string[]>();
  return {
    installed,
    mode,
    forAgent(policy) {
      // No list of its own (or an empty visible list and no deny): exactly the mode's set.
      if (!policy || ((policy.visible?.length ?? 0) === 0 && (policy.deny?.length ?? 0) === 0)) return mode;
      let hit = cache.get(policy);
      if (!hit) {
        hit = resolveVisibleSkills({ mode: modePolicy, agent: policy ?? EMPTY_POLICY }, installed);
        cache.set(policy, hit);
      }
      return hit;
    },
  };
}

/** The installed set is built once per inventory + context; the resolver once per mode policy. */
export function useEffectiveSkills(inventory: readonly SkillSummary[], context: SkillContext, modePolicy: SkillPolicy): EffectiveSkills {
  const installed = useMemo(() => installedNames(inventory, context), [inventory, context.mode, context.presetId, context.character]);
  return useMemo(() => createEffectiveSkills(installed, modePolicy), [installed, modePolicy]);
}
