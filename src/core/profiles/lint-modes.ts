// Each mode's own lint checks (director, spec, agenda, loop, single), the director's notice about tools
// this host lacks, and the small readers they share; lint.ts runs them with the skills and regex checks.

import type { LintIssue, LintOptions } from './lint.ts';
import type { Mode } from './modes.ts';
import {
  agentToolFlags,
  enabledToolNames,
  flagForTool,
  HOST_CAPABILITY_NAMESPACES,
  isMissingTool,
  lacksEveryTool,
  TOOL_VERBS,
  toolNameFor,
  type ToolFlags,
  type ToolNamespace,
  type ToolOverride,
} from './tools.ts';

export type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Every built-in tool name and the other names agents may see in prompts. */
const KNOWN_TOOL_NAMES = new Set<string>([
  ...(Object.keys(TOOL_VERBS) as ToolNamespace[]).flatMap((ns) => TOOL_VERBS[ns].map((v) => toolNameFor(ns, v))),
  'await_subagents',
  'cancel_subagent',
  'finalize',
  'skill_list',
  'skill_read',
  'skill_search',
  'final_guidance',
  'review_approve',
  'request_rerun',
  'node_output',
  'submit_result',
  'planner_step',
]);

/**
 * Sub-agent ids a prompt mentions: `dispatch_subagent("x"` / `subagentId: "x"` forms, and `backticked`
 * snake_case words that are not tool names.
 */
