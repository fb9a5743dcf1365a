// What a turn changed in a graph: every record it set, with the value before the turn and the value
// now. Changes apply to the graph at once (later calls of the same turn read them); a tool call that
// fails rolls back to its checkpoint; a discarded turn reverts all; a kept one is stored as one
// transaction with this list, which is also what undo and redo replay.
import type { MemoryGraph } from './graph.ts';
import type { RecordValue } from './model.ts';

export interface RecordChange {
  key: string;
  before: RecordValue | null;
  after: RecordValue | null;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export class TurnChanges {
  readonly #graph: MemoryGraph;
  /** key → value before the turn first touched it */
  readonly #before = new Map<string, RecordValue | null>();
  /** every set in order, with the value it replaced (for checkpoints) */
  readonly #log: { key: string; prev: RecordValue | null }[] = [];

  constructor(graph: MemoryGraph) {
    this.#graph = graph;
  }

  get graph(): MemoryGraph {
    return this.#graph;
  }

  set(key: string, value: RecordValue | null): void {
    const prev = this.#graph.get(key);
    if (!this.#before.has(key)) this.#before.set(key, prev);
    this.#log.push({ key, prev });
    this.#graph.put(key, value);
  }

  checkpoint(): number {
    return this.#log.length;
  }

  /** Undoes every set after `checkpoint`. */
  rollback(checkpoint: number): void {
    while (this.#log.length > checkpoint) {
      const { key, prev } = this.#log.pop()!;
      this.#graph.put(key, prev);
    }
    // Keys no longer touched lose their before-image.
    const touched = new Set(this.#log.map((l) => l.key));
    for (const k of [...this.#before.keys()]) if (!touched.has(k)) this.#before.delete(k);
  }

  /** The net changes (records whose value differs from before the turn), in first-touched order. */
  changes(): RecordChange[] {
    const out: RecordChange[] = [];
    for (const [key, before] of this.#before) {
      const after = this.#graph.get(key);
      if (!same(before, after)) out.push({ key, before, after });
    }
    return out;
  }

  /** Node ids the turn changed. */
  touchedNodes(): string[] {
    return this.changes()
      .filter((c) => c.key.startsWith('n:'))
      .map((c) => c.key.slice(2));
  }

  /** Puts every record back as it was before the turn. */
  revert(): void {
    this.rollback(0);
  }
}

/**
 * Applies a kept turn's changes backwards (undo) or forwards (redo) to a graph, record by record:
 * a record another turn changed since is left as it is (a conflict). Returns what was written, for
 * the store, and the keys left alone.
 */
export function replay(
  graph: MemoryGraph,
  changes: readonly RecordChange[],
  direction: 'redo' | 'undo',
): { puts: [string, RecordValue | null][]; conflicts: string[] } {
  const puts: [string, RecordValue | null][] = [];
  const conflicts: string[] = [];
  const order = direction === 'redo' ? changes : [...changes].reverse();
  for (const c of order) {
    const [expect, to] = direction === 'redo' ? [c.before, c.after] : [c.after, c.before];
    const now = graph.get(c.key);
    if (!same(now, expect)) {
      if (!same(now, to)) conflicts.push(c.key);
      continue;
    }
    graph.put(c.key, to);
    puts.push([c.key, to]);
  }
  return { puts, conflicts };
}
