// What an agent run reports while it works. Engines fold these into the reasoning fold; the trace records them.
import type { ChatRequest, Completion, LlmError, ToolCall, Usage } from '../llm/types.ts';
import type { StopReason } from './stop.ts';
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

export type AgentErrorCode =
  /** The agent kept answering without the tool call it must make. */
  | 'no_tool_call'
  /** A request failed (after the retries it was allowed). */
  | 'request_failed'
  /** A bug in the loop itself. */
  | 'internal';

export interface AgentError {
  message: string;
  code: AgentErrorCode;
  /** For `request_failed`: the transport's error. */
  cause?: LlmError;
}

/** How a run ended: the status, with the stop reason or the error that belongs to it. */
export type AgentEnd =
  | { status: 'stopped'; stop: StopReason }
  | { status: 'natural' }
  | { status: 'max-rounds'; maxRounds: number }
  | { status: 'aborted' }
  | { status: 'error'; error: AgentError };

export type AgentEvent =
  | ({ type: 'round-start' } & At)
  /** `preset`: the prompt preset the request's settings came from. */
  | ({ type: 'request'; request: ChatRequest; preset?: string } & At)
  | ({ type: 'text-delta'; text: string } & At)
  | ({ type: 'reasoning-delta'; text: string } & At)
  /** The transport re-sends the request after a failure (before any content, or as allowed): what streamed so far is void. */
  | ({ type: 'stream-retry'; retry: number; delayMs: number; error: LlmError } & At)
  | ({ type: 'response'; completion: Completion; durationMs: number } & At)
  | ({ type: 'usage'; usage: Usage } & At)
  | ({ type: 'no-tool-call'; willRetry: boolean } & At)
  /** The loop re-sends a failed request (requestRetryMax). */
  | ({ type: 'request-retry'; error: string } & At)
  | ({ type: 'tool-call'; call: ToolCall; index: number } & At)
  | ({ type: 'tool-result'; call: ToolCall; index: number; result: ToolResult; ok: boolean; durationMs: number } & At)
  | ({ type: 'end'; agentId: string; rounds: number } & AgentEnd);

export type AgentEventListener = (event: AgentEvent) => void;
