// What the loop engine needs, as plain data (`loopConfigFromProfile` derives it from a loop profile).
import type { AgentConfig } from '../runtime/agent-config.ts';

export interface LoopConfig {
  agent: AgentConfig;
  /** Rounds (1–50). */
  maxRounds: number;
  /** Checked before every round; values below 10 000 are raised to 10 000. */
  wallClockBudgetMs: number;
  /** Re-sends of a failed request (0–10). */
  toolCallRetryMax: number;
  useStreaming: boolean;
}

export const LOOP_MIN_WALL_CLOCK_MS = 10_000;
/** Rounds in a row without a tool call that end the run. */
export const LOOP_NO_TOOL_STREAK = 3;
