// Director mode (takeover): the turn runtime plus dispatch, the message tools and finalize.
export { runDirectorTurn, DIRECTOR_GENERATION_TYPES, isDirectorGenerationType } from './engine.ts';
export type { DirectorTurnInput, DirectorTurnResult, DirectorEvent, DirectorOutcome, DirectorGenerationType } from './engine.ts';
export { directorConfigFromProfile } from './from-profile.ts';
export type { DirectorProfileOptions } from './from-profile.ts';
export { DEFAULT_DIRECTOR_LIMITS } from './config.ts';
export type { DirectorConfig, DirectorAgentConfig, DirectorSubAgentConfig, DirectorLimits } from './config.ts';
export { createDispatcher } from './subagents.ts';
export type { Dispatcher, DispatcherOptions, DispatchRequest, SubagentRecord, SubagentResult, SubagentStatus, SubagentOutcome } from './subagents.ts';