export function mentionedSubagentIds(prompt: string): string[] {
  const found = new Set<string>();
  const explicit = /(?:dispatch_subagent\s*\(\s*|subagentId["']?\s*[:=]\s*)["'`]([A-Za-z][\w-]*)["'`]/g;
  for (const m of prompt.matchAll(explicit)) found.add(m[1]!);
  for (const m of prompt.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) if (!KNOWN_TOOL_NAMES.has(m[1]!)) found.add(m[1]!);
  return [...found];
}

export function limit(issues: LintIssue[], p: Obj, key: string, min: number, what: string) {
  const v = p[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) {
    issues.push({ path: key, code: 'limit_invalid', severity: 'error', message: `${what} must be a whole number of at least ${min}.` });
  }
}

export function checkPrompt(issues: LintIssue[], value: unknown, path: string, what: string) {
  if (!str(value).trim()) issues.push({ path, code: 'empty_prompt', severity: 'warning', message: `${what} has an empty system prompt.` });
}

const CAPABILITY: Record<(typeof HOST_CAPABILITY_NAMESPACES)[number], string> = {
  memory: 'the memory graph (memory_* tools)',
  search: 'web search (search_* tools)',
};

/** How to get a tool that a host can offer once something is set up. */
const MISSING_HINT: Record<string, string> = {
  memory_vector_search: ' Vector search appears once embeddings are set up in the memory settings.',
};

const names = (ids: string[]) => ids.map((id) => `"${id}"`).join(', ');

/**
 * Director agents whose switched-on tools need a capability the host lacks: one notice per capability,
 * naming the sub-agents that are not offered (all their tools are missing) and those that do without.
 */
function needsTools(issues: LintIssue[], p: Obj, available: Set<string>) {
  const profileTools = obj(p.tools) as ToolFlags;
  const agents = [
    { id: '', path: 'mainAgent.tools', tools: enabledToolNames(agentToolFlags(profileTools, obj(p.mainAgent).tools as ToolOverride | null)) },
    ...arr(p.subAgents)
      .map(obj)
      .map((s, i) => ({ id: str(s.id), path: `subAgents[${i}].tools`, tools: enabledToolNames(agentToolFlags(profileTools, s.tools as ToolOverride | null)) })),
  ];
  for (const ns of HOST_CAPABILITY_NAMESPACES) {
    const needing = agents.filter((a) => a.tools.some((t) => flagForTool(t)?.[0] === ns && isMissingTool(t, available)));
    if (!needing.length) continue;
    const dropped = needing.filter((a) => a.id && lacksEveryTool(a.tools, available)).map((a) => a.id);
    const without = needing.filter((a) => !dropped.includes(a.id)).map((a) => (a.id ? `"${a.id}"` : 'the main agent'));
    // The host has part of the namespace (memory without vector search): name the tools it lacks.
    const partial = [...available].some((t) => flagForTool(t)?.[0] === ns);
    const missing = [...new Set(needing.flatMap((a) => a.tools.filter((t) => flagForTool(t)?.[0] === ns && isMissingTool(t, available))))];
    const parts = partial
      ? [
          `This profile uses ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not available now.${missing.map((t) => MISSING_HINT[t] ?? '').join('')}`,
        ]
      : [`This profile uses ${CAPABILITY[ns]}, which this host does not have yet.`];
    if (dropped.length) parts.push(`Not offered until it does: ${names(dropped)}.`);
    if (without.length) parts.push(`Working without those tools: ${without.join(', ')}.`);
    issues.push({ path: needing[0]!.path, code: 'needs_tools', severity: 'notice', message: parts.join(' ') });
  }
}

function lintDirector(issues: LintIssue[], p: Obj) {
  const main = obj(p.mainAgent);
  const subs = arr(p.subAgents).map(obj);
  const ids = new Set(subs.map((s) => str(s.id)));
  checkPrompt(issues, main.systemPrompt, 'mainAgent.systemPrompt', 'The main agent');
  for (const id of mentionedSubagentIds(str(main.systemPrompt))) {
    if (!ids.has(id)) {
      issues.push({
        path: 'mainAgent.systemPrompt',
        code: 'unknown_subagent',
        severity: 'warning',
        message: `The main prompt names sub-agent "${id}", which this profile does not have.`,
      });
    }
  }
  const seen = new Set<string>();
  subs.forEach((s, i) => {
    const id = str(s.id);
    if (seen.has(id)) issues.push({ path: `subAgents[${i}].id`, code: 'duplicate_id', severity: 'error', message: `Sub-agent id "${id}" is used twice.` });
    seen.add(id);
    checkPrompt(issues, s.systemPrompt, `subAgents[${i}].systemPrompt`, `Sub-agent "${id}"`);
    if (!str(s.description).trim()) {
      issues.push({
        path: `subAgents[${i}].description`,
        code: 'no_description',
        severity: 'info',
        message: `Sub-agent "${id}" has no description: the main agent only sees the description when choosing whom to dispatch.`,
      });
    }
    if (s.maxRounds !== null && s.maxRounds !== undefined && (typeof s.maxRounds !== 'number' || s.maxRounds < 1)) {
      issues.push({ path: `subAgents[${i}].maxRounds`, code: 'limit_invalid', severity: 'error', message: `Sub-agent "${id}" must get at least 1 round.` });
    }
  });
  limit(issues, p, 'maxRounds', 1, 'Main-agent rounds');
  limit(issues, p, 'subAgentMaxRounds', 1, 'Sub-agent rounds');
  limit(issues, p, 'maxConcurrentSubagents', 1, 'Concurrent sub-agents');
  limit(issues, p, 'maxTotalSubagentRuns', 1, 'Sub-agent runs per turn');
  const conc = p.maxConcurrentSubagents;
  const total = p.maxTotalSubagentRuns;
  if (typeof conc === 'number' && typeof total === 'number' && conc > total) {
    issues.push({
      path: 'maxConcurrentSubagents',
      code: 'limit_unreachable',
      severity: 'warning',
      message: `At most ${total} sub-agent runs per turn, so ${conc} can never run at once.`,
    });
  }
  const profileTools = obj(p.tools) as ToolFlags;
  const mainTools = agentToolFlags(profileTools, main.tools as ToolOverride | null);
  if (subs.length && mainTools.collab?.dispatch_subagent !== true) {
    issues.push({
      path: 'mainAgent.tools.collab.dispatch_subagent',
      code: 'dispatch_disabled',
      severity: 'warning',
      message: 'The profile has sub-agents but the main agent cannot dispatch them (collab.dispatch_subagent is off).',
    });
  }
  if (!subs.length && profileTools.collab?.dispatch_subagent === true) {
    issues.push({
      path: 'tools.collab.dispatch_subagent',
      code: 'unused_tool',
      severity: 'info',
      message: 'dispatch_subagent is on but the profile has no sub-agents; it will not be offered.',
    });
  }
  const writes = (t: ToolFlags) => t.message?.write_message === true || t.message?.apply_message_patches === true;
  if (!writes(mainTools) && !subs.some((s) => writes(agentToolFlags(profileTools, s.tools as ToolOverride | null)))) {
    issues.push({
      path: 'mainAgent.tools.message',
      code: 'no_writer',
      severity: 'error',
      message: 'No agent can write the reply: write_message and apply_message_patches are off for the main agent and every sub-agent.',
    });
  }
}

function lintSpec(issues: LintIssue[], p: Obj) {
  const agentIds = new Set(arr(p.agents).map((a) => str(obj(a).id)));
  const stages = arr(p.stages).map(obj);
  const nodeIds = new Set<string>();
  stages.forEach((stage, si) => {
    arr(stage.nodes).forEach((n, ni) => {
      const node = obj(n);
      const id = str(node.id) || str(node.agent);
      if (nodeIds.has(id))
        issues.push({ path: `stages[${si}].nodes[${ni}].id`, code: 'duplicate_id', severity: 'error', message: `Node id "${id}" is used twice.` });
      nodeIds.add(id);
    });
  });
  const vars = new Set(['recent_chat', 'last_user', 'previous_outputs', 'previous_orchestration', ...nodeIds]);
  const checkTemplate = (t: unknown, path: string) => {
    for (const m of str(t).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)) {
      if (!vars.has(m[1]!))
        issues.push({
          path,
          code: 'unknown_variable',
          severity: 'warning',
          message: `Template variable {{${m[1]}}} is neither a built-in variable nor a node id.`,
        });
    }
  };
  arr(p.agents).forEach((a, i) => checkTemplate(obj(a).userPromptTemplate, `agents[${i}].userPromptTemplate`));
  stages.forEach((stage, si) => {
    const last = si === stages.length - 1;
    arr(stage.nodes).forEach((n, ni) => {
      const node = obj(n);
      const path = `stages[${si}].nodes[${ni}]`;
      const agent = str(node.agent) || str(node.id);
      if (!agentIds.has(agent))
        issues.push({
          path: `${path}.agent`,
          code: 'unknown_agent',
          severity: 'error',
          message: `Node "${str(node.id)}" runs agent "${agent}", which does not exist.`,
        });
      if (node.type === 'review' && last)
        issues.push({
          path: `${path}.type`,
          code: 'review_misplaced',
          severity: 'error',
          message: 'A review node cannot be in the final stage: the final stage writes the capsule.',
        });
      if (node.type === 'review' && stage.mode === 'parallel')
        issues.push({ path: `${path}.type`, code: 'review_misplaced', severity: 'error', message: 'A review node cannot be in a parallel stage.' });
      checkTemplate(node.userPromptTemplate, `${path}.userPromptTemplate`);
    });
  });
  limit(issues, p, 'nodeIterationMaxRounds', 1, 'Node rounds');
  limit(issues, p, 'reviewRerunMaxRounds', 0, 'Review reruns');
}

function lintAgenda(issues: LintIssue[], p: Obj) {
  const workers = arr(p.workers).map(obj);
  const ids = new Set(workers.map((w) => str(w.id)));
  if (!ids.has(str(p.finalWorkerId))) {
    issues.push({
      path: 'finalWorkerId',
      code: 'unknown_final_worker',
      severity: 'error',
      message: `The final worker "${str(p.finalWorkerId)}" does not exist.`,
    });
  }
  checkPrompt(issues, obj(p.planner).systemPrompt, 'planner.systemPrompt', 'The planner');
  workers.forEach((w, i) => checkPrompt(issues, w.systemPrompt, `workers[${i}].systemPrompt`, `Worker "${str(w.id)}"`));
  limit(issues, p, 'plannerMaxRounds', 1, 'Planner rounds');
  limit(issues, p, 'maxConcurrentWorkers', 1, 'Concurrent workers');
  limit(issues, p, 'maxTotalRuns', 1, 'Worker runs per turn');
  limit(issues, p, 'workerMaxRounds', 1, 'Worker rounds');
  const conc = p.maxConcurrentWorkers;
  const total = p.maxTotalRuns;
  if (typeof conc === 'number' && typeof total === 'number' && conc > total) {
    issues.push({
      path: 'maxConcurrentWorkers',
      code: 'limit_unreachable',
      severity: 'warning',
      message: `At most ${total} worker runs per turn, so ${conc} can never run at once.`,
    });
  }
}

/** Each mode's own checks (the lint is a chunk of its own, so they stay here rather than on the mode's descriptor). */
export const MODE_LINTS: { [M in Mode]: (issues: LintIssue[], p: Obj, opts: LintOptions) => void } = {
  director: (issues, p, opts) => {
    lintDirector(issues, p);
    if (opts.extraToolNames) needsTools(issues, p, new Set(opts.extraToolNames));
  },
  loop: (issues, p) => {
    checkPrompt(issues, obj(p.loopAgent).systemPrompt, 'loopAgent.systemPrompt', 'The loop agent');
    limit(issues, p, 'maxRounds', 1, 'Rounds');
    limit(issues, p, 'wallClockBudgetMs', 10_000, 'The wall-clock budget (ms)');
  },
  spec: (issues, p) => lintSpec(issues, p),
  agenda: (issues, p) => lintAgenda(issues, p),
  single: (issues, p) => checkPrompt(issues, obj(p.node).systemPrompt, 'node.systemPrompt', 'The node'),
};
