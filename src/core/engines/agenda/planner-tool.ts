// planner_step: the planner's one tool. Each call updates the todo board and either dispatches workers
// (run in parallel, the step returns their reports) or finalizes. Dispatches are validated, then cut to
// the concurrency limit and the remaining run budget; every cut is reported back to the planner.
import * as z from 'zod';
import { defineTool, toolFailure, type Tool } from '../../agent/tool.ts';
import { TODO_STATUSES, type TodoBoard } from './board.ts';

export interface AgendaRun {
  /** `run-1`, `run-2`, … per turn. */
  id: string;
  worker: string;
  todoId: string;
  task: string;
  /** Run ids whose reports this run received. */
  inputs: string[];
  status: 'running' | 'completed' | 'failed' | 'cancelled';
  output?: string;
  error?: string;
}

export interface Dispatch {
  worker: string;
  todoId: string;
  task: string;
  inputs: string[];
}

export interface StepReport {
  step: number;
  accepted: Dispatch[];
  rejected: { index: number; worker: string; error: string }[];
  truncated: { index: number; worker: string; reason: 'max_concurrent_workers' | 'max_total_runs' }[];
  todoErrors: string[];
  finalize?: string;
}

export interface PlannerStepOptions {
  board: TodoBoard;
  /** Workers the planner may dispatch, by id. */
  workers: ReadonlyMap<string, { description: string }>;
  /** Every run of the turn so far (the tool reads; `execute` appends). */
  runs: readonly AgendaRun[];
  maxConcurrent: number;
  maxTotal: number;
  /** Runs the accepted dispatches in parallel and resolves with their settled runs. */
  execute(dispatches: Dispatch[]): Promise<AgendaRun[]>;
  /** Told about every valid step before its workers run (fold, trace). */
  onStep?(report: StepReport): void;
  onFinalize(reason: string): void;
}

/**
 * The step's arguments. Board operations are checked by the board (each bad op is reported, the
 * others apply), and dispatches one by one (a bad one is rejected, the others run), so those items
 * are read loosely here; the JSON Schema the model sees still describes them exactly.
 */
