// A counting limit with a FIFO queue: at most `max` holders at once; waiters are served in order.

export interface Semaphore {
  /** Resolves with a release function once a slot is free; `signal` withdraws a waiting request. */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(max: number): Semaphore {
  let active = 0;
  const queue: { grant: () => void; cancel: () => void }[] = [];
  const release = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      active--;
      const next = queue.shift();
      if (next) next.grant();
    };
  };
  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(abortError());
      if (active < max) {
        active++;
        return Promise.resolve(release());
      }
      return new Promise((resolve, reject) => {
        const entry = {
          grant: () => {
            signal?.removeEventListener('abort', entry.cancel);
            active++;
            resolve(release());
          },
          cancel: () => {
            const i = queue.indexOf(entry);
            if (i !== -1) queue.splice(i, 1);
            reject(abortError());
          },
        };
        signal?.addEventListener('abort', entry.cancel, { once: true });
        queue.push(entry);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

function abortError(): Error {
  const e = new Error('aborted');
  e.name = 'AbortError';
  return e;
}
