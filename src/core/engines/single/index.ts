// Single mode (capsule): one node, one call.
export { runSingleCapsule } from './engine.ts';
export { singleConfigFromProfile } from './from-profile.ts';
export { SINGLE_ROUNDS_WITH_SKILLS } from './config.ts';
export type { SingleConfig } from './config.ts';
