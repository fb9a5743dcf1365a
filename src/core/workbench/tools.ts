// The workbench AI's tools, defined once with defineTool: read tools (the profile on demand, never
// pasted whole into a request) and change tools, each of which records one pending change through
// the session and answers with what the change will do, so the model can go on.
import * as z from 'zod';
import { defineTool, toolFailure, type Tool } from '../agent/tool.ts';
import { lintProfile } from '../profiles/lint.ts';
import { stripSecrets } from '../profiles/secrets.ts';
import { agentToolFlags, enabledToolNames, type ToolFlags, type ToolOverride } from '../profiles/tools.ts';
import type { SkillFile, SkillPolicy } from '../skills/types.ts';
import { obj, workbenchAgents, type WorkbenchAgent } from './agents.ts';
import { applyChange } from './apply.ts';
import { effectiveFor } from './apply-skills.ts';
import { limitFields } from './apply-settings.ts';
import { knownSkillNames, type ChangeContext, type WorkbenchDraft } from './draft.ts';
import { CHANGE_SCHEMAS, type ChangeOp, type ChangeTool } from './ops.ts';
import { RECIPES_EN, RECIPE_NAMES, type RecipeName } from './recipes-en.ts';
import { RECIPES_ZH } from './recipes-zh.ts';
import type { ContentLang } from '../profiles/defaults/director-texts.ts';

/** What the workbench's tools work on: one session's draft and the place it edits. */
export interface WorkbenchToolHost {
  /** `the preset "Noir"`, `the character override of Mira`. */
  editing: string;
  lang: ContentLang;
  context(): ChangeContext;
  /** The profile as the pending changes (all but the rejected) leave it. */
  draft(): WorkbenchDraft;
  /** Records a change that applied cleanly on the draft; returns its id. */
  propose(op: ChangeOp, summary: string): string | Promise<string>;
  /** How many changes wait for review. */
  pendingCount(): number;
  /** Loads an installed skill's files (skill_get, and skill_edit before it runs). */
  loadSkill(name: string): Promise<readonly SkillFile[] | undefined>;
  connections(): readonly { name: string; label: string; model?: string }[];
}

const READ_CAP = 50_000;
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

function toolsOf(ctx: ChangeContext, profile: unknown, a: WorkbenchAgent): string[] {
  const p = obj(profile);
  if (ctx.mode === 'loop' || ctx.mode === 'single' || (ctx.mode === 'agenda' && a.role === 'planner')) return enabledToolNames(obj(p.tools) as ToolFlags);
  return enabledToolNames(agentToolFlags(obj(p.tools) as ToolFlags, (a.holder.tools ?? null) as ToolOverride | null));
}

function seesOf(ctx: ChangeContext, draft: WorkbenchDraft, a: WorkbenchAgent): string[] {
  return effectiveFor(ctx, draft, obj(obj(draft.profile).skills) as SkillPolicy, a.has.skills ? (obj(a.holder.skills) as SkillPolicy) : undefined);
}

function summary(host: WorkbenchToolHost) {
  const ctx = host.context();
  const draft = host.draft();
  const p = obj(draft.profile);
  const agents = workbenchAgents(ctx.mode, p).map((a) => {
    const skills = obj(a.holder.skills);
    return {
      id: a.id,
      role: a.role,
      ...(a.has.description ? { description: cut(String(a.holder.description ?? ''), 200) } : {}),
      ...(a.role === 'node' ? { agent: String(a.holder.agent ?? a.id), type: String(a.holder.type ?? 'worker') } : {}),
      ...(a.has.skills
        ? {
            skills: {
              visible: strings(skills.visible),
              deny: strings(skills.deny),
              ...(strings(skills.preload).length ? { preload: strings(skills.preload) } : {}),
            },
            sees: seesOf(ctx, draft, a).length,
          }
        : {}),
      ...(a.role === 'subagent'
        ? {
            wave: a.holder.wave ?? 'dispatch',
            ...(a.holder.everyTurns !== undefined && a.holder.everyTurns !== 1 ? { everyTurns: a.holder.everyTurns } : {}),
            ...(a.holder.fullTurnsOnly ? { fullTurnsOnly: true } : {}),
          }
        : {}),
      ...(a.has.tools || a.role === 'main' ? { tools: toolsOf(ctx, p, a) } : {}),
      ...(a.has.routing && a.holder.apiPreset ? { connection: a.holder.apiPreset } : {}),
    };
  });
  const lint = lintProfile(ctx.mode, draft.profile, { installedSkills: knownSkillNames(ctx, draft), extraToolNames: ctx.extraToolNames });
  return {
    ok: true,
    mode: ctx.mode,
    editing: host.editing,
    modeSkills: { visible: strings(obj(p.skills).visible), deny: strings(obj(p.skills).deny) },
    agents,
    ...(ctx.mode === 'spec'
      ? {
          stages: (Array.isArray(p.stages) ? p.stages : []).map((s) => ({
            id: obj(s).id,
            mode: obj(s).mode,
            nodes: (Array.isArray(obj(s).nodes) ? (obj(s).nodes as unknown[]) : []).map((n) => obj(n).id),
          })),
        }
      : {}),
    settings: limitFields(ctx.mode, p),
    ...(ctx.mode !== 'single' ? { profileTools: enabledToolNames(obj(p.tools) as ToolFlags) } : {}),
    skillsMadeHere: draft.skills.map((s) => s.name),
    pendingChanges: host.pendingCount(),
    lint: { errors: lint.filter((i) => i.severity === 'error').length, warnings: lint.filter((i) => i.severity === 'warning').length },
  };
}

