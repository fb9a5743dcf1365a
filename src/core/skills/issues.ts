// Every problem the skills library reports, as a rule code plus a plain-English message.
// The messages live here, in one table, so a UI can translate by rule code later.
import type { SkillIssue } from './types.ts';
import { SKILL_LIMITS as L } from './limits.ts';
import { groupDigits } from '../numbers.ts';

type P = Record<string, string | number | undefined>;

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(n % (1024 * 1024) === 0 ? 0 : 1)} MB`;
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
const size = (n: number) => (n >= 1024 * 1024 ? mb(n) : n >= 1024 ? kb(n) : `${n} bytes`);

const MESSAGES = {
  // Files and paths
  'file-content': () => 'a file needs exactly one of `text` or `bytes`',
  'path-empty': () => 'the path is empty',
  'path-absolute': () => 'absolute paths are not allowed; paths are relative to the skill folder',
  'path-drive': () => 'drive letters are not allowed in paths',
  'path-backslash': () => 'backslashes are not allowed in paths; separate folders with /',
  'path-traversal': () => '"." and ".." are not allowed as path segments',
  'path-empty-segment': () => 'empty path segments (a double or trailing /) are not allowed',
  'path-control-char': () => 'control characters are not allowed in paths',
  'path-bidi': () => 'text-direction control characters (such as U+202E) are not allowed in paths: they make a name look like another',
  'path-case-duplicate': (p: P) => `this path differs from "${p.other}" only in upper / lower case; the two would collide on most systems`,
  'path-too-long': () => `the path is longer than ${L.maxPathLength} characters`,
  'path-duplicate': () => 'this path appears more than once',
  'too-many-files': (p: P) => `the skill has ${p.count} files; at most ${L.maxFiles} are allowed`,
  'file-too-large': (p: P) => `the file is ${size(Number(p.bytes))}; at most ${mb(L.maxFileBytes)} per file`,
  'skill-too-large': (p: P) => `the skill is ${size(Number(p.bytes))} in total; at most ${mb(L.maxSkillBytes)} per skill`,
  'skill-md-too-large': (p: P) => `SKILL.md is ${size(Number(p.bytes))}; at most ${kb(L.maxSkillMdBytes)}`,
  'skill-md-not-text': () => 'SKILL.md must be UTF-8 text',
  'skill-md-missing': (p: P) =>
    p.found ? `no SKILL.md in the skill folder (found "${p.found}": the file must be named SKILL.md)` : 'no SKILL.md in the skill folder',
  'no-skill': () => 'no SKILL.md found: a skill is a folder with a SKILL.md file',
  'skill-duplicate-name': (p: P) => `${p.count} folders hold a skill named "${p.name}" (${p.folders}); rename all but one — none of them was installed`,
  'ignored-file': (p: P) => `ignored: ${p.why}`,

  // SKILL.md frontmatter
  'frontmatter-missing': () => 'SKILL.md must start with YAML frontmatter: a first line "---"',
  'frontmatter-unclosed': () => 'the YAML frontmatter is not closed by a line "---"',
  'frontmatter-yaml': (p: P) => `the YAML frontmatter does not parse: ${p.detail}`,
  'frontmatter-aliases': () =>
    `the YAML frontmatter expands to more than ${groupDigits(L.maxFrontmatterValues)} values through aliases (a "billion laughs" pattern); refusing it`,
  'frontmatter-not-mapping': (p: P) => `the YAML frontmatter must be a mapping of keys to values, not ${p.got}`,
  'name-missing': () => 'the frontmatter has no `name`',
  'name-type': (p: P) => `\`name\` must be text, not ${p.got}`,
  'name-invalid': (p: P) => `the name "${p.name}" is not allowed: use 1–${L.maxNameLength} characters from a-z, 0-9, _ and -, starting with a letter or digit`,
  'name-folder-mismatch': (p: P) => `the name "${p.name}" differs from its folder name "${p.folder}"; they must be equal`,
  'name-not-portable': (p: P) => `the name "${p.name}" does not meet the Agent Skills rule (${p.why}); other tools may reject it`,
  'description-missing': () => 'the frontmatter has no `description` (or it is empty)',
  'description-type': (p: P) => `\`description\` must be text, not ${p.got}`,
  'description-too-long': (p: P) => `the description has ${p.length} characters; at most ${L.maxDescriptionChars} are allowed`,
  'description-long': (p: P) =>
    `the description has ${p.length} characters, over the Agent Skills limit of ${L.descriptionWarnChars}; accepted, but other tools may cut it`,
  'field-ignored': (p: P) => `\`${p.field}\` ${p.why}; it was ignored`,

  // Skill packages: an orchestrator.md plus workers/<id>/SKILL.md
  'no-package': () => 'no skill package found: a package is a folder with an orchestrator.md (under novel/ or dialogue/, or listed in registry.yaml)',
  'package-field-missing': (p: P) => `the frontmatter has no \`${p.field}\``,
  'package-field-invalid': (p: P) => `\`${p.field}\` must be ${p.expected}, not ${p.got}`,
  'package-field-ignored': (p: P) => `\`${p.field}\` is ignored: ${p.why}`,
  'package-category-mismatch': (p: P) => `\`category\` is "${p.category}" but the package's bookKind is "${p.bookKind}"; they must be equal`,
  'package-bookkind-folder': (p: P) => `\`bookKind\` is "${p.bookKind}" but the package sits in the folder "${p.folder}/"`,
  'package-worker-missing': (p: P) => `\`workers\` lists "${p.worker}", but there is no workers/${p.worker}/SKILL.md`,
  'package-worker-duplicate': (p: P) => `\`workers\` lists "${p.worker}" more than once; worker ids are unique inside a package`,
  'package-worker-is-package': (p: P) => `the worker id "${p.worker}" equals the package name; give the worker its own id`,
  'package-worker-unlisted': (p: P) => `workers/${p.worker}/ is not listed in \`workers\`; it is kept as files but no agent runs it`,
  'package-worker-stray': () => 'a file directly in workers/ belongs to no worker; workers live in workers/<id>/',
  'package-too-many-files': (p: P) => `the package has ${p.count} files; at most ${L.maxFiles} are allowed for a whole package`,
  'package-too-large': (p: P) => `the package is ${size(Number(p.bytes))} in total; at most ${mb(L.maxSkillBytes)} for a whole package`,
  'package-orchestrator-too-large': (p: P) => `orchestrator.md is ${size(Number(p.bytes))}; at most ${kb(L.maxSkillMdBytes)}`,
  'package-orchestrator-not-text': () => 'orchestrator.md must be UTF-8 text',
  'package-duplicate': (p: P) => `two packages are named "${p.name}" in one input`,
  'registry-yaml': (p: P) => `registry.yaml does not parse: ${p.detail}`,
  'registry-shape': (p: P) => `registry.yaml must hold \`skills:\`, a list of entries with name, description, category, bookKind and path (${p.detail})`,
  'registry-entry': (p: P) => `registry.yaml entry ${p.index} (${p.name}): \`${p.field}\` ${p.why}`,
  'registry-path-missing': (p: P) => `registry.yaml lists "${p.name}" at ${p.path}, which is not in the input`,
  'registry-mismatch': (p: P) => `registry.yaml says \`${p.field}\` of "${p.name}" is "${p.registry}", but its orchestrator.md says "${p.file}"`,

  // Zip archives
  'zip-invalid': (p: P) => `not a readable zip archive: ${p.detail}`,
  'zip-encrypted': () => 'encrypted zip entries are not supported',
  'zip-method': (p: P) => `compression method ${p.method} is not supported (only stored and deflate)`,
  'zip-link': () => 'symbolic links are not allowed in a skill zip',
  'zip-duplicate': () => 'the zip holds this entry more than once',
  'zip-too-many-entries': (p: P) => `the zip has ${p.count} entries; at most ${L.maxZipEntries} are allowed`,
  'zip-too-large': (p: P) => `the zip unpacks to ${size(Number(p.bytes))}; at most ${mb(L.maxZipBytes)}`,
  'zip-overlap': () => 'zip entries overlap each other (a zip-bomb pattern)',
  'zip-ratio': (p: P) =>
    `the entry unpacks to ${size(Number(p.bytes))} from ${size(Number(p.packed))} (${p.ratio}:1); more than ${L.maxCompressionRatio}:1 is refused as a zip bomb`,
  'zip-name-encoding': () => 'the entry name is not valid UTF-8 although the archive says it is; re-create the zip with a current archiver',
  'zip-bomb': (p: P) => `the entry unpacks to more than its declared ${size(Number(p.bytes))}; refusing it`,
  'zip-size-mismatch': (p: P) => `the entry unpacks to ${p.actual} bytes but declares ${p.declared}`,
  'zip-crc': () => 'the entry is corrupted (checksum mismatch)',
  'zip-entry-invalid': (p: P) => `the entry cannot be unpacked: ${p.detail}`,
} satisfies Record<string, (p: P) => string>;

export type SkillRule = keyof typeof MESSAGES;

/** Builds an issue; `message` starts with the file so it reads well on its own. */
export function skillIssue(rule: SkillRule, file: string, params: P = {}, skill?: string): SkillIssue {
  const text = MESSAGES[rule](params);
  const where = skill && file ? `${skill}/${file}` : file || skill || '';
  const issue: SkillIssue = { file, rule, message: where ? `${where}: ${text}` : text };
  if (skill) issue.skill = skill;
  return issue;
}

/** The English text of a rule, for a UI that wants it without a file. */
export function skillRuleText(rule: SkillRule, params: P = {}): string {
  return MESSAGES[rule](params);
}

export function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  return `a ${typeof v}`;
}
