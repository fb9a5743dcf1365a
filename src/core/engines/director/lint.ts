// The director's own lint checks: its team's prompts and references, its limits, a writer, and a notice
// for tools this host lacks.
import { arr, checkPrompt, limit, mentionedSubagentIds, names, obj, str, type Obj } from '../../profiles/lint-checks.ts';
import type { LintIssue, LintOptions } from '../../profiles/lint.ts';
import {
  agentToolFlags,
  enabledToolNames,
  flagForTool,
  HOST_CAPABILITY_NAMESPACES,
  isMissingTool,
  lacksEveryTool,
  type ToolFlags,
  type ToolOverride,
} from '../../profiles/tools.ts';

export function lintDirector(issues: LintIssue[], p: Obj, opts: LintOptions): void {
  lintTeam(issues, p);
  if (opts.extraToolNames) needsTools(issues, p, new Set(opts.extraToolNames));
}

const CAPABILITY: Record<(typeof HOST_CAPABILITY_NAMESPACES)[number], string> = {
  memory: 'the memory graph (memory_* tools)',
  search: 'web search (search_* tools)',
};

/** How to get a tool that a host can offer once something is set up. */
const MISSING_HINT: Record<string, string> = {
  memory_vector_search: ' Vector search appears once embeddings are set up in the memory settings.',
};

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

function lintTeam(issues: LintIssue[], p: Obj) {
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
