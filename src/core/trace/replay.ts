// Replays a recorded trace offline: a ModelClient that answers each request with the response
// recorded for the same conversation, and tools that answer from the recorded results, so a turn can
// be re-run without a network, an account or the recording user's chat. Where the replay asks
// something the recording never saw (a changed profile, prompt or story), it says where: the first
// request (or tool call) that differs, the agent and round it is closest to, and the first message
// that differs.
import type { Tool, ToolResult } from '../agent/tool.ts';
import type { ChatMessage, ChatRequest, LlmEvent, ModelClient } from '../llm/types.ts';
import { requestKey, type TraceEntry, type TraceExport } from './trace.ts';

type Recorded = Extract<TraceEntry, { kind: 'response' }>;
type RecordedRequest = Extract<TraceEntry, { kind: 'request' }>;

/** Runtime notices (`[Runtime] …`) depend on timing, so they do not take part in matching. */
export const isRuntimeNotice = (m: ChatMessage) => m.role === 'user' && typeof m.content === 'string' && m.content.startsWith('[Runtime]');

const matched = (messages: readonly ChatMessage[]) => messages.filter((m) => !isRuntimeNotice(m));
/** Key order does not count: a trace read back through a schema may list a message's fields differently. */
const keyOf = (messages: readonly ChatMessage[]) => canonical(matched(messages));

/** Where a replay left the recording. */
export interface ReplayDivergence {
  /** A model request nobody recorded, or a tool call with arguments the recording has no result for. */
  kind: 'request' | 'tool';
  /** 0-based: the how-manieth request the replay sent (tool divergences: requests sent before it). */
  index: number;
  /** The recorded request closest to it (the longest run of equal messages), and where it is. */
  agent?: string;
  round?: number;
  /** Its index among the recorded requests (0-based, in trace order). */
  recordedIndex?: number;
  /** The first message (runtime notices left out) that differs from that recorded request. */
  messageIndex?: number;
  recorded?: ChatMessage;
  replayed?: ChatMessage;
  tool?: string;
  arguments?: string;
}

export interface Replay {
  /** Answers from the recorded responses. */
  client: ModelClient;
  /** `tool` with the same name, schema and arguments parsing, answering from the recorded results. */
  answerTool(tool: Tool): Tool;
  /** The first divergence, once there is one. */
  divergence(): ReplayDivergence | undefined;
  /** Requests answered from the recording so far, and how many the recording holds. */
  readonly answered: number;
  readonly recorded: number;
}

export interface ReplayOptions {
  /** Called once, at the first divergence. */
  onDivergence?(d: ReplayDivergence): void;
}

