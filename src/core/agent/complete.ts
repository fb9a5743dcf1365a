// One request through a ModelClient: forwards deltas as they arrive and assembles the Completion.
import type { ChatRequest, Completion, LlmEvent, ModelClient } from '../llm/types.ts';
import { AbortError, raceAbort } from './abort.ts';

export interface CompletionHandlers {
  onTextDelta?(text: string): void;
  onReasoningDelta?(text: string): void;
}

/**
 * Sends `request` and reads the event stream to its end. Each `next()` is raced against `signal`,
 * so a client that ignores the signal cannot pin the caller; the iterator is closed on every exit.
 * Stream errors come back in `completion.error` (never thrown); an abort throws AbortError.
 */
export async function requestCompletion(
  client: ModelClient,
  request: ChatRequest,
  signal: AbortSignal | undefined,
  handlers: CompletionHandlers = {},
): Promise<Completion> {
  const completion: Completion = { content: '', reasoning: '', toolCalls: [], finishReason: 'stop' };
  let sawFinish = false;
  let iterator: AsyncIterator<LlmEvent> | undefined;
  try {
    if (signal?.aborted) throw new AbortError();
    iterator = client(request, { signal })[Symbol.asyncIterator]();
    for (;;) {
      const step = await raceAbort(iterator.next(), signal);
      if (step.done) break;
      const ev = step.value;
      switch (ev.type) {
        case 'text-delta':
          completion.content += ev.text;
          handlers.onTextDelta?.(ev.text);
          break;
        case 'reasoning-delta':
          completion.reasoning += ev.text;
          handlers.onReasoningDelta?.(ev.text);
          break;
        case 'tool-call-end':
          completion.toolCalls.push(ev.call);
          break;
        case 'usage':
          completion.usage = ev.usage;
          break;
        case 'finish':
          completion.finishReason = ev.reason;
          completion.timing = ev.timing;
          sawFinish = true;
          break;
        case 'error':
          if (ev.error.kind === 'aborted' || signal?.aborted) throw new AbortError(ev.error.message);
          completion.error = ev.error;
          completion.finishReason = 'error';
          break;
        default:
          break;
      }
    }
  } catch (e) {
    if (signal?.aborted) throw new AbortError();
    if (e instanceof AbortError) throw e;
    completion.error = { message: e instanceof Error ? e.message : String(e), kind: 'network', retryable: false };
    completion.finishReason = 'error';
  } finally {
    if (iterator?.return) {
      // Close the stream; do not wait on a client that never settles.
      Promise.resolve()
        .then(() => iterator!.return!())
        .catch(() => {});
    }
  }
  if (signal?.aborted) throw new AbortError();
  if (!sawFinish && !completion.error && completion.toolCalls.length > 0) completion.finishReason = 'tool_calls';
  return completion;
}