const agentArgs = z.object({ agentId: z.string().min(1).describe('An id from profile_summary.') });
const listArgs = z.object({ query: z.string().optional().describe('Text to look for in names and descriptions.') });
const skillGetArgs = z.object({ name: z.string().min(1), path: z.string().optional().describe('A file of the skill; default SKILL.md.') });
const recipeArgs = z.object({ name: z.enum(RECIPE_NAMES as [RecipeName, ...RecipeName[]]) });

export function workbenchReadTools(host: WorkbenchToolHost): Tool[] {
  return [
    defineTool({
      name: 'profile_summary',
      description:
        'The profile being edited, as the pending changes leave it: its agents (id, role, description, skills lists with preload, how many skills each sees, tools, connection; director sub-agents also wave, everyTurns, fullTurnsOnly), mode skills, settings, and counts of lint problems.',
      parameters: z.object({}),
      readOnly: true,
      execute: () => summary(host),
    }),
    defineTool({
      name: 'agent_get',
      description:
        "One agent's whole configuration: prompt, description, templates, routing, skills lists and the skills it sees, its tool switches and the tools it gets.",
      parameters: agentArgs,
      readOnly: true,
      execute: ({ agentId }) => {
        const ctx = host.context();
        const draft = host.draft();
        const found = workbenchAgents(ctx.mode, draft.profile).filter((a) => a.id === agentId);
        if (!found.length)
          return toolFailure(
            `No agent "${agentId}".`,
            'unknown_agent',
            `Agents: ${[...new Set(workbenchAgents(ctx.mode, draft.profile).map((a) => a.id))].join(', ')}.`,
          );
        return {
          ok: true,
          agents: found.map((a) => ({
            role: a.role,
            path: a.path,
            config: a.holder,
            ...(a.has.skills ? { sees: seesOf(ctx, draft, a) } : {}),
            ...(a.has.tools || a.role === 'main' ? { tools: toolsOf(ctx, draft.profile, a) } : {}),
          })),
        };
      },
    }),
    defineTool({
      name: 'skills_list',
      description: 'The installed skills this profile can use (name, scope, description), and those made in this session.',
      parameters: listArgs,
      readOnly: true,
      execute: ({ query }) => {
        const ctx = host.context();
        const draft = host.draft();
        const q = query?.toLowerCase().trim();
        const made = new Map(draft.skills.map((s) => [s.name, s]));
        const all = [
          ...[...ctx.installed.values()].filter((s) => !made.has(s.name)).map((s) => ({ name: s.name, scope: s.scope, description: cut(s.description, 240) })),
          ...draft.skills.map((s) => ({ name: s.name, scope: s.scope, description: cut(s.description, 240), madeHere: true })),
        ].filter((s) => !q || s.name.includes(q) || s.description.toLowerCase().includes(q));
        return { ok: true, skills: all.slice(0, 300), ...(all.length > 300 ? { more: all.length - 300 } : {}) };
      },
    }),
    defineTool({
      name: 'skill_get',
      description: "A skill's file (default SKILL.md) and the list of its files, to read before skill_edit.",
      parameters: skillGetArgs,
      readOnly: true,
      execute: async ({ name, path = 'SKILL.md' }) => {
        const made = host.draft().skills.find((s) => s.name === name);
        const files = made?.files ?? (await host.loadSkill(name));
        if (!files) return toolFailure(`No skill "${name}".`, 'skill_not_found', 'skills_list shows the names.');
        const file = files.find((f) => f.path === path);
        if (!file) return toolFailure(`"${name}" has no file ${path}.`, 'file_not_found', `Files: ${files.map((f) => f.path).join(', ')}.`);
        if (file.text === undefined) return { ok: true, path, binary: true, files: files.map((f) => f.path) };
        return { ok: true, path, text: cut(file.text, READ_CAP), ...(file.text.length > READ_CAP ? { truncated: true } : {}), files: files.map((f) => f.path) };
      },
    }),
    defineTool({
      name: 'lint',
      description: 'Problems of the profile as the pending changes leave it (errors, warnings, hints), and what this host lacks.',
      parameters: z.object({}),
      readOnly: true,
      execute: () => {
        const ctx = host.context();
        const draft = host.draft();
        const issues = lintProfile(ctx.mode, draft.profile, { installedSkills: knownSkillNames(ctx, draft), extraToolNames: ctx.extraToolNames });
        return { ok: true, issues: issues.map((i) => ({ severity: i.severity, path: i.path, message: i.message })) };
      },
    }),
    defineTool({
      name: 'recipe_read',
      description: `The steps for a known request: ${RECIPE_NAMES.join(', ')}.`,
      parameters: recipeArgs,
      readOnly: true,
      execute: ({ name }) => ({ ok: true, recipe: (host.lang === 'zh' ? RECIPES_ZH : RECIPES_EN)[name] }),
    }),
    defineTool({
      name: 'connections_list',
      description: 'The connections agents can use: name (what apiPreset takes; "" is the default), label and model.',
      parameters: z.object({}),
      readOnly: true,
      execute: () => ({ ok: true, connections: host.connections() }),
    }),
  ];
}

