// The one normalized vocabulary every agent uses to talk to a model (OpenAI-family chat completions).

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

export interface ToolCall {
  /** Never empty: the transport invents a stable id when a provider sends none. */
  id: string;
  name: string;
  /** The raw JSON text of the arguments, as the model produced it. */
  arguments: string;
  /** Provider-specific fields to send back on the next turn (e.g. Gemini `thought_signature`). */
  extra?: Record<string, unknown>;
}

export interface ChatMessage {
  role: ChatRole;
  content: string | null;
  /** assistant: the tool calls it made. */
  toolCalls?: ToolCall[];
  /** tool: which call this answers. */
  toolCallId?: string;
  /** tool: the tool's name (some providers want it). */
  name?: string;
  /** assistant: reasoning text, echoed back only where a provider requires it (DeepSeek). */
  reasoning?: string;
  /** assistant: the provider's own reasoning blocks, echoed back where a provider checks them (Claude's signed thinking). */
  reasoningBlocks?: ReasoningBlock[];
}

/**
 * One reasoning block as the provider sent it, to be sent back unchanged: Claude's
 * `{type: 'thinking', thinking, signature}` (the signature covers the text) or
 * `{type: 'redacted_thinking', data}`.
 */
export interface ReasoningBlock {
  type: string;
  [field: string]: unknown;
}

export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export type ToolChoice = 'auto' | 'required' | 'none' | { name: string };

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  tools?: ToolSpec[];
  toolChoice?: ToolChoice;
  parallelToolCalls?: boolean;
  stream?: boolean;
  temperature?: number;
  topP?: number;
  maxTokens?: number;
  presencePenalty?: number;
  frequencyPenalty?: number;
  topK?: number;
  minP?: number;
  topA?: number;
  repetitionPenalty?: number;
  seed?: number;
  /** `low` / `medium` / `high` (or what the provider accepts) for reasoning models. */
  reasoningEffort?: string;
  /** Extra body fields passed through unchanged. */
  extraBody?: Record<string, unknown>;
}

export interface Usage {
  /** All input tokens, cached ones included. */
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Input tokens the provider served from its prompt cache (billed lower), when it says so. */
  cachedPromptTokens?: number;
}

export type FinishReason = 'stop' | 'tool_calls' | 'length' | 'content_filter' | 'error' | 'aborted' | (string & {});

/** The normalized stream: every provider format is mapped onto this union. */
export type LlmEvent =
  | { type: 'text-delta'; text: string }
  | { type: 'reasoning-delta'; text: string }
  /** A whole reasoning block (its text also came as `reasoning-delta`s), kept to be sent back. */
  | { type: 'reasoning-block'; block: ReasoningBlock }
  | { type: 'tool-call-start'; index: number; id: string; name: string }
  | { type: 'tool-call-delta'; index: number; id: string; argumentsDelta: string }
  | { type: 'tool-call-end'; index: number; call: ToolCall }
  | { type: 'usage'; usage: Usage }
  | { type: 'finish'; reason: FinishReason; timing: RequestTiming }
  | { type: 'error'; error: LlmError }
  /** A failed attempt is retried after `delayMs`; whatever this request streamed so far is void. */
  | { type: 'retry'; attempt: number; delayMs: number; error: LlmError };

export interface RequestTiming {
  /** ms from sending the request to the first byte of the body. */
  firstByteMs: number;
  /** ms from sending the request to the end of the response. */
  durationMs: number;
  attempts: number;
}

export interface LlmError {
  message: string;
  /** `http`, `network`, `stall`, `aborted`, `provider` (an error frame or `{error}` body), `protocol`. */
  kind: 'http' | 'network' | 'stall' | 'aborted' | 'provider' | 'protocol';
  status?: number;
  retryable: boolean;
  /** The provider's own error code or type, when it sent one (e.g. `rate_limit_exceeded`). */
  code?: string;
  /** The request field the provider names as the problem (OpenAI's `error.param`, e.g. `tools`). */
  param?: string;
}

/** The assembled result of one request (what `collectCompletion` returns). */
export interface Completion {
  content: string;
  reasoning: string;
  /** The provider's reasoning blocks in the order they came (Claude's signed thinking); absent when none. */
  reasoningBlocks?: ReasoningBlock[];
  toolCalls: ToolCall[];
  finishReason: FinishReason;
  usage?: Usage;
  timing?: RequestTiming;
  error?: LlmError;
}

/** What an agent calls to reach a model; the host decides where the request goes. */
export type ModelClient = (request: ChatRequest, options: ModelCallOptions) => AsyncIterable<LlmEvent>;

/** Per-call options of a ModelClient. */
export interface ModelCallOptions {
  signal?: AbortSignal;
  /** No bytes for this long ends the attempt as a stall (retried like a network error); overrides the client's own. */
  stallTimeoutMs?: number;
}
