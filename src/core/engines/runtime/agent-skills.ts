// What an agent gets from its resolved skills: the catalog text for its system message and the skill
// tools restricted to that set. Engines take AgentSkills as plain data; `resolveAgentSkills` builds it
// from the skills policies and the installed inventory.
import type { Tool } from '../../agent/tool.ts';
import { renderSkillCatalog } from '../../skills/catalog.ts';
import { createSkillTools } from '../../skills/tools.ts';
import type { Skill, SkillPolicy } from '../../skills/types.ts';
import { resolveVisibleSkills } from '../../skills/visibility.ts';
import { forPromptPreset } from '../../skills/scope.ts';

export interface AgentSkills {
  /** The `<available_skills>` block, or '' when nothing is visible. */
  catalog: string;
  /** skill_list / skill_read / skill_search for exactly the visible set (empty when nothing is visible). */
  tools: Tool[];
  /** The visible names, in catalog order. */
  names?: string[];
}

export const NO_SKILLS: AgentSkills = { catalog: '', tools: [], names: [] };

/**
 * Resolves one agent's visible skills against `inventory` (resolved for the turn's scopes; skills of
 * prompt-preset scopes count only for the agent's `promptPreset`) and returns its catalog and tools. `catalog: false` gives the tools without the catalog (spec review nodes).
 */
export function resolveAgentSkills(policies: { mode?: SkillPolicy; agent?: SkillPolicy }, inventory: readonly Skill[], opts: { catalog?: boolean; promptPreset?: string } = {}): AgentSkills {
  const byName = new Map(forPromptPreset(inventory, opts.promptPreset).map((s) => [s.name, s]));
  const names = resolveVisibleSkills(policies, byName.keys());
  if (names.length === 0) return NO_SKILLS;
  const visible = names.map((n) => byName.get(n)!);
  return {
    catalog: opts.catalog === false ? '' : renderSkillCatalog(visible.map((s) => ({ name: s.name, description: s.manifest.description }))),
    tools: createSkillTools(visible),
    names,
  };
}
