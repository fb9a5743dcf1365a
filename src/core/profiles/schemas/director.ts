// Director (takeover) profile: a main agent writing the reply with a team of one-shot sub-agents.

import { z } from 'zod';
import { agentSkillsSchema, flag, intIn, maxTokensField, routingFields, storyBudgetFields, text } from '../common.ts';
import {
  DIRECTOR_DEFAULT_TOOLS,
  DIRECTOR_MAIN_BUDGET,
  DIRECTOR_MAIN_PRELOAD,
  DIRECTOR_MAIN_PROMPT,
  DIRECTOR_MAIN_SKILLS,
  DIRECTOR_MAIN_TOOLS,
  DIRECTOR_MODE_SKILLS,
  DIRECTOR_SUBAGENT_BUDGET,
  DIRECTOR_SUBAGENTS,
} from '../defaults/director.ts';
import type { WarningSink } from '../sanitize.ts';
import { namespaceFlags, toolFlagsSchema, toolOverrideSchema, type ModeTools } from '../tools.ts';
import { HAND_WRITTEN_TOOL_FIELDS, modeProfileSchema } from './base.ts';
import { cleanIds } from './ids.ts';

/** When a sub-agent runs (see `wave`). */
export const SUBAGENT_WAVES = ['dispatch', 'opening', 'after'] as const;
export type SubagentWave = (typeof SUBAGENT_WAVES)[number];

/** Rounds a sub-agent gets when its own `maxRounds` is null and the profile says nothing else. */
export const DIRECTOR_SUBAGENT_DEFAULT_ROUNDS = 16;

/** The director's tools: every namespace, force_activate left out (no capsule to act on); the profile
 * starts with everything on but drafting, which the main agent switches on for itself. */
export const DIRECTOR_TOOLS: ModeTools = {
  namespaces: ['chat', 'lorebook', 'note', 'memory', 'search', 'message', 'collab'],
  excluded: { lorebook: ['force_activate'] },
  defaults: (ns, all) => (ns === 'message' ? { write_message: false, apply_message_patches: false, get_draft: true, draft_search: true } : all(true)),
};

const override = toolOverrideSchema(DIRECTOR_TOOLS);

export const directorMainAgentSchema = z
  .looseObject({
    systemPrompt: text(DIRECTOR_MAIN_PROMPT),
    ...routingFields,
    maxTokens: maxTokensField(DIRECTOR_MAIN_BUDGET.maxTokens),
    ...storyBudgetFields(DIRECTOR_MAIN_BUDGET.storyMessages, DIRECTOR_MAIN_BUDGET.storyTokens),
    /** Missing: the drafting tools on (the main agent writes the reply). null: inherit the profile's switches. */
    tools: override.nullable().default(() => ({ message: namespaceFlags(DIRECTOR_TOOLS, 'message', true) })),
    skills: agentSkillsSchema,
  })
  .prefault(() => ({ tools: structuredClone(DIRECTOR_MAIN_TOOLS), skills: { visible: [...DIRECTOR_MAIN_SKILLS], preload: [...DIRECTOR_MAIN_PRELOAD] } }));

export const directorSubAgentSchema = z.looseObject({
  id: z.string(),
  /** What the main agent sees to choose this sub-agent (its system prompt stays hidden from it). */
  description: text(''),
  systemPrompt: text(''),
  ...routingFields,
  maxTokens: maxTokensField(DIRECTOR_SUBAGENT_BUDGET.maxTokens),
  ...storyBudgetFields(DIRECTOR_SUBAGENT_BUDGET.storyMessages, DIRECTOR_SUBAGENT_BUDGET.storyTokens),
  tools: override.nullable().default(null),
  /** null = the profile's `subAgentMaxRounds`. */
  maxRounds: z.number().int().min(1).max(50).nullable().default(null),
  skills: agentSkillsSchema,
  /**
   * When it runs. `dispatch`: when the main agent dispatches it. `opening`: the runtime runs it before the
   * main agent's first request, briefed from the user's message, and the main agent starts with its
   * report. `after`: the runtime runs it once the reply is shown (curators); its writes belong to the reply.
   */
  wave: z.enum(SUBAGENT_WAVES).default('dispatch'),
  /** Takes part in every Nth turn only (1 = every turn), counted by the user's messages in the chat. */
  everyTurns: intIn(1, 50, 1),
  /**
   * An after-wave member that runs only on a full turn — one where the main agent dispatched a member —
   * and sits out a simple one (writer only, or a turn the main agent wrote alone).
   */
  fullTurnsOnly: flag(false),
  /**
   * Reader tools (its own, switched on) the runtime calls with no arguments before its first request:
   * their results open its first message and they leave its tools. memory_curator: the graph's schema
   * and its newest nodes, so it writes in its first response.
   */
  prefetch: z.array(z.string().trim().min(1)).catch([]).default([]),
});

/** The director writes the reply itself: no capsule placement, no recent-chat window (its agents read the story). */
export const directorSchema = modeProfileSchema('director', {
  skills: { visible: DIRECTOR_MODE_SKILLS, deny: [] },
  own: {
    /** Missing: the default team's switches (memory and search off: no host backs them yet). */
    tools: toolFlagsSchema(DIRECTOR_TOOLS).prefault(() => structuredClone(DIRECTOR_DEFAULT_TOOLS)),
    mainAgent: directorMainAgentSchema,
    subAgents: z.array(directorSubAgentSchema).prefault(() => structuredClone(DIRECTOR_SUBAGENTS)),
  },
  limits: {
    /** Main-agent rounds per turn. */
    maxRounds: intIn(1, 50, 20),
    /** Rounds for a sub-agent whose own `maxRounds` is null. */
    subAgentMaxRounds: intIn(1, 50, DIRECTOR_SUBAGENT_DEFAULT_ROUNDS),
    /** Sub-agents running at once; further dispatches wait for a free slot. */
    maxConcurrentSubagents: intIn(1, 16, 4),
    /** Sub-agent runs per turn; a dispatch beyond it resolves to an error. */
    maxTotalSubagentRuns: intIn(1, 100, 16),
    /** "Let me choose the angle": seconds the pause waits for the user before the main agent picks (0 = no limit). */
    angleWaitSec: intIn(0, 3600, 0),
  },
  switches: {
    /** Stream main and sub-agent requests (live sections in the reasoning fold). */
    useStreaming: flag(true),
    /** On Stop: false keeps and commits the partial reply, true discards it and restores the slot. */
    discardOnAbort: flag(false),
    /** "Let me choose the angle": after plot_brainstormer's sketches the turn pauses and the user picks the angle the main agent writes. */
    chooseAngle: flag(false),
  },
  hand: HAND_WRITTEN_TOOL_FIELDS,
});

export type DirectorProfile = z.output<typeof directorSchema>;
export type DirectorSubAgent = z.output<typeof directorSubAgentSchema>;
export type DirectorMainAgent = z.output<typeof directorMainAgentSchema>;

export function normalizeDirector(p: DirectorProfile, sink: WarningSink): DirectorProfile {
  p.subAgents = cleanIds(p.subAgents, 'subAgents', sink, 'sub-agent');
  return p;
}
