// The one generic tool loop every mode uses: request → run tool calls in order (a concurrent tool runs
// alongside the calls after it) → one tool message per call → next round, until a stop condition, natural termination, the round limit, an error or abort.
import type { ChatMessage, ChatRequest, Completion, ModelClient, Usage } from '../llm/types.ts';
import { addUsage, zeroUsage } from '../llm/usage.ts';
import { AbortError, isAbortError } from './abort.ts';
import { requestCompletion } from './complete.ts';
import type { AgentEnd, AgentEvent, AgentEventListener } from './events.ts';
import { executeToolCall, serializeToolResult } from './execute-tool.ts';
import { describeStop, firstStop, type StopCondition, type StopReason } from './stop.ts';
import type { Tool, ToolContext } from './tool.ts';

/** What happens when a response has no tool calls. */
export type NoToolCallPolicy =
  /** The response text is the agent's answer (sub-agents, workers). */
  | { kind: 'finish' }
  /**
   * Ask again with a nudge, up to `max` more times in a row; then `fail` the run or `stop` it.
   * `consumesRound`: each re-ask uses up a round (loop mode's no-tool streak) instead of retrying inside it.
   */
  | { kind: 'retry'; max: number; nudge?: string; consumesRound?: boolean; exhausted: 'fail' | 'stop' };

export const DEFAULT_NUDGE = 'Your last reply called no tool. Continue by calling one of the available tools.';

export interface AgentRunOptions {
  /** Names the agent in events and traces, e.g. `main` or `subagent-0`. */
  id: string;
  client: ModelClient;
  messages: ChatMessage[];
  /** The tools offered; a function is asked before every request (tools that follow the agent's phase). */
  tools?: readonly Tool[] | (() => readonly Tool[]);
  maxRounds: number;
  /** Use the streaming transport (deltas arrive as they are produced). */
  stream?: boolean;
  /** Empty: the connection's own model (the host's client fills it in). */
  model?: string;
  /** Sampling and other request fields (temperature, maxTokens, extraBody…). */
  request?: Partial<Omit<ChatRequest, 'messages' | 'tools' | 'stream' | 'model'>>;
  /** The prompt preset `request` came from, named in every `request` event (and so in the trace). */
  preset?: string;
  /** Passed to the client: no bytes for this long is a stall (retried by the transport). */
  stallTimeoutMs?: number;
  noToolCalls?: NoToolCallPolicy;
  /** Re-send a failed request up to this many times (per round) when `shouldRetryRequest` agrees. */
  requestRetryMax?: number;
  /** Which failed responses to re-send; default: errors marked `retryable`. */
  shouldRetryRequest?(failed: Completion): boolean;
  stopWhen?: StopCondition | readonly StopCondition[];
  /**
   * Messages to append before a round's request (e.g. runtime notices); asked once per round. It may
   * wait (a pause for the user's answer); a Stop meanwhile ends the run as aborted.
   */
  beforeRound?(round: number): ChatMessage[] | undefined | Promise<ChatMessage[] | undefined>;
  /**
   * Asked before every request the loop sends (a round's first, and each re-ask after a reply without
   * a tool call) with the conversation so far: it may add messages, or stop the run (a budget guard).
   */
  beforeRequest?(messages: readonly ChatMessage[]): { messages?: ChatMessage[]; stop?: StopReason } | undefined;
  signal?: AbortSignal;
  onEvent?: AgentEventListener;
  /** Extra fields merged into every tool's context. */
  toolContext?: Omit<ToolContext, 'signal' | 'agentId'>;
  now?(): number;
}

/** How the run ended (status with its stop reason or error), plus what it produced. */
export type AgentRunResult = AgentEnd & AgentRunOutput;

export interface AgentRunOutput {
  /** The last response's text: for natural termination, the agent's answer. */
  text: string;
  /** The last non-empty assistant text of the run. */
  lastProse: string;
  /** The whole conversation as sent plus the last response. */
  messages: ChatMessage[];
  rounds: number;
  usage: Usage;
}

const now = () => globalThis.performance.now();

