// Memory changes under review. With "Review memory changes" on for a chat, a kept turn's writes are
// not applied: each write tool call becomes one proposed change (its records before and after),
// stored with the turn it belongs to. Approving applies it as a change of that turn (so undo and redo
// with the reply still cover it); rejecting forgets it. A change can need an earlier one of the same
// turn (an edge to a node the turn created, a second edit of one node): approving takes what it
// needs along, rejecting takes what needs it along.
import type { RecordChange } from './journal.ts';
import type { MemoryEdge, MemoryNode } from './model.ts';

/** What one write tool call did. `write`: sets made outside a tool call. */
export type WriteKind = 'create' | 'edit' | 'delete' | 'link' | 'unlink' | 'compact' | 'write';

export interface Proposal {
  /** `<turn id>#<n>`: unique in the chat. */
  id: string;
  kind: WriteKind;
  changes: RecordChange[];
}

/** Records applied even under review: the id counters (so no later turn hands out a proposed node's id again). */
export const appliedUnderReview = (key: string): boolean => key === 'meta' || key === 'schema';

/** A turn's calls as proposals (the counters left out: they are applied). */
export function proposalsOf(turnId: string, calls: readonly { kind: string; changes: readonly RecordChange[] }[]): Proposal[] {
  const out: Proposal[] = [];
  for (const c of calls) {
    const changes = c.changes.filter((x) => !appliedUnderReview(x.key)).map((x) => ({ key: x.key, before: x.before, after: x.after }));
    if (changes.length) out.push({ id: `${turnId}#${out.length + 1}`, kind: c.kind as WriteKind, changes });
  }
  return out;
}

/** Node ids a proposal creates (absent before, present after). */
function created(p: Proposal): Set<string> {
  return new Set(p.changes.filter((c) => c.key.startsWith('n:') && c.before === null && c.after !== null).map((c) => c.key.slice(2)));
}

/** The earlier proposals of the same list each proposal needs (directly). */
export function needs(list: readonly Proposal[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  list.forEach((p, i) => {
    const set = new Set<string>();
    const keys = new Set(p.changes.map((c) => c.key));
    const ends = new Set<string>();
    for (const c of p.changes) {
      const e = (c.after ?? c.before) as MemoryEdge | null;
      if (c.key.startsWith('e:') && e) ends.add(e.from).add(e.to);
      const n = c.after as MemoryNode | null;
      if (c.key.startsWith('n:') && n) for (const child of n.children ?? []) ends.add(child);
    }
    for (const q of list.slice(0, i)) {
      if (q.changes.some((c) => keys.has(c.key)) || [...created(q)].some((id) => ends.has(id))) set.add(q.id);
    }
    out.set(p.id, set);
  });
  return out;
}

/** `ids` with everything they need (`needs`) or everything that needs them (`neededBy`), in list order. */
export function closure(list: readonly Proposal[], ids: readonly string[], direction: 'needs' | 'neededBy'): Proposal[] {
  const direct = needs(list);
  const take = new Set(ids.filter((id) => direct.has(id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, deps] of direct) {
      for (const d of deps) {
        const [from, to] = direction === 'needs' ? [id, d] : [d, id];
        if (take.has(from) && !take.has(to)) {
          take.add(to);
          grew = true;
        }
      }
    }
  }
  return list.filter((p) => take.has(p.id));
}

/** Counts of what changes did, for a line like "memory: +2 nodes, 1 edit". */
export interface ChangeCounts {
  created: number;
  edited: number;
  deleted: number;
  linked: number;
  unlinked: number;
  rolledUp: number;
}

export function countChanges(changes: readonly RecordChange[]): ChangeCounts {
  const n: ChangeCounts = { created: 0, edited: 0, deleted: 0, linked: 0, unlinked: 0, rolledUp: 0 };
  // The net change of each record (a node created then edited in one turn counts once, as created).
  const net = new Map<string, RecordChange>();
  for (const c of changes) {
    const old = net.get(c.key);
    net.set(c.key, old ? { key: c.key, before: old.before, after: c.after } : c);
  }
  for (const c of net.values()) {
    if (c.key.startsWith('n:')) {
      const after = c.after as MemoryNode | null;
      const before = c.before as MemoryNode | null;
      if (!before && after) after.level > 0 ? n.rolledUp++ : n.created++;
      else if (before && !after) n.deleted++;
      else if (before && after && before.parent === after.parent) n.edited++;
    } else if (c.key.startsWith('e:')) {
      if (!c.before && c.after) n.linked++;
      else if (c.before && !c.after) n.unlinked++;
    }
  }
  return n;
}

/** Node ids changes touch (nodes, and both ends of edges). */
export function nodesOf(changes: readonly RecordChange[]): string[] {
  const ids = new Set<string>();
  for (const c of changes) {
    if (c.key.startsWith('n:')) ids.add(c.key.slice(2));
    else if (c.key.startsWith('e:')) {
      const e = (c.after ?? c.before) as MemoryEdge | null;
      if (e) ids.add(e.from).add(e.to);
    }
  }
  return [...ids];
}

/** One part of a change as the review shows it: a node's fields before and after, or an edge added or removed. */
export type ChangePart =
  | {
      kind: 'node';
      id: string;
      name: string;
      type: string;
      action: 'created' | 'edited' | 'deleted';
      /** What differs: `name`, `field.<name>`, `tags`, `alwaysInject`, `parent`, `children` (absent: undefined). */
      entries: { path: string; before?: unknown; after?: unknown }[];
    }
  | { kind: 'edge'; action: 'added' | 'removed' | 'edited'; from: string; to: string; relation: string; note?: string };

const flat = (n: MemoryNode | null): Record<string, unknown> => {
  if (!n) return {};
  const out: Record<string, unknown> = { name: n.name };
  for (const [k, v] of Object.entries(n.fields)) out[`field.${k}`] = v;
  if (n.tags.length) out.tags = n.tags.join(', ');
  if (n.alwaysInject) out.alwaysInject = true;
  if (n.parent) out.parent = n.parent;
  if (n.children?.length) out.children = n.children.join(', ');
  return out;
};

/** A change's records as the review shows them (sources and times left out). */
export function changeParts(changes: readonly RecordChange[]): ChangePart[] {
  const out: ChangePart[] = [];
  for (const c of changes) {
    if (c.key.startsWith('n:')) {
      const before = c.before as MemoryNode | null;
      const after = c.after as MemoryNode | null;
      const node = (after ?? before)!;
      const [b, a] = [flat(before), flat(after)];
      const entries = [...new Set([...Object.keys(b), ...Object.keys(a)])]
        .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
        .map((path) => ({ path, ...(path in b ? { before: b[path] } : {}), ...(path in a ? { after: a[path] } : {}) }));
      out.push({ kind: 'node', id: node.id, name: node.name, type: node.type, action: !before ? 'created' : !after ? 'deleted' : 'edited', entries });
    } else if (c.key.startsWith('e:')) {
      const e = (c.after ?? c.before) as MemoryEdge;
      out.push({
        kind: 'edge',
        action: !c.before ? 'added' : !c.after ? 'removed' : 'edited',
        from: e.from,
        to: e.to,
        relation: e.relation,
        ...(e.note ? { note: e.note } : {}),
      });
    }
  }
  return out;
}
