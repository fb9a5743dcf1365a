// Turning what the user picked (zips, a folder, loose files) into validated skills.
import { skillFromFileList, skillFromSkillMd } from '../../core/skills/file-list.ts';
import { parseSkill } from '../../core/skills/parse.ts';
import type { Skill, SkillIssue, SkillScope } from '../../core/skills/types.ts';
import { importSkillZip } from '../../core/skills/zip-import.ts';
import type { ReadFile } from './read-files.ts';

export interface ParsedSource {
  skills: Skill[];
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

const isZip = (f: ReadFile) => /\.zip$/i.test(f.name) || (f.bytes[0] === 0x50 && f.bytes[1] === 0x4b);
const decoder = new TextDecoder();

/**
 * `zip`: every file is an archive. `folder`: paths start with the picked folder's name.
 * `files`: zips are read as archives; a lone `.md` is a SKILL.md; other loose files form one skill
 * whose SKILL.md sits among them (the name then comes from its frontmatter).
 */
export function parsePickedSource(kind: 'zip' | 'folder' | 'files', files: readonly ReadFile[], scope: SkillScope): ParsedSource {
  const out: ParsedSource = { skills: [], issues: [], warnings: [] };
  const add = (r: { skill?: Skill; skills?: Skill[]; issues: SkillIssue[]; warnings: SkillIssue[] }) => {
    if (r.skill) out.skills.push(r.skill);
    if (r.skills) out.skills.push(...r.skills);
    out.issues.push(...r.issues);
    out.warnings.push(...r.warnings);
  };
  if (kind === 'folder') {
    add(
      skillFromFileList(
        files.map((f) => ({ path: f.path, bytes: f.bytes })),
        { scope },
      ),
    );
    return out;
  }
  const zips = kind === 'zip' ? files : files.filter(isZip);
  for (const z of zips) add(importSkillZip(z.bytes, { scope, fileName: z.name }));
  const loose = kind === 'zip' ? [] : files.filter((f) => !isZip(f));
  if (loose.length === 1 && /\.md$/i.test(loose[0]!.name)) {
    add(skillFromSkillMd(decoder.decode(loose[0]!.bytes), loose[0]!.name, { scope }));
  } else if (loose.length) {
    add(
      parseSkill(
        loose.map((f) => ({ path: f.name, bytes: f.bytes })),
        { scope },
      ),
    );
  }
  return out;
}
