// What the director engine needs to know, as plain data. `directorConfigFromProfile` derives it from a
// sanitized director profile; tests and other callers may build it directly.
import type { AgentConfig } from '../runtime/agent-config.ts';
import type { TurnBudget } from '../runtime/budget.ts';

/**
 * A director agent. Its `tools` name loop tools (`chat_read_range`, `note_open`, …), message tools
 * (`write_message`, `apply_message_patches`) and dispatchers (`dispatch_subagent`,
 * `dispatch_inline_subagent`); `get_draft`, `draft_search` and `finalize` need no switch.
 */
export type DirectorAgentConfig = AgentConfig;

export interface DirectorSubAgentConfig extends DirectorAgentConfig {
  id: string;
  /** The only thing the main agent sees about this sub-agent. */
  description: string;
  /** Rounds for one dispatch; default `limits.subAgentMaxRounds`. */
  maxRounds?: number;
  /** When it runs: dispatched by the main agent (default), in the opening wave, or in the after wave. */
  wave?: 'dispatch' | 'opening' | 'after';
  /** Takes part in every Nth turn only (default 1: every turn). */
  everyTurns?: number;
  /** An after-wave member that runs only on a full turn: one where the main agent dispatched a member. */
  fullTurnsOnly?: boolean;
}

/** Who writes a turn: the whole team, or the main agent alone (`light`: no opening wave, no dispatch). */
export type DirectorTeamChoice = 'full' | 'light';

export interface DirectorLimits {
  /** Main-agent rounds (1–50). */
  maxRounds: number;
  /** Default rounds of one sub-agent dispatch (1–50). */
  subAgentMaxRounds: number;
  /** Sub-agents running at once; further dispatches queue (1–16). */
  maxConcurrentSubagents: number;
  /** Sub-agent dispatches accepted per turn; beyond it a dispatch resolves to an error (1–100). */
  maxTotalSubagentRuns: number;
  /** Re-asks of a main agent that called no tool, and re-sends of a failed request (0–10). */
  toolCallRetryMax: number;
}

export interface DirectorConfig {
  mainAgent: DirectorAgentConfig;
  subAgents: DirectorSubAgentConfig[];
  /** What an inline (ad-hoc) sub-agent gets: the profile's tools and the mode-level skills. */
  inline: Omit<DirectorAgentConfig, 'systemPrompt'>;
  limits: DirectorLimits;
  /** Streaming transport for main and sub-agents. */
  useStreaming: boolean;
  /** On Stop: true = drop the partial reply and restore the slot; false = keep and commit it. */
  discardOnAbort: boolean;
  /** "Let me choose the angle": the turn pauses after plot_brainstormer's sketches for the user's pick (default off). */
  chooseAngle?: boolean;
  /** Books and entries hidden from every agent (lorebook tools and the story's active lore). */
  lorebookFilter?: { bookPattern: string; entryPattern: string };
  /** A cap on the turn's tokens / cost (0 = off); see the budget guard of the turn runtime. */
  budget?: TurnBudget;
}

export const DEFAULT_DIRECTOR_LIMITS: DirectorLimits = {
  maxRounds: 20,
  subAgentMaxRounds: 16,
  maxConcurrentSubagents: 4,
  maxTotalSubagentRuns: 16,
  toolCallRetryMax: 2,
};
