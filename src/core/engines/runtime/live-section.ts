// Streams an agent's reasoning and text into its fold section: deltas are appended as they come, and
// what a response that is re-sent after a failure (by the loop, or by the transport mid-stream) wrote
// is removed again so it does not appear twice.
import type { AgentEvent } from '../../agent/events.ts';
import type { Completion } from '../../llm/types.ts';
import type { Fold } from './fold.ts';

/**
 * Returns an event listener that writes an agent's reasoning and text deltas into `sectionFor(event)`,
 * in the order they arrive (a blank line where one kind follows the other). A response that is only
 * reasoning plus tool calls (no text) still has its section: the fold shows what the run view shows.
 */
export function streamToFold(fold: Fold, sectionFor: (e: { round: number; attempt: number }) => string): (e: AgentEvent) => void {
  let mark: { id: string; length: number } | undefined;
  /** What was last written into each section this response. */
  const last = new Map<string, 'text' | 'reasoning'>();
  const write = (id: string, kind: 'text' | 'reasoning', text: string) => {
    if (!text) return;
    const before = last.get(id);
    if (before && before !== kind) {
      const body = fold.ensure(id).body;
      fold.append(id, body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n');
    }
    last.set(id, kind);
    fold.append(id, text);
  };
  return (e) => {
    if (e.type === 'request') {
      const id = sectionFor(e);
      mark = { id, length: fold.has(id) ? fold.ensure(id).body.length : 0 };
      last.delete(id);
    } else if (e.type === 'text-delta') {
      write(sectionFor(e), 'text', e.text);
    } else if (e.type === 'reasoning-delta') {
      write(sectionFor(e), 'reasoning', e.text);
    } else if ((e.type === 'request-retry' || e.type === 'stream-retry') && mark) {
      fold.truncate(mark.id, mark.length);
      last.delete(mark.id);
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
