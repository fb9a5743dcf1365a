// The agents of a profile, by the names commands use (director `main` + sub-agent ids, loop `loop`,
// spec node ids, agenda `planner` + worker ids, single `node`, and `mode` for the mode level), and
// where each one keeps its skills policy.
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import type { CommandChoice } from './types.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const id = (v: Obj) => (typeof v.id === 'string' ? v.id : '');

export const MODE_LEVEL = 'mode';

interface AgentRef extends CommandChoice {
  /** The object holding `skills` inside the profile passed in. */
  holder: Obj;
}

/**
 * The agents of `profile` in order, the mode level last. Fixed names win: a sub-agent, node or
 * worker whose id is `main`, `planner`, `loop`, `node` (in that mode) or `mode` cannot be named here.
 */
export function profileAgents(mode: Mode, profile: Profile | Obj): AgentRef[] {
  const p = profile as Obj;
  const out: AgentRef[] = [];
  const add = (value: string, description: string, holder: unknown) => {
    if (value && value !== MODE_LEVEL && !out.some((a) => a.value === value)) out.push({ value, description, holder: obj(holder) });
  };
  switch (mode) {
    case 'director':
      add('main', 'the main agent', p.mainAgent);
      for (const s of arr(p.subAgents)) add(id(s), 'sub-agent', s);
      break;
    case 'loop':
      add('loop', 'the loop agent', p.loopAgent);
      break;
    case 'spec':
      for (const stage of arr(p.stages)) for (const n of arr(stage.nodes)) add(id(n), `node of stage ${id(stage)}`, n);
      break;
    case 'agenda':
      add('planner', 'the planner', p.planner);
      for (const w of arr(p.workers)) add(id(w), 'worker', w);
      break;
    case 'single':
      add('node', 'the node', p.node);
      break;
  }
  out.push({ value: MODE_LEVEL, description: 'the mode-level list agents start from', holder: p });
  return out;
}

/** Autocomplete choices: agent names with what they are. */
export function agentChoices(mode: Mode, profile: Profile | Obj): CommandChoice[] {
  return profileAgents(mode, profile).map(({ value, description }) => ({ value, description }));
}
