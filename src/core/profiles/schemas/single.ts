// Single profile: one node, one call, writes the capsule.

import { z } from 'zod';
import { agentSkillsSchema, flag, maxTokensField, routingFields, text } from '../common.ts';
import { CAPSULE_AGENT_MAX_TOKENS, capsuleModeSkills, SINGLE_SYSTEM_PROMPT, SINGLE_USER_TEMPLATE } from '../defaults/capsule.ts';
import { CAPSULE_OUTPUT_FIELDS, modeProfileSchema, RECENT_CHAT_FIELDS } from './base.ts';

export const singleNodeSchema = z
  .looseObject({
    systemPrompt: text(SINGLE_SYSTEM_PROMPT),
    userPromptTemplate: text(SINGLE_USER_TEMPLATE),
    ...routingFields,
    maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS),
    skills: agentSkillsSchema,
  })
  .prefault({});

/** One call and no tools: no limits of its own, no hand-written tools. */
export const singleSchema = modeProfileSchema('single', {
  skills: capsuleModeSkills('en'),
  own: { node: singleNodeSchema },
  limits: {},
  recent: RECENT_CHAT_FIELDS,
  switches: { useStreaming: flag(false) },
  output: CAPSULE_OUTPUT_FIELDS,
});

export type SingleProfile = z.output<typeof singleSchema>;
