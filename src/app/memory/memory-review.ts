// The memory inbox of one chat, as plain planning over its kept turns: what waits for review, what a
// reply's turns did to memory, and what approving or rejecting proposals changes. MemoryChat
// (memory-chat.ts) carries the plans out, in one store transaction each.
import type { MemoryGraph } from '../../core/memory/graph.ts';
import { TurnChanges } from '../../core/memory/journal.ts';
import type { MemoryEdge, TurnRecord } from '../../core/memory/model.ts';
import { appliedUnderReview, closure, countChanges, nodesOf, type ChangeCounts, type Proposal } from '../../core/memory/proposals.ts';

const seqKey = (seq: number) => String(seq).padStart(10, '0');

export interface InboxItem extends Proposal {
  turnId: string;
  /** Whether that turn's reply is the one on screen (only then can it be approved). */
  shown: boolean;
  /** Earlier proposals of its turn that approving it approves too. */
  needs: string[];
}

/** What turns (those of one reply) did to memory: applied changes and proposals still waiting, counted. */
export interface TurnMemory {
  turns: string[];
  applied: ChangeCounts;
  pending: ChangeCounts;
  pendingCount: number;
  /** Nodes its changes touch (applied and proposed). */
  nodes: string[];
}

/** An approval that cannot be carried out; nothing was changed. */
export class ReviewError extends Error {}

const describeKey = (key: string) =>
  key.startsWith('n:') ? `Node ${key.slice(2)}` : key.startsWith('e:') ? `The edge ${key.slice(2).split('\u0002').join(' → ')}` : key;

/** Every proposal waiting for review, oldest turn first. */
export function inboxOf(turns: readonly TurnRecord[]): InboxItem[] {
  const out: InboxItem[] = [];
  for (const t of turns) {
    if (!t.proposed.length) continue;
    const list = t.proposed as Proposal[];
    for (const p of list) {
      const needs = closure(list, [p.id], 'needs')
        .map((x) => x.id)
        .filter((id) => id !== p.id);
      out.push({ ...p, turnId: t.id, shown: t.state === 'shown', needs });
    }
  }
  return out;
}

/** What kept turns (those of one reply) did to memory (null when they changed nothing). */
export function turnMemoryOf(turns: readonly TurnRecord[], turnIds: readonly string[]): TurnMemory | null {
  const ts = turns.filter((x) => turnIds.includes(x.id));
  const applied = ts.flatMap((t) => t.changes.filter((c) => !appliedUnderReview(c.key)));
  const pending = ts.flatMap((t) => t.proposed.flatMap((p) => p.changes));
  if (!applied.length && !pending.length) return null;
  return {
    turns: ts.map((t) => t.id),
    applied: countChanges(applied),
    pending: countChanges(pending),
    pendingCount: ts.reduce((n, t) => n + t.proposed.length, 0),
    nodes: nodesOf([...applied, ...pending]),
  };
}

/**
 * Applies the asked proposals of turn `t` (with the earlier ones they need) to the graph, checking
 * each record is still as proposed and each edge's nodes exist; on a refusal the graph is put back
 * and a ReviewError says why. Returns the applied changes and the turn's record as it is to be stored.
 */
export function planApproval(graph: MemoryGraph, t: TurnRecord, asked: readonly string[]) {
  const list = t.proposed as Proposal[];
  const take = closure(list, asked, 'needs');
  const c = new TurnChanges(graph);
  try {
    for (const p of take) {
      for (const x of p.changes) {
        if (JSON.stringify(graph.get(x.key)) !== JSON.stringify(x.before))
          throw new ReviewError(`${describeKey(x.key)} changed since this was proposed; reject the change and edit memory by hand.`);
        c.set(x.key, x.after);
      }
    }
    for (const x of c.changes()) {
      const e = x.after as MemoryEdge | null;
      if (x.key.startsWith('e:') && e && (!graph.nodes.has(e.from) || !graph.nodes.has(e.to)))
        throw new ReviewError(`The edge ${e.from} → ${e.relation} → ${e.to} needs a node that is gone.`);
    }
  } catch (e) {
    c.revert();
    throw e;
  }
  // The changes as they apply now: the turn's undo puts back what the graph held before the approval.
  const applied = take.flatMap((p) => p.changes.map((x) => ({ key: x.key, before: x.before, after: x.after })));
  const takenIds = new Set(take.map((p) => p.id));
  const record: TurnRecord = { ...t, changes: [...t.changes, ...applied], proposed: t.proposed.filter((p) => !takenIds.has(p.id)) };
  return { c, record, takenIds };
}

/** Which proposals rejecting `ids` drops (with the later ones of their turn that need them), per turn. */
export function planRejection(turns: readonly TurnRecord[], ids: readonly string[] | 'all') {
  const done: string[] = [];
  const puts: [string, TurnRecord][] = [];
  const next = new Map<TurnRecord, TurnRecord['proposed']>();
  for (const t of turns) {
    const list = t.proposed as Proposal[];
    const asked = ids === 'all' ? list.map((p) => p.id) : list.filter((p) => ids.includes(p.id)).map((p) => p.id);
    if (!asked.length) continue;
    const drop = new Set(closure(list, asked, 'neededBy').map((p) => p.id));
    const kept = t.proposed.filter((p) => !drop.has(p.id));
    next.set(t, kept);
    puts.push([seqKey(t.seq), { ...t, proposed: kept }]);
    done.push(...drop);
  }
  return { done, puts, next };
}
