// profile_patch_prompt, subagent_add, subagent_update and subagent_remove on a draft.
import { toolFailure, type ToolFailure } from '../agent/tool.ts';
import { TEAM_PLACEHOLDER } from '../profiles/defaults/team.ts';
import { mentionedSubagentIds } from '../profiles/lint.ts';
import { arr, findAgent, FIXED_IDS, obj, TEAM_LIST, workbenchAgents, type WorkbenchAgent } from './agents.ts';
import type { ChangeContext, ChangeOutcome, WorkbenchDraft } from './draft.ts';
import type { ChangeArgs } from './ops.ts';
import { overrideFromSwitches } from './apply-settings.ts';
import { effectiveFor } from './apply-skills.ts';
import type { SkillPolicy } from '../skills/types.ts';
import { checkProfile, isFailure, TEAM_LIMIT } from './validate.ts';

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function finish(ctx: ChangeContext, draft: WorkbenchDraft, next: unknown, summary: string, warnings: string[] = []): ChangeOutcome {
  const checked = checkProfile(ctx, draft, next);
  if (isFailure(checked)) return checked;
  return { ok: true, draft: { ...draft, profile: checked.profile }, summary, warnings: [...warnings, ...checked.warnings] };
}

/**
 * The shipped shape: one or two short lines on what the member does, ending with what its task should
 * hold ("Task: …" / "任务写：…"). The main agent chooses by the description and writes the task from it.
 */
export function descriptionProblem(description: string): string | null {
  const d = description.trim();
  if (!d) return 'It has no description: the main agent only sees the description when choosing whom to dispatch.';
  const hasTask = /(^|[\s.;:,。；，])task\s*[:：]/i.test(d) || /任务写?[：:]/.test(d);
  return hasTask
    ? null
    : 'Its description has no "Task:" line (zh "任务写：…"): end it with what its task should hold, e.g. "Task: the moments that carry the feeling." The main agent writes the task from it.';
}

function checkConnection(ctx: ChangeContext, name: string | undefined): ToolFailure | null {
  if (name === undefined || name === '' || !ctx.connections || ctx.connections.includes(name)) return null;
  return toolFailure(
    `There is no connection "${name}". Nothing was changed.`,
    'unknown_connection',
    `Connections: ${
      ctx.connections
        .filter(Boolean)
        .map((c) => `"${c}"`)
        .join(', ') || 'only the default ("")'
    }.`,
  );
}

const FIELD_NEED = { systemPrompt: 'prompt', description: 'description', userPromptTemplate: 'template' } as const;

export function patchPrompt(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'profile_patch_prompt'>): ChangeOutcome {
  const next = structuredClone(draft.profile);
  const agent = findAgent(ctx.mode, next, args.agentId, FIELD_NEED[args.field]);
  if (typeof agent === 'string') return toolFailure(`${agent} Nothing was changed.`, 'unknown_agent');
  const text = str(agent.holder[args.field]);
  const at = text.indexOf(args.find);
  if (at < 0)
    return toolFailure(
      `The "find" text does not occur in ${args.agentId}'s ${args.field}. Nothing was changed.`,
      'patch_not_found',
      'Read it again with agent_get and copy the passage exactly, byte for byte.',
    );
  if (text.indexOf(args.find, at + 1) >= 0)
    return toolFailure(
      `The "find" text occurs more than once in ${args.agentId}'s ${args.field}. Nothing was changed.`,
      'patch_ambiguous',
      'Extend "find" with the words around it until it matches exactly once.',
    );
  const after = text.slice(0, at) + args.replaceWith + text.slice(at + args.find.length);
  agent.holder[args.field] = after;
  const warnings: string[] = [];
  if (
    ctx.mode === 'director' &&
    agent.role === 'main' &&
    args.field === 'systemPrompt' &&
    text.includes(TEAM_PLACEHOLDER) &&
    !after.includes(TEAM_PLACEHOLDER)
  ) {
    warnings.push(
      `The main prompt no longer holds ${TEAM_PLACEHOLDER}: the team and the turn's steps are no longer generated from the sub-agents, so the prompt must name them itself and be kept in step by hand.`,
    );
  }
  if (agent.role === 'subagent' && args.field === 'description') {
    const p = descriptionProblem(after);
    if (p) warnings.push(p);
  }
  const delta = after.length - text.length;
  return finish(ctx, draft, next, `${args.agentId}'s ${args.field} patched (${delta >= 0 ? '+' : ''}${delta} characters).`, warnings);
}

