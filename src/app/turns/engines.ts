// The engines chunk: what a turn runs (the director, the capsule turn, the turn runtime, the tools and
// the agent loop; each capsule mode's own engine is a chunk its descriptor loads, the active mode's only). The orchestrator loads it at the first generation Troupe runs, before it answers
// SillyTavern, so the app and the panel start without it and a failed load ends in a pass.
export { directorConfigFromProfile } from '../../core/engines/director/from-profile.ts';
export { runDirectorTurn } from '../../core/engines/director/engine.ts';
export { runCapsuleTurn } from '../../core/engines/capsule/turn.ts';
