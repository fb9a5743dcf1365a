// The package skills part (chunks/package-skills.js): a bound package's orchestrator and worker skills
// as a turn of its chat gets them (it reads the workers' SKILL.md). Loaded at the first turn of a
// chat bound to a package.
export { packageSkills } from '../../core/skills/packages/skills.ts';
