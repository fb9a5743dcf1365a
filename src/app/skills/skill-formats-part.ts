// Where the skill formats part (skill-formats.ts: SKILL.md's YAML, zips, URLs) is opened: the skills
// service and the shipped skills share this one.
import { lazyPart } from '../../ports/lazy-part.ts';

export type SkillFormats = typeof import('./skill-formats.ts');

export const skillFormatsPart = lazyPart(import.meta.url, () => import('./skill-formats.ts'));
