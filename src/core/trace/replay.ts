// Replays a recorded trace offline: a ModelClient that answers each request with the response
// recorded for the same conversation, so a turn can be re-run without a network or an account.
import type { ChatMessage, ChatRequest, LlmEvent, ModelClient } from '../llm/types.ts';
import type { TraceEntry, TraceExport } from './trace.ts';

type Recorded = Extract<TraceEntry, { kind: 'response' }>;

/** Runtime notices (`[Runtime] …`) depend on timing, so they do not take part in matching. */
export const isRuntimeNotice = (m: ChatMessage) => m.role === 'user' && typeof m.content === 'string' && m.content.startsWith('[Runtime]');

const keyOf = (messages: readonly ChatMessage[]) => JSON.stringify(messages.filter((m) => !isRuntimeNotice(m)));

/**
 * A ModelClient that answers from `trace`: a request whose messages equal a recorded request's
 * (runtime notices aside) gets that request's response (text, reasoning, tool calls, usage).
 * Parallel agents may replay in any order. An unknown request ends with a `protocol` error.
 */
export function replayClient(trace: TraceExport): ModelClient {
  const queues = new Map<string, Recorded[]>();
  const pending = new Map<string, string>(); // agent:round:attempt → key
  for (const e of trace.entries) {
    if (e.kind === 'request') pending.set(`${e.agent}:${e.round}:${e.attempt}`, keyOf(e.messages));
    else if (e.kind === 'response') {
      const key = pending.get(`${e.agent}:${e.round}:${e.attempt}`);
      if (key === undefined) continue;
      pending.delete(`${e.agent}:${e.round}:${e.attempt}`);
      const q = queues.get(key) ?? [];
      q.push(e);
      queues.set(key, q);
    }
  }
  return async function* replay(request: ChatRequest): AsyncGenerator<LlmEvent> {
    const r = queues.get(keyOf(request.messages))?.shift();
    if (!r) {
      yield { type: 'error', error: { message: 'Replay: no recorded response for this request (the conversation differs from the trace).', kind: 'protocol', retryable: false } };
      return;
    }
    if (r.reasoning) yield { type: 'reasoning-delta', text: r.reasoning };
    if (r.content) yield { type: 'text-delta', text: r.content };
    if (r.error) {
      yield { type: 'error', error: { message: r.error, kind: 'provider', retryable: false } };
      return;
    }
    for (let index = 0; index < r.toolCalls.length; index++) {
      const call = r.toolCalls[index];
      yield { type: 'tool-call-start', index, id: call.id, name: call.name };
      yield { type: 'tool-call-end', index, call };
    }
    if (r.usage) yield { type: 'usage', usage: r.usage };
    yield { type: 'finish', reason: r.finishReason, timing: r.timing ?? { firstByteMs: 0, durationMs: 0, attempts: 1 } };
  };
}
