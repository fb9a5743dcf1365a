// What an agent run reports while it works. Engines fold these into the reasoning fold; the trace records them.
import type { ChatRequest, Completion, ToolCall, Usage } from '../llm/types.ts';
import type { ToolResult } from './tool.ts';

/** Rounds are 1-based; `attempt` counts re-requests inside one round (0 = first try). */
interface At {
  agentId: string;
  round: number;
  attempt: number;
}

export type AgentEndStatus =
  /** A stop condition fired (e.g. `finalize` succeeded). */
  | 'stopped'
  /** A round had no tool calls and the agent was allowed to end that way (sub-agents). */
  | 'natural'
  /** The round limit was reached. */
  | 'max-rounds'
  /** The run's AbortSignal fired. */
  | 'aborted'
  /** The model could not be reached, or the agent would not call a tool. */
  | 'error';

export interface AgentError {
  message: string;
  /** `no_tool_call`, `request_failed`, `empty_response`. */
  code: string;
}

export type AgentEvent =
  | ({ type: 'round-start' } & At)
  | ({ type: 'request'; request: ChatRequest } & At)
  | ({ type: 'text-delta'; text: string } & At)
  | ({ type: 'reasoning-delta'; text: string } & At)
  | ({ type: 'response'; completion: Completion; durationMs: number } & At)
  | ({ type: 'usage'; usage: Usage } & At)
  | ({ type: 'no-tool-call'; willRetry: boolean } & At)
  | ({ type: 'request-retry'; error: string } & At)
  | ({ type: 'tool-call'; call: ToolCall; index: number } & At)
  | ({ type: 'tool-result'; call: ToolCall; index: number; result: ToolResult; ok: boolean; durationMs: number } & At)
  | { type: 'end'; agentId: string; status: AgentEndStatus; reason: string; rounds: number; error?: AgentError };

export type AgentEventListener = (event: AgentEvent) => void;
