// Fires when no bytes arrived for `ms`. Costs one timestamp per chunk, not a timer per chunk:
// the single timer re-arms itself for whatever is left of the idle window.

export class StallWatchdog {
  private last = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly ms: number;
  private readonly onStall: () => void;

  constructor(ms: number, onStall: () => void) {
    this.ms = ms;
    this.onStall = onStall;
  }

  start(): void {
    this.last = performance.now();
    if (this.timer === undefined) this.arm(this.ms);
  }

  /** Bytes arrived. */
  touch(): void {
    this.last = performance.now();
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(delay: number): void {
    this.timer = setTimeout(() => {
      const idle = performance.now() - this.last;
      if (idle >= this.ms - 1) {
        this.timer = undefined;
        this.onStall();
      } else {
        this.arm(this.ms - idle);
      }
    }, delay);
  }
}
