// The engines chunk: what every turn runs (the capsule turn, the turn runtime, the tools and the agent
// loop); each mode's own engine, the director's too, is a chunk its descriptor loads (`engine()`), the
// active mode's only. The orchestrator loads it at the first generation Troupe runs, before it answers
// SillyTavern, so the app and the panel start without it and a failed load ends in a pass.
export { runCapsuleTurn } from '../../core/engines/capsule/turn.ts';
export { curatorOnThisTurn, runAfterReply, shippedMemoryCurator, withMemoryCurator } from '../../core/engines/director/curator.ts';
