// The archive-level half of reading a zip safely, shared by skill zips (zip-import.ts) and skill
// package zips (packages/zip.ts): entry names, links, encryption, methods, entry count and declared
// sizes are checked from the central directory before anything is inflated; then only the entries
// asked for are inflated, with overlapping entries (a zip-bomb construction) refused first.
import { skillIssue } from './issues.ts';
import { SKILL_LIMITS } from './limits.ts';
import { checkSkillPath, junkReason, normalizeArchivePath } from './paths.ts';
import type { SkillIssue } from './types.ts';
import { entryData, isLink, readZipDirectory, unpackEntry, type ZipEntry } from './zip-read.ts';

/** A folder entry stored without a trailing slash (Unix S_IFDIR, or the DOS folder bit on an empty entry). */
const isDirEntry = (e: ZipEntry) => (e.externalAttrs >>> 16) >>> 12 === 0o04 || ((e.externalAttrs & 0x10) !== 0 && e.size === 0);

export type ZipEntriesResult =
  | { ok: true; entries: Map<string, ZipEntry>; warnings: SkillIssue[] }
  | { ok: false; issues: SkillIssue[]; warnings: SkillIssue[] };

/**
 * The file entries of a zip by normalized path. Any bad name, link, encrypted entry, unknown
 * method, duplicate, file over the per-file limit or archive over the total limit rejects the whole
 * archive. Folder entries and operating-system junk (`__MACOSX`, `.DS_Store`…) are left out, the
 * junk with a warning. `whole` names the archive in messages about it as a whole.
 */
export function readZipEntries(zip: Uint8Array, whole: string): ZipEntriesResult {
  const dir = readZipDirectory(zip, SKILL_LIMITS.maxZipEntries);
  if (!dir.ok) return { ok: false, issues: [skillIssue(dir.rule, whole, dir.params)], warnings: [] };
  const issues: SkillIssue[] = [];
  const warnings: SkillIssue[] = [];
  const entries = new Map<string, ZipEntry>();
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
    // Names that differ only in case collide on case-insensitive disks (and in most users' eyes).
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
      entries.set(path, e);
    }
  }
  if (declared > SKILL_LIMITS.maxZipBytes) issues.push(skillIssue('zip-too-large', whole, { bytes: declared }));
  return issues.length ? { ok: false, issues, warnings } : { ok: true, entries, warnings };
}

/**
 * Inflates the entries at `paths` (all present in `entries`). Entries whose data overlap are
 * refused before inflating; inflation stops the moment an entry passes its declared size.
 */
export function inflateZipEntries(
  zip: Uint8Array,
  entries: ReadonlyMap<string, ZipEntry>,
  paths: readonly string[],
): { ok: true; bytes: Map<string, Uint8Array> } | { ok: false; issues: SkillIssue[] } {
  const issues: SkillIssue[] = [];
  const ranges: { path: string; e: ZipEntry; start: number; end: number }[] = [];
  for (const path of paths) {
    const e = entries.get(path)!;
    const r = entryData(zip, e);
    if (!r.ok) issues.push(skillIssue(r.rule, path, r.params));
    else ranges.push({ path, e, start: r.start, end: r.end });
  }
  if (issues.length) return { ok: false, issues };
  const byStart = [...ranges].sort((a, b) => a.e.localOffset - b.e.localOffset);
  for (let i = 1; i < byStart.length; i++) {
    if (byStart[i].e.localOffset < byStart[i - 1].end) return { ok: false, issues: [skillIssue('zip-overlap', byStart[i].path)] };
  }
  const bytes = new Map<string, Uint8Array>();
  for (const r of ranges) {
    const u = unpackEntry(zip, r.e, r.start, r.end);
    if (!u.ok) return { ok: false, issues: [skillIssue(u.rule, r.path, u.params)] };
    bytes.set(r.path, u.bytes);
  }
  return { ok: true, bytes };
}
