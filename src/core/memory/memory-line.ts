// The memory line of a reply: what its turn did to memory, in one line ("memory: +2 nodes, 1 edit ·
// pending review: +1 link"). The words come from the UI's strings (the chat area's `fold.memory.*`),
// handed in as a translator: the page's reasoning fold and SillyTavern's line under a reply's
// reasoning both write it with this one function.
import type { ChangeCounts } from './proposals.ts';

/** The strings the line is made of (keys of the chat area's table). */
export type MemoryLineKey =
  | 'fold.memory.created'
  | 'fold.memory.edited'
  | 'fold.memory.deleted'
  | 'fold.memory.linked'
  | 'fold.memory.unlinked'
  | 'fold.memory.rolledUp'
  | 'fold.memory.line'
  | 'fold.memory.pendingPart'
  | 'fold.memory.sep'
  | 'fold.memory.show';

/** A translator of those keys (the chat area's `ct`). */
export type MemoryLineText = (key: MemoryLineKey, params?: Record<string, string | number>) => string;

/** What a reply's turns did to memory: changes applied, and proposals still waiting for review. */
export interface MemoryLineCounts {
  applied: ChangeCounts;
  pending: ChangeCounts;
  pendingCount: number;
}

const COUNTS = ['created', 'edited', 'deleted', 'linked', 'unlinked', 'rolledUp'] as const;

/** "+2 nodes, 1 edit" (empty when nothing). */
function countsText(c: ChangeCounts, t: MemoryLineText): string {
  return COUNTS.filter((k) => c[k] > 0)
    .map((k) => t(`fold.memory.${k}`, { n: c[k] }))
    .join(t('fold.memory.sep'));
}

/** The line: "memory: +2 nodes, 1 edit", then what waits for review. */
export function memoryLine(m: MemoryLineCounts, t: MemoryLineText): string {
  const applied = countsText(m.applied, t);
  const pending = m.pendingCount ? countsText(m.pending, t) : '';
  const parts = [applied, pending ? t('fold.memory.pendingPart', { parts: pending }) : ''].filter(Boolean);
  return t('fold.memory.line', { parts: parts.join(' · ') });
}