/** The skills policy a new member gets from the tool's lists. */
const policyOf = (skills: string[] | undefined, preload: string[] | undefined) => {
  const p: Obj = {};
  if (skills && skills.length) p.visible = skills;
  if (preload && preload.length) p.preload = preload;
  return Object.keys(p).length ? p : undefined;
};

/** A preload names skills the agent sees; anything else the runtime ignores, so it is refused. */
function checkPreload(ctx: ChangeContext, draft: WorkbenchDraft, id: string, policy: Obj | undefined): ToolFailure | null {
  const preload = Array.isArray(policy?.preload) ? (policy.preload as string[]) : [];
  if (!preload.length) return null;
  const seen = effectiveFor(ctx, draft, obj(obj(draft.profile).skills) as SkillPolicy, policy as SkillPolicy | undefined);
  const missing = preload.filter((n) => !seen.includes(n));
  if (!missing.length) return null;
  return toolFailure(
    `${id} would preload ${missing.map((n) => `"${n}"`).join(', ')}, which it does not see. Nothing was changed.`,
    'preload_not_visible',
    'Put the skill on its visible list too (skills, or skill_bind_to_agent first); skills_list shows the installed names.',
  );
}

const DIRECTOR_ONLY = ['wave', 'everyTurns', 'fullTurnsOnly'] as const;

/** The when-it-runs fields a director member gets, and a warning when they do not fit together. */
function scheduleOf(args: { wave?: string; everyTurns?: number; fullTurnsOnly?: boolean }): Obj {
  const out: Obj = {};
  for (const k of DIRECTOR_ONLY) if (args[k] !== undefined) out[k] = args[k];
  return out;
}

function scheduleWarning(member: Obj): string | null {
  if (member.fullTurnsOnly === true && member.wave !== 'after')
    return 'fullTurnsOnly only matters for an "after" member (it waits for a full turn: one where the main agent dispatched a member).';
  return null;
}

