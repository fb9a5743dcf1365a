// importSkillZip: a .zip holding one skill folder, SKILL.md at its root, or several skill folders.
import { parseSkillFolders, type SkillImportOptions, type SkillImportResult } from './file-list.ts';
import { skillIssue } from './issues.ts';
import { findSkillFolders } from './layout.ts';
import { SKILL_LIMITS } from './limits.ts';
import type { SkillIssue } from './types.ts';
import { inflateZipEntries, readZipEntries } from './zip-entries.ts';

export interface ZipImportOptions extends SkillImportOptions {
  /** The archive's file name, used in messages about the archive as a whole. */
  fileName?: string;
}

/**
 * Reads skills from a zip. Everything about the archive is checked from its central directory
 * before a byte is inflated: entry names (no `..`, absolute paths, drive letters, backslash
 * tricks), links, encryption, methods, entry count, declared sizes against every limit, and
 * overlapping entries. Any such violation rejects the whole zip (no skills). Inflation then stops
 * the moment an entry exceeds its declared size. Finally each skill folder is parsed on its own:
 * an invalid skill is reported with `issue.skill` set, and the valid ones are still returned.
 */
export function importSkillZip(zip: Uint8Array, options: ZipImportOptions = {}): SkillImportResult {
  const whole = options.fileName ?? '';
  const reject = (issues: SkillIssue[], warnings: SkillIssue[] = []): SkillImportResult => ({ skills: [], issues, warnings });

  const read = readZipEntries(zip, whole);
  if (!read.ok) return reject(read.issues, read.warnings);
  const { entries: files, warnings } = read;

  // The limits of each skill, from declared sizes, before inflating anything.
  const issues: SkillIssue[] = [];
  const { folders } = findSkillFolders([...files.keys()]);
  for (const f of folders) {
    const label = f.folderName;
    let total = 0;
    for (const p of f.paths) total += files.get(p)!.size;
    if (f.paths.length > SKILL_LIMITS.maxFiles) issues.push(skillIssue('too-many-files', '', { count: f.paths.length }, label));
    if (total > SKILL_LIMITS.maxSkillBytes) issues.push(skillIssue('skill-too-large', '', { bytes: total }, label));
    const md = files.get(f.prefix + 'SKILL.md')!;
    if (md.size > SKILL_LIMITS.maxSkillMdBytes) issues.push(skillIssue('skill-md-too-large', 'SKILL.md', { bytes: md.size }, label));
  }
  if (issues.length) return reject(issues, warnings);

  const inflated = inflateZipEntries(
    zip,
    files,
    folders.flatMap((f) => f.paths),
  );
  if (!inflated.ok) return reject(inflated.issues, warnings);
  const bytes = inflated.bytes;

  const result = parseSkillFolders([...files.keys()], (p) => bytes.get(p)!, options, whole);
  return { skills: result.skills, issues: result.issues, warnings: [...warnings, ...result.warnings] };
}