/** Canonical JSON (object keys sorted), so `{a, b}` and `{b, a}` match. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Index of the first message of `a` and `b` that differs, and how many are equal before it. */
function firstDifference(a: readonly ChatMessage[], b: readonly ChatMessage[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (canonical(a[i]) !== canonical(b[i])) return i;
  return n;
}

export function createReplay(trace: TraceExport, opts: ReplayOptions = {}): Replay {
  const queues = new Map<string, Recorded[]>();
  const pending = new Map<string, string[]>();
  const requests: RecordedRequest[] = [];
  for (const e of trace.entries) {
    if (e.kind === 'request') {
      requests.push(e);
      const k = requestKey(e.agent, e.round, e.attempt);
      pending.set(k, [...(pending.get(k) ?? []), keyOf(e.messages)]);
    } else if (e.kind === 'response') {
      const key = pending.get(requestKey(e.agent, e.round, e.attempt))?.shift();
      if (key === undefined) continue;
      const q = queues.get(key) ?? [];
      q.push(e);
      queues.set(key, q);
    }
  }
  // Tool results by tool name, in call order: {raw arguments, result}.
  const calls = new Map<string, { name: string; arguments: string }>();
  const results = new Map<string, { arguments: string; result: ToolResult }[]>();
  for (const e of trace.entries) {
    if (e.kind === 'tool-call') calls.set(`${e.agent}\u0000${e.callId}`, { name: e.name, arguments: e.arguments });
    else if (e.kind === 'tool-result') {
      const call = calls.get(`${e.agent}\u0000${e.callId}`);
      if (!call) continue;
      const list = results.get(call.name) ?? [];
      list.push({ arguments: call.arguments, result: e.result });
      results.set(call.name, list);
    }
  }

  let sent = 0;
  let answered = 0;
  let first: ReplayDivergence | undefined;
  const diverge = (d: ReplayDivergence) => {
    if (first) return;
    first = d;
    try {
      opts.onDivergence?.(d);
    } catch {
      // A listener's bug must not break the replay.
    }
  };
  const closest = (messages: readonly ChatMessage[]): Partial<ReplayDivergence> => {
    const mine = matched(messages);
    // The most equal messages wins; on a tie, the longer equal start of the first differing message
    // (an edited prompt still looks like its old self), then the earlier request.
    let best: { i: number; same: number; chars: number } | undefined;
    requests.forEach((r, i) => {
      const theirs = matched(r.messages);
      const same = firstDifference(theirs, mine);
      const chars = commonPrefix(canonical(theirs[same] ?? null), canonical(mine[same] ?? null));
      if (!best || same > best.same || (same === best.same && chars > best.chars)) best = { i, same, chars };
    });
    if (!best) return {};
    const r = requests[best.i];
    const theirs = matched(r.messages);
    return {
      agent: r.agent,
      round: r.round,
      recordedIndex: best.i,
      messageIndex: best.same,
      ...(theirs[best.same] ? { recorded: theirs[best.same] } : {}),
      ...(mine[best.same] ? { replayed: mine[best.same] } : {}),
    };
  };

  async function* client(request: ChatRequest): AsyncGenerator<LlmEvent> {
    const index = sent++;
    const r = queues.get(keyOf(request.messages))?.shift();
    if (!r) {
      const d: ReplayDivergence = { kind: 'request', index, ...closest(request.messages) };
      diverge(d);
      const where = d.agent ? ` It is closest to ${d.agent}'s round ${d.round}, which differs from message ${d.messageIndex}.` : '';
      yield {
        type: 'error',
        error: {
          message: `Replay: no recorded response for this request (the conversation differs from the trace).${where}`,
          kind: 'protocol',
          retryable: false,
        },
      };
      return;
    }
    answered++;
    if (r.reasoning) yield { type: 'reasoning-delta', text: r.reasoning };
    for (const block of r.reasoningBlocks ?? []) yield { type: 'reasoning-block', block };
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
  }

  const answerTool = (tool: Tool): Tool => ({
    ...tool,
    execute(args) {
      const list = results.get(tool.name) ?? [];
      const want = canonical(args);
      const i = list.findIndex((r) => {
        try {
          const parsed = tool.input.safeParse(JSON.parse(r.arguments || '{}'));
          return parsed.success && canonical(parsed.data) === want;
        } catch {
          return false;
        }
      });
      if (i === -1) {
        diverge({ kind: 'tool', index: sent, tool: tool.name, arguments: JSON.stringify(args) });
        return { ok: false, error: `Replay: the recording has no result for this ${tool.name} call.`, code: 'replay_missing' };
      }
      return list.splice(i, 1)[0].result;
    },
  });

  return {
    client,
    answerTool,
    divergence: () => first,
    get answered() {
      return answered;
    },
    recorded: requests.length,
  };
}

/**
 * A ModelClient that answers from `trace`: a request whose messages equal a recorded request's
 * (runtime notices aside) gets that request's response (text, reasoning, tool calls, usage).
 * Parallel agents may replay in any order. An unknown request ends with a `protocol` error naming the
 * recorded request it is closest to (and `onDivergence` hears the first one).
 */
export function replayClient(trace: TraceExport, opts: ReplayOptions = {}): ModelClient {
  return createReplay(trace, opts).client;
}
