// Public exports of src/core/llm (re-exported by src/core/index.ts). Documented in docs/api/llm.md.
export type * from './types.ts';
export { buildChatBody, ChatRequestError, type ProviderOptions } from './request.ts';
export {
  streamChatCompletion,
  DEFAULT_STALL_TIMEOUT_MS,
  type StreamChatOptions,
  type HeaderSource,
  type RetryInfo,
} from './stream-chat.ts';
export { collectCompletion, CompletionAccumulator } from './collect.ts';
export { createModelClient, listModels, type ModelClientOptions } from './client.ts';
export { parseToolArguments, MAX_TOOL_ARGUMENT_CHARS, MAX_TOOL_ARGUMENT_DEPTH, type ParsedToolArguments } from './tool-arguments.ts';
export {
  StreamDecoder,
  decodeCompletionBody,
  decodeStreamChunks,
  decodeToCompletion,
  type StreamFormat,
  type DecoderOptions,
  type DecodeResult,
} from './stream-decoder.ts';
export { SseFramer, type SseListener } from './sse.ts';
export { backoffDelay, retryAfterMs } from './retry.ts';
export {
  withToolProtocol,
  parseTextToolCalls,
  textProtocolRequest,
  describeToolsAsText,
  refusalHint,
  TEXT_PROTOCOL_REFUSAL,
  type ToolProtocol,
  type ToolProtocolState,
  type ParsedTextCall,
  type ParsedTextReply,
} from './text-tools.ts';
export { isToolsRejection } from './tool-rejection.ts';
export { addUsage, zeroUsage } from './usage.ts';
