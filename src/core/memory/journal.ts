// What a turn changed in a graph: every record it set, with the value before the turn and the value
// now. Changes apply to the graph at once (later calls of the same turn read them); a tool call that
// fails rolls back to its checkpoint; a discarded turn reverts all; a kept one is stored as one
// transaction with this list, which is also what undo and redo replay. Writes are grouped by the
// tool call that made them (`beginCall`), so a turn under review can offer each call as one change.
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
  /** every set in order, with the value it replaced (for checkpoints) and the one it wrote */
  readonly #log: { key: string; prev: RecordValue | null; next: RecordValue | null }[] = [];
  /** the calls that made the sets: where each starts in the log, and what kind of write it was */
  readonly #calls: { kind: string; start: number }[] = [];

  constructor(graph: MemoryGraph) {
    this.#graph = graph;
  }

  get graph(): MemoryGraph {
    return this.#graph;
  }

  set(key: string, value: RecordValue | null): void {
    const prev = this.#graph.get(key);
    if (!this.#before.has(key)) this.#before.set(key, prev);
    this.#log.push({ key, prev, next: value });
    this.#graph.put(key, value);
  }

  /** The sets from here on belong to one call of kind `kind` (until the next call begins). */
  beginCall(kind: string): void {
    this.#calls.push({ kind, start: this.#log.length });
  }

  /**
   * The net changes of each call, in order (a call whose sets were rolled back or changed nothing is
   * left out). Sets made before any call began count as one call of kind `write`.
   */
  calls(): { kind: string; changes: RecordChange[] }[] {
    const bounds = [...(this.#calls[0]?.start !== 0 ? [{ kind: 'write', start: 0 }] : []), ...this.#calls];
    const out: { kind: string; changes: RecordChange[] }[] = [];
    bounds.forEach((b, i) => {
      const end = bounds[i + 1]?.start ?? this.#log.length;
      const net = new Map<string, RecordChange>();
      for (const l of this.#log.slice(b.start, end)) {
        const c = net.get(l.key);
        if (c) c.after = l.next;
        else net.set(l.key, { key: l.key, before: l.prev, after: l.next });
      }
      const changes = [...net.values()].filter((c) => !same(c.before, c.after));
      if (changes.length) out.push({ kind: b.kind, changes });
    });
    return out;
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
    // Calls whose sets are all gone are forgotten.
    while (this.#calls.length && this.#calls.at(-1)!.start >= checkpoint) this.#calls.pop();
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
