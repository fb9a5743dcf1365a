// What an agent gets from its resolved skills: the catalog text for its system message and the skill
// tools restricted to that set. Built by the profile adapter (from resolveVisibleSkills,
// renderSkillCatalog and createSkillTools) so engines do not depend on the skills library directly.
import type { Tool } from '../../agent/tool.ts';

export interface AgentSkills {
  /** The `<available_skills>` block, or '' when nothing is visible. */
  catalog: string;
  /** skill_list / skill_read / skill_search for exactly the visible set (empty when nothing is visible). */
  tools: Tool[];
}

export const NO_SKILLS: AgentSkills = { catalog: '', tools: [] };