export async function runAgent(opts: AgentRunOptions): Promise<AgentRunResult> {
  const clock = opts.now ?? now;
  const emit: (e: AgentEvent) => void = opts.onEvent ?? (() => {});
  const toolsNow =
    typeof opts.tools === 'function'
      ? opts.tools
      : (
          (fixed) => () =>
            fixed
        )(opts.tools ?? []);
  let toolMap = new Map<string, Tool>();
  let specs: NonNullable<ChatRequest['tools']> = [];
  let offered: readonly Tool[] | undefined;
  /** The tools of the next request: those whose phase has come (rebuilt only when the set changed). */
  const refreshTools = () => {
    const all = toolsNow();
    const now = all.some((t) => t.offered) ? all.filter((t) => t.offered?.() ?? true) : all;
    if (offered && offered.length === now.length && now.every((t, i) => t === offered![i])) return;
    offered = now;
    toolMap = new Map(now.map((t) => [t.name, t]));
    specs = now.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters }));
  };
  const stops = opts.stopWhen === undefined ? [] : Array.isArray(opts.stopWhen) ? (opts.stopWhen as StopCondition[]) : [opts.stopWhen as StopCondition];
  const policy: NoToolCallPolicy = opts.noToolCalls ?? { kind: 'finish' };
  const signal = opts.signal;
  const messages = [...opts.messages];
  const usage: Usage = zeroUsage();
  const startedAt = clock();
  let lastText = '';
  let lastProse = '';
  let rounds = 0;

  const end = (how: AgentEnd): AgentRunResult => {
    emit({ type: 'end', agentId: opts.id, rounds, ...how });
    return { ...how, text: lastText, lastProse, messages, rounds, usage };
  };

  try {
    let round = 1;
    let attempt = 0;
    let misses = 0;
    for (;;) {
      if (round > opts.maxRounds) return end({ status: 'max-rounds', maxRounds: opts.maxRounds });
      if (signal?.aborted) throw new AbortError();
      if (attempt === 0) {
        const stop = firstStop(stops, { agentId: opts.id, round, startedAt, now: clock() });
        if (stop) return end({ status: 'stopped', stop });
        const asked = opts.beforeRound?.(round);
        const extra = asked instanceof Promise ? await asked : asked;
        if (signal?.aborted) throw new AbortError();
        if (extra?.length) messages.push(...extra);
        rounds = round;
        emit({ type: 'round-start', agentId: opts.id, round, attempt });
      }
      const gate = opts.beforeRequest?.(messages);
      if (gate?.stop) return end({ status: 'stopped', stop: gate.stop });
      if (gate?.messages?.length) messages.push(...gate.messages);
      refreshTools();

      const at = { agentId: opts.id, round, attempt };
      const completion = await requestWithRetry(opts, messages, specs, at, emit, clock);
      addUsage(usage, completion.usage);
      if (completion.error) {
        return end({
          status: 'error',
          error: { code: 'request_failed', message: `Request failed for ${opts.id}: ${completion.error.message}`, cause: completion.error },
        });
      }
      lastText = completion.content;
      if (completion.content.trim()) lastProse = completion.content;
      const calls = completion.toolCalls.filter((c) => c.name);

      if (calls.length === 0) {
        misses++;
        if (policy.kind === 'finish') {
          messages.push(assistantMessage(completion, []));
          return end({ status: 'natural' });
        }
        const willRetry = misses <= policy.max;
        emit({ type: 'no-tool-call', ...at, willRetry });
        if (!willRetry) {
          if (policy.exhausted === 'stop') return end({ status: 'stopped', stop: { kind: 'no-tool-call-streak', misses } });
          return end({
            status: 'error',
            error: { code: 'no_tool_call', message: `Agent ${opts.id} produced no tool call after ${misses} attempt(s) (toolCallRetryMax=${policy.max}).` },
          });
        }
        if (completion.content.trim()) messages.push(assistantMessage(completion, []));
        messages.push({ role: 'user', content: policy.nudge ?? DEFAULT_NUDGE });
        if (policy.consumesRound) {
          round++;
          attempt = 0;
        } else attempt++;
        continue;
      }

      misses = 0;
      messages.push(assistantMessage(completion, calls));
      let stopReason: StopReason | undefined;
      const results: string[] = [];
      // Concurrent calls started and not yet settled; the next call that is not concurrent waits for them.
      let running: Promise<void>[] = [];
      // Whether a call of this response failed so far (a hand-in after it is refused).
      let failed = false;
      const settleRunning = async () => {
        await Promise.all(running);
        running = [];
      };
      for (let index = 0; index < calls.length; index++) {
        const call = calls[index];
        const concurrent = toolMap.get(call.name)?.concurrent === true;
        if (!concurrent) await settleRunning();
        if (stopReason) {
          results[index] = JSON.stringify({ ok: false, error: `Not run: the agent stopped (${describeStop(stopReason)}).`, code: 'skipped' });
          continue;
        }
        if (signal?.aborted) throw new AbortError();
        emit({ type: 'tool-call', ...at, call, index });
        const t0 = clock();
        const earlierFailed = failed;
        const run = async () => {
          const outcome = await executeToolCall(toolMap, call, { ...opts.toolContext, signal, agentId: opts.id, ...(earlierFailed ? { earlierFailed } : {}) });
          if (!outcome.ok) failed = true;
          results[index] = serializeToolResult(outcome.result);
          emit({ type: 'tool-result', ...at, call, index, result: outcome.result, ok: outcome.ok, durationMs: clock() - t0 });
          stopReason ??= firstStop(stops, { agentId: opts.id, round, startedAt, now: clock(), lastCall: { call, result: outcome.result, ok: outcome.ok } });
        };
        if (concurrent) running.push(run());
        else await run();
      }
      await settleRunning();
      if (signal?.aborted) throw new AbortError();
      calls.forEach((call, index) => messages.push(toolMessage(call.id, call.name, results[index])));
      if (stopReason) return end({ status: 'stopped', stop: stopReason });
      round++;
      attempt = 0;
    }
  } catch (e) {
    if (isAbortError(e) || signal?.aborted) return end({ status: 'aborted' });
    // Only the loop's own bugs land here; report them instead of throwing into the engine.
    return end({ status: 'error', error: { code: 'internal', message: e instanceof Error ? e.message : String(e) } });
  }
}

