// The one list of tool names that are Troupe's: what another extension, a SillyTavern function tool or
// a hand-written tool may not be called. It holds every tool the core defines (the switchable ones
// come from TOOL_VERBS, the rest — skill, output, director, review, planner and workbench tools — are
// named here, and a test checks this list against every `defineTool` in src/core), whole prefixes of
// the built-in namespaces so that a tool added later is covered before it exists, the default
// sub-agents' ids, and names that shadow members every JavaScript object has. Names compare without
// case, and `-` counts as `_` (so `Memory-Node-Delete` is `memory_node_delete`).
import { DIRECTOR_TEAM_IDS } from './defaults/director-texts.ts';
import { TOOL_VERBS, toolNameFor, type ToolNamespace } from './tools.ts';

/** The core's tools that no switch in TOOL_VERBS names. */
const OTHER_CORE_TOOLS = [
  // skills
  'skill_list',
  'skill_read',
  'skill_search',
  // outputs of the capsule modes, director collaboration, spec review, agenda planning
  'finalize',
  'final_guidance',
  'submit_result',
  'node_output',
  'await_subagents',
  'cancel_subagent',
  'review_approve',
  'request_rerun',
  'planner_step',
  // "Let me choose the angle" in loop and single
  'offer_angles',
  // the workbench: what it reads, and the changes it proposes
  'profile_summary',
  'agent_get',
  'skills_list',
  'skill_get',
  'lint',
  'recipe_read',
  'connections_list',
  'skill_bind_to_agent',
  'skill_unbind_from_agent',
  'skill_set_mode_defaults',
  'profile_patch_prompt',
  'subagent_add',
  'subagent_update',
  'subagent_remove',
  'limits_set',
  'tools_set',
  'skill_create',
  'skill_edit',
  'profile_propose',
] as const;

/** Every tool name the core defines. */
export const BUILT_IN_TOOL_NAMES: ReadonlySet<string> = new Set([
  ...(Object.keys(TOOL_VERBS) as ToolNamespace[]).flatMap((ns) => TOOL_VERBS[ns].map((verb) => toolNameFor(ns, verb))),
  ...OTHER_CORE_TOOLS,
]);

/** Prefixes kept for Troupe's namespaces, present and future. */
export const RESERVED_TOOL_PREFIXES: readonly string[] = [
  ...Object.keys(TOOL_VERBS).map((ns) => `${ns}_`),
  'notes_',
  'skill_',
  'skills_',
  'world_book_',
  'draft_',
  'dispatch_',
  'subagent_',
  'profile_',
  'workbench_',
  'troupe_',
];

/** Members every object has: a name like these would read as a tool in a plain lookup table. */
const OBJECT_MEMBERS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype).map((n) => n.toLowerCase()));

const normal = (name: string) => name.trim().toLowerCase().replace(/-/g, '_');

/** Why `name` may not be the name of a tool from outside the core ('' = it may). */
export function reservedToolNameProblem(name: string): string {
  const n = normal(name);
  const shown = name.trim();
  if (BUILT_IN_TOOL_NAMES.has(n)) return `"${shown}" is the name of a built-in tool; choose another.`;
  const prefix = RESERVED_TOOL_PREFIXES.find((p) => n.startsWith(p));
  if (prefix) return `"${shown}" starts with "${prefix}", which is kept for Troupe's built-in tools; choose another name.`;
  if ((DIRECTOR_TEAM_IDS as readonly string[]).includes(n)) return `"${shown}" is the name of one of Troupe's default sub-agents; choose another.`;
  if (OBJECT_MEMBERS.has(n)) return `"${shown}" is the name of a member every JavaScript object has; choose another.`;
  return '';
}
