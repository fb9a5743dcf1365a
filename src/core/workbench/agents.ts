// The agents of a profile as the workbench names them — director `main` + sub-agent ids, loop `loop`,
// spec agents and nodes by id, agenda `planner` + worker ids, single `node` — and which object of the
// profile holds each one's prompt, skills policy and tool switches.
import type { Mode } from '../profiles/modes.ts';

type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export type AgentRole = 'main' | 'subagent' | 'loop' | 'planner' | 'worker' | 'spec-agent' | 'node';

export interface WorkbenchAgent {
  id: string;
  role: AgentRole;
  /** Where it sits in the profile, e.g. `subAgents[2]`, `stages[1].nodes[0]`. */
  path: string;
  /** The object holding its fields, inside the profile passed in (edit a copy). */
  holder: Obj;
  /** Fields it has: which edits make sense for it. */
  has: { prompt: boolean; description: boolean; template: boolean; skills: boolean; tools: boolean; routing: boolean };
}

/** The kinds of agent a mode can add and remove (none for loop and single). */
export const TEAM_LIST: Partial<Record<Mode, { key: string; role: AgentRole }>> = {
  director: { key: 'subAgents', role: 'subagent' },
  agenda: { key: 'workers', role: 'worker' },
  spec: { key: 'agents', role: 'spec-agent' },
};

/** Names that always mean the fixed agent of a mode. */
export const FIXED_IDS: Record<Mode, string> = { director: 'main', loop: 'loop', spec: '', agenda: 'planner', single: 'node' };

/** Every agent of a profile, in order (spec: its agents, then its nodes). */
export function workbenchAgents(mode: Mode, profile: unknown): WorkbenchAgent[] {
  const p = obj(profile);
  const out: WorkbenchAgent[] = [];
  const add = (id: string, role: AgentRole, path: string, holder: Obj, has: Partial<WorkbenchAgent['has']>) =>
    out.push({ id, role, path, holder, has: { prompt: false, description: false, template: false, skills: false, tools: false, routing: false, ...has } });
  switch (mode) {
    case 'director':
      add('main', 'main', 'mainAgent', obj(p.mainAgent), { prompt: true, skills: true, tools: true, routing: true });
      arr(p.subAgents).forEach((s, i) => add(str(s.id), 'subagent', `subAgents[${i}]`, s, { prompt: true, description: true, skills: true, tools: true, routing: true }));
      break;
    case 'loop':
      add('loop', 'loop', 'loopAgent', obj(p.loopAgent), { prompt: true, skills: true, routing: true });
      break;
    case 'spec':
      arr(p.agents).forEach((a, i) => add(str(a.id), 'spec-agent', `agents[${i}]`, a, { prompt: true, description: true, template: true, routing: true }));
      arr(p.stages).forEach((s, si) => arr(s.nodes).forEach((n, ni) => add(str(n.id), 'node', `stages[${si}].nodes[${ni}]`, n, { template: true, skills: true, tools: true })));
      break;
    case 'agenda':
      add('planner', 'planner', 'planner', obj(p.planner), { prompt: true, template: true, skills: true, routing: true });
      arr(p.workers).forEach((w, i) => add(str(w.id), 'worker', `workers[${i}]`, w, { prompt: true, description: true, template: true, skills: true, tools: true, routing: true }));
      break;
    case 'single':
      add('node', 'node', 'node', obj(p.node), { prompt: true, template: true, skills: true, routing: true });
      break;
  }
  return out;
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
