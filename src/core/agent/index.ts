// Public exports of src/core/agent (re-exported by src/core/index.ts).
export type { Tool, ToolContext, ToolFailure, ToolResult, JsonSchema } from './tool.ts';
export { toolFailure, isToolFailure } from './tool.ts';
export { runAgent, DEFAULT_NUDGE } from './run-agent.ts';
export type { AgentRunOptions, AgentRunResult, NoToolCallPolicy } from './run-agent.ts';
export type { AgentEvent, AgentEventListener, AgentEndStatus, AgentError } from './events.ts';
export { toolSucceeded, wallClockExceeded, stopIf } from './stop.ts';
export type { StopCondition, LoopState } from './stop.ts';
export { executeToolCall, serializeToolResult } from './execute-tool.ts';
export { requestCompletion } from './complete.ts';
export { AbortError, isAbortError, raceAbort } from './abort.ts';
