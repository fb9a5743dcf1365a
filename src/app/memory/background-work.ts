// Work memory runs in the background (saves after a turn, undo / redo after host events, the engine's
// start), tracked so `idle()` can wait until all of it — and what it started — is done.
export class BackgroundWork {
  readonly #pending = new Set<Promise<unknown>>();

  /** Tracks `p` until it settles; returns it. */
  track<T>(p: Promise<T>): Promise<T> {
    this.#pending.add(p);
    void p.finally(() => this.#pending.delete(p)).catch(() => {});
    return p;
  }

  /** Resolves once nothing tracked is pending and `inner` (work tracked elsewhere) is done, with no new work started meanwhile. */
  async idle(inner: () => Promise<void> = async () => {}): Promise<void> {
    for (;;) {
      if (this.#pending.size) {
        await Promise.allSettled([...this.#pending]);
        continue;
      }
      await inner();
      if (!this.#pending.size) return;
    }
  }
}
