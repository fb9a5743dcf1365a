// What the single engine needs, as plain data (`singleConfigFromProfile` derives it from a single profile).
import type { AgentConfig } from '../runtime/agent-config.ts';

export interface SingleConfig {
  /** The one node; its `tools` are ignored except skill tools (single mode has no loop tools). */
  node: AgentConfig & { userPromptTemplate: string };
  /** Re-asks of a reply without the output call, and re-sends of a failed request (0–10). */
  toolCallRetryMax: number;
  /** Messages in `{{recent_chat}}`. */
  maxRecentMessages: number;
  /** Give the node the story background (the context's non-chat part). */
  includeWorldInfo: boolean;
  useStreaming: boolean;
}

/** Rounds the single node gets when it has skill tools (reading a skill takes a round); otherwise one. */
export const SINGLE_ROUNDS_WITH_SKILLS = 4;
