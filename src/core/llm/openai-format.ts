// OpenAI-family chat completions: streamed `chat.completion.chunk` objects and whole completions.
// Only choice 0 is read (agents always ask for one choice).
import type { DecodeState } from './decode-state.ts';
import { openAiUsage } from './decode-state.ts';
import { providerError } from './errors.ts';

/** One parsed `data:` frame of an OpenAI-compatible stream. */
export function applyOpenAiChunk(state: DecodeState, chunk: Record<string, any>): void {
  const choices = chunk.choices;
  if (chunk.error !== undefined && chunk.error !== null) return state.fail(providerError(chunk));
  if (choices === undefined && (typeof chunk.message === 'string' || chunk.detail !== undefined)) {
    return state.fail(providerError(chunk));
  }
  if (Array.isArray(choices) && choices.length > 0) {
    const choice = choices.length === 1 ? choices[0] : firstChoice(choices);
    if (choice) {
      const delta = choice.delta ?? choice.message;
      if (delta) applyMessagePart(state, delta);
      const reason = choice.finish_reason;
      if (typeof reason === 'string' && reason !== '') {
        state.finishReason = reason;
        // The provider closed the turn: whatever calls are open are complete now.
        state.tools.endAll();
      }
    }
  }
  const usage = chunk.usage;
  if (usage !== undefined && usage !== null && typeof usage === 'object') state.usage = openAiUsage(usage);
}

/** A whole (non-streaming) chat completion. */
export function applyOpenAiCompletion(state: DecodeState, body: Record<string, any>): void {
  if (body.error !== undefined && body.error !== null) return state.fail(providerError(body));
  const choice = Array.isArray(body.choices) ? firstChoice(body.choices) : undefined;
  if (choice) {
    const message = choice.message ?? choice.delta;
    if (message) applyMessagePart(state, message);
    if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') state.finishReason = choice.finish_reason;
  }
  if (body.usage && typeof body.usage === 'object') state.usage = openAiUsage(body.usage);
  state.done = true;
}

function applyMessagePart(state: DecodeState, part: Record<string, any>): void {
  const content = part.content;
  if (typeof content === 'string' && content !== '') state.text(content);
  const reasoning = part.reasoning_content;
  if (typeof reasoning === 'string' && reasoning !== '') state.reasoning(reasoning);
  else if (typeof part.reasoning === 'string' && part.reasoning !== '') state.reasoning(part.reasoning);
  const calls = part.tool_calls;
  if (Array.isArray(calls)) for (let i = 0; i < calls.length; i++) state.tools.openAiDelta(calls[i]);
}

function firstChoice(choices: Record<string, any>[]): Record<string, any> | undefined {
  for (const c of choices) if (c && (c.index === undefined || c.index === null || c.index === 0)) return c;
  return undefined;
}
