// The memory part (chunks/memory-part.js): the graph engine and the record checks, loaded by
// MemoryService at first use — a turn with memory on, the Memory viewer opened. The viewer's actions
// (list, detail, graph layout, edits, export / import) are a part of their own, which a turn never needs.
import { lazyPart } from '../../ports/lazy-part.ts';

export { MEMORY_RECORD_CHECKS, MemoryEngine } from './memory-engine.ts';

export const memoryActionsPart = lazyPart(import.meta.url, () => import('./memory-actions.ts'));
export { nodeFollowsEntry, nodesFromEntries } from './lore-ops.ts';
