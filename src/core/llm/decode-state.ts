// What every format decoder writes into: the events produced so far and the turn's outcome.
// In collect mode there are no events: text, reasoning and ended tool calls go straight into the
// pieces of one Completion (for callers that only want the result, see decodeToCompletion).
import { ToolCallAssembler } from './tool-calls.ts';
import type { FinishReason, LlmError, LlmEvent, ReasoningBlock, ToolCall, Usage } from './types.ts';

/** What collect mode keeps instead of events. */
export interface Collected {
  content: string[];
  reasoning: string[];
  reasoningBlocks: ReasoningBlock[];
  toolCalls: ToolCall[];
  /** Set when the turn finished without an error (where the event path emits `usage`). */
  usage: Usage | undefined;
}

export class DecodeState {
  /** Events produced and not yet taken by the caller (always empty in collect mode). */
  out: LlmEvent[] = [];
  /** Collect mode: the result's pieces, instead of events. */
  readonly collected: Collected | undefined;
  readonly tools: ToolCallAssembler;
  /** The provider's finish reason as mapped by the format decoder, or null while unknown. */
  finishReason: FinishReason | null = null;
  usage: Usage | undefined;
  error: LlmError | undefined;
  /** The provider said the stream is over (`[DONE]`, `message_stop`). */
  done = false;

  constructor(idPrefix?: string, collect = false) {
    this.collected = collect ? { content: [], reasoning: [], reasoningBlocks: [], toolCalls: [], usage: undefined } : undefined;
    this.tools = new ToolCallAssembler(this, idPrefix);
  }

  text(text: string): void {
    const c = this.collected;
    if (c !== undefined) c.content.push(text);
    else this.out.push({ type: 'text-delta', text });
  }

  reasoning(text: string): void {
    const c = this.collected;
    if (c !== undefined) c.reasoning.push(text);
    else this.out.push({ type: 'reasoning-delta', text });
  }

  /** A whole reasoning block to keep (its text went through `reasoning` already). */
  reasoningBlock(block: ReasoningBlock): void {
    const c = this.collected;
    if (c !== undefined) c.reasoningBlocks.push(block);
    else this.out.push({ type: 'reasoning-block', block });
  }

  fail(error: LlmError): void {
    if (!this.error) this.error = error;
    this.done = true;
  }

  /** Hands over the pending events. */
  take(): LlmEvent[] {
    const events = this.out;
    if (events.length === 0) return events;
    this.out = [];
    return events;
  }

  /**
   * Closes every open tool call, emits the usage and returns the turn's finish reason: a turn with
   * tool calls is a tool turn whatever the provider said (Gemini ends them with `stop`).
   */
  finishTurn(): FinishReason {
    this.tools.endAll();
    if (this.usage) {
      if (this.collected !== undefined) this.collected.usage = this.usage;
      else this.out.push({ type: 'usage', usage: this.usage });
    }
    const reason = this.finishReason;
    if (this.tools.completed > 0 && (reason === null || reason === 'stop' || reason === 'function_call')) return 'tool_calls';
    return reason ?? 'stop';
  }
}

/** OpenAI-style usage (also what most compatible servers send). */
export function openAiUsage(u: Record<string, any>): Usage {
  const prompt = num(u.prompt_tokens ?? u.input_tokens);
  const completion = num(u.completion_tokens ?? u.output_tokens);
  const total = typeof u.total_tokens === 'number' ? u.total_tokens : prompt + completion;
  // OpenAI: prompt_tokens_details.cached_tokens; DeepSeek: prompt_cache_hit_tokens; some proxies: cached_tokens.
  const cached = num(u.prompt_tokens_details?.cached_tokens ?? u.prompt_cache_hit_tokens ?? u.input_tokens_details?.cached_tokens ?? u.cached_tokens);
  return { promptTokens: prompt, completionTokens: completion, totalTokens: total, ...(cached > 0 ? { cachedPromptTokens: cached } : {}) };
}

export function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
