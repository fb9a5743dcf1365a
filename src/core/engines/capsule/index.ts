// Shared pieces of the capsule modes and their common entry, runCapsuleTurn.
export { runCapsuleTurn } from './turn.ts';
export type { CapsuleTurnInput, CapsuleTurnCommon, CapsuleTurnResult, CapsuleOutcome, CapsuleProfileByMode, CapsuleEvent } from './turn.ts';
export { buildCapsuleText, joinOutputs } from './capsule-text.ts';
export { capsuleInjection, CAPSULE_PLACEMENT } from './injection.ts';
export type { CapsuleInjection, CapsuleSettings, CapsuleAnchor, CapsuleRole, CapsulePlacement } from './injection.ts';
export { createCapsuleCache, capsuleKey, turnAnchor, sameKey } from './swipe-cache.ts';
export type { CapsuleCache, CapsuleKey, CachedCapsule, TurnAnchor } from './swipe-cache.ts';
export { CAPSULE_MESSAGES, capsuleMessage } from './messages.ts';
export type { CapsuleReason } from './messages.ts';
export { renderTemplate, templateVariables, formatOutputs } from './template.ts';
export { readStory } from './story.ts';
export type { StorySource, StoryView } from './story.ts';
export { textOutputTool, finalizeCapsuleTool, finalGuidanceTool, submitResultTool, nodeOutputTool } from './output-tools.ts';
export { nodeMessages, NODE_FRAME } from './node-messages.ts';
export type { CapsuleRuntime, CapsuleContext, CapsuleModeResult, CapsuleModeStatus, CapsuleEngineEvent, CapsuleLimit } from './runtime.ts';
/** The options of the capsule profile adapters (the same as every adapter's). */
export type { ProfileAdapterOptions as CapsuleProfileOptions } from '../runtime/profile-options.ts';
/** One capsule agent: the same AgentConfig every mode uses. */
export type { AgentConfig as CapsuleAgentConfig } from '../runtime/agent-config.ts';
