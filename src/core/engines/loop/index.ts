// Loop mode (capsule): one agent in a tool loop ending with finalize({capsule_text}).
export { runLoopCapsule, loopSection } from './engine.ts';
export { loopConfigFromProfile } from './from-profile.ts';
export { LOOP_MIN_WALL_CLOCK_MS, LOOP_NO_TOOL_STREAK } from './config.ts';
export type { LoopConfig } from './config.ts';
