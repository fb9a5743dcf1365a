// The one turn runtime every mode runs on, and the pieces it is made of.
export { openTurn, settleSection, describeEnd } from './turn.ts';
export type { Turn, TurnHosts, TurnEvent, EngineEvent, OpenTurnOptions, AgentRunSpec } from './turn.ts';
export { toolNamesFromFlags, routeOf } from './agent-config.ts';
export type { AgentConfig, AgentRoute } from './agent-config.ts';
export type { ProfileAdapterOptions } from './profile-options.ts';
export { agentMessages, joinBlocks } from './agent-messages.ts';
export type { AgentMessageParts } from './agent-messages.ts';
export {
  storyFromMessages,
  storyMessages,
  storyBackground,
  windowStart,
  estimateTokens,
  STORY_WINDOW_STEP,
  EMPTY_STORY,
  dedupeLore,
  plainReplyMessages,
  plainReplyChars,
} from './story.ts';
export type { StoryContext, StoryLoreEntry, StoryBudget, StoryRenderOptions } from './story.ts';
export { filterLorebook, filterStoryLore, compileLorebookFilter } from './lorebook-filter.ts';
export type { LorebookFilter } from './lorebook-filter.ts';
export { agentRequestOptions, wrapWithPreset } from './prompt-preset.ts';
export type { PromptPreset, PromptPresetSource, RequestOptions } from './prompt-preset.ts';
export { DIRECTOR_GENERATION_TYPES, CAPSULE_GENERATION_TYPES, isDirectorGenerationType, isCapsuleGenerationType } from './generation.ts';
export { modeRunsFor } from '../../modes/index.ts';
export type { DirectorGenerationType, CapsuleGenerationType } from './generation.ts';
export { Fold } from './fold.ts';
export type { FoldSection } from './fold.ts';
export { createFoldRenderer, microtaskScheduler, timerScheduler } from './fold-renderer.ts';
export type { FoldRenderer, Scheduler } from './fold-renderer.ts';
export { guardSlot } from './slot.ts';
export type { ReplyAuthor, ReplySlot, SlotGuard } from './slot.ts';
export { resolveAgentSkills, NO_SKILLS } from './agent-skills.ts';
export type { AgentSkills } from './agent-skills.ts';
export { availableLoopTools, pickTools } from './loop-tools.ts';
export type { LoopToolHosts } from './loop-tools.ts';
export { createSemaphore } from './semaphore.ts';
export type { Semaphore } from './semaphore.ts';
export { streamToFold, retryPartialResponses } from './live-section.ts';
export type { TurnBudget, BudgetExcess } from './budget.ts';
