// The agenda engine's fixed texts. Plain English constants in one place.

export const PLANNER_NUDGE = 'You replied without calling planner_step. Call planner_step to dispatch workers or to finalize.';
export const WORKER_NUDGE = 'You replied without calling submit_result. Hand in your report by calling submit_result({text}) now.';

export function plannerBrief(p: {
  workers: readonly { id: string; description: string; inputTags?: readonly string[]; outputTags?: readonly string[] }[];
  finalWorkerId: string;
  plannerMaxRounds: number;
  maxConcurrentWorkers: number;
  maxTotalRuns: number;
  board: string;
  /** The tag board when the workers route reports by tags. */
  tags?: string;
}): string {
  const routing = (w: { inputTags?: readonly string[]; outputTags?: readonly string[] }) =>
    w.inputTags?.length || w.outputTags?.length ? ` (reads: ${w.inputTags?.join(', ') || '—'}; writes: ${w.outputTags?.join(', ') || '—'})` : '';
  const roster = p.workers.length ? p.workers.map((w) => `- ${w.id}: ${w.description || '(no description)'}${routing(w)}`).join('\n') : '(none: finalize right away)';
  const tagBoard = p.workers.some((w) => routing(w)) || p.tags
    ? `\n\n## tag_board\n${p.tags ?? '(empty)'}\n(A worker receives the latest report of each tag it reads; reports are stored under the tags their worker writes.)`
    : '';
  return `## available_workers
${roster}
(The final worker "${p.finalWorkerId}" runs by itself after you finalize; it receives every report.)

## runtime_limits
planner steps: ${p.plannerMaxRounds}
workers at once: ${p.maxConcurrentWorkers} (dispatches beyond it are cut from the step)
worker runs in total: ${p.maxTotalRuns} (reaching it ends planning)

## todo_board
${p.board}${tagBoard}

## planner_contract
Work only through planner_step. Each step: optional todo_ops, then either dispatches (workers run in parallel; pass input_run_ids so a worker receives earlier reports) or finalize with the reason the reports are sufficient. Reply through the function call only.`;
}

export const FINAL_TASK = (reason: string) =>
  `Write the final guidance for the next reply from the reports below. Planning ended: ${reason}`;
