// The catalog appended to an agent's system message: names and descriptions of its visible skills.

/** The line after the catalog that tells the agent how to get at a skill's content. */
export const SKILL_CATALOG_HINT = '(To read a skill, call skill_read with its name.)';

/** One line per description: whitespace runs collapse, and the block's own tags cannot be faked. */
const NEEDS_CLEANING = /[^\S ]| {2}|^ | $|<\/?available_skills>/i;

function oneLine(s: string): string {
  if (!NEEDS_CLEANING.test(s)) return s;
  return s
    .replace(/<\/?available_skills>/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `<available_skills>` with one `- name: description` line per skill, in the order given, then
 * `</available_skills>` and a line on skill_read / skill_search (`hint`: that line in the team's
 * language). An empty list gives ''.
 */
export function renderSkillCatalog(skills: readonly { name: string; description: string }[], hint: string = SKILL_CATALOG_HINT): string {
  if (skills.length === 0) return '';
  let out = '<available_skills>\n';
  for (const s of skills) out += `- ${s.name}: ${oneLine(s.description)}\n`;
  return out + '</available_skills>\n' + hint;
}
