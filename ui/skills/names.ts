// The skill name rule, checked in the UI for immediate feedback (the core validates again).
export const SKILL_NAME_PATTERN = '[a-z0-9][a-z0-9_-]{0,127}';
export const SKILL_NAME_RE = new RegExp(`^${SKILL_NAME_PATTERN}$`);

export function isValidSkillName(name: string): boolean {
  return SKILL_NAME_RE.test(name);
}
