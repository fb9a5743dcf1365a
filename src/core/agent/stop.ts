// Stop conditions: small functions the loop asks after every tool call and before every round.
// Each returns a reason (the run ends with status `stopped`) or undefined (keep going).
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

export type StopCondition = (state: LoopState) => string | undefined;

/** Stops once a call of `name` succeeds (e.g. `finalize`); later calls in that round are skipped. */
export const toolSucceeded =
  (name: string): StopCondition =>
  (s) =>
    s.lastCall && s.lastCall.ok && s.lastCall.call.name === name ? `${name} called` : undefined;

/** Stops before a round once `ms` have passed since the run started. */
export const wallClockExceeded =
  (ms: number): StopCondition =>
  (s) =>
    s.lastCall === undefined && s.now - s.startedAt >= ms ? 'wall_clock' : undefined;

/** Stops when `check()` says so (e.g. a flag a tool sets). */
export const stopIf =
  (check: () => boolean, reason: string): StopCondition =>
  () =>
    check() ? reason : undefined;

export function firstStop(conditions: readonly StopCondition[], state: LoopState): string | undefined {
  for (const c of conditions) {
    const r = c(state);
    if (r) return r;
  }
  return undefined;
}
