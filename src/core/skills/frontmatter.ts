// SKILL.md: YAML frontmatter between two `---` lines, then Markdown. Reads the manifest from it.
import { load } from 'js-yaml';
import { SKILL_LIMITS } from './limits.ts';
import { describeValue, skillIssue } from './issues.ts';
import { SKILL_NAME_RE } from './name-rule.ts';
import type { SkillIssue, SkillManifest } from './types.ts';

export { SKILL_NAME_RE };

/** The frontmatter text and the body, or the rule that fails. Line endings become LF. */
export function splitFrontmatter(text: string): { yaml: string; body: string } | { rule: 'frontmatter-missing' | 'frontmatter-unclosed' } {
  let t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  t = t.replace(/\r\n?/g, '\n');
  const first = t.indexOf('\n');
  const opening = first === -1 ? t : t.slice(0, first);
  if (!/^---[ \t]*$/.test(opening)) return { rule: 'frontmatter-missing' };
  const close = /^(?:---|\.\.\.)[ \t]*$/m;
  const rest = first === -1 ? '' : t.slice(first + 1);
  const m = close.exec(rest);
  if (!m) return { rule: 'frontmatter-unclosed' };
  const yaml = rest.slice(0, m.index);
  let body = rest.slice(m.index + m[0].length);
  if (body.startsWith('\n')) body = body.slice(1);
  return { yaml, body };
}

function scalarText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

function readTags(v: unknown): string[] {
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (!Array.isArray(v)) return [];
  const out: string[] = [];
  for (const t of v) {
    const s = scalarText(t);
    if (s) out.push(s);
  }
  return out;
}

/** YAML reads `version: 1.0` as the number 1; take the text as written when it is still there. */
function versionText(v: unknown, yaml: string): string | undefined {
  if (typeof v !== 'number') return scalarText(v);
  const m = /^[ \t]*version[ \t]*:[ \t]*([0-9][^\s#]*)/m.exec(yaml);
  return m && Number(m[1]) === v ? m[1] : String(v);
}

function portabilityProblem(name: string): string | null {
  if (name.length > 64) return 'at most 64 characters';
  if (name.includes('_')) return 'no underscores';
  if (name.startsWith('-') || name.endsWith('-')) return 'no leading or trailing hyphen';
  if (name.includes('--')) return 'no double hyphen';
  return null;
}

/** Whether `value`, with every shared (aliased) part counted as often as it appears, holds more than `max` values. */
function expandsBeyond(value: unknown, max: number): boolean {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (++count > max) return true;
    if (v && typeof v === 'object') for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push(child);
  }
  return false;
}

export interface ManifestResult {
  manifest?: SkillManifest;
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

/**
 * Reads SKILL.md's manifest. `file` names SKILL.md in messages; `skill` is the folder, if known.
 * Unknown frontmatter keys are kept in `manifest.frontmatter`.
 */
export function readManifest(text: string, file = 'SKILL.md', skill?: string): ManifestResult {
  const issues: SkillIssue[] = [];
  const warnings: SkillIssue[] = [];
  const split = splitFrontmatter(text);
  if ('rule' in split) return { issues: [skillIssue(split.rule, file, {}, skill)], warnings };

  let data: unknown;
  // js-yaml refuses an empty document; an empty block is simply "not a mapping".
  if (!/^[ \t]*[^\s#]/m.test(split.yaml)) return { issues: [skillIssue('frontmatter-not-mapping', file, { got: 'empty' }, skill)], warnings };
  try {
    // js-yaml 5's default schema is the safe core schema: no code, no custom tags.
    data = load(split.yaml, { filename: file, maxAliases: 100 });
  } catch (e) {
    const detail = (e instanceof Error ? e.message : String(e)).split('\n')[0];
    return { issues: [skillIssue('frontmatter-yaml', file, { detail }, skill)], warnings };
  }
  // Aliases let a few lines stand for billions of values; anything that walks the result (hashing,
  // export, JSON) would expand them all. Count the values as expanded, and stop early.
  if (expandsBeyond(data, SKILL_LIMITS.maxFrontmatterValues)) return { issues: [skillIssue('frontmatter-aliases', file, {}, skill)], warnings };
  if (data === null || data === undefined || typeof data !== 'object' || Array.isArray(data)) {
    const got = data === null || data === undefined ? 'empty' : describeValue(data);
    return { issues: [skillIssue('frontmatter-not-mapping', file, { got }, skill)], warnings };
  }
  const fm = data as Record<string, unknown>;

  let name = '';
  if (fm.name === undefined || fm.name === null || fm.name === '') issues.push(skillIssue('name-missing', file, {}, skill));
  else {
    const s = scalarText(fm.name);
    if (s === undefined) issues.push(skillIssue('name-type', file, { got: describeValue(fm.name) }, skill));
    else if (!SKILL_NAME_RE.test(s)) issues.push(skillIssue('name-invalid', file, { name: s }, skill));
    else {
      name = s;
      const why = portabilityProblem(s);
      if (why) warnings.push(skillIssue('name-not-portable', file, { name: s, why }, skill));
    }
  }

  let description = '';
  const d = fm.description;
  if (d === undefined || d === null) issues.push(skillIssue('description-missing', file, {}, skill));
  else {
    const s = scalarText(d);
    if (s === undefined) issues.push(skillIssue('description-type', file, { got: describeValue(d) }, skill));
    else if (s === '') issues.push(skillIssue('description-missing', file, {}, skill));
    else if (s.length > SKILL_LIMITS.maxDescriptionChars) issues.push(skillIssue('description-too-long', file, { length: s.length }, skill));
    else {
      description = s;
      if (s.length > SKILL_LIMITS.descriptionWarnChars) warnings.push(skillIssue('description-long', file, { length: s.length }, skill));
    }
  }

  let license: string | undefined;
  if (fm.license !== undefined && fm.license !== null) {
    license = scalarText(fm.license);
    if (license === undefined) warnings.push(skillIssue('field-ignored', file, { field: 'license', why: 'is not text' }, skill));
  }

  let meta: Record<string, unknown> = {};
  if (fm.metadata !== undefined && fm.metadata !== null) {
    if (typeof fm.metadata === 'object' && !Array.isArray(fm.metadata)) meta = fm.metadata as Record<string, unknown>;
    else warnings.push(skillIssue('field-ignored', file, { field: 'metadata', why: 'is not a mapping' }, skill));
  }
  const tags = [...new Set([...readTags(meta.tags), ...readTags(fm.tags)])];
  const author = scalarText(meta.author ?? fm.author);
  const version = versionText(meta.version ?? fm.version, split.yaml);

  if (issues.length) return { issues, warnings };
  const manifest: SkillManifest = { name, description, tags, frontmatter: fm, body: split.body };
  if (license) manifest.license = license;
  if (author) manifest.author = author;
  if (version) manifest.version = version;
  return { manifest, issues, warnings };
}
