// Public exports of src/core/engines (re-exported by src/core/index.ts).
export * from './runtime/index.ts';
export { runDirectorTurn, directorConfigFromProfile, DEFAULT_DIRECTOR_LIMITS, createDispatcher } from './director/index.ts';
export type {
  DirectorTurnInput,
  DirectorTurnResult,
  DirectorEvent,
  DirectorOutcome,
  DirectorConfig,
  DirectorAgentConfig,
  DirectorSubAgentConfig,
  DirectorLimits,
  DirectorProfileOptions,
  Dispatcher,
  DispatcherOptions,
  DispatchRequest,
  SubagentRecord,
  SubagentResult,
  SubagentStatus,
  SubagentOutcome,
} from './director/index.ts';
// memory_curator without the whole team (director's after wave, or after a reply the host wrote).
export { MEMORY_CURATOR_ID, shippedMemoryCurator, withMemoryCurator, curatorOnThisTurn, runAfterReply } from './director/curator.ts';
export type { AfterReplyInput, AfterReplyResult } from './director/curator.ts';
// Capsule modes (loop, spec, agenda, single) and their common entry.
export * from './capsule/index.ts';
export * from './loop/index.ts';
export * from './spec/index.ts';
export * from './agenda/index.ts';
export * from './single/index.ts';
