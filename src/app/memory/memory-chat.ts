// One chat's memory in the app: the graph (with the running turn's changes applied), the kept turns
// and their undo / redo, exposure counts, and persistence. A turn's writes reach IndexedDB only
// when its reply is kept, in one transaction with the turn record; a discarded turn is reverted in
// memory and leaves the store untouched. When the chat shows another reply (a swipe), loses one
// (deleted, regenerated), or shows an earlier one again, `reconcile` undoes and redoes turns.
// A turn run under review (the chat's "Review memory changes") keeps its writes as proposals
// instead (core/memory/proposals.ts): `approve` applies them as changes of that turn, `reject` drops them.
import { signal } from '@preact/signals-core';
import { MemoryGraph } from '../../core/memory/graph.ts';
import { replay, TurnChanges, type RecordChange } from '../../core/memory/journal.ts';
import type { GraphSchema, RecordValue, TurnRecord } from '../../core/memory/model.ts';
import { appliedUnderReview, proposalsOf, type Proposal } from '../../core/memory/proposals.ts';
import type { MemoryRepository } from '../../storage/memory.ts';
import { inboxOf, planApproval, planRejection, ReviewError, turnMemoryOf, type InboxItem, type TurnMemory } from './memory-review.ts';

export { ReviewError, type InboxItem, type TurnMemory };

const seqKey = (seq: number) => String(seq).padStart(10, '0');

/** The running turn on a chat: its changes (already applied to the graph) and what it showed agents. */
export class PendingTurn {
  readonly changes: TurnChanges;
  readonly recalled = new Set<string>();
  #done!: () => void;
  /** Resolves once the turn was kept or dropped. */
  readonly settled = new Promise<void>((r) => (this.#done = r));
  #over = false;
  constructor(
    readonly id: string,
    graph: MemoryGraph,
    /** The chat reviews memory changes: the turn's writes are kept as proposals, not applied. */
    readonly review = false,
  ) {
    this.changes = new TurnChanges(graph);
  }
  get over(): boolean {
    return this.#over;
  }
  finish(): void {
    this.#over = true;
    this.#done();
  }
}

/** Where a kept turn's reply is: on screen (`shown`) or another swipe, and its chat floor when known. */
type TurnMark = { state: 'shown' | 'hidden'; floor?: number };

/** A proposal waiting in the inbox, with the turn it belongs to. */
export interface MemoryChatOptions {
  repo: MemoryRepository;
  chatId: string;
  now(): number;
  /** After the graph changed (committed, reverted, reconciled, edited, reloaded). */
  changed?(ids: readonly string[]): void;
}

export class MemoryChat {
  readonly chatId: string;
  graph = new MemoryGraph();
  /** Bumped on every change the viewer should show. */
  readonly version = signal(0);
  /** Node ids the last kept (or running) turn touched. */
  readonly lastTouched = signal<readonly string[]>([]);
  /** The chat floor of each kept turn's reply on screen (from the last reconcile). */
  readonly floors = signal<ReadonlyMap<string, number>>(new Map());
  readonly #o: MemoryChatOptions;
  #turns: TurnRecord[] = [];
  #exposure = new Map<string, number>();
  #pending: PendingTurn | null = null;
  #chain: Promise<unknown> = Promise.resolve();
  #loaded = false;

  constructor(o: MemoryChatOptions) {
    this.#o = o;
    this.chatId = o.chatId;
  }

  get turns(): readonly TurnRecord[] {
    return this.#turns;
  }

  get pending(): PendingTurn | null {
    return this.#pending;
  }

  exposure(id: string): number {
    return this.#exposure.get(id) ?? 0;
  }

  /** Runs `op` after every earlier operation on this chat (a running turn included) settled. */
  #serial<T>(op: () => Promise<T> | T): Promise<T> {
    const next = this.#chain.then(op, op);
    this.#chain = next.catch(() => {});
    return next;
  }

  #bump(ids: readonly string[]) {
    this.graph.version++;
    this.version.value++;
    this.#o.changed?.(ids);
  }

  load(): Promise<void> {
    return this.#serial(() => this.#load());
  }

