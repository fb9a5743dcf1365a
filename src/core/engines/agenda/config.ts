// What the agenda engine needs, as plain data (`agendaConfigFromProfile` derives it from an agenda profile).
import type { AgentConfig } from '../runtime/agent-config.ts';

export interface AgendaWorkerConfig extends AgentConfig {
  id: string;
  /** What the planner sees to choose this worker. */
  description: string;
  /** `{{recent_chat}}`, `{{last_user}}`, `{{task}}` (the planner's brief), `{{inputs}}` (reports passed in). */
  userPromptTemplate: string;
  /** Tags whose latest reports this worker receives (see tags.ts). */
  inputTags?: readonly string[];
  /** Tags this worker's report is stored under. */
  outputTags?: readonly string[];
}

export interface AgendaConfig {
  planner: AgentConfig & { userPromptTemplate: string };
  workers: AgendaWorkerConfig[];
  /** The worker that writes the capsule at the end (not dispatchable by the planner). */
  finalWorkerId: string;
  /** Planner steps that dispatch (1–20). */
  plannerMaxRounds: number;
  /** Workers running at once; dispatches beyond it are cut from the step (1–12). */
  maxConcurrentWorkers: number;
  /** Worker runs per turn; reaching it ends planning (1–200). */
  maxTotalRuns: number;
  /** Rounds of one worker's tool loop (1–20). */
  workerMaxRounds: number;
  /** Re-asks of a reply without the expected call, and re-sends of a failed request (0–10). */
  toolCallRetryMax: number;
  maxRecentMessages: number;
  includeWorldInfo: boolean;
  useStreaming: boolean;
  /** Tags on the board before any worker runs (a skill package's demandTag: the user's first answer). */
  startTags?: Readonly<Record<string, string>>;
}
