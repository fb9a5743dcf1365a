// The changes the workbench can propose, one zod schema each. The same schema is the tool's
// parameters (what the model sees and sends), the programmatic API's argument check, and the shape
// stored in a session's pending list: one definition of each change.
import * as z from 'zod';

const name = z.string().trim().min(1).max(128);
const agentId = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .describe('The agent: "main" (director), "loop", "planner", "node" (single), or a sub-agent / worker / spec agent or node id.');
const longText = z.string().max(200_000);
const names = z.array(z.string().trim().min(1).max(128)).max(500);
const listKind = z.enum(['visible', 'deny']).default('visible').describe('"visible" (the agent sees the skill) or "deny" (it never does).');

export const bindArgs = z.object({ agentId, skill: name.describe('Skill name (see skills_list).'), list: listKind });
export const unbindArgs = bindArgs;

export const modeDefaultsArgs = z.object({
  visible: names
    .optional()
    .describe(
      'The whole mode-level visible list (every agent without its own list, and every agent whose list starts with "+", gets these). "*" = every installed skill.',
    ),
  deny: names.optional().describe('The whole mode-level deny list (no agent sees these).'),
});

export const patchPromptArgs = z.object({
  agentId,
  find: z.string().min(1).max(200_000).describe('Exact text of the current prompt to replace; it must occur exactly once, so include a few words around it.'),
  replaceWith: longText.describe('The new text ("" deletes).'),
  field: z
    .enum(['systemPrompt', 'description', 'userPromptTemplate'])
    .default('systemPrompt')
    .describe('Which text: the system prompt (default), the description the main agent / planner chooses by, or the user prompt template.'),
});

const routing = {
  apiPreset: z.string().max(256).optional().describe('Connection name ("" = the profile\'s, see connections_list).'),
  promptPreset: z.string().max(256).optional().describe('Prompt preset name ("" = the profile\'s).'),
};

/** Fields of a team member that subagent_add sets and subagent_update changes. */
const memberFields = {
  description: longText
    .optional()
    .describe(
      'Director: one or two short lines on what it does, ending with what its task should hold: "Task: …" (zh "任务写：…"). The main agent chooses by it and writes the task from it; its prompt stays hidden from the main agent.',
    ),
  systemPrompt: longText.optional(),
  userPromptTemplate: longText.optional().describe('Spec and agenda only.'),
  ...routing,
  maxRounds: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullable()
    .optional()
    .describe("Director sub-agents: rounds of its tool loop (null = the profile's subAgentMaxRounds)."),
  maxTokens: z.number().int().min(0).max(200_000).optional().describe('Its output limit in tokens (0 = the provider default).'),
  wave: z
    .enum(['dispatch', 'opening', 'after'])
    .optional()
    .describe(
      'Director sub-agents: when it runs. "dispatch" (default): when the main agent dispatches it; "opening": before the main agent, on the user\'s message, and the main agent starts with its report; "after": once the reply is shown (curators).',
    ),
  everyTurns: z.number().int().min(1).max(50).optional().describe('Director sub-agents: takes part in every Nth turn only (1 = every turn).'),
  fullTurnsOnly: z.boolean().optional().describe('Director "after" members: run only on a full turn (the main agent dispatched someone).'),
  preload: names
    .optional()
    .describe(
      'The whole list of its skills whose text arrives in its system message instead of being read on demand; each must be among the skills it sees (the shipped sub-agents preload their method skill).',
    ),
  inputTags: names.optional().describe('Agenda workers: tags whose latest reports it receives.'),
  outputTags: names.optional().describe('Agenda workers: tags its report is stored under.'),
};

export const subagentAddArgs = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Use snake_case: a lowercase letter, then letters, digits or "_" (at most 64).')
    .describe('New snake_case id, e.g. "pacing_critic".'),
  ...memberFields,
  skills: names
    .optional()
    .describe(
      'Its visible skills. The usual sub-agent shape is its method skill alone, also in "preload"; "+" first would inherit the mode\'s writing skills as well.',
    ),
  tools: z
    .record(z.string(), z.boolean())
    .optional()
    .describe('Its own tool switches as "namespace.verb": true/false (e.g. {"chat.read_range": true}); namespaces not named are inherited.'),
  stage: z.string().trim().min(1).max(64).optional().describe('Spec only: the stage id to run it in (a new id adds a stage before the final one).'),
});

export const subagentUpdateArgs = z.object({
  id: agentId,
  ...memberFields,
});

export const subagentRemoveArgs = z.object({
  id: z.string().trim().min(1).max(128).describe('The sub-agent / worker / spec agent to remove (spec: its nodes go too).'),
});

