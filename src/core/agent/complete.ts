// One request through a ModelClient: forwards deltas as they arrive and assembles the Completion with
// the transport's own CompletionAccumulator (so a transport `retry` voids what the failed attempt sent).
import { CompletionAccumulator } from '../llm/collect.ts';
import type { ChatRequest, Completion, LlmError, LlmEvent, ModelCallOptions, ModelClient } from '../llm/types.ts';
import { AbortError, raceAbort } from './abort.ts';

export interface CompletionHandlers {
  onTextDelta?(text: string): void;
  onReasoningDelta?(text: string): void;
  /** The transport retries: whatever this request streamed so far is void. */
  onRetry?(retry: { attempt: number; delayMs: number; error: LlmError }): void;
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
  options: Omit<ModelCallOptions, 'signal'> = {},
): Promise<Completion> {
  const acc = new CompletionAccumulator();
  let iterator: AsyncIterator<LlmEvent> | undefined;
  try {
    if (signal?.aborted) throw new AbortError();
    iterator = client(request, { ...options, signal })[Symbol.asyncIterator]();
    for (;;) {
      const step = await raceAbort(iterator.next(), signal);
      if (step.done) break;
      const ev = step.value;
      if (ev.type === 'error' && (ev.error.kind === 'aborted' || signal?.aborted)) throw new AbortError(ev.error.message);
      acc.add(ev);
      if (ev.type === 'text-delta') handlers.onTextDelta?.(ev.text);
      else if (ev.type === 'reasoning-delta') handlers.onReasoningDelta?.(ev.text);
      else if (ev.type === 'retry') handlers.onRetry?.({ attempt: ev.attempt, delayMs: ev.delayMs, error: ev.error });
    }
  } catch (e) {
    if (signal?.aborted) throw new AbortError();
    if (e instanceof AbortError) throw e;
    acc.add({ type: 'error', error: { message: e instanceof Error ? e.message : String(e), kind: 'network', retryable: false } });
  } finally {
    if (iterator?.return) {
      // Close the stream; do not wait on a client that never settles.
      Promise.resolve()
        .then(() => iterator!.return!())
        .catch(() => {});
    }
  }
  if (signal?.aborted) throw new AbortError();
  return acc.result();
}
