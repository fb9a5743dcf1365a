// Runs one capsule agent (a loop agent, a spec node, an agenda planner or worker, the single node) on
// the generic loop, wired to the turn's trace, events and fold.
import type { AgentEvent } from '../../agent/events.ts';
import type { AgentRunResult, NoToolCallPolicy } from '../../agent/run-agent.ts';
import { runAgent } from '../../agent/run-agent.ts';
import type { StopCondition } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import type { ChatMessage } from '../../llm/types.ts';
import { streamToFold } from '../shared/live-section.ts';
import type { AgentRoute, CapsuleRuntime } from './runtime.ts';

export interface CapsuleAgentRun {
  /** The agent's id in events and the trace (also its fold section unless `section` says otherwise). */
  id: string;
  /** What the trace calls it (its node / worker id). */
  label: string;
  /** Fold section per round; default: one section `id` for the whole run, rounds separated by a blank line. */
  section?: (round: number, attempt: number) => string;
  route: AgentRoute;
  messages: ChatMessage[];
  tools: Tool[];
  maxRounds: number;
  stream: boolean;
  /** Re-sends of a failed request. */
  retryMax: number;
  noToolCalls: NoToolCallPolicy;
  stopWhen?: StopCondition[];
  beforeRound?(round: number): ChatMessage[] | undefined;
  signal?: AbortSignal;
  /** Called after the trace and the fold saw the event. */
  onEvent?(event: AgentEvent): void;
}

export async function runCapsuleAgent(rt: CapsuleRuntime, run: CapsuleAgentRun): Promise<AgentRunResult> {
  const single = !run.section;
  const sectionFor = run.section ?? (() => run.id);
  const toFold = streamToFold(rt.fold, (e) => sectionFor(e.round, e.attempt));
  rt.trace.label(run.id, run.label);
  if (single) rt.fold.ensure(run.id, 'running');
  const route = run.route;
  return runAgent({
    id: run.id,
    client: rt.clientFor(route.apiPresetName ?? ''),
    model: rt.modelFor?.(route.apiPresetName ?? ''),
    request: rt.requestOptionsFor?.(route.promptPresetName ?? ''),
    messages: run.messages,
    tools: run.tools,
    maxRounds: run.maxRounds,
    stream: run.stream,
    noToolCalls: run.noToolCalls,
    requestRetryMax: run.retryMax,
    shouldRetryRequest: rt.shouldRetryRequest,
    stopWhen: run.stopWhen,
    beforeRound: run.beforeRound,
    signal: run.signal ?? rt.signal,
    now: rt.now,
    onEvent: (e) => {
      rt.trace.record(e);
      rt.emit(e);
      // One section for the run: a new request after earlier text starts on a fresh paragraph.
      if (single && e.type === 'request') {
        const body = rt.fold.ensure(run.id).body;
        if (body.trim() && !body.endsWith('\n\n')) rt.fold.append(run.id, '\n\n');
      }
      toFold(e);
      run.onEvent?.(e);
    },
  });
}

/** Shows an agent's end in its section: status cleared on success, `error: …` otherwise; `output` appended. */
export function settleSection(rt: CapsuleRuntime, section: string, outcome: { output?: string; error?: string }): void {
  if (outcome.output?.trim()) {
    const body = rt.fold.has(section) ? rt.fold.ensure(section).body : '';
    if (!body.includes(outcome.output.trim())) rt.fold.append(section, `${separator(body)}${outcome.output.trim()}`);
  }
  rt.fold.setStatus(section, outcome.error ? `error: ${outcome.error}` : undefined);
}

/** What to put after `body` so the next text starts a new paragraph. */
function separator(body: string): string {
  if (!body.trim() || body.endsWith('\n\n')) return '';
  return body.endsWith('\n') ? '\n' : '\n\n';
}
