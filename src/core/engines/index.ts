// Public exports of src/core/engines (re-exported by src/core/index.ts).
export { runDirectorTurn, DIRECTOR_GENERATION_TYPES, isDirectorGenerationType, directorConfigFromProfile, DEFAULT_DIRECTOR_LIMITS, createDispatcher } from './director/index.ts';
export type {
  DirectorTurnInput, DirectorTurnResult, DirectorEvent, DirectorOutcome, DirectorGenerationType,
  DirectorConfig, DirectorAgentConfig, DirectorSubAgentConfig, DirectorLimits, DirectorProfileOptions,
  Dispatcher, DispatcherOptions, DispatchRequest, SubagentRecord, SubagentResult, SubagentStatus, SubagentOutcome,
} from './director/index.ts';
// Shared pieces every mode composes.
export { Fold } from './shared/fold.ts';
export type { FoldSection } from './shared/fold.ts';
export { createFoldRenderer, microtaskScheduler, timerScheduler } from './shared/fold-renderer.ts';
export type { FoldRenderer, Scheduler } from './shared/fold-renderer.ts';
export { guardSlot } from './shared/slot.ts';
export type { ReplySlot, SlotGuard } from './shared/slot.ts';
export { resolveAgentSkills, NO_SKILLS } from './shared/agent-skills.ts';
export type { AgentSkills } from './shared/agent-skills.ts';
export { availableLoopTools, pickTools } from './shared/loop-tools.ts';
export type { LoopToolHosts } from './shared/loop-tools.ts';
export { storyContextMessages, roleText, joinBlocks } from './shared/agent-messages.ts';
export { createSemaphore } from './shared/semaphore.ts';
export { streamToFold, retryPartialResponses } from './shared/live-section.ts';
export type { Semaphore } from './shared/semaphore.ts';
// Capsule modes (loop, spec, agenda, single) and their common entry.
export * from './capsule/index.ts';
export * from './loop/index.ts';
export * from './spec/index.ts';
export * from './agenda/index.ts';
export * from './single/index.ts';
