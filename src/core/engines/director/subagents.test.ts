import { expect, test } from 'vitest';
import { createDispatcher, type SubagentRecord } from './subagents.ts';

function deferred() {
  let resolve!: (v: { output: string }) => void;
  const promise = new Promise<{ output: string }>((r) => (resolve = r));
  return { promise, resolve };
}

test('queues beyond the concurrency limit in FIFO order; cancel of a queued run never starts it; shutdown settles all', async () => {
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof deferred>>();
  const statuses: string[] = [];
  const d = createDispatcher({
    maxConcurrent: 2,
    maxTotal: 10,
    run: (rec, signal) => {
      started.push(rec.handle);
      const g = deferred();
      gates.set(rec.handle, g);
      signal.addEventListener('abort', () => g.resolve({ output: 'late' }));
      return g.promise;
    },
    onStatus: (r: SubagentRecord) => statuses.push(`${r.handle}:${r.status}`),
  });
  for (let i = 0; i < 5; i++) d.dispatch({ subagentId: `s${i}`, task: 't' });
  await Promise.resolve();
  await Promise.resolve();
  expect(started).toEqual(['subagent-0', 'subagent-1']);
  expect(d.cancel('subagent-2')).toBe('cancelled');
  gates.get('subagent-0')!.resolve({ output: 'zero' });
  const [r0] = await d.wait(['subagent-0']);
  expect(r0).toEqual({ handle: 'subagent-0', subagentId: 's0', status: 'completed', output: 'zero' });
  await new Promise((r) => setImmediate(r));
  expect(started).toEqual(['subagent-0', 'subagent-1', 'subagent-3']);
  expect(d.drainSettled().map((r) => r.handle)).toEqual(['subagent-2']);
  expect(d.drainSettled()).toEqual([]);
  await d.shutdown();
  expect(d.records().map((r) => r.status)).toEqual(['completed', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
  expect(started).toEqual(['subagent-0', 'subagent-1', 'subagent-3']);
  expect(statuses.filter((s) => s.startsWith('subagent-2'))).toEqual(['subagent-2:queued', 'subagent-2:cancelled']);
  expect(d.accepted).toBe(5);
  expect(await d.wait(['nope'])).toEqual([{ handle: 'nope', error: 'unknown handle' }]);
});

test('the budget counts accepted dispatches; refused ones still get a handle', async () => {
  const d = createDispatcher({ maxConcurrent: 4, maxTotal: 1, run: async () => ({ output: 'ok' }) });
  d.dispatch({ subagentId: 'a', task: 't' });
  d.dispatch({ subagentId: 'b', task: 't', refuse: 'unknown sub-agent id: b' });
  d.dispatch({ subagentId: 'c', task: 't' });
  const res = await d.wait(['subagent-0', 'subagent-1', 'subagent-2']);
  expect(res.map((r) => r.error ?? r.output)).toEqual(['ok', 'unknown sub-agent id: b', 'sub-agent budget exhausted (maxTotalSubagentRuns=1)']);
});
