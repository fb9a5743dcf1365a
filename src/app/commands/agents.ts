// The agents of a profile, by the names commands use (director `main` + sub-agent ids, loop `loop`,
// spec node ids, agenda `planner` + worker ids, single `node`, and `mode` for the mode level), and
// where each one keeps its skills policy. The agents come from the mode's descriptor: those that
// have a skills policy, in its order.
import { type AgentRole, type ModeAgent, modeDescriptor } from '../../core/modes/index.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import type { CommandChoice } from './types.ts';

type Obj = Record<string, unknown>;

export const MODE_LEVEL = 'mode';

interface AgentRef extends CommandChoice {
  /** The object holding `skills` inside the profile passed in. */
  holder: Obj;
}

/** What an autocomplete says an agent is, by its role (a spec node names its stage). */
const DESCRIBE: Record<AgentRole, (agent: ModeAgent, profile: Obj, mode: Mode) => string> = {
  main: () => 'the main agent',
  subagent: () => 'sub-agent',
  loop: () => 'the loop agent',
  planner: () => 'the planner',
  worker: () => 'worker',
  'spec-agent': () => 'agent',
  node: (agent, profile, mode) => {
    if (mode !== 'spec') return 'the node';
    const stage = /^stages\[(\d+)\]/.exec(agent.path)?.[1];
    const stages = Array.isArray(profile.stages) ? (profile.stages as Obj[]) : [];
    const id = stage === undefined ? undefined : stages[Number(stage)]?.id;
    return `node of stage ${typeof id === 'string' ? id : ''}`;
  },
};

/**
 * The agents of `profile` in order, the mode level last. Fixed names win: a sub-agent, node or
 * worker whose id is `main`, `planner`, `loop`, `node` (in that mode) or `mode` cannot be named here.
 */
export function profileAgents(mode: Mode, profile: Profile | Obj): AgentRef[] {
  const p = profile as Obj;
  const out: AgentRef[] = [];
  for (const agent of modeDescriptor(mode).agents(p)) {
    if (!agent.has.skills || !agent.id || agent.id === MODE_LEVEL || out.some((a) => a.value === agent.id)) continue;
    out.push({ value: agent.id, description: DESCRIBE[agent.role](agent, p, mode), holder: agent.holder });
  }
  out.push({ value: MODE_LEVEL, description: 'the mode-level list agents start from', holder: p });
  return out;
}

/** Autocomplete choices: agent names with what they are. */
export function agentChoices(mode: Mode, profile: Profile | Obj): CommandChoice[] {
  return profileAgents(mode, profile).map(({ value, description }) => ({ value, description }));
}
