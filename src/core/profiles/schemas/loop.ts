// Loop profile: one agent in a tool loop that ends with finalize(capsule_text).

import { z } from 'zod';
import { agentSkillsSchema, budgetSchema, capsuleSchema, commonLimitFields, flag, intIn, lorebookFilterSchema, maxTokensField, modeSkillsSchema, routingFields, storyBudgetFields, text } from '../common.ts';
import { customToolsField } from '../hand-tools.ts';
import { CAPSULE_AGENT_MAX_TOKENS, capsuleModeSkills, LOOP_STORY, LOOP_SYSTEM_PROMPT } from '../defaults/capsule.ts';
import { toolFlagsSchema } from '../tools.ts';

export const loopAgentSchema = z
  .looseObject({ systemPrompt: text(LOOP_SYSTEM_PROMPT), ...routingFields, maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS), ...storyBudgetFields(LOOP_STORY.storyMessages, LOOP_STORY.storyTokens), skills: agentSkillsSchema })
  .prefault(() => ({ skills: { visible: ['+', 'loop-agent-method-en'] } }));

export const loopSchema = z.looseObject({
  mode: z.literal('loop'),
  ...routingFields,
  skills: modeSkillsSchema(capsuleModeSkills('en')),
  loopAgent: loopAgentSchema,
  /** The loop agent's tools; `finalize` is always offered and has no switch. */
  tools: toolFlagsSchema('loop').prefault({}),
  maxRounds: intIn(1, 50, 20),
  /** Wall-clock budget of one run; at least 10 s. */
  wallClockBudgetMs: intIn(10_000, 86_400_000, 300_000),
  ...commonLimitFields,
  useStreaming: flag(false),
  capsule: capsuleSchema,
  lorebookFilter: lorebookFilterSchema,
  /** Hand-written tools (run in the page's sandbox after the user agreed to their code). */
  customTools: customToolsField,
  /** Tokens / cost per turn (0 = no cap). */
  budget: budgetSchema,
});

export type LoopProfile = z.output<typeof loopSchema>;
