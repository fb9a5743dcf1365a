// Number ranges read from the profile schemas, so the panel's inputs clamp exactly as parsing does.
import type { ZodType } from 'zod';
import { agendaPlannerSchema, agendaSchema, agendaWorkerSchema } from '../../src/core/profiles/schemas/agenda.ts';
import { directorMainAgentSchema, directorSchema, directorSubAgentSchema } from '../../src/core/profiles/schemas/director.ts';
import { loopAgentSchema, loopSchema } from '../../src/core/profiles/schemas/loop.ts';
import { singleNodeSchema, singleSchema } from '../../src/core/profiles/schemas/single.ts';
import { specAgentSchema, specSchema } from '../../src/core/profiles/schemas/spec.ts';

export interface Range {
  min: number;
  max: number;
  /** The schema default (null for nullable fields without a number default). */
  def: number | null;
}

interface Introspect {
  _zod: { def: { type: string; innerType?: Introspect; defaultValue?: unknown } };
  minValue?: number | null;
  maxValue?: number | null;
  shape?: Record<string, Introspect>;
}

/** Unwraps default / prefault / nullable / optional layers down to the inner schema. */
function unwrap(schema: Introspect): { inner: Introspect; def: unknown } {
  let cur = schema;
  let def: unknown;
  for (;;) {
    const d = cur._zod.def;
    if (d.innerType && ['default', 'prefault', 'nullable', 'optional'].includes(d.type)) {
      if (def === undefined && d.type === 'default') {
        const v = d.defaultValue;
        def = typeof v === 'function' ? (v as () => unknown)() : v;
      }
      cur = d.innerType;
    } else return { inner: cur, def };
  }
}

/** The integer range of a number field of an object schema, e.g. `rangeOf(loopSchema, 'maxRounds')`. */
export function rangeOf(objectSchema: ZodType, key: string): Range {
  const obj = unwrap(objectSchema as unknown as Introspect).inner;
  const field = obj.shape?.[key];
  if (!field) throw new Error(`No field "${key}" in the schema.`);
  const { inner, def } = unwrap(field);
  if (inner._zod.def.type !== 'number') throw new Error(`Field "${key}" is not a number.`);
  return {
    min: inner.minValue ?? Number.MIN_SAFE_INTEGER,
    max: inner.maxValue ?? Number.MAX_SAFE_INTEGER,
    def: typeof def === 'number' ? def : null,
  };
}

/** A nested object field of an object schema (e.g. `capsule` of loop). */
function fieldSchema(objectSchema: ZodType, key: string): ZodType {
  const field = unwrap(objectSchema as unknown as Introspect).inner.shape?.[key];
  if (!field) throw new Error(`No field "${key}" in the schema.`);
  return field as unknown as ZodType;
}

/** Rounds and clamps a typed value into the range; NaN → null. */
export function clampTo(range: Range, value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

export const RANGES = {
  director: {
    maxRounds: rangeOf(directorSchema, 'maxRounds'),
    subAgentMaxRounds: rangeOf(directorSchema, 'subAgentMaxRounds'),
    maxConcurrentSubagents: rangeOf(directorSchema, 'maxConcurrentSubagents'),
    maxTotalSubagentRuns: rangeOf(directorSchema, 'maxTotalSubagentRuns'),
    toolCallRetryMax: rangeOf(directorSchema, 'toolCallRetryMax'),
    subAgentRounds: rangeOf(directorSubAgentSchema, 'maxRounds'),
  },
  loop: {
    maxRounds: rangeOf(loopSchema, 'maxRounds'),
    wallClockBudgetMs: rangeOf(loopSchema, 'wallClockBudgetMs'),
    toolCallRetryMax: rangeOf(loopSchema, 'toolCallRetryMax'),
  },
  spec: {
    nodeIterationMaxRounds: rangeOf(specSchema, 'nodeIterationMaxRounds'),
    reviewRerunMaxRounds: rangeOf(specSchema, 'reviewRerunMaxRounds'),
    toolCallRetryMax: rangeOf(specSchema, 'toolCallRetryMax'),
    maxRecentMessages: rangeOf(specSchema, 'maxRecentMessages'),
  },
  agenda: {
    plannerMaxRounds: rangeOf(agendaSchema, 'plannerMaxRounds'),
    maxConcurrentWorkers: rangeOf(agendaSchema, 'maxConcurrentWorkers'),
    maxTotalRuns: rangeOf(agendaSchema, 'maxTotalRuns'),
    workerMaxRounds: rangeOf(agendaSchema, 'workerMaxRounds'),
    toolCallRetryMax: rangeOf(agendaSchema, 'toolCallRetryMax'),
    maxRecentMessages: rangeOf(agendaSchema, 'maxRecentMessages'),
  },
  single: {
    toolCallRetryMax: rangeOf(singleSchema, 'toolCallRetryMax'),
    maxRecentMessages: rangeOf(singleSchema, 'maxRecentMessages'),
  },
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
