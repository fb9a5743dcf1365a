// The run trace of one turn: every request, response, tool call and result, with timing and token
// usage, per agent. Fed from agent events; exported as JSON without secrets.
import type { AgentEnd, AgentEndStatus, AgentEvent } from '../agent/events.ts';
import { describeStop } from '../agent/stop.ts';
import type { ChatMessage, FinishReason, ReasoningBlock, RequestTiming, ToolCall, ToolSpec, Usage } from '../llm/types.ts';
import { addUsage, zeroUsage } from '../llm/usage.ts';
import { redactSecrets } from './redact.ts';

export const TRACE_FORMAT = 'troupe_trace_v1';

interface Base {
  /** ms since the trace started. */
  at: number;
  agent: string;
}

export type TraceEntry =
  | (Base & {
      kind: 'request';
      round: number;
      attempt: number;
      model: string;
      stream: boolean;
      messages: ChatMessage[];
      tools: string[];
      params: Record<string, unknown>;
      preset?: string;
      /**
       * The request's input size in characters: JSON of its messages plus JSON of its tool specs
       * (`{name, description, parameters}`). Missing in traces recorded before it was kept.
       */
      inputChars?: number;
      /** The tool specs' part of `inputChars`. */
      toolChars?: number;
    })
  | (Base & {
      kind: 'response';
      round: number;
      attempt: number;
      durationMs: number;
      content: string;
      reasoning: string;
      reasoningBlocks?: ReasoningBlock[];
      toolCalls: ToolCall[];
      finishReason: FinishReason;
      usage?: Usage;
      timing?: RequestTiming;
      error?: string;
    })
  | (Base & { kind: 'tool-call'; round: number; callId: string; name: string; arguments: string })
  | (Base & { kind: 'tool-result'; round: number; callId: string; name: string; ok: boolean; result: unknown; durationMs: number })
  | (Base & { kind: 'agent-end'; status: AgentEndStatus; reason: string; rounds: number; error?: string })
  | (Base & { kind: 'event'; name: string; data?: Record<string, unknown> });

export interface AgentTraceSummary {
  id: string;
  /** What the agent is: `main`, a sub-agent id, `inline`, a node id… */
  label: string;
  requests: number;
  toolCalls: number;
  usage: Usage;
  /** ms from its first request to its end. */
  durationMs: number;
  status?: AgentEndStatus;
}

export interface TraceExport {
  format: typeof TRACE_FORMAT;
  mode: string;
  startedAt: string;
  durationMs: number;
  status?: string;
  usage: Usage;
  agents: AgentTraceSummary[];
  entries: TraceEntry[];
}

