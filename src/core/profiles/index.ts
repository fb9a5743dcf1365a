// Public exports of src/core/profiles (re-exported by src/core/index.ts). Documented in docs/api/profiles.md.

export { MODES, CAPSULE_MODES, isMode, type Mode, type CapsuleMode } from './modes.ts';
export type { ProfileWarning, WarningCode } from './messages.ts';
export { ProfileError } from './sanitize.ts';
export {
  parseProfile,
  defaultProfile,
  PROFILE_SCHEMAS,
  type Profile,
  type ProfileByMode,
  type ParseResult,
} from './parse.ts';
export {
  directorSchema,
  directorMainAgentSchema,
  directorSubAgentSchema,
  DIRECTOR_SUBAGENT_DEFAULT_ROUNDS,
  type DirectorProfile,
  type DirectorMainAgent,
  type DirectorSubAgent,
} from './schemas/director.ts';
export { loopSchema, type LoopProfile } from './schemas/loop.ts';
export { specSchema, type SpecProfile, type SpecStage, type SpecNode, type SpecAgent } from './schemas/spec.ts';
export { agendaSchema, type AgendaProfile, type AgendaWorker } from './schemas/agenda.ts';
export { packageAgendaProfile, FINAL_WORKER_ID, type BindablePackage, type PackageSession } from './package-profile.ts';
export { singleSchema, type SingleProfile } from './schemas/single.ts';
export { CAPSULE_POSITIONS, CAPSULE_ROLES, DEFAULT_CAPSULE_INSTRUCTION } from './common.ts';
export {
  TOOL_VERBS,
  agentToolFlags,
  toolNameFor,
  flagForTool,
  isToolEnabled,
  enabledToolNames,
  CORE_TOOL_NAMES,
  type ToolFlags,
  type ToolOverride,
  type ToolNamespace,
} from './tools.ts';
export { MODE_TOOL_NAMESPACES, defaultToolFlags, offeredVerbs } from '../modes/tools.ts';
export {
  handWrittenToolSchema,
  handWrittenToolsField,
  handWrittenToolCodeKey,
  handWrittenToolProblem,
  HAND_WRITTEN_TOOL_LIMITS,
  TOOL_NAME_PATTERN,
  type HandWrittenTool,
} from './hand-written-tools.ts';
/** @deprecated The earlier names of the hand-written tools' exports, kept so code written against them still runs. */
export {
  handWrittenToolSchema as handToolSchema,
  handWrittenToolsField as customToolsField,
  handWrittenToolCodeKey as handToolCodeKey,
  handWrittenToolProblem as handToolProblem,
  HAND_WRITTEN_TOOL_LIMITS as HAND_TOOL_LIMITS,
  type HandWrittenTool as HandTool,
} from './hand-written-tools.ts';
export { sha256Hex } from './sha256.ts';
export { lintPromptPresets, promptPresetFields, type PresetSkips } from './preset-lint.ts';
export {
  defaultLibrary,
  parsePresetLibrary,
  activePreset,
  createPreset,
  duplicatePreset,
  renamePreset,
  updatePreset,
  deletePreset,
  setActivePreset,
  presetScope,
  newPresetId,
  DEFAULT_PRESET_ID,
  type PresetEntry,
  type PresetLibrary,
} from './presets.ts';
export {
  effectiveProfile,
  createProfileResolver,
  type EffectiveProfile,
  type EffectiveProfileInput,
  type ProfileSource,
  type ProfileResolver,
} from './effective.ts';
export {
  exportProfile,
  exportProfileFile,
  importProfile,
  EXPORT_FORMATS,
  LUKER_FORMATS,
  type ProfileEnvelope,
  type ExportOptions,
  type ImportResult,
  type ImportOptions,
} from './envelope.ts';
export { stripSecrets, isSecretFieldName, looksLikeSecretValue } from './secrets.ts';
export type { EmbeddedSkill, EmbeddedSkillFile } from './embedded-skills.ts';
export {
  readOverride,
  saveOverride,
  clearOverride,
  overrideModes,
  readTroupeExtension,
  setCardSkills,
  TROUPE_CARD_VERSION,
  type CardLike,
  type TroupeCardExtension,
  type OverrideResult,
} from './card.ts';
export { readCardSkills, cardConsentKey, cardNeedsConsent } from './card-skills.ts';
export { lintProfile, referencedSkillNames, agentPolicies, mentionedSubagentIds, type LintIssue, type LintOptions, type LintSeverity } from './lint.ts';
export {
  shippedPresets,
  shippedPresetCost,
  shippedProfile,
  shippedDefault,
  shippedDefaultOf,
  firstStartPreset,
  firstStartLibrary,
  contentLangForLocale,
  profileContentLang,
  type ShippedPreset,
  type ContentLang,
} from './shipped.ts';
export { renderMainPrompt, renderTeamBlock, teamLanguage, TEAM_PLACEHOLDER, type TeamBlockInput } from './defaults/team.ts';
export { lacksEveryTool, HOST_CAPABILITY_NAMESPACES } from './tools.ts';
