// summarizeSkill: the listing entry of a skill, without file contents.
import type { Skill, SkillSummary } from './types.ts';

export function summarizeSkill(skill: Skill): SkillSummary {
  return {
    name: skill.name,
    scope: skill.scope,
    description: skill.manifest.description,
    tags: [...skill.manifest.tags],
    fileCount: skill.files.length,
    size: skill.size,
    hash: skill.hash,
  };
}
