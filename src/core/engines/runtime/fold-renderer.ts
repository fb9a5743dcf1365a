// Coalesces fold changes into at most one write per scheduler tick. Core stays DOM-free: the host
// injects the scheduler (requestAnimationFrame in a page; a microtask or a timer in Node).
import type { Fold } from './fold.ts';

/** Runs `flush` later, once; the renderer never asks again before `flush` ran. */
export type Scheduler = (flush: () => void) => void;

export const microtaskScheduler: Scheduler = (flush) => queueMicrotask(flush);

/** A timer-based scheduler, e.g. 16 ms ≈ one frame. */
export const timerScheduler =
  (ms = 16): Scheduler =>
  (flush) => {
    setTimeout(flush, ms);
  };

export interface FoldRenderer {
  /** Write now if a change is pending (e.g. before committing). */
  flush(): void;
  /** Stop writing; pending and later changes are dropped. */
  close(): void;
  /** How many writes happened. */
  readonly writes: number;
}

export function createFoldRenderer(fold: Fold, write: (text: string) => void, schedule: Scheduler = microtaskScheduler): FoldRenderer {
  let pending = false;
  let closed = false;
  let writes = 0;
  let last: string | undefined;
  const flush = () => {
    if (!pending || closed) return;
    pending = false;
    const text = fold.render();
    if (text === last) return;
    last = text;
    writes++;
    write(text);
  };
  fold.onChange = () => {
    if (pending || closed) return;
    pending = true;
    schedule(flush);
  };
  return {
    flush,
    close() {
      closed = true;
      fold.onChange = undefined;
    },
    get writes() {
      return writes;
    },
  };
}