async function requestWithRetry(
  opts: AgentRunOptions,
  messages: ChatMessage[],
  specs: ChatRequest['tools'],
  at: { agentId: string; round: number; attempt: number },
  emit: (e: AgentEvent) => void,
  clock: () => number,
): Promise<Completion> {
  const max = opts.requestRetryMax ?? 0;
  for (let retry = 0; ; retry++) {
    const request: ChatRequest = {
      ...opts.request,
      model: opts.model ?? '',
      messages: messages.slice(),
      stream: opts.stream ?? false,
    };
    if (specs && specs.length) {
      request.tools = specs;
      request.toolChoice ??= 'auto';
    }
    emit({ type: 'request', ...at, request, ...(opts.preset ? { preset: opts.preset } : {}) });
    const t0 = clock();
    const completion = await requestCompletion(
      opts.client,
      request,
      opts.signal,
      {
        onTextDelta: (text) => emit({ type: 'text-delta', ...at, text }),
        onReasoningDelta: (text) => emit({ type: 'reasoning-delta', ...at, text }),
        onRetry: (r) => emit({ type: 'stream-retry', ...at, retry: r.attempt, delayMs: r.delayMs, error: r.error }),
      },
      opts.stallTimeoutMs !== undefined ? { stallTimeoutMs: opts.stallTimeoutMs } : {},
    );
    emit({ type: 'response', ...at, completion, durationMs: clock() - t0 });
    if (completion.usage) emit({ type: 'usage', ...at, usage: completion.usage });
    const error = completion.error;
    if (error && retry < max && (opts.shouldRetryRequest ? opts.shouldRetryRequest(completion) : error.retryable)) {
      emit({ type: 'request-retry', ...at, error: error.message });
      continue;
    }
    return completion;
  }
}

function assistantMessage(c: Completion, calls: Completion['toolCalls']): ChatMessage {
  const m: ChatMessage = { role: 'assistant', content: c.content || (calls.length ? null : '') };
  if (calls.length) m.toolCalls = calls;
  if (c.reasoning) m.reasoning = c.reasoning;
  if (c.reasoningBlocks?.length) m.reasoningBlocks = c.reasoningBlocks;
  return m;
}

function toolMessage(id: string, name: string, content: string): ChatMessage {
  return { role: 'tool', toolCallId: id, name, content };
}
