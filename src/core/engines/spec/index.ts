// Spec mode (capsule): stages of worker and review nodes.
export { runSpecCapsule } from './engine.ts';
export { specConfigFromProfile } from './from-profile.ts';
export { validateSpecConfig } from './validate.ts';
export type { SpecConfigIssue } from './validate.ts';
export { reviewTools } from './review-tools.ts';
export type { ReviewDecision, ReviewToolsOptions } from './review-tools.ts';
export type { SpecConfig, SpecStageConfig, SpecNodeConfig } from './config.ts';
