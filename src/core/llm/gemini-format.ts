// Gemini's native generateContent answers: each SSE frame of streamGenerateContent (and a whole
// non-streaming answer) is `{candidates: [{content: {parts}, finishReason}], usageMetadata}`.
// Parts are text, thoughts (`thought: true`) or whole function calls; a `thoughtSignature` may ride on
// any part and must go back with the call on the next turn, so it is kept on the ToolCall in the same
// `extra_content.google.thought_signature` shape Gemini's OpenAI-compatible endpoint uses.
// There is no [DONE]: the stream simply ends after the frame with a finishReason.
import type { DecodeState } from './decode-state.ts';
import { num } from './decode-state.ts';
import { providerError } from './errors.ts';

const FINISH_REASONS: Record<string, string> = {
  STOP: 'stop',
  MAX_TOKENS: 'length',
  SAFETY: 'content_filter',
  RECITATION: 'content_filter',
  BLOCKLIST: 'content_filter',
  PROHIBITED_CONTENT: 'content_filter',
  SPII: 'content_filter',
  IMAGE_SAFETY: 'content_filter',
};

export const isGeminiFrame = (obj: Record<string, any>): boolean =>
  obj.candidates !== undefined || obj.usageMetadata !== undefined || obj.promptFeedback !== undefined;

export function applyGeminiFrame(state: DecodeState, frame: Record<string, any>): void {
  if (frame.error !== undefined && frame.error !== null) return state.fail(providerError(frame));
  const candidate = Array.isArray(frame.candidates) ? frame.candidates[0] : undefined;
  const parts = candidate?.content?.parts;
  if (Array.isArray(parts)) {
    for (const part of parts) {
      if (!part) continue;
      const fc = part.functionCall;
      if (fc) {
        const signature = part.thoughtSignature;
        const extra = signature ? { extra_content: { google: { thought_signature: signature } } } : undefined;
        const slot = state.tools.open(typeof fc.id === 'string' && fc.id ? fc.id : undefined, fc.name, extra);
        state.tools.append(slot, JSON.stringify(fc.args ?? {}));
        state.tools.end(slot);
      } else if (typeof part.text === 'string' && part.text !== '') {
        if (part.thought === true) state.reasoning(part.text);
        else state.text(part.text);
      }
    }
  }
  const reason = candidate?.finishReason;
  if (typeof reason === 'string' && reason !== '' && reason !== 'FINISH_REASON_UNSPECIFIED') {
    state.finishReason = FINISH_REASONS[reason] ?? reason.toLowerCase();
  } else if (!candidate && frame.promptFeedback?.blockReason) {
    state.finishReason = 'content_filter';
  }
  const u = frame.usageMetadata;
  if (u) {
    // Cumulative on every frame: the last one wins. Thinking tokens are billed as output.
    const prompt = num(u.promptTokenCount);
    const completion = num(u.candidatesTokenCount) + num(u.thoughtsTokenCount);
    const cached = num(u.cachedContentTokenCount);
    state.usage = {
      promptTokens: prompt,
      completionTokens: completion,
      totalTokens: typeof u.totalTokenCount === 'number' ? u.totalTokenCount : prompt + completion,
      ...(cached > 0 ? { cachedPromptTokens: cached } : {}),
    };
  }
}
