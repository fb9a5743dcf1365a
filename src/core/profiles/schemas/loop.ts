// Loop profile: one agent in a tool loop that ends with finalize(capsule_text).

import { z } from 'zod';
import { agentSkillsSchema, flag, intIn, maxTokensField, routingFields, storyBudgetFields, text } from '../common.ts';
import { CAPSULE_AGENT_MAX_TOKENS, capsuleModeSkills, LOOP_STORY, LOOP_SYSTEM_PROMPT } from '../defaults/capsule.ts';
import { LOOP_MEMORY_READS, toolFlagsSchema, type ModeTools } from '../tools.ts';

/**
 * The loop's tools: the reads loop-agent-method names, and the notes; memory writes and force_activate
 * stay off (a capsule agent writes guidance, not memory).
 */
export const LOOP_TOOLS: ModeTools = {
  namespaces: ['chat', 'lorebook', 'note', 'memory', 'search'],
  defaults: (ns, all) =>
    ns === 'memory'
      ? { ...all(false), ...Object.fromEntries(LOOP_MEMORY_READS.map((v) => [v, true])) }
      : ns === 'lorebook'
        ? { ...all(true), force_activate: false }
        : all(true),
};
import { CAPSULE_OUTPUT_FIELDS, HAND_WRITTEN_TOOL_FIELDS, modeProfileSchema } from './base.ts';

export const loopAgentSchema = z
  .looseObject({
    systemPrompt: text(LOOP_SYSTEM_PROMPT),
    ...routingFields,
    maxTokens: maxTokensField(CAPSULE_AGENT_MAX_TOKENS),
    ...storyBudgetFields(LOOP_STORY.storyMessages, LOOP_STORY.storyTokens),
    skills: agentSkillsSchema,
  })
  .prefault(() => ({ skills: { visible: ['+', 'loop-agent-method-en'] } }));

export const loopSchema = modeProfileSchema('loop', {
  skills: capsuleModeSkills('en'),
  own: {
    loopAgent: loopAgentSchema,
    /** The loop agent's tools; `finalize` is always offered and has no switch. */
    tools: toolFlagsSchema(LOOP_TOOLS).prefault({}),
  },
  limits: {
    maxRounds: intIn(1, 50, 20),
    /** Wall-clock budget of one run; at least 10 s. */
    wallClockBudgetMs: intIn(10_000, 86_400_000, 300_000),
    /** "Let me choose the angle": seconds the pause waits for the user before the agent picks (0 = no limit). */
    angleWaitSec: intIn(0, 3600, 0),
  },
  switches: {
    useStreaming: flag(false),
    /** "Let me choose the angle": the agent offers angles with offer_angles before it finalizes, and the user picks one. */
    chooseAngle: flag(false),
  },
  output: CAPSULE_OUTPUT_FIELDS,
  hand: HAND_WRITTEN_TOOL_FIELDS,
});

export type LoopProfile = z.output<typeof loopSchema>;
