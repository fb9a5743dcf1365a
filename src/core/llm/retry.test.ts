import { describe, expect, test } from 'vitest';
import { abortableWait, backoffDelay, retryAfterMs } from './retry.ts';

const headers = (h: Record<string, string>) => new Headers(h);

describe('retryAfterMs', () => {
  test('seconds', () => {
    expect(retryAfterMs(headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(headers({ 'retry-after': '0' }))).toBe(0);
  });

  test('an HTTP date, relative to now', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT');
    expect(retryAfterMs(headers({ 'retry-after': 'Wed, 21 Oct 2026 07:28:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(headers({ 'retry-after': 'Wed, 21 Oct 2026 07:27:00 GMT' }), now)).toBe(0);
  });

  test('retry-after-ms takes precedence', () => {
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
  });

  test('absent or unreadable', () => {
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});

describe('backoffDelay', () => {
  const policy = { baseMs: 100, maxMs: 1000 };
  test('doubles per attempt, jittered into [half, full], capped', () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(50);
    expect(backoffDelay(1, policy, () => 1)).toBe(100);
    expect(backoffDelay(3, policy, () => 1)).toBe(400);
    expect(backoffDelay(10, policy, () => 1)).toBe(1000);
    expect(backoffDelay(10, policy, () => 0)).toBe(500);
  });
});

describe('abortableWait', () => {
  test('rejects at once when the signal aborts', async () => {
    const c = new AbortController();
    const p = abortableWait(60_000, c.signal);
    c.abort(new Error('stop'));
    await expect(p).rejects.toThrow('stop');
  });

  test('an already aborted signal rejects without waiting', async () => {
    await expect(abortableWait(60_000, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
