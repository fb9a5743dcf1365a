// What an agent gets from its resolved skills: the catalog text for its system message and the skill
// tools restricted to that set. Engines take AgentSkills as plain data; `resolveAgentSkills` builds it
// from the skills policies and the installed inventory.
import type { Tool } from '../../agent/tool.ts';
import { renderSkillCatalog } from '../../skills/catalog.ts';
import { SKILL_LIMITS } from '../../skills/limits.ts';
import { createSkillTools } from '../../skills/tools.ts';
import type { Skill, SkillPolicy } from '../../skills/types.ts';
import { resolveVisibleSkills } from '../../skills/visibility.ts';
import { forPromptPreset } from '../../skills/scope.ts';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';

export interface AgentSkills {
  /**
   * The skills part of the agent's system message: the preloaded skills' text, then the
   * `<available_skills>` block of the rest; '' when nothing is visible.
   */
  catalog: string;
  /** skill_list / skill_read / skill_search for the visible skills not preloaded (empty when none is left to read). */
  tools: Tool[];
  /** The visible names, in catalog order (preloaded ones included). */
  names?: string[];
  /** The visible names whose text is already in the system message. */
  preloaded?: string[];
}

export const NO_SKILLS: AgentSkills = { catalog: '', tools: [], names: [] };

/**
 * Resolves one agent's visible skills against `inventory` (resolved for the turn's scopes; skills of
 * prompt-preset scopes count only for the agent's `promptPreset`) and returns its catalog and tools. `catalog: false` (spec review nodes): the preloaded skills' text but no `<available_skills>` block; the rest only through the tools.
 */
export function resolveAgentSkills(
  policies: { mode?: SkillPolicy; agent?: SkillPolicy },
  inventory: readonly Skill[],
  opts: { catalog?: boolean; promptPreset?: string } = {},
): AgentSkills {
  const byName = new Map(forPromptPreset(inventory, opts.promptPreset).map((s) => [s.name, s]));
  const names = resolveVisibleSkills(policies, byName.keys());
  if (names.length === 0) return NO_SKILLS;
  // Only a visible skill can be preloaded; a preload name that is denied or not installed is ignored.
  const wanted = new Set(policies.agent?.preload ?? []);
  const preloaded = names.filter((n) => wanted.has(n));
  const rest = names.filter((n) => !preloaded.includes(n)).map((n) => byName.get(n)!);
  const text = preloaded.map((n) => renderPreloadedSkill(byName.get(n)!));
  if (opts.catalog !== false && rest.length) {
    const listed = rest.map((s) => ({ name: s.name, description: s.manifest.description }));
    text.push(renderSkillCatalog(listed, catalogHint(listed)));
  }
  return {
    catalog: text.join('\n\n'),
    tools: rest.length ? skillToolsFor(rest, opts.catalog !== false) : [],
    names,
    ...(preloaded.length ? { preloaded } : {}),
  };
}

/**
 * The skill tools an agent needs for `rest` (each tool offered costs its schema on every request). With
 * the catalog in its system text, skill_list would repeat it: skill_read, and skill_search only where a
 * skill is too big to read whole — more files than its SKILL.md names in a glance (SEARCH_FILES), or a
 * file longer than one skill_read returns. A SKILL.md names its few reference files, which skill_read
 * reads by path. Without the catalog (spec review nodes), all three.
 */
function skillToolsFor(rest: readonly Skill[], catalogShown: boolean): Tool[] {
  const tools = createSkillTools(rest);
  if (!catalogShown) return tools;
  const search = rest.some((s) => s.files.length > SEARCH_FILES || s.files.some((f) => (f.text?.length ?? 0) > SKILL_LIMITS.maxToolResponseBytes / 2));
  return tools.filter((t) => t.name === 'skill_read' || (search && t.name === 'skill_search'));
}

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The line after the catalog in the language of the catalog: Chinese when most descriptions are. */
function catalogHint(listed: readonly { description: string }[]): string {
  const zh = listed.filter((s) => HAN.test(s.description)).length * 2 > listed.length;
  return DIRECTOR_TEXTS[zh ? 'zh' : 'en'].frames.catalogHint;
}

/** More files than this in one skill, and skill_search is offered (see skillToolsFor). */
const SEARCH_FILES = 4;

/** A preloaded skill as the agent reads it: its SKILL.md body under its name (files stay behind skill_read). */
export function renderPreloadedSkill(skill: Skill): string {
  return `<skill name="${skill.name}">\n${skill.manifest.body.trim()}\n</skill>`;
}
