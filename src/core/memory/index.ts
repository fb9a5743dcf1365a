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
export { memoryToolNames } from './tool-names.ts';

import type { Tool } from '../agent/tool.ts';
import type { MemoryTurnAccess } from './access.ts';
import { memoryReadTools } from './tools/read-tools.ts';
import { memoryWriteTools } from './tools/write-tools.ts';

/** Every memory tool of one turn (memory_vector_search only with vectors). */
export function memoryTools(a: MemoryTurnAccess): Tool[] {
  return [...memoryReadTools(a), ...memoryWriteTools(a)];
}
