// The sub-agent dispatcher: handles `subagent-N`, a per-turn budget, a concurrency limit with a FIFO
// queue, await and cancel. It knows nothing about prompts or models; `run` does the work.
import { childController } from '../../agent/abort.ts';
import { createSemaphore } from '../runtime/semaphore.ts';

export type SubagentStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface SubagentRecord {
  handle: string;
  subagentId: string;
  inline: boolean;
  /** Dispatched to run in the background (its report is read with await_subagents). */
  background: boolean;
  task: string;
  status: SubagentStatus;
  output?: string;
  error?: string;
  /** Set when await_subagents returned it. */
  retrieved: boolean;
  /** Set when the main agent was told it settled. */
  notified: boolean;
  /** Whatever the caller attached at dispatch (the agent's configuration). */
  payload?: unknown;
}

export type SubagentOutcome = { output: string } | { error: string };

export interface DispatchRequest {
  subagentId: string;
  task: string;
  inline?: boolean;
  background?: boolean;
  /** Refuse this dispatch with this error (unknown id, empty prompt); still consumes a handle. */
  refuse?: string;
  payload?: unknown;
}

export interface SubagentResult {
  handle: string;
  subagentId?: string;
  status?: SubagentStatus;
  output?: string;
  error?: string;
}

export interface DispatcherOptions {
  maxConcurrent: number;
  maxTotal: number;
  /** Runs one accepted dispatch once a concurrency slot is free. */
  run(record: SubagentRecord, signal: AbortSignal): Promise<SubagentOutcome>;
  /** Called on every status change (queued, running, completed, failed, cancelled). */
  onStatus?(record: SubagentRecord): void;
  /** The turn's signal: aborting it cancels every sub-agent. */
  signal?: AbortSignal;
}

export interface Dispatcher {
  dispatch(req: DispatchRequest): SubagentRecord;
  /** Waits until every listed handle settled; results in the given order. */
  wait(handles: readonly string[]): Promise<SubagentResult[]>;
  cancel(handle: string): 'cancelled' | 'already-done' | 'unknown';
  /** Settled runs the main agent has neither awaited nor been told about (each returned once). */
  drainSettled(): SubagentRecord[];
  /** Cancels whatever still runs or waits and resolves when all have settled. */
  shutdown(): Promise<void>;
  records(): readonly SubagentRecord[];
  /** Accepted dispatches so far (what the budget counts). */
  readonly accepted: number;
}

export function createDispatcher(opts: DispatcherOptions): Dispatcher {
  const sem = createSemaphore(Math.max(1, opts.maxConcurrent));
  const all: SubagentRecord[] = [];
  const byHandle = new Map<string, { rec: SubagentRecord; done: Promise<void>; controller?: AbortController }>();
  let seq = 0;
  let accepted = 0;

  const settle = (rec: SubagentRecord, outcome: { status: 'completed'; output: string } | { status: 'failed' | 'cancelled'; error: string }) => {
    rec.status = outcome.status;
    if (outcome.status === 'completed') rec.output = outcome.output;
    else rec.error = outcome.error;
    opts.onStatus?.(rec);
  };

  const start = (rec: SubagentRecord): { done: Promise<void>; controller: AbortController } => {
    const { controller, dispose } = childController(opts.signal);
    const signal = controller.signal;
    const done = (async () => {
      let release: (() => void) | undefined;
      try {
        release = await sem.acquire(signal);
      } catch {
        settle(rec, { status: 'cancelled', error: 'cancelled' });
        dispose();
        return;
      }
      try {
        rec.status = 'running';
        opts.onStatus?.(rec);
        const out = await opts.run(rec, signal);
        if (signal.aborted) settle(rec, { status: 'cancelled', error: 'cancelled' });
        else if ('output' in out) settle(rec, { status: 'completed', output: out.output });
        else settle(rec, { status: 'failed', error: out.error });
      } catch (e) {
        settle(rec, signal.aborted ? { status: 'cancelled', error: 'cancelled' } : { status: 'failed', error: e instanceof Error ? e.message : String(e) });
      } finally {
        release?.();
        dispose();
      }
    })();
    return { done, controller };
  };

  return {
    dispatch(req) {
      const rec: SubagentRecord = {
        handle: `subagent-${seq++}`,
        subagentId: req.subagentId,
        inline: !!req.inline,
        background: !!req.background,
        task: req.task,
        status: 'queued',
        retrieved: false,
        notified: false,
        payload: req.payload,
      };
      all.push(rec);
      let refusal = req.refuse;
      if (!refusal && opts.signal?.aborted) refusal = 'cancelled';
      if (!refusal && accepted >= opts.maxTotal) refusal = `sub-agent budget exhausted (maxTotalSubagentRuns=${opts.maxTotal})`;
      if (refusal) {
        settle(rec, { status: 'failed', error: refusal });
        byHandle.set(rec.handle, { rec, done: Promise.resolve() });
        return rec;
      }
      accepted++;
      opts.onStatus?.(rec);
      byHandle.set(rec.handle, { rec, ...start(rec) });
      return rec;
    },
    async wait(handles) {
      await Promise.all(handles.map((h) => byHandle.get(h)?.done));
      return handles.map((h) => {
        const e = byHandle.get(h);
        if (!e) return { handle: h, error: 'unknown handle' };
        const r = e.rec;
        r.retrieved = true;
        return r.status === 'completed'
          ? { handle: h, subagentId: r.subagentId, status: r.status, output: r.output ?? '' }
          : { handle: h, subagentId: r.subagentId, status: r.status, error: r.error ?? r.status };
      });
    },
    cancel(handle) {
      const e = byHandle.get(handle);
      if (!e) return 'unknown';
      if (e.rec.status !== 'queued' && e.rec.status !== 'running') return 'already-done';
      e.controller?.abort();
      return 'cancelled';
    },
    drainSettled() {
      const out: SubagentRecord[] = [];
      for (const r of all) {
        if (r.notified || r.status === 'queued' || r.status === 'running') continue;
        r.notified = true;
        if (!r.retrieved) out.push(r);
      }
      return out;
    },
    async shutdown() {
      for (const e of byHandle.values()) if (e.rec.status === 'queued' || e.rec.status === 'running') e.controller?.abort();
      await Promise.all([...byHandle.values()].map((e) => e.done));
    },
    records: () => all,
    get accepted() {
      return accepted;
    },
  };
}
