// The skill formats part (chunks/skill-formats.js), loaded on first use: what turns files into
// validated skills — SKILL.md with its YAML frontmatter, zips, a URL's files, skills embedded in a
// profile, card or preset file, the shipped skills — and writes a skill as a zip. Installing,
// editing, exporting and a first start need it; a start and a turn do not (a stored skill keeps its
// parsed manifest).
export { parseSkill } from '../../core/skills/parse.ts';
export { diffSkillFiles } from '../../core/skills/file-diff.ts';
export { exportSkillZip } from '../../core/skills/zip-export.ts';
export { bundledRowsToSkills, planBundledImport } from '../../core/skills/bundled.ts';
export { fetchSkillsFromUrl, refetchSource } from '../url-install/fetch-source.ts';
export { parsePickedSource } from './skill-sources.ts';
export { skillTemplate } from './skill-template.ts';
export { fromEmbedded } from './embedded-read.ts';
export { skillIssue } from '../../core/skills/issues.ts';
