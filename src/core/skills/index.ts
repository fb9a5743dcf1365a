// Public exports of src/core/skills (re-exported by src/core/index.ts). Documented in docs/api/skills.md.
export type { Skill, SkillFile, SkillIssue, SkillManifest, SkillPolicy, SkillScope, SkillSummary } from './types.ts';

export { SKILL_LIMITS, type SkillLimits } from './limits.ts';
export { skillRuleText, type SkillRule } from './issues.ts';
export { parseSkill, type ParseSkillOptions, type ParseSkillResult } from './parse.ts';
export { SKILL_NAME_RE } from './name-rule.ts';
export { checkSkillPath } from './paths.ts';
export { hashSkillFiles } from './hash.ts';
export { summarizeSkill } from './summary.ts';

export { skillFromFileList, skillFromSkillMd, type SkillImportOptions, type SkillImportResult } from './file-list.ts';
export { importSkillZip, type ZipImportOptions } from './zip-import.ts';
export { exportSkillZip } from './zip-export.ts';

export {
  parseScope,
  formatScope,
  scopeRank,
  scopeApplies,
  isSkillScope,
  isPromptPresetScope,
  forPromptPreset,
  type ScopeRef,
  type SkillContext,
} from './scope.ts';
export { resolveInstalled } from './installed.ts';
export {
  resolveVisibleSkills,
  explainVisibleSkills,
  type SkillPolicies,
  type VisibilityRule,
  type SkillVisibilityState,
  type SkillVisibilityEntry,
  type SkillVisibilityExplanation,
} from './visibility.ts';
export { renderSkillCatalog, SKILL_CATALOG_HINT } from './catalog.ts';
export { createSkillTools, SKILL_TOOL_NAMES, type SkillListEntry, type SkillSearchResult } from './tools.ts';
export type { ReadLinesResult as SkillReadResult } from './read-lines.ts';
export type { SearchHit as SkillSearchHit } from './search.ts';

export { bundledRowsToSkills, planBundledImport, type BundledRow, type BundledImportPlan } from './bundled.ts';

export * from './packages/index.ts';
