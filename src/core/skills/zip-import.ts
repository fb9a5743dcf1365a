// importSkillZip: a .zip holding one skill folder, SKILL.md at its root, or several skill folders.
import { parseSkillFolders, type SkillImportOptions, type SkillImportResult } from './file-list.ts';
import { skillIssue } from './issues.ts';
import { findSkillFolders } from './layout.ts';
import { SKILL_LIMITS } from './limits.ts';
import { checkSkillPath, junkReason, normalizeArchivePath } from './paths.ts';
import type { SkillIssue } from './types.ts';
import { entryData, isLink, readZipDirectory, unpackEntry, type ZipEntry } from './zip-read.ts';

/** A folder entry stored without a trailing slash (Unix S_IFDIR, or the DOS folder bit on an empty entry). */
const isDirEntry = (e: ZipEntry) => (e.externalAttrs >>> 16) >>> 12 === 0o04 || ((e.externalAttrs & 0x10) !== 0 && e.size === 0);

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

  const dir = readZipDirectory(zip, SKILL_LIMITS.maxZipEntries);
  if (!dir.ok) return reject([skillIssue(dir.rule, whole, dir.params)]);

  const issues: SkillIssue[] = [];
  const warnings: SkillIssue[] = [];
  const files = new Map<string, ZipEntry>();
  const seen = new Set<string>();
  const folded = new Map<string, string>();
  let declared = 0;
  for (const e of dir.entries) {
    const { path, isDir } = normalizeArchivePath(e.name);
    if (isDir && path === '') continue;
    if (e.nameInvalid) {
      issues.push(skillIssue('zip-name-encoding', e.name));
      continue;
    }
    const rule = checkSkillPath(path);
    if (rule) {
      issues.push(skillIssue(rule, e.name));
      continue;
    }
    if (seen.has(path)) {
      issues.push(skillIssue('zip-duplicate', path));
      continue;
    }
    const other = folded.get(path.toLowerCase());
    if (other !== undefined) {
      issues.push(skillIssue('path-case-duplicate', path, { other }));
      continue;
    }
    seen.add(path);
    folded.set(path.toLowerCase(), path);
    if (isLink(e)) issues.push(skillIssue('zip-link', path));
    else if (e.flags & 1) issues.push(skillIssue('zip-encrypted', path));
    else if (isDir || isDirEntry(e)) continue;
    else if (e.method !== 0 && e.method !== 8) issues.push(skillIssue('zip-method', path, { method: e.method }));
    else if (junkReason(path)) warnings.push(skillIssue('ignored-file', path, { why: junkReason(path)! }));
    else {
      if (e.size > SKILL_LIMITS.maxFileBytes) issues.push(skillIssue('file-too-large', path, { bytes: e.size }));
      declared += e.size;
      files.set(path, e);
    }
  }
  if (declared > SKILL_LIMITS.maxZipBytes) issues.push(skillIssue('zip-too-large', whole, { bytes: declared }));
  if (issues.length) return reject(issues, warnings);

  // The limits of each skill, from declared sizes, before inflating anything.
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

  // Where each needed entry's data is; overlapping entries are a zip-bomb construction.
  const needed = folders.flatMap((f) => f.paths);
  const ranges: { path: string; e: ZipEntry; start: number; end: number }[] = [];
  for (const path of needed) {
    const e = files.get(path)!;
    const r = entryData(zip, e);
    if (!r.ok) issues.push(skillIssue(r.rule, path, r.params));
    else ranges.push({ path, e, start: r.start, end: r.end });
  }
  if (issues.length) return reject(issues, warnings);
  const byStart = [...ranges].sort((a, b) => a.e.localOffset - b.e.localOffset);
  for (let i = 1; i < byStart.length; i++) {
    if (byStart[i].e.localOffset < byStart[i - 1].end) return reject([skillIssue('zip-overlap', byStart[i].path)], warnings);
  }

  const bytes = new Map<string, Uint8Array>();
  for (const r of ranges) {
    const u = unpackEntry(zip, r.e, r.start, r.end);
    if (!u.ok) return reject([skillIssue(u.rule, r.path, u.params)], warnings);
    bytes.set(r.path, u.bytes);
  }

  const result = parseSkillFolders([...files.keys()], (p) => bytes.get(p)!, options, whole);
  return { skills: result.skills, issues: result.issues, warnings: [...warnings, ...result.warnings] };
}
