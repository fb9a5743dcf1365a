// parseSkill: a list of files → a validated Skill, or the issues that stop it.
import { readManifest } from './frontmatter.ts';
import { hashSkillFiles } from './hash.ts';
import { skillIssue } from './issues.ts';
import { SKILL_LIMITS } from './limits.ts';
import { checkSkillPath, compareSkillPaths } from './paths.ts';
import { decodeText, encodeText } from './text.ts';
import type { Skill, SkillFile, SkillIssue, SkillScope } from './types.ts';

export interface ParseSkillOptions {
  /** The folder the files came from; the frontmatter name must equal it. */
  folderName?: string;
  /** Where the skill will live; `global` when absent. */
  scope?: SkillScope;
  /** Timestamp for installedAt / updatedAt; `Date.now()` when absent. */
  now?: number;
}

export interface ParseSkillResult {
  /** Set only when there are no issues. */
  skill?: Skill;
  /** Problems that stop the skill from being installed. */
  issues: SkillIssue[];
  /** Accepted, but worth telling the user. */
  warnings: SkillIssue[];
}

export interface ReadFilesResult {
  /** The valid files, text where the bytes are text. */
  files: SkillFile[];
  /** The same files as bytes, for the content hash. */
  hashed: { path: string; bytes: Uint8Array }[];
  /** Bytes of all valid files. */
  total: number;
  issues: SkillIssue[];
}

/**
 * The per-file checks every input goes through (skills and skill packages alike): a valid relative
 * path, no duplicate, exactly one of text or bytes, at most the per-file limit. Files given as
 * `bytes` that are valid UTF-8 without a NUL byte become text. `label` names the skill or package.
 */
export function readSkillFiles(files: readonly SkillFile[], label?: string): ReadFilesResult {
  const issues: SkillIssue[] = [];
  const seen = new Set<string>();
  const out: SkillFile[] = [];
  const hashed: { path: string; bytes: Uint8Array }[] = [];
  let total = 0;
  for (const f of files) {
    const path = typeof f?.path === 'string' ? f.path : '';
    const pathRule = checkSkillPath(path);
    if (pathRule) {
      issues.push(skillIssue(pathRule, path, {}, label));
      continue;
    }
    if (seen.has(path)) {
      issues.push(skillIssue('path-duplicate', path, {}, label));
      continue;
    }
    seen.add(path);
    const hasText = typeof f.text === 'string';
    const hasBytes = f.bytes instanceof Uint8Array;
    if (hasText === hasBytes) {
      issues.push(skillIssue('file-content', path, {}, label));
      continue;
    }
    const bytes = hasBytes ? f.bytes! : encodeText(f.text!);
    total += bytes.length;
    if (bytes.length > SKILL_LIMITS.maxFileBytes) issues.push(skillIssue('file-too-large', path, { bytes: bytes.length }, label));
    const text = hasText ? f.text : decodeText(bytes);
    out.push(text === undefined ? { path, bytes } : { path, text });
    hashed.push({ path, bytes });
  }
  return { files: out, hashed, total, issues };
}

/**
 * Validates a skill folder given as files with relative paths. Files given as `bytes` that are
 * valid UTF-8 without a NUL byte become text; the rest stay binary. Every problem is reported,
 * not just the first.
 */
export function parseSkill(files: readonly SkillFile[], options: ParseSkillOptions = {}): ParseSkillResult {
  const label = options.folderName;
  const warnings: SkillIssue[] = [];
  const { files: out, hashed, total, issues } = readSkillFiles(files, label);
  const seen = new Set(out.map((f) => f.path));

  if (seen.size > SKILL_LIMITS.maxFiles) issues.push(skillIssue('too-many-files', '', { count: seen.size }, label));
  if (total > SKILL_LIMITS.maxSkillBytes) issues.push(skillIssue('skill-too-large', '', { bytes: total }, label));

  const skillMd = out.find((f) => f.path === 'SKILL.md');
  let manifest;
  if (!skillMd) {
    const found = [...seen].find((p) => p.toLowerCase() === 'skill.md');
    if (!issues.some((i) => i.file === 'SKILL.md')) issues.push(skillIssue('skill-md-missing', 'SKILL.md', { found }, label));
  } else {
    const size = hashed.find((h) => h.path === 'SKILL.md')!.bytes.length;
    if (size > SKILL_LIMITS.maxSkillMdBytes) issues.push(skillIssue('skill-md-too-large', 'SKILL.md', { bytes: size }, label));
    else if (skillMd.text === undefined) issues.push(skillIssue('skill-md-not-text', 'SKILL.md', {}, label));
    else {
      const r = readManifest(skillMd.text, 'SKILL.md', label);
      issues.push(...r.issues);
      warnings.push(...r.warnings);
      manifest = r.manifest;
      if (manifest && label !== undefined && manifest.name !== label)
        issues.push(skillIssue('name-folder-mismatch', 'SKILL.md', { name: manifest.name, folder: label }, label));
    }
  }

  if (issues.length || !manifest) return { issues, warnings };
  out.sort((a, b) => compareSkillPaths(a.path, b.path));
  const now = options.now ?? Date.now();
  const skill: Skill = {
    name: manifest.name,
    scope: options.scope ?? 'global',
    manifest,
    files: out,
    hash: hashSkillFiles(hashed),
    size: total,
    installedAt: now,
    updatedAt: now,
  };
  return { skill, issues, warnings };
}
