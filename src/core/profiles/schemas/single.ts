// Single profile: one node, one call, writes the capsule.

import { z } from 'zod';
import { agentSkillsSchema, flag, intIn, maxTokensField, routingFields, text } from '../common.ts';
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

/** One call and no tools (two calls with "Let me choose the angle"): no hand-written tools. */
export const singleSchema = modeProfileSchema('single', {
  skills: capsuleModeSkills('en'),
  own: { node: singleNodeSchema },
  limits: {
    /** "Let me choose the angle": seconds the pause waits for the user before the node picks (0 = no limit). */
    angleWaitSec: intIn(0, 3600, 0),
  },
  recent: RECENT_CHAT_FIELDS,
  switches: {
    useStreaming: flag(false),
    /** "Let me choose the angle": the node offers angles with offer_angles first (one more call), and the user picks one. */
    chooseAngle: flag(false),
  },
  output: CAPSULE_OUTPUT_FIELDS,
});

export type SingleProfile = z.output<typeof singleSchema>;
