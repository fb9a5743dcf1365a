// The fields every mode's profile shares, and the one function that builds a mode's profile schema
// from them plus the mode's own parts. A stored profile keeps its keys in the schema's order, so the
// parts go in fixed places: routing and skills first, then the mode's own fields, its limits before
// the shared retries, the recent-chat reading, the switches, the capsule placement, the world book
// filter, the hand-written tools, the turn budget, and whatever the mode keeps last.

import { z } from 'zod';
import type { SkillPolicy } from '../../skills/types.ts';
import { budgetSchema, capsuleSchema, commonLimitFields, flag, intIn, lorebookFilterSchema, modeSkillsSchema, routingFields } from '../common.ts';
import { handWrittenToolsField } from '../hand-written-tools.ts';

type Shape = z.ZodRawShape;
/** A part a mode leaves out. */
type NoFields = Record<never, never>;

/** How much of the chat a capsule mode's prompt reads (`{{recent_chat}}`, the active world info). */
export const RECENT_CHAT_FIELDS = {
  /** Messages in `{{recent_chat}}`. */
  maxRecentMessages: intIn(1, 200, 14),
  includeWorldInfo: flag(true),
};

/** A capsule mode's output: where and how the capsule enters the main prompt. */
export const CAPSULE_OUTPUT_FIELDS = { capsule: capsuleSchema };

/** Hand-written tools (run in the page's sandbox after the user agreed to their code). */
export const HAND_WRITTEN_TOOL_FIELDS = { customTools: handWrittenToolsField };

export interface ModeSchemaParts<
  Own extends Shape,
  Limits extends Shape,
  Recent extends Shape,
  Switches extends Shape,
  Output extends Shape,
  Hand extends Shape,
  Tail extends Shape,
> {
  /** The mode-level skills policy's defaults. */
  skills: Required<Pick<SkillPolicy, 'visible' | 'deny'>>;
  /** The mode's team and tools. */
  own: Own;
  /** The mode's own limits (before the shared `toolCallRetryMax`). */
  limits: Limits;
  /** RECENT_CHAT_FIELDS for a mode whose prompts read the recent chat. */
  recent?: Recent;
  /** `useStreaming` and the mode's other switches. */
  switches: Switches;
  /** CAPSULE_OUTPUT_FIELDS for a capsule mode. */
  output?: Output;
  /** HAND_WRITTEN_TOOL_FIELDS for a mode whose agents call tools. */
  hand?: Hand;
  /** Fields kept after the budget. */
  tail?: Tail;
}

/** A mode's profile schema: the shared base around the mode's own parts. */
export function modeProfileSchema<
  M extends string,
  Own extends Shape,
  Limits extends Shape,
  Switches extends Shape,
  Recent extends Shape = NoFields,
  Output extends Shape = NoFields,
  Hand extends Shape = NoFields,
  Tail extends Shape = NoFields,
>(mode: M, parts: ModeSchemaParts<Own, Limits, Recent, Switches, Output, Hand, Tail>) {
  return z.looseObject({
    mode: z.literal(mode),
    ...routingFields,
    skills: modeSkillsSchema(parts.skills),
    ...parts.own,
    ...parts.limits,
    ...commonLimitFields,
    ...(parts.recent as Recent),
    ...parts.switches,
    ...(parts.output as Output),
    lorebookFilter: lorebookFilterSchema,
    ...(parts.hand as Hand),
    /** Tokens / cost per turn (0 = no cap). */
    budget: budgetSchema,
    ...(parts.tail as Tail),
  });
}
