// Abort helpers: one error type for "the run was stopped", and a race that never leaves a listener behind.

/** Thrown (or returned) when an AbortSignal fires. Never converted into a tool error. */
export class AbortError extends Error {
  constructor(message = 'aborted') {
    super(message);
    this.name = 'AbortError';
  }
}

export function isAbortError(e: unknown): boolean {
  return e instanceof AbortError || (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError');
}

/**
 * Resolves/rejects like `promise`, or rejects with AbortError as soon as `signal` fires.
 * The abort listener is removed when either side settles, and a late rejection of `promise`
 * is swallowed, so nothing is left pending or unhandled.
 */
export function raceAbort<T>(promise: PromiseLike<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(promise);
  if (signal.aborted) {
    Promise.resolve(promise).catch(() => {});
    return Promise.reject(new AbortError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(new AbortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(promise).then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/** A child controller that aborts when `parent` does; `dispose()` unhooks it from the parent. */
export function childController(parent: AbortSignal | undefined): { controller: AbortController; dispose(): void } {
  const controller = new AbortController();
  if (!parent) return { controller, dispose() {} };
  if (parent.aborted) {
    controller.abort();
    return { controller, dispose() {} };
  }
  const onAbort = () => controller.abort();
  parent.addEventListener('abort', onAbort, { once: true });
  return { controller, dispose: () => parent.removeEventListener('abort', onAbort) };
}
