// Stop conditions: small functions the loop asks after every tool call and before every round.
// Each returns a typed reason (the run ends with status `stopped`) or undefined (keep going).
import type { ToolCall } from '../llm/types.ts';
import type { ToolResult } from './tool.ts';

export interface LoopState {
  agentId: string;
  /** The round about to start (before a round) or running (after a tool call); 1-based. */
  round: number;
  startedAt: number;
  now: number;
  /** The call that just finished; undefined when asked before a round. */
  lastCall?: { call: ToolCall; result: ToolResult; ok: boolean };
}

/** Why a run stopped. Engines switch on `kind`; `describeStop` gives the text for logs and traces. */
export type StopReason =
  /** A call of `tool` succeeded (e.g. `finalize`). */
  | { kind: 'tool-succeeded'; tool: string }
  /** The wall-clock budget ran out before a round. */
  | { kind: 'wall-clock'; budgetMs: number }
  /** Too many responses in a row without a tool call (a `retry` policy with `exhausted: 'stop'`). */
  | { kind: 'no-tool-call-streak'; misses: number }
  /** A condition of the caller's (`stopIf`) said so; `id` is the caller's own constant. */
  | { kind: 'condition'; id: string }
  /** The turn's token or cost cap would be passed by the next request (after the agent was told to finish). */
  | { kind: 'budget'; unit: 'tokens' | 'cost'; cap: number; used: number };

export type StopCondition = (state: LoopState) => StopReason | undefined;

/** Stops once a call of `name` succeeds (e.g. `finalize`); later calls in that round are skipped. */
export const toolSucceeded =
  (name: string): StopCondition =>
  (s) =>
    s.lastCall && s.lastCall.ok && s.lastCall.call.name === name ? { kind: 'tool-succeeded', tool: name } : undefined;

/** Stops before a round once `ms` have passed since the run started. */
export const wallClockExceeded =
  (ms: number): StopCondition =>
  (s) =>
    s.lastCall === undefined && s.now - s.startedAt >= ms ? { kind: 'wall-clock', budgetMs: ms } : undefined;

/** Stops when `check()` says so (e.g. a flag a tool sets). */
export const stopIf =
  (check: () => boolean, id: string): StopCondition =>
  () =>
    check() ? { kind: 'condition', id } : undefined;

export function firstStop(conditions: readonly StopCondition[], state: LoopState): StopReason | undefined {
  for (const c of conditions) {
    const r = c(state);
    if (r) return r;
  }
  return undefined;
}

/** A short English description of a stop reason (traces, logs, tool messages). */
export function describeStop(r: StopReason): string {
  switch (r.kind) {
    case 'tool-succeeded':
      return `${r.tool} called`;
    case 'wall-clock':
      return `wall-clock budget of ${r.budgetMs} ms used`;
    case 'no-tool-call-streak':
      return `${r.misses} responses in a row without a tool call`;
    case 'condition':
      return r.id;
    case 'budget':
      return r.unit === 'tokens' ? `the turn's budget of ${r.cap} tokens is spent` : `the turn's cost budget of ${r.cap} is spent`;
  }
}
