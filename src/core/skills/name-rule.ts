// The skill name rule (a folder name, and SKILL.md's `name`): on its own so that what only checks a
// name (the UI, the commands) does not load the frontmatter reader.
export const SKILL_NAME_RE = /^[a-z0-9][a-z0-9_-]{0,127}$/;
