// Streams an agent's text into its fold section: deltas are appended as they come, and the text of a
// response that is re-sent after a failure (by the loop, or by the transport mid-stream) is removed
// again so it does not appear twice.
import type { AgentEvent } from '../../agent/events.ts';
import type { Completion } from '../../llm/types.ts';
import type { Fold } from './fold.ts';

/** Returns an event listener that writes `agent` text deltas into `sectionFor(event)`. */
export function streamToFold(fold: Fold, sectionFor: (e: { round: number; attempt: number }) => string): (e: AgentEvent) => void {
  let mark: { id: string; length: number } | undefined;
  return (e) => {
    if (e.type === 'request') {
      const id = sectionFor(e);
      mark = { id, length: fold.has(id) ? fold.ensure(id).body.length : 0 };
    } else if (e.type === 'text-delta') {
      fold.append(sectionFor(e), e.text);
    } else if ((e.type === 'request-retry' || e.type === 'stream-retry') && mark) {
      fold.truncate(mark.id, mark.length);
    }
  };
}

/**
 * Re-send policy for clients built on the transport (which already retries before any content):
 * only a retryable failure that happened after part of the answer had arrived.
 */
export function retryPartialResponses(failed: Completion): boolean {
  return !!failed.error?.retryable && (failed.content !== '' || failed.reasoning !== '' || failed.toolCalls.length > 0);
}