  async #load(): Promise<void> {
    const data = await this.#o.repo.load(this.chatId);
    const g = new MemoryGraph();
    for (const [k, v] of data.graph) g.put(k, v as RecordValue);
    this.graph = g;
    this.#turns = data.turns.map(([, v]) => v as TurnRecord).sort((a, b) => a.seq - b.seq);
    this.#recount();
    this.#loaded = true;
    this.#bump([]);
  }

  /** Loads once. */
  ready(): Promise<void> {
    return this.#loaded ? this.#chain.then(() => undefined) : this.load();
  }

  /** Resolves once no operation is queued on this chat (a running turn included). */
  async idle(): Promise<void> {
    let c: Promise<unknown>;
    do {
      c = this.#chain;
      await c;
    } while (c !== this.#chain);
  }

  /** Reads the store again (another tab wrote); waits for a running turn first and re-applies nothing of it. */
  reload(): Promise<void> {
    return this.#serial(() => this.#load());
  }

  #recount() {
    this.#exposure.clear();
    for (const t of this.#turns) if (t.state === 'shown') for (const id of t.recalled) this.#exposure.set(id, (this.#exposure.get(id) ?? 0) + 1);
  }

  /**
   * Opens a turn once the turns before it settled. Its writes apply to the graph at once; `keep` or
   * `drop` settles it.
   */
  begin(id: string, o: { review?: boolean } = {}): Promise<PendingTurn> {
    let resolve!: (p: PendingTurn) => void;
    const opened = new Promise<PendingTurn>((r) => (resolve = r));
    // The chain waits for the turn's end, so nothing else changes the graph under it.
    void this.#serial(async () => {
      if (!this.#loaded) await this.#load();
      const p = new PendingTurn(id, this.graph, o.review ?? false);
      this.#pending = p;
      resolve(p);
      await p.settled;
    });
    return opened;
  }

  /** Stores the turn's changes and the turn record in one transaction. */
  async keep(p: PendingTurn): Promise<void> {
    if (p.over) return;
    let changes = p.changes.changes();
    let proposed: Proposal[] = [];
    const unreviewed = () => {
      // Proposals are taken off the graph (readers see approved memory only); the counters stay.
      for (const c of changes) if (!appliedUnderReview(c.key)) this.graph.put(c.key, c.before);
    };
    try {
      if (p.review) {
        proposed = proposalsOf(p.id, p.changes.calls());
        unreviewed();
        changes = changes.filter((c) => appliedUnderReview(c.key));
      }
      if (changes.length || p.recalled.size || proposed.length) {
        const seq = (this.#turns.at(-1)?.seq ?? 0) + 1;
        const record: TurnRecord = {
          id: p.id,
          seq,
          state: 'shown',
          changes: changes.map(clean),
          recalled: [...p.recalled],
          proposed: proposed.map((x) => ({ ...x, changes: x.changes.map(clean) })),
          at: this.#o.now(),
        };
        await this.#o.repo.apply(this.chatId, { graph: changes.map((c) => [c.key, c.after]), turns: [[seqKey(seq), record]] });
        this.#turns.push(record);
        for (const id of record.recalled) this.#exposure.set(id, (this.#exposure.get(id) ?? 0) + 1);
        // Under review nothing of the turn is in the graph any more: nothing to ring as touched.
        const touched = p.review ? [] : p.changes.touchedNodes();
        if (touched.length || p.review) this.lastTouched.value = touched;
      }
    } catch (e) {
      // Nothing was stored: the graph goes back to what the store holds.
      if (p.review) for (const c of p.changes.changes()) this.graph.put(c.key, c.before);
      else p.changes.revert();
      throw e;
    } finally {
      this.#end(p);
    }
  }

  /** Reverts the turn's changes; nothing was stored. */
  drop(p: PendingTurn): void {
    if (p.over) return;
    p.changes.revert();
    this.#end(p);
  }

  #end(p: PendingTurn) {
    const ids = p.changes.touchedNodes();
    if (this.#pending === p) this.#pending = null;
    p.finish();
    this.#bump(ids);
  }

  /**
   * Brings the graph in line with the replies the chat shows: `marks` holds every turn id found on a
   * message of the chat, `shown` for the reply on screen, `hidden` for another swipe. A kept turn
   * whose mark is gone (its reply was deleted or regenerated) is undone and forgotten.
   */
  reconcile(
    source: ReadonlyMap<string, TurnMark> | (() => Promise<ReadonlyMap<string, TurnMark> | null>),
  ): Promise<{ undone: string[]; redone: string[]; dropped: string[]; conflicts: number }> {
    return this.#serial(async () => {
      if (!this.#loaded) await this.#load();
      const result = { undone: [] as string[], redone: [] as string[], dropped: [] as string[], conflicts: 0 };
      // Marks are read when this runs (after the turns before it settled), never earlier.
      const marks = typeof source === 'function' ? await source() : source;
      if (!marks) return result;
      const floors = new Map<string, number>();
      for (const [id, m] of marks) if (m.state === 'shown' && m.floor !== undefined) floors.set(id, m.floor);
      if (floors.size || this.floors.value.size) this.floors.value = floors;
      const want = (t: TurnRecord) => marks.get(t.id)?.state ?? 'gone';
      const graphPuts = new Map<string, RecordValue | null>();
      const turnPuts: [string, TurnRecord | null][] = [];
      const touched = new Set<string>();
      const g = this.graph;
      // Undo newest first, then redo oldest first.
      for (const t of [...this.#turns].reverse()) {
        if (t.state !== 'shown' || want(t) === 'shown') continue;
        const r = replay(g, t.changes as RecordChange[], 'undo');
        for (const [k, v] of r.puts) graphPuts.set(k, v), k.startsWith('n:') && touched.add(k.slice(2));
        result.conflicts += r.conflicts.length;
        t.state = 'hidden';
        result.undone.push(t.id);
      }
      for (const t of this.#turns) {
        if (t.state !== 'hidden' || want(t) !== 'shown') continue;
        const r = replay(g, t.changes as RecordChange[], 'redo');
        for (const [k, v] of r.puts) graphPuts.set(k, v), k.startsWith('n:') && touched.add(k.slice(2));
        result.conflicts += r.conflicts.length;
        t.state = 'shown';
        result.redone.push(t.id);
      }
      const before = this.#turns.length;
      const kept: TurnRecord[] = [];
      for (const t of this.#turns) {
        if (want(t) === 'gone') {
          turnPuts.push([seqKey(t.seq), null]);
          result.dropped.push(t.id);
        } else {
          kept.push(t);
          if (result.undone.includes(t.id) || result.redone.includes(t.id)) turnPuts.push([seqKey(t.seq), t]);
        }
      }
      if (!graphPuts.size && !turnPuts.length) return result;
      this.#turns = kept;
      try {
        await this.#o.repo.apply(this.chatId, { graph: graphPuts, turns: turnPuts });
      } catch (e) {
        // The store still has the old state: read it back rather than show what was not saved.
        await this.#load();
        throw e;
      }
      this.#recount();
      if (before !== kept.length || result.undone.length || result.redone.length) this.lastTouched.value = [...touched];
      this.#bump([...touched]);
      return result;
    });
  }

  /** Every proposal waiting for review, oldest turn first. */
  inbox(): InboxItem[] {
    return inboxOf(this.#turns);
  }

  /** What kept turns (those of one reply) did to memory (null when they changed nothing). */
  turnMemory(turnIds: readonly string[]): TurnMemory | null {
    return turnMemoryOf(this.#turns, turnIds);
  }

  /**
   * Applies proposals (with the earlier ones of their turn they need) as changes of their turn, in one
   * transaction with the turn record. Refused, with nothing changed, when the turn's reply is not on
   * screen or a record changed since it was proposed (`all` leaves those of replies not on screen
   * waiting). Returns the ids approved.
   */
  approve(ids: readonly string[] | 'all'): Promise<string[]> {
    return this.#serial(async () => {
      if (!this.#loaded) await this.#load();
      const done: string[] = [];
      for (const t of this.#turns) {
        const list = t.proposed as Proposal[];
        const asked = ids === 'all' ? list.map((p) => p.id) : list.filter((p) => ids.includes(p.id)).map((p) => p.id);
        if (!asked.length || (ids === 'all' && t.state !== 'shown')) continue;
        if (t.state !== 'shown') throw new ReviewError('These changes belong to a reply that is not on screen: swipe back to it to approve them.');
        const { c, record, takenIds } = planApproval(this.graph, t, asked);
        try {
          await this.#o.repo.apply(this.chatId, { graph: c.changes().map((x) => [x.key, x.after]), turns: [[seqKey(t.seq), record]] });
        } catch (e) {
          c.revert();
          throw e;
        }
        Object.assign(t, record);
        done.push(...takenIds);
        this.lastTouched.value = c.touchedNodes();
        this.#bump(c.touchedNodes());
      }
      return done;
    });
  }

  /** Forgets proposals (with the later ones of their turn that need them). Returns the ids rejected. */
  reject(ids: readonly string[] | 'all'): Promise<string[]> {
    return this.#serial(async () => {
      if (!this.#loaded) await this.#load();
      const { done, puts, next } = planRejection(this.#turns, ids);
      if (!puts.length) return done;
      await this.#o.repo.apply(this.chatId, { turns: puts });
      for (const [t, kept] of next) t.proposed = kept;
      this.#bump([]);
      return done;
    });
  }

  /** A change made by the user in the viewer: stored at once, belonging to no turn. */
  edit(op: (changes: TurnChanges) => void): Promise<RecordChange[]> {
    return this.#serial(async () => {
      if (!this.#loaded) await this.#load();
      const c = new TurnChanges(this.graph);
      try {
        op(c);
      } catch (e) {
        c.revert();
        throw e;
      }
      const changes = c.changes();
      if (!changes.length) return changes;
      try {
        await this.#o.repo.apply(this.chatId, { graph: changes.map((x) => [x.key, x.after]) });
      } catch (e) {
        c.revert();
        throw e;
      }
      this.#bump(c.touchedNodes());
      return changes;
    });
  }

  /** The whole graph as records (for export). */
  records(): [string, RecordValue][] {
    return [...this.graph.records()];
  }

  /** Replaces the graph (an import): the kept turns are forgotten, since their changes no longer apply. */
  replace(records: readonly [string, RecordValue][], schema?: GraphSchema): Promise<void> {
    return this.#serial(async () => {
      const rows: [string, RecordValue][] = schema ? [...records.filter(([k]) => k !== 'schema'), ['schema', schema]] : [...records];
      await this.#o.repo.replace(this.chatId, { graph: rows });
      await this.#load();
    });
  }
}

/** A change as stored: plain values only. */
function clean(c: RecordChange): RecordChange {
  return { key: c.key, before: c.before, after: c.after };
}
