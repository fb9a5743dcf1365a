// Number ranges read from the profile schemas, so the panel's inputs clamp exactly as parsing does.
// A mode's Advanced limits come with their ranges from its descriptor (src/core/modes).
import type { ZodType } from 'zod';
import { agendaPlannerSchema, agendaWorkerSchema } from '../../src/core/profiles/schemas/agenda.ts';
import { directorMainAgentSchema, directorSubAgentSchema } from '../../src/core/profiles/schemas/director.ts';
import { loopAgentSchema, loopSchema } from '../../src/core/profiles/schemas/loop.ts';
import { singleNodeSchema } from '../../src/core/profiles/schemas/single.ts';
import { specAgentSchema } from '../../src/core/profiles/schemas/spec.ts';
import { fieldSchema, rangeOf, type Range } from '../../src/core/profiles/ranges.ts';
import { limitRanges } from '../../src/core/modes/index.ts';

export { rangeOf, type Range };

/** Rounds and clamps a typed value into the range; NaN → null. */
export function clampTo(range: Range, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

export const RANGES = {
  director: { ...limitRanges('director'), subAgentRounds: rangeOf(directorSubAgentSchema, 'maxRounds') },
  loop: limitRanges('loop'),
  spec: limitRanges('spec'),
  agenda: limitRanges('agenda'),
  single: limitRanges('single'),
  capsuleDepth: rangeOf(fieldSchema(loopSchema, 'capsule'), 'depth'),
} as const;

/** An agent's output limit and, where it has one, its story budget (defaults differ per role). */
export interface AgentBudgetRanges {
  maxTokens: Range;
  storyMessages?: Range;
  storyTokens?: Range;
}

const budget = (schema: ZodType, story: boolean): AgentBudgetRanges => ({
  maxTokens: rangeOf(schema, 'maxTokens'),
  ...(story ? { storyMessages: rangeOf(schema, 'storyMessages'), storyTokens: rangeOf(schema, 'storyTokens') } : {}),
});

export const AGENT_BUDGETS = {
  directorMain: budget(directorMainAgentSchema, true),
  directorSub: budget(directorSubAgentSchema, true),
  loopAgent: budget(loopAgentSchema, true),
  specAgent: budget(specAgentSchema, false),
  agendaPlanner: budget(agendaPlannerSchema, false),
  agendaWorker: budget(agendaWorkerSchema, false),
  singleNode: budget(singleNodeSchema, false),
} as const;
