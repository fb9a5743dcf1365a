// Single profile: one node, one call, writes the capsule.

import { z } from 'zod';
import { agentSkillsSchema, budgetSchema, capsuleSchema, commonLimitFields, flag, intIn, lorebookFilterSchema, maxTokensField, modeSkillsSchema, routingFields, text } from '../common.ts';
import { CAPSULE_AGENT_MAX_TOKENS, capsuleModeSkills, SINGLE_SYSTEM_PROMPT, SINGLE_USER_TEMPLATE } from '../defaults/capsule.ts';

export const singleNodeSchema = z
  .looseObject({
    systemPrompt: text(SINGLE_SYSTEM_PROMPT),
    userPromptTemplate: text(SINGLE_USER_TEMPLATE),
    ...routingFields,
    maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS),
    skills: agentSkillsSchema,
  })
  .prefault({});

export const singleSchema = z.looseObject({
  mode: z.literal('single'),
  ...routingFields,
  skills: modeSkillsSchema(capsuleModeSkills('en')),
  node: singleNodeSchema,
  ...commonLimitFields,
  /** Messages in `{{recent_chat}}`. */
  maxRecentMessages: intIn(1, 200, 14),
  includeWorldInfo: flag(true),
  useStreaming: flag(false),
  capsule: capsuleSchema,
  lorebookFilter: lorebookFilterSchema,
  /** Tokens / cost per turn (0 = no cap). */
  budget: budgetSchema,
});

export type SingleProfile = z.output<typeof singleSchema>;
