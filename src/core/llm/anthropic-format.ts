// Anthropic's native Messages API: the SSE events SillyTavern's proxy passes through for its
// `claude` source, and the whole `message` object of a non-streaming answer.
//
// Stream: message_start (input usage) → per content block: content_block_start (text | thinking |
// tool_use {id, name}) → content_block_delta (text_delta | thinking_delta | input_json_delta |
// signature_delta) → content_block_stop; then message_delta (stop_reason, cumulative output usage)
// and message_stop. `ping` keeps the connection alive; `error` carries {error: {type, message}}.
// A thinking block's signature (one `signature_delta` before its stop) covers its whole text: the
// block is kept whole (a `reasoning-block`) so that a tool loop can send it back unchanged, which
// Claude requires with thinking on; a `redacted_thinking` block carries only its `data`.
import type { DecodeState } from './decode-state.ts';
import { num } from './decode-state.ts';
import { providerError } from './errors.ts';
import type { ToolSlot } from './tool-calls.ts';

const STOP_REASONS: Record<string, string> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  tool_use: 'tool_calls',
  max_tokens: 'length',
  refusal: 'content_filter',
};

export const isAnthropicEvent = (type: unknown): boolean =>
  type === 'message_start' ||
  type === 'content_block_start' ||
  type === 'content_block_delta' ||
  type === 'content_block_stop' ||
  type === 'message_delta' ||
  type === 'message_stop' ||
  type === 'ping';

export class AnthropicDecoder {
  /** Open tool-use blocks by content-block index. */
  private readonly toolBlocks = new Map<number, { slot: ToolSlot; input: unknown }>();
  /** Open thinking blocks by content-block index: their text pieces and signature. */
  private readonly thinkingBlocks = new Map<number, { parts: string[]; signature: string }>();
  private inputTokens = 0;
  private outputTokens = 0;
  private cachedTokens = 0;

  apply(state: DecodeState, ev: Record<string, any>): void {
    switch (ev.type) {
      case 'content_block_delta': {
        const d = ev.delta;
        if (!d) return;
        if (d.type === 'text_delta') {
          if (d.text) state.text(d.text);
        } else if (d.type === 'input_json_delta') {
          const block = this.toolBlocks.get(ev.index);
          if (block && typeof d.partial_json === 'string' && d.partial_json !== '') state.tools.append(block.slot, d.partial_json);
        } else if (d.type === 'thinking_delta') {
          if (d.thinking) {
            state.reasoning(d.thinking);
            this.thinkingBlocks.get(ev.index)?.parts.push(d.thinking);
          }
        } else if (d.type === 'signature_delta') {
          const block = this.thinkingBlocks.get(ev.index);
          if (block && typeof d.signature === 'string') block.signature += d.signature;
        }
        return;
      }
      case 'content_block_start': {
        const b = ev.content_block;
        if (!b) return;
        if (b.type === 'tool_use') {
          const slot = state.tools.open(typeof b.id === 'string' && b.id ? b.id : undefined, b.name);
          this.toolBlocks.set(ev.index, { slot, input: b.input });
        } else if (b.type === 'text') {
          if (b.text) state.text(b.text);
        } else if (b.type === 'thinking') {
          const text = typeof b.thinking === 'string' ? b.thinking : '';
          if (text) state.reasoning(text);
          this.thinkingBlocks.set(ev.index, { parts: text ? [text] : [], signature: typeof b.signature === 'string' ? b.signature : '' });
        } else if (b.type === 'redacted_thinking') {
          if (typeof b.data === 'string') state.reasoningBlock({ type: 'redacted_thinking', data: b.data });
        }
        return;
      }
      case 'content_block_stop': {
        const block = this.toolBlocks.get(ev.index);
        if (block) {
          this.toolBlocks.delete(ev.index);
          state.tools.end(block.slot, inputText(block.input));
          return;
        }
        const thinking = this.thinkingBlocks.get(ev.index);
        if (thinking) {
          this.thinkingBlocks.delete(ev.index);
          // Unsigned thinking cannot be sent back (Claude would reject it): only the text is kept.
          if (thinking.signature) state.reasoningBlock({ type: 'thinking', thinking: thinking.parts.join(''), signature: thinking.signature });
        }
        return;
      }
      case 'message_start': {
        const u = ev.message?.usage;
        if (u) {
          this.inputTokens = inputTokens(u);
          this.cachedTokens = num(u.cache_read_input_tokens);
          this.outputTokens = num(u.output_tokens);
          this.publishUsage(state);
        }
        return;
      }
      case 'message_delta': {
        const reason = ev.delta?.stop_reason;
        if (typeof reason === 'string') state.finishReason = STOP_REASONS[reason] ?? reason;
        const u = ev.usage;
        if (u) {
          if (typeof u.output_tokens === 'number') this.outputTokens = u.output_tokens;
          if (typeof u.input_tokens === 'number') this.inputTokens = inputTokens(u);
          if (typeof u.cache_read_input_tokens === 'number') this.cachedTokens = u.cache_read_input_tokens;
          this.publishUsage(state);
        }
        return;
      }
      case 'message_stop':
        state.done = true;
        return;
      case 'error':
        return state.fail(providerError(ev));
      default:
        return;
    }
  }

  private publishUsage(state: DecodeState): void {
    state.usage = {
      promptTokens: this.inputTokens,
      completionTokens: this.outputTokens,
      totalTokens: this.inputTokens + this.outputTokens,
      ...(this.cachedTokens > 0 ? { cachedPromptTokens: this.cachedTokens } : {}),
    };
  }
}

/** A whole Messages API answer (`{type: 'message', content: [...], stop_reason, usage}`). */
export function applyAnthropicMessage(state: DecodeState, msg: Record<string, any>): void {
  if (msg.type === 'error') return state.fail(providerError(msg));
  for (const b of Array.isArray(msg.content) ? msg.content : []) {
    if (b.type === 'text' && b.text) state.text(b.text);
    else if (b.type === 'thinking') {
      if (b.thinking) state.reasoning(b.thinking);
      if (typeof b.signature === 'string' && b.signature)
        state.reasoningBlock({ type: 'thinking', thinking: typeof b.thinking === 'string' ? b.thinking : '', signature: b.signature });
    } else if (b.type === 'redacted_thinking' && typeof b.data === 'string') state.reasoningBlock({ type: 'redacted_thinking', data: b.data });
    else if (b.type === 'tool_use') {
      const slot = state.tools.open(typeof b.id === 'string' && b.id ? b.id : undefined, b.name);
      state.tools.end(slot, inputText(b.input));
    }
  }
  if (typeof msg.stop_reason === 'string') state.finishReason = STOP_REASONS[msg.stop_reason] ?? msg.stop_reason;
  const u = msg.usage;
  if (u) {
    const prompt = inputTokens(u);
    const completion = num(u.output_tokens);
    const cached = num(u.cache_read_input_tokens);
    state.usage = {
      promptTokens: prompt,
      completionTokens: completion,
      totalTokens: prompt + completion,
      ...(cached > 0 ? { cachedPromptTokens: cached } : {}),
    };
  }
  state.done = true;
}

/** Input tokens including cache reads and writes (all of them were part of the prompt). */
function inputTokens(u: Record<string, any>): number {
  return num(u.input_tokens) + num(u.cache_creation_input_tokens) + num(u.cache_read_input_tokens);
}

/** A tool_use block's arguments when no `input_json_delta` came (an empty or whole input). */
function inputText(input: unknown): string {
  return input && typeof input === 'object' ? JSON.stringify(input) : '{}';
}
