// The skill package formats part (chunks/package-formats.js), loaded on first use: what reads a
// package (orchestrator.md and its workers' SKILL.md, registry.yaml, zips, the shipped packages) into
// a validated package, writes packages as a zip, and makes a package's skills for reading. Manage
// Skills and a first start need it; a start does not.
export { bundledRowsToPackages } from '../../core/skills/packages/bundled.ts';
export { loadSkillPackages } from '../../core/skills/packages/load.ts';
export { parseSkillPackage } from '../../core/skills/packages/parse.ts';
export { packageSkill } from '../../core/skills/packages/skills.ts';
export { exportPackageZip, importPackageZip } from '../../core/skills/packages/zip.ts';
export { skillIssue } from '../../core/skills/issues.ts';