export const limitsArgs = z.object({
  limits: z
    .record(z.string(), z.union([z.number(), z.boolean(), z.string().max(256)]))
    .describe(
      'Top-level numbers and switches by name, e.g. {"maxRounds": 12, "discardOnAbort": true}; see profile_summary for this mode\'s. Also the profile\'s default connection "apiPreset" and prompt preset "promptPreset", and agenda\'s "finalWorkerId".',
    ),
});

export const toolsArgs = z.object({
  agentId: z.string().trim().min(1).max(128).optional().describe('An agent with its own switches; absent = the profile level every agent inherits.'),
  set: z
    .record(z.string(), z.boolean())
    .optional()
    .describe(
      'Switches as "namespace.verb": true/false, e.g. {"collab.dispatch_subagent": false, "memory.keyword_search": true}; "custom.<tool>" for registered tools.',
    ),
  inherit: z.array(z.string()).max(20).optional().describe('Agent only: namespaces that go back to the profile\'s switches (e.g. ["memory"]); ["*"] = all.'),
});

const skillFile = z.object({ path: z.string().trim().min(1).max(512), text: z.string().max(4 * 1024 * 1024) });

export const skillCreateArgs = z.object({
  name: z.string().trim().describe('New skill name: lowercase letters, digits, "-" and "_".'),
  description: z
    .string()
    .trim()
    .min(1)
    .max(4096)
    .describe('One or two sentences: what it is for and when an agent should read it (this goes into every catalog that lists it).'),
  body: z
    .string()
    .max(512 * 1024)
    .describe('SKILL.md after the frontmatter, in Markdown.'),
  files: z.array(skillFile).max(99).optional().describe('Other files, e.g. {"path": "references/beats.md", "text": "…"}.'),
});

export const skillEditArgs = z.object({
  name: z.string().trim().min(1).max(128),
  path: z.string().trim().min(1).max(512).default('SKILL.md'),
  text: z
    .string()
    .max(4 * 1024 * 1024)
    .optional()
    .describe('The whole new text of the file (creates it when missing).'),
  find: z.string().min(1).max(200_000).optional().describe('Instead of text: an exact, unique passage of the file to replace.'),
  replaceWith: z
    .string()
    .max(4 * 1024 * 1024)
    .optional(),
});

export const profileProposeArgs = z.object({
  profile: z.record(z.string(), z.unknown()).describe('The whole profile of the current mode as JSON (fields not given take the defaults).'),
  summary: z.string().max(2000).optional().describe('What the workflow does, in a sentence or two.'),
});

export const CHANGE_SCHEMAS = {
  skill_bind_to_agent: bindArgs,
  skill_unbind_from_agent: unbindArgs,
  skill_set_mode_defaults: modeDefaultsArgs,
  profile_patch_prompt: patchPromptArgs,
  subagent_add: subagentAddArgs,
  subagent_update: subagentUpdateArgs,
  subagent_remove: subagentRemoveArgs,
  limits_set: limitsArgs,
  tools_set: toolsArgs,
  skill_create: skillCreateArgs,
  skill_edit: skillEditArgs,
  profile_propose: profileProposeArgs,
} as const;

export type ChangeTool = keyof typeof CHANGE_SCHEMAS;
export const CHANGE_TOOLS = Object.keys(CHANGE_SCHEMAS) as ChangeTool[];

/** One proposed change: the tool and its parsed arguments. */
export type ChangeOp = { [T in ChangeTool]: { tool: T; args: z.output<(typeof CHANGE_SCHEMAS)[T]> } }[ChangeTool];

export type ChangeArgs<T extends ChangeTool> = z.output<(typeof CHANGE_SCHEMAS)[T]>;
/** What a caller may give (defaults not filled in yet). */
export type ChangeInput<T extends ChangeTool> = z.input<(typeof CHANGE_SCHEMAS)[T]>;

export const isChangeTool = (t: unknown): t is ChangeTool => typeof t === 'string' && Object.hasOwn(CHANGE_SCHEMAS, t);

/** Checks a stored or API-given change against its schema. */
export function parseChangeOp(raw: unknown): { ok: true; op: ChangeOp } | { ok: false; error: string } {
  const r = raw && typeof raw === 'object' ? (raw as { tool?: unknown; args?: unknown }) : {};
  if (!isChangeTool(r.tool)) return { ok: false, error: `Unknown change "${String(r.tool)}". Changes: ${CHANGE_TOOLS.join(', ')}.` };
  const parsed = CHANGE_SCHEMAS[r.tool].safeParse(r.args ?? {});
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return { ok: false, error: `Invalid arguments for ${r.tool}: ${i ? `${i.path.join('.') || 'arguments'}: ${i.message}` : 'invalid'}` };
  }
  return { ok: true, op: { tool: r.tool, args: parsed.data } as ChangeOp };
}