export function addSubagent(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'subagent_add'>): ChangeOutcome {
  const team = TEAM_LIST[ctx.mode];
  if (!team)
    return toolFailure(
      `A ${ctx.mode} profile has no team to add to (one agent only). Nothing was changed.`,
      'no_team',
      'Edit its prompt instead, or propose a whole profile of another mode in that mode.',
    );
  const next = structuredClone(draft.profile) as Obj;
  const all = workbenchAgents(ctx.mode, next);
  if (args.id === FIXED_IDS[ctx.mode] || args.id === 'mode' || all.some((a) => a.id === args.id)) {
    return toolFailure(`The id "${args.id}" is taken. Nothing was changed.`, 'duplicate_id', `Taken: ${[...new Set(all.map((a) => a.id))].join(', ')}.`);
  }
  const list = arr(next[team.key]);
  if (list.length >= TEAM_LIMIT) return toolFailure(`The profile already has ${list.length} members; at most ${TEAM_LIMIT}. Nothing was changed.`, 'team_full');
  const conn = checkConnection(ctx, args.apiPreset);
  if (conn) return conn;
  const foreign = ctx.mode === 'director' ? [] : DIRECTOR_ONLY.filter((k) => args[k] !== undefined);
  if (foreign.length)
    return toolFailure(`${foreign.join(', ')} belong to director sub-agents, not to a ${ctx.mode} profile. Nothing was changed.`, 'invalid_field');
  const skills = policyOf(args.skills, args.preload);
  const pre = checkPreload(ctx, draft, args.id, skills);
  if (pre) return pre;
  const tools = args.tools ? overrideFromSwitches(ctx, next, null, args.tools) : null;
  if (isFailure(tools)) return tools;
  const routing = { apiPreset: args.apiPreset ?? '', promptPreset: args.promptPreset ?? '' };
  const common = {
    id: args.id,
    description: args.description ?? '',
    systemPrompt: args.systemPrompt ?? '',
    ...routing,
    ...(args.maxTokens !== undefined ? { maxTokens: args.maxTokens } : {}),
  };
  const warnings: string[] = [];
  if (ctx.mode === 'director') {
    const p = descriptionProblem(common.description);
    if (p) warnings.push(p);
    const member: Obj = { ...common, tools, maxRounds: args.maxRounds ?? null, ...scheduleOf(args) };
    if (skills) member.skills = skills;
    const w = scheduleWarning(member);
    if (w) warnings.push(w);
    next.subAgents = [...list, member];
  } else if (ctx.mode === 'agenda') {
    const member: Obj = {
      ...common,
      userPromptTemplate: args.userPromptTemplate ?? '',
      tools,
      inputTags: args.inputTags ?? [],
      outputTags: args.outputTags ?? [],
    };
    if (skills) member.skills = skills;
    next.workers = [...list, member];
  } else {
    // spec: the agent (prompts, routing), and a node that runs it in a stage (skills, tools).
    const stages = arr(next.stages);
    if (!args.stage)
      return toolFailure(
        'A spec agent runs only in a stage: give "stage". Nothing was changed.',
        'stage_required',
        `Stages: ${stages.map((s) => str(s.id)).join(', ')}; a new id adds a stage before the last one.`,
      );
    next.agents = [...list, { ...common, userPromptTemplate: args.userPromptTemplate ?? '' }];
    const node: Obj = { id: args.id, agent: args.id, type: 'worker', tools };
    if (skills) node.skills = skills;
    const stage = stages.find((s) => str(s.id) === args.stage);
    if (stage) stage.nodes = [...arr(stage.nodes), node];
    else stages.splice(Math.max(0, stages.length - 1), 0, { id: args.stage, mode: 'serial', nodes: [node] });
    next.stages = stages;
  }
  const where = ctx.mode === 'spec' ? ` in stage "${args.stage}"` : '';
  return finish(
    ctx,
    draft,
    next,
    `New ${team.role === 'subagent' ? 'sub-agent' : team.role === 'worker' ? 'worker' : 'agent'} "${args.id}"${where}.${ctx.mode === 'director' ? " The main prompt's {{team}} lists it at the next turn." : ''}`,
    warnings,
  );
}

type UpdateField = Exclude<keyof ChangeArgs<'subagent_update'>, 'id'>;
const NEEDS: Record<UpdateField, (a: WorkbenchAgent) => boolean> = {
  description: (a) => a.has.description,
  systemPrompt: (a) => a.has.prompt,
  userPromptTemplate: (a) => a.has.template,
  apiPreset: (a) => a.has.routing,
  promptPreset: (a) => a.has.routing,
  maxRounds: (a) => a.role === 'subagent',
  maxTokens: (a) => 'maxTokens' in a.holder,
  wave: (a) => a.role === 'subagent',
  everyTurns: (a) => a.role === 'subagent',
  fullTurnsOnly: (a) => a.role === 'subagent',
  preload: (a) => a.has.skills,
  inputTags: (a) => a.role === 'worker',
  outputTags: (a) => a.role === 'worker',
};

