// A mode's agents as the rest of Troupe names them (the workbench, the skills policies, the profile's
// language): each agent's id and role, where it sits in the profile, the object holding its fields, and
// which fields it has. A descriptor lists its mode's agents with `agentList`.

type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
export const str = (v: unknown) => (typeof v === 'string' ? v : '');

export type AgentRole = 'main' | 'subagent' | 'loop' | 'planner' | 'worker' | 'spec-agent' | 'node';

export interface ModeAgent {
  id: string;
  role: AgentRole;
  /** Where it sits in the profile, e.g. `subAgents[2]`, `stages[1].nodes[0]`. */
  path: string;
  /** The object holding its fields, inside the profile passed in (edit a copy). */
  holder: Obj;
  /** Fields it has: which edits make sense for it. */
  has: { prompt: boolean; description: boolean; template: boolean; skills: boolean; tools: boolean; routing: boolean };
}

/** The list a mode's users add agents to and remove them from (none for a team of one). */
export interface TeamList {
  /** The profile's field. */
  key: string;
  role: AgentRole;
}

/** Collects agents in order; `add` fills the fields an agent lacks with false. */
export function agentList() {
  const list: ModeAgent[] = [];
  const add = (id: string, role: AgentRole, path: string, holder: Obj, has: Partial<ModeAgent['has']>) =>
    list.push({ id, role, path, holder, has: { prompt: false, description: false, template: false, skills: false, tools: false, routing: false, ...has } });
  return { list, add };
}
