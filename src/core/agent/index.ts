// Public exports of src/core/agent (re-exported by src/core/index.ts).
export type { Tool, ToolContext, ToolFailure, ToolResult, JsonSchema, ToolDefinition, ToolArgsSchema } from './tool.ts';
export { toolFailure, isToolFailure, defineTool, callTool, parseToolInput, toolJsonSchema, intArg, textArg } from './tool.ts';
export { toolInputSchema, ToolDefinitionError, MAX_PARAMETERS_JSON_CHARS } from './tool-input.ts';
export { runAgent, DEFAULT_NUDGE } from './run-agent.ts';
export type { AgentRunOptions, AgentRunResult, AgentRunOutput, NoToolCallPolicy } from './run-agent.ts';
export type { AgentEvent, AgentEventListener, AgentEndStatus, AgentEnd, AgentError, AgentErrorCode } from './events.ts';
export { toolSucceeded, wallClockExceeded, stopIf, describeStop } from './stop.ts';
export type { StopCondition, StopReason, LoopState } from './stop.ts';
export { executeToolCall, serializeToolResult } from './execute-tool.ts';
export { requestCompletion } from './complete.ts';
export { AbortError, isAbortError, raceAbort } from './abort.ts';
