// Ordering and sizing a skill's files for display.
import type { SkillFile } from '../../../src/core/skills/types.ts';
import { utf8Length } from '../../common/format.ts';

export function isText(file: SkillFile): file is SkillFile & { text: string } {
  return typeof file.text === 'string';
}

export function fileSize(file: SkillFile): number {
  return isText(file) ? utf8Length(file.text) : (file.bytes?.length ?? 0);
}

/** SKILL.md first, then the rest by path. */
export function sortFiles(files: readonly SkillFile[]): SkillFile[] {
  return [...files].sort((a, b) => {
    if (a.path === 'SKILL.md') return -1;
    if (b.path === 'SKILL.md') return 1;
    return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
  });
}
