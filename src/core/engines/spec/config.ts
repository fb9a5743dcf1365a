// What the spec engine needs, as plain data (`specConfigFromProfile` derives it from a spec profile).
import type { AgentConfig } from '../runtime/agent-config.ts';

export interface SpecNodeConfig extends AgentConfig {
  /** Unique across the workflow: `{{<id>}}` in templates, rerun targets, fold section. */
  id: string;
  /** The agent (identity template) it runs, for the trace. */
  agentId: string;
  type: 'worker' | 'review';
  userPromptTemplate: string;
}

export interface SpecStageConfig {
  id: string;
  mode: 'serial' | 'parallel';
  nodes: SpecNodeConfig[];
}

export interface SpecConfig {
  stages: SpecStageConfig[];
  /** Rounds of one node's tool loop (1–20). */
  nodeIterationMaxRounds: number;
  /** Reruns review nodes may request per run (0–20). */
  reviewRerunMaxRounds: number;
  /** Re-asks of a reply without the output call, and re-sends of a failed request (0–10). */
  toolCallRetryMax: number;
  /** Messages in `{{recent_chat}}`. */
  maxRecentMessages: number;
  /** Give nodes the story background (the context's non-chat part). */
  includeWorldInfo: boolean;
  useStreaming: boolean;
}