const DESCRIPTIONS: Record<ChangeTool, string> = {
  skill_bind_to_agent: 'Let an agent see a skill (list "visible") or never see it ("deny"). An agent that inherits the mode\'s skills keeps its "+".',
  skill_unbind_from_agent:
    "Take a skill from an agent's visible or deny list. A skill it only inherits from the mode is denied for that agent alone; the mode list is never changed.",
  skill_set_mode_defaults: 'Set the mode-level visible and/or deny list: the skills every agent starts from.',
  profile_patch_prompt: "Replace an exact, unique passage of an agent's system prompt (or its description or user prompt template).",
  subagent_add:
    'Add a sub-agent (director), a worker (agenda) or an agent with its node in a stage (spec), with its skills and preload; a director sub-agent also with when it runs (wave, everyTurns, fullTurnsOnly).',
  subagent_update:
    'Change fields of an agent: description, prompt, template, connection, prompt preset, rounds, output limit, preloaded skills, tags; for a director sub-agent also when it runs (wave, everyTurns, fullTurnsOnly).',
  subagent_remove: 'Remove a sub-agent, worker or spec agent (with its nodes).',
  limits_set: "Change top-level settings: round limits, concurrency, streaming, abort behaviour, the profile's connection.",
  tools_set:
    'Switch tools on or off, at the profile level or for one agent ("namespace.verb": true/false), or give an agent\'s namespaces back to the profile.',
  skill_create: 'Write a new skill (SKILL.md and other files), validated like an install. Bind it to agents afterwards.',
  skill_edit: 'Change a file of a skill: the whole text, or an exact, unique passage.',
  profile_propose: 'Replace the whole profile with a new one of the same mode (quick build), reviewed as one change.',
};

export function workbenchChangeTools(host: WorkbenchToolHost): Tool[] {
  return (Object.keys(CHANGE_SCHEMAS) as ChangeTool[]).map((tool) =>
    defineTool({
      name: tool,
      description: `${DESCRIPTIONS[tool]} Records a pending change for the user to review.`,
      parameters: CHANGE_SCHEMAS[tool] as z.ZodType<Record<string, unknown>>,
      execute: async (args) => {
        if (tool === 'skill_edit') await host.loadSkill(String(args.name));
        const op = { tool, args } as ChangeOp;
        const r = applyChange(host.context(), host.draft(), op);
        if (!r.ok) return r;
        const changeId = await host.propose(op, r.summary);
        return { ok: true, changeId, pending: true, willDo: r.summary, ...(r.warnings.length ? { warnings: r.warnings } : {}) };
      },
    }),
  );
}

/**
 * Every tool of the workbench AI. What they answer is redacted like an export (stripSecrets): a key in
 * a profile field, a prompt or a skill never reaches the workbench's model — which may be another
 * provider than the one the key is for — nor its stored conversation.
 */
export function workbenchTools(host: WorkbenchToolHost): Tool[] {
  return [...workbenchReadTools(host), ...workbenchChangeTools(host)].map((t) => ({
    ...t,
    execute: async (args, ctx) => stripSecrets(await t.execute(args, ctx)).value,
  }));
}
