// When and how long to wait before trying a request again.

export interface RetryPolicy {
  /** Attempts after the first one. Default 2. */
  retries: number;
  /** First backoff step in ms. Default 500. */
  baseMs: number;
  /** Longest wait in ms; a Retry-After asking for more ends the request instead. Default 30 000. */
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseMs: 500, maxMs: 30_000 };

/**
 * Exponential backoff with jitter: attempt 1 waits about `baseMs`, then twice as long each time,
 * at most `maxMs`; the wait is drawn from [half, full] of that step so clients do not retry in lockstep.
 */
export function backoffDelay(attempt: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>, random: () => number = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step * (0.5 + random() * 0.5));
}

/**
 * The wait a server asked for, in ms: `retry-after-ms`, or `Retry-After` as seconds or an HTTP
 * date. Undefined when absent or unreadable.
 */
export function retryAfterMs(headers: { get(name: string): string | null }, now: number = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const n = Number(ms);
    if (Number.isFinite(n) && n >= 0) return Math.round(n);
  }
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. Leaves no timer behind. */
export function abortableWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
