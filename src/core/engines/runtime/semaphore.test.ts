import { expect, test } from 'vitest';
import { createSemaphore } from './semaphore.ts';

test('at most max holders; waiters served in order; an aborted waiter leaves the queue', async () => {
  const s = createSemaphore(2);
  const order: string[] = [];
  const r1 = await s.acquire();
  const r2 = await s.acquire();
  const ac = new AbortController();
  const p3 = s.acquire().then((r) => (order.push('3'), r));
  const p4 = s.acquire(ac.signal).then(
    () => order.push('4'),
    () => order.push('4-aborted'),
  );
  const p5 = s.acquire().then((r) => (order.push('5'), r));
  expect([s.active, s.waiting]).toEqual([2, 3]);
  ac.abort();
  await p4;
  expect(s.waiting).toBe(2);
  r1();
  r1(); // a second release is ignored
  const r3 = await p3;
  expect(s.active).toBe(2);
  r2();
  const r5 = await p5;
  expect(order).toEqual(['4-aborted', '3', '5']);
  r3();
  r5();
  expect([s.active, s.waiting]).toEqual([0, 0]);
  await expect(s.acquire(AbortSignal.abort())).rejects.toThrow('aborted');
});