export interface Trace {
  /** Records one agent event (wire it to `onEvent`). */
  record(event: AgentEvent): void;
  /** Names an agent for summaries (e.g. `subagent-0` → `chat_scout`). */
  label(agentId: string, label: string): void;
  /** An engine-level event: dispatch, settle, commit… */
  event(agent: string, name: string, data?: Record<string, unknown>): void;
  /** The turn's end state. */
  finish(status: string): void;
  readonly entries: readonly TraceEntry[];
  /** ms since the trace started: the clock of every entry's `at` (a live view draws running bars to it). */
  elapsed(): number;
  /** The status given to `finish`, or undefined while the turn runs. */
  finished(): string | undefined;
  /**
   * Text streamed so far by requests still waiting for their response, keyed `agent:round:attempt`
   * (kept in memory only; the response entry holds the final text).
   */
  streaming(): ReadonlyMap<string, StreamingText>;
  /** Calls `listener` after every change (an entry, streamed text, the end); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  usage(): Usage;
  agents(): AgentTraceSummary[];
  toJSON(): TraceExport;
}

export interface StreamingText {
  content: string;
  reasoning: string;
}

/** The key of a request and its response in `streaming()` and in timelines. */
export const requestKey = (agent: string, round: number, attempt: number) => `${agent}:${round}:${attempt}`;

export interface TraceOptions {
  mode: string;
  now?(): number;
  /** Wall-clock start, for the export. */
  startedAt?: Date;
}

const zero = zeroUsage;

export function createTrace(opts: TraceOptions): Trace {
  const now = opts.now ?? (() => globalThis.performance.now());
  const t0 = now();
  const startedAt = (opts.startedAt ?? new Date()).toISOString();
  const entries: TraceEntry[] = [];
  const agents = new Map<string, AgentTraceSummary & { firstAt?: number }>();
  let status: string | undefined;
  let endAt: number | undefined;
  const live = new Map<string, StreamingText>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const l of listeners) {
      try {
        l();
      } catch {
        // A viewer's bug must not break the turn.
      }
    }
  };
  const at = () => now() - t0;
  const agent = (id: string) => {
    let a = agents.get(id);
    if (!a) {
      a = { id, label: id, requests: 0, toolCalls: 0, usage: zero(), durationMs: 0 };
      agents.set(id, a);
    }
    return a;
  };

  const trace: Trace = {
    record(e) {
      const a = agent(e.agentId);
      const time = at();
      const key = 'round' in e ? requestKey(e.agentId, e.round, e.attempt) : '';
      switch (e.type) {
        case 'request': {
          a.requests++;
          a.firstAt ??= time;
          const { messages, tools, model, stream, ...params } = e.request;
          const size = requestSize(messages, tools);
          entries.push({
            kind: 'request',
            at: time,
            agent: e.agentId,
            round: e.round,
            attempt: e.attempt,
            model,
            stream: !!stream,
            messages,
            tools: (tools ?? []).map((t) => t.name),
            params,
            ...(e.preset ? { preset: e.preset } : {}),
            ...size,
          });
          live.set(key, { content: '', reasoning: '' });
          break;
        }
        case 'response': {
          const c = e.completion;
          addUsage(a.usage, c.usage);
          entries.push({
            kind: 'response',
            at: time,
            agent: e.agentId,
            round: e.round,
            attempt: e.attempt,
            durationMs: e.durationMs,
            content: c.content,
            reasoning: c.reasoning,
            ...(c.reasoningBlocks ? { reasoningBlocks: c.reasoningBlocks } : {}),
            toolCalls: c.toolCalls,
            finishReason: c.finishReason,
            ...(c.usage ? { usage: c.usage } : {}),
            ...(c.timing ? { timing: c.timing } : {}),
            ...(c.error ? { error: c.error.message } : {}),
          });
          live.delete(key);
          break;
        }
        case 'tool-call':
          a.toolCalls++;
          entries.push({ kind: 'tool-call', at: time, agent: e.agentId, round: e.round, callId: e.call.id, name: e.call.name, arguments: e.call.arguments });
          break;
        case 'tool-result':
          entries.push({
            kind: 'tool-result',
            at: time,
            agent: e.agentId,
            round: e.round,
            callId: e.call.id,
            name: e.call.name,
            ok: e.ok,
            result: e.result,
            durationMs: e.durationMs,
          });
          break;
        case 'end':
          a.status = e.status;
          a.durationMs = time - (a.firstAt ?? time);
          entries.push({
            kind: 'agent-end',
            at: time,
            agent: e.agentId,
            status: e.status,
            reason: endReason(e),
            rounds: e.rounds,
            ...(e.status === 'error' ? { error: e.error.message } : {}),
          });
          break;
        case 'text-delta':
        case 'reasoning-delta': {
          const t = live.get(key);
          if (!t) return;
          if (e.type === 'text-delta') t.content += e.text;
          else t.reasoning += e.text;
          break;
        }
        case 'stream-retry':
          // What streamed before the retry is void.
          if (live.has(key)) live.set(key, { content: '', reasoning: '' });
          entries.push({
            kind: 'event',
            at: time,
            agent: e.agentId,
            name: 'stream-retry',
            data: { round: e.round, retry: e.retry, delayMs: e.delayMs, error: e.error.message, kind: e.error.kind },
          });
          break;
        default:
          // Nothing else is kept (deltas live in `streaming()` until their response arrives).
          return;
      }
      changed();
    },
    label(id, label) {
      agent(id).label = label;
    },
    event(agentId, name, data) {
      entries.push({ kind: 'event', at: at(), agent: agentId, name, ...(data ? { data } : {}) });
      changed();
    },
    finish(s) {
      status = s;
      endAt = at();
      live.clear();
      changed();
    },
    get entries() {
      return entries;
    },
    elapsed: () => endAt ?? at(),
    finished: () => status,
    streaming: () => live,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    usage() {
      const u = zero();
      for (const a of agents.values()) addUsage(u, a.usage);
      return u;
    },
    agents() {
      return [...agents.values()].map(({ firstAt: _f, ...a }) => ({ ...a, usage: { ...a.usage } }));
    },
    toJSON() {
      return redactSecrets({
        format: TRACE_FORMAT,
        mode: opts.mode,
        startedAt,
        durationMs: endAt ?? at(),
        ...(status ? { status } : {}),
        usage: trace.usage(),
        agents: trace.agents(),
        entries: entries.slice(),
      });
    },
  };
  return trace;
}

/** A request's input size in characters: its messages' JSON plus its tool specs' JSON (`toolChars`). */
export function requestSize(messages: readonly ChatMessage[], tools: readonly ToolSpec[] | undefined): { inputChars: number; toolChars: number } {
  const toolChars = tools?.length ? JSON.stringify(tools.map(({ name, description, parameters }) => ({ name, description, parameters }))).length : 0;
  return { inputChars: JSON.stringify(messages).length + toolChars, toolChars };
}

/** The text of an agent's end for the trace. */
function endReason(e: AgentEnd): string {
  switch (e.status) {
    case 'stopped':
      return describeStop(e.stop);
    case 'max-rounds':
      return `reached maxRounds=${e.maxRounds}`;
    case 'natural':
      return 'answered without a tool call';
    case 'aborted':
      return 'aborted';
    case 'error':
      return e.error.code;
  }
}
