// Skills: the installed skills and their scopes (skills-service.ts), the contract Manage Skills talks to
// (skills-contract.ts), the shipped skills and their updates, skills embedded in cards, presets and
// profile files, and the skill formats part (loaded on first use).
export { SkillsService, type SkillsServiceOptions } from './skills-service.ts';
export type { ActionResult, InstallOptions, InstallResult, SkillsActions } from './skills-contract.ts';
