// Field schemas shared by the five modes.

import { z } from 'zod';
import type { SkillPolicy } from '../skills/types.ts';

/** A whole number clamped into [min, max] (the repair loop clamps; zod reports). */
export const intIn = (min: number, max: number, def: number) => z.number().int().min(min).max(max).default(def);

export const text = (def: string) => z.string().default(def);
export const flag = (def: boolean) => z.boolean().default(def);

/** Skill names: trimmed, empty ones and exact repeats removed (nothing meaningful is lost). */
const skillNames = z.array(z.string()).transform((names) => {
  const out: string[] = [];
  for (const raw of names) {
    const n = raw.trim();
    if (n && !out.includes(n)) out.push(n);
  }
  return out;
});

/** Tags (agenda workers' inputTags / outputTags): cleaned like skill names, none by default. */
export const tagNames = skillNames.default(() => []);

/** Mode-level policy: both lists always present; missing `visible` means every installed skill. */
export const modeSkillsSchema = (defaults: Required<Pick<SkillPolicy, 'visible' | 'deny'>>) =>
  z
    .looseObject({ visible: skillNames.default(() => [...defaults.visible]), deny: skillNames.default(() => [...defaults.deny]) })
    .prefault(() => ({ visible: [...defaults.visible], deny: [...defaults.deny] }));

/**
 * Agent-level policy: absent = inherit the mode's policy; `visible` starting with `+` extends it.
 * `preload`: visible skills whose text arrives in the agent's system message (the stable, cacheable
 * part) instead of its catalog, so it never spends a round reading its own method.
 */
export const agentSkillsSchema = z.looseObject({ visible: skillNames.optional(), deny: skillNames.optional(), preload: skillNames.optional() }).optional();

export const CAPSULE_POSITIONS = ['atDepth', 'before', 'after', 'ANTop', 'ANBottom', 'EMTop', 'EMBottom'] as const;
export const CAPSULE_ROLES = ['system', 'user', 'assistant'] as const;
export const DEFAULT_CAPSULE_INSTRUCTION = 'Follow the orchestration guidance below and prioritize it when drafting the next in-character reply.';

/** Where and how a capsule enters the main prompt. */
export const capsuleSchema = z
  .looseObject({
    customInstruction: text(DEFAULT_CAPSULE_INSTRUCTION),
    position: z.enum(CAPSULE_POSITIONS).default('atDepth'),
    depth: intIn(0, 10000, 0),
    role: z.enum(CAPSULE_ROLES).default('system'),
  })
  .prefault({});

/** Regexes (one per line) hiding lorebooks / entries from every agent of the profile. */
export const lorebookFilterSchema = z.looseObject({ bookPattern: text(''), entryPattern: text('') }).prefault({});

/**
 * A cap on one turn: its tokens (input + output, as the provider reports them) and its cost (in the
 * price table's currency). 0 switches a cap off. When the next request would pass it, the agent is told
 * to finish; if it does not, it ends as its round limit would end it.
 */
export const budgetSchema = z.looseObject({ maxTokens: intIn(0, 100_000_000, 0), maxCost: z.number().min(0).max(1_000_000).default(0) }).prefault({});

/** Connection (API preset) and prompt preset names; '' = the profile's, then the global default. */
export const routingFields = {
  apiPreset: text(''),
  promptPreset: text(''),
};

/** An agent's output limit in tokens per response — its own, never the host's reply-length setting. 0: the provider's default. */
export const maxTokensField = (def: number) => intIn(0, 200_000, def);

/**
 * How much chat history an agent reads with its story (the card and the active lore always come with
 * it): the last `storyMessages` messages (null: all) and at most about `storyTokens` tokens (0: no cap).
 * Agents with the chat tools read further back themselves.
 */
export const storyBudgetFields = (messages: number | null, tokens: number) => ({
  storyMessages: z.number().int().min(0).max(1000).nullable().default(messages),
  storyTokens: intIn(0, 1_000_000, tokens),
});

/** Shared limits every mode has. */
export const commonLimitFields = {
  /** Retries for a request that fails or returns no usable tool call. */
  toolCallRetryMax: intIn(0, 10, 2),
};