function stepArgs(workerIds: readonly string[]) {
  const todoOp = z.looseObject({}).meta({
    type: 'object',
    properties: {
      op: { type: 'string', enum: ['add', 'set_status', 'drop'] },
      todo_id: { type: 'string' },
      goal: { type: 'string' },
      status: { type: 'string', enum: [...TODO_STATUSES] },
    },
    required: ['op', 'todo_id'],
  });
  const dispatch = z.looseObject({}).meta({
    type: 'object',
    properties: {
      worker: { type: 'string', ...(workerIds.length ? { enum: [...workerIds] } : {}), description: 'A worker id from available_workers.' },
      todo_id: { type: 'string', description: 'The todo this run works on (created if new).' },
      task_brief: { type: 'string', description: 'Exactly what the worker must do and report.' },
      input_run_ids: { type: 'array', items: { type: 'string' }, description: 'Earlier runs whose reports the worker needs.' },
    },
    required: ['worker', 'task_brief'],
  });
  return z.object({
    todo_ops: z.array(todoOp).optional(),
    dispatches: z.array(dispatch).optional(),
    finalize: z.string().trim().optional().describe('Why the reports are sufficient; ends planning.'),
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function plannerStepTool(o: PlannerStepOptions): Tool {
  let steps = 0;
  const ids = [...o.workers.keys()];
  return defineTool({
    name: 'planner_step',
    description:
      "One planning step: update the todo board, then either dispatch workers (they run in parallel; their reports come back as this call's result) or finalize with the reason the material is sufficient. Never both.",
    parameters: stepArgs(ids),
    execute: async (args) => {
      const dispatches = args.dispatches ?? [];
      const finalize = args.finalize ?? '';
      if (finalize && dispatches.length) {
        return toolFailure(
          'A step cannot dispatch workers and finalize at once.',
          'dispatch_and_finalize',
          'Dispatch now and finalize in a later step, or finalize without dispatches.',
        );
      }
      if (!finalize && dispatches.length === 0) {
        return toolFailure('The step neither dispatches nor finalizes.', 'empty_step', 'Give at least one dispatch, or finalize with your reason.');
      }
      const todoErrors = o.board.apply(args.todo_ops ?? []);
      if (finalize) {
        o.onStep?.({ step: steps + 1, accepted: [], rejected: [], truncated: [], todoErrors, finalize });
        o.onFinalize(finalize);
        return { ok: true, finalized: true, todo_board: o.board.render(), ...(todoErrors.length ? { todo_op_errors: todoErrors } : {}) };
      }

      const known = new Set(o.runs.filter((r) => r.status === 'completed').map((r) => r.id));
      const valid: (Dispatch & { index: number })[] = [];
      const rejected: StepReport['rejected'] = [];
      dispatches.forEach((raw, index) => {
        const d = raw as Record<string, unknown>;
        const worker = text(d.worker ?? d.agent);
        const task = text(d.task_brief);
        if (!o.workers.has(worker)) return void rejected.push({ index, worker, error: `unknown worker "${worker}" (available: ${ids.join(', ') || 'none'})` });
        if (!task) return void rejected.push({ index, worker, error: 'task_brief is empty' });
        const inputs = (Array.isArray(d.input_run_ids) ? d.input_run_ids : []).map(text).filter((id) => known.has(id));
        valid.push({ index, worker, task, todoId: text(d.todo_id) || 'main', inputs });
      });
      if (valid.length === 0) {
        return toolFailure('No valid dispatch in this step.', 'no_valid_dispatch', rejected.map((r) => `dispatches[${r.index}]: ${r.error}`).join('; '));
      }

      const used = o.runs.length;
      const room = Math.max(0, Math.min(o.maxConcurrent, o.maxTotal - used));
      const accepted = valid.slice(0, room);
      const truncated = valid.slice(room).map((d) => ({
        index: d.index,
        worker: d.worker,
        reason: (room < o.maxConcurrent ? 'max_total_runs' : 'max_concurrent_workers') as 'max_concurrent_workers' | 'max_total_runs',
      }));
      steps++;
      for (const d of accepted) o.board.ensure(d.todoId, d.task).status = 'doing';
      const plain = accepted.map(({ index: _i, ...d }) => d);
      o.onStep?.({ step: steps, accepted: plain, rejected, truncated, todoErrors });
      const settled = await o.execute(plain);
      const usedNow = o.runs.length;
      return {
        ok: true,
        step: steps,
        runs: settled.map((r) => ({
          run_id: r.id,
          worker: r.worker,
          todo_id: r.todoId,
          status: r.status,
          ...(r.status === 'completed' ? { output: r.output ?? '' } : { error: r.error ?? r.status }),
        })),
        ...(truncated.length
          ? {
              truncated: truncated.map((t) => ({
                dispatch_index: t.index,
                worker: t.worker,
                reason:
                  t.reason === 'max_total_runs' ? `run budget (maxTotalRuns=${o.maxTotal})` : `concurrency limit (maxConcurrentWorkers=${o.maxConcurrent})`,
              })),
            }
          : {}),
        ...(rejected.length ? { rejected: rejected.map((r) => ({ dispatch_index: r.index, error: r.error })) } : {}),
        ...(todoErrors.length ? { todo_op_errors: todoErrors } : {}),
        todo_board: o.board.render(),
        budget: { used: usedNow, max: o.maxTotal, remaining: Math.max(0, o.maxTotal - usedNow) },
        ...(usedNow >= o.maxTotal
          ? { budget_exhausted: true, note: 'The run budget is used up: planning ends and the final worker writes the guidance.' }
          : {}),
      };
    },
  });
}
