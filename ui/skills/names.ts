// The skill name rule (from the core), checked in the UI for immediate feedback.
import { SKILL_NAME_RE } from '../../src/core/skills/name-rule.ts';

export { SKILL_NAME_RE };
/** The rule as shown to users, e.g. `[a-z0-9][a-z0-9_-]{0,127}`. */
export const SKILL_NAME_PATTERN = SKILL_NAME_RE.source.replace(/^\^|\$$/g, '');

export function isValidSkillName(name: string): boolean {
  return SKILL_NAME_RE.test(name);
}