export function updateSubagent(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'subagent_update'>): ChangeOutcome {
  const next = structuredClone(draft.profile);
  const fields = (Object.keys(NEEDS) as UpdateField[]).filter((k) => args[k] !== undefined);
  if (!fields.length) return toolFailure('Name at least one field to change. Nothing was changed.', 'invalid_arguments');
  const candidates = workbenchAgents(ctx.mode, next).filter((a) => a.id === args.id);
  if (!candidates.length) {
    const ids = [...new Set(workbenchAgents(ctx.mode, next).map((a) => a.id))];
    return toolFailure(`No agent "${args.id}" in this ${ctx.mode} profile. Nothing was changed.`, 'unknown_agent', `Agents: ${ids.join(', ')}.`);
  }
  const agent = candidates.find((a) => fields.every((f) => NEEDS[f](a)));
  if (!agent) {
    const bad = fields.filter((f) => !candidates.some((a) => NEEDS[f](a)));
    return toolFailure(
      `"${args.id}" has no ${bad.join(', ')} in ${ctx.mode} mode. Nothing was changed.`,
      'invalid_field',
      'Limits of the whole profile are limits_set; tool switches are tools_set.',
    );
  }
  const conn = checkConnection(ctx, args.apiPreset);
  if (conn) return conn;
  const changed: string[] = [];
  for (const f of fields) {
    const value = args[f];
    if (f === 'preload') {
      // Inside its skills policy: the whole preload list.
      const policy = obj(agent.holder.skills);
      if (JSON.stringify(policy.preload ?? []) === JSON.stringify(value)) continue;
      agent.holder.skills = { ...policy, preload: value };
      const pre = checkPreload(ctx, draft, args.id, agent.holder.skills as Obj);
      if (pre) return pre;
      changed.push('skills.preload');
      continue;
    }
    if (JSON.stringify(agent.holder[f] ?? null) === JSON.stringify(value)) continue;
    agent.holder[f] = value as unknown;
    changed.push(f);
  }
  if (!changed.length) return toolFailure(`"${args.id}" already has those values. Nothing was changed.`, 'no_change');
  const warnings: string[] = [];
  if (agent.role === 'subagent' && (changed.includes('wave') || changed.includes('fullTurnsOnly'))) {
    const w = scheduleWarning(agent.holder);
    if (w) warnings.push(w);
  }
  if (agent.role === 'subagent' && changed.includes('description')) {
    const p = descriptionProblem(str(agent.holder.description));
    if (p) warnings.push(p);
  }
  return finish(
    ctx,
    draft,
    next,
    `${args.id}: ${changed.map((f) => (f === 'apiPreset' ? `connection → "${str(agent.holder.apiPreset) || "the profile's"}"` : f)).join(', ')} changed.`,
    warnings,
  );
}

export function removeSubagent(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'subagent_remove'>): ChangeOutcome {
  const team = TEAM_LIST[ctx.mode];
  if (!team) return toolFailure(`A ${ctx.mode} profile has no team to remove from. Nothing was changed.`, 'no_team');
  const next = structuredClone(draft.profile) as Obj;
  const list = arr(next[team.key]);
  const kept = list.filter((m) => str(m.id) !== args.id);
  if (kept.length === list.length)
    return toolFailure(
      `No ${team.key} member "${args.id}". Nothing was changed.`,
      'unknown_agent',
      `Members: ${list.map((m) => str(m.id)).join(', ') || 'none'}.`,
    );
  next[team.key] = kept;
  const warnings: string[] = [];
  if (ctx.mode === 'spec') {
    // Its nodes go with it; a stage left without nodes goes too.
    next.stages = arr(next.stages)
      .map((s) => ({ ...s, nodes: arr(s.nodes).filter((n) => (str(n.agent) || str(n.id)) !== args.id) }))
      .filter((s) => s.nodes.length > 0);
    if (!arr(next.stages).length)
      return toolFailure(
        `Removing "${args.id}" leaves the workflow without a stage. Nothing was changed.`,
        'last_stage',
        'Add another agent first, or propose a whole new workflow with profile_propose.',
      );
  }
  if (ctx.mode === 'director') {
    const main = obj(next.mainAgent);
    if (mentionedSubagentIds(str(main.systemPrompt)).includes(args.id))
      warnings.push(`The main prompt still names "${args.id}"; patch it out (profile_patch_prompt) so the main agent does not call it.`);
  }
  if (ctx.mode === 'agenda' && str(next.finalWorkerId) === args.id) {
    return toolFailure(
      `"${args.id}" is the final worker (it writes the capsule). Nothing was changed.`,
      'final_worker',
      'Make another worker final first: limits_set({limits: {finalWorkerId: "<id>"}}).',
    );
  }
  return finish(ctx, draft, next, `"${args.id}" removed (${kept.length} left).`, warnings);
}
