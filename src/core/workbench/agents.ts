// The agents of a profile as the workbench names them — director `main` + sub-agent ids, loop `loop`,
// spec agents and nodes by id, agenda `planner` + worker ids, single `node` — and which object of the
// profile holds each one's prompt, skills policy and tool switches. Each mode's descriptor lists them
// (src/core/modes).
import { MODE_DESCRIPTORS } from '../modes/index.ts';
import type { ModeAgent, TeamList } from '../modes/agents.ts';
import { MODES, type Mode } from '../profiles/modes.ts';

export { arr, obj } from '../modes/agents.ts';
export type { AgentRole } from '../modes/agents.ts';
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export type WorkbenchAgent = ModeAgent;

/** The kinds of agent a mode can add and remove (none for loop and single). */
export const TEAM_LIST: Partial<Record<Mode, TeamList>> = Object.fromEntries(
  MODES.flatMap((m) => {
    const team = (MODE_DESCRIPTORS[m] as { team?: TeamList }).team;
    return team ? [[m, team]] : [];
  }),
);

/** Names that always mean the fixed agent of a mode. */
export const FIXED_IDS = Object.fromEntries(MODES.map((m) => [m, MODE_DESCRIPTORS[m].fixedId])) as Record<Mode, string>;

/** Every agent of a profile, in order (spec: its agents, then its nodes). */
export function workbenchAgents(mode: Mode, profile: unknown): WorkbenchAgent[] {
  return MODE_DESCRIPTORS[mode].agents(profile);
}

export type AgentNeed = keyof WorkbenchAgent['has'];

/**
 * The agent called `id` that has `need`. In spec mode an agent and its node usually share an id: the
 * prompt lives on the agent, skills and tools on the node. Returns the error text when there is none.
 */
export function findAgent(mode: Mode, profile: unknown, id: string, need: AgentNeed): WorkbenchAgent | string {
  const all = workbenchAgents(mode, profile);
  const found = all.find((a) => a.id === id && a.has[need]);
  if (found) return found;
  // A spec node named by the agent it runs (when exactly one node runs it).
  if (mode === 'spec' && (need === 'skills' || need === 'tools')) {
    const nodes = all.filter((a) => a.role === 'node' && str(a.holder.agent) === id);
    if (nodes.length === 1) return nodes[0]!;
  }
  const fit = all.filter((a) => a.has[need]).map((a) => a.id);
  if (all.some((a) => a.id === id)) return `"${id}" has no ${NEED_WORDS[need]} in ${mode} mode. Agents that have one: ${fit.join(', ') || 'none'}.`;
  return `No agent "${id}" in this ${mode} profile. Agents: ${fit.join(', ') || 'none'}.`;
}

const NEED_WORDS: Record<AgentNeed, string> = {
  prompt: 'system prompt',
  description: 'description',
  template: 'user prompt template',
  skills: 'skills policy',
  tools: 'tool switches of its own',
  routing: 'connection',
};
