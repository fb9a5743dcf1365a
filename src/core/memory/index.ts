// The memory graph (per chat): model, in-memory graph with its indexes, turn changes and replay,
// the write operations, and the memory_* tools.
export * from './model.ts';
export { MemoryGraph } from './graph.ts';
export { KeywordIndex, tokenize } from './keyword-index.ts';
export { VectorIndex } from './vector-index.ts';
export { TurnChanges, replay, type RecordChange } from './journal.ts';
export { MemoryError, parseFloors, LIMITS as MEMORY_LIMITS } from './edit.ts';
export { editContext, floorsOf, lastFloor, type MemoryTurnAccess, type VectorCollection, type VectorSearch } from './access.ts';
export { memoryReadTools, expandSeeds } from './tools/read-tools.ts';
export { memoryWriteTools } from './tools/write-tools.ts';
export { memoryDigest, nodeText, textHash } from './digest.ts';
export { openAiEmbeddings, type EmbeddingsConnection } from './embeddings-client.ts';
export { forceLayout, type LayoutNode } from './layout.ts';

import type { Tool } from '../agent/tool.ts';
import type { MemoryTurnAccess } from './access.ts';
import { memoryReadTools } from './tools/read-tools.ts';
import { memoryWriteTools } from './tools/write-tools.ts';

/** Every memory tool of one turn (memory_vector_search only with vectors). */
export function memoryTools(a: MemoryTurnAccess): Tool[] {
  return [...memoryReadTools(a), ...memoryWriteTools(a)];
}

/** The memory tool names a host offers (with or without vector search). */
export function memoryToolNames(withVectors: boolean): string[] {
  return [
    'memory_schema', 'memory_list_candidates', 'memory_edge_summary', 'memory_node_brief', 'memory_expand_seeds',
    'memory_keyword_search', ...(withVectors ? ['memory_vector_search'] : []), 'memory_find_by_name', 'memory_compaction_candidates',
    'memory_node_create', 'memory_node_edit', 'memory_node_delete', 'memory_link_upsert', 'memory_link_delete', 'memory_compact_nodes',
  ];
}
