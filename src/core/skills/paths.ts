// Paths inside a skill: relative, `/`-separated, no way out of the folder.
import { SKILL_LIMITS } from './limits.ts';
import type { SkillRule } from './issues.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DRIVE = /^[A-Za-z]:/;
/** Bidirectional controls: embeddings, overrides, isolates and marks (a `gpj.exe` shown as `exe.jpg`). */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The rule a path breaks, or null when it is a valid relative path inside a skill. */
export function checkSkillPath(path: string): SkillRule | null {
  if (path.length === 0) return 'path-empty';
  if (path.length > SKILL_LIMITS.maxPathLength) return 'path-too-long';
  if (CONTROL.test(path)) return 'path-control-char';
  if (BIDI.test(path)) return 'path-bidi';
  if (path.includes('\\')) return 'path-backslash';
  if (path.startsWith('/')) return 'path-absolute';
  if (DRIVE.test(path)) return 'path-drive';
  for (const seg of path.split('/')) {
    if (seg === '') return 'path-empty-segment';
    if (seg === '.' || seg === '..') return 'path-traversal';
  }
  return null;
}

/**
 * Turns a zip entry name into a skill path. Some Windows archivers write `\` between folders,
 * so backslashes become `/` first (and `..\x` is then caught as traversal); a leading `./` is
 * dropped. Returns the path and whether it names a folder (trailing `/`).
 */
export function normalizeArchivePath(name: string): { path: string; isDir: boolean } {
  let p = name.replace(/\\/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  const isDir = p.endsWith('/');
  if (isDir) p = p.slice(0, -1);
  return { path: p, isDir };
}

/** Files an operating system adds to folders and archives that are not part of a skill. */
export function junkReason(path: string): string | null {
  if (path === '__MACOSX' || path.startsWith('__MACOSX/')) return 'macOS archive metadata';
  const base = path.slice(path.lastIndexOf('/') + 1);
  if (base === '.DS_Store') return 'macOS folder metadata';
  if (base === 'Thumbs.db' || base === 'desktop.ini') return 'Windows folder metadata';
  return null;
}

/** Order of files in a skill: SKILL.md first, then by path (code units, locale-independent). */
export function compareSkillPaths(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'SKILL.md') return -1;
  if (b === 'SKILL.md') return 1;
  return a < b ? -1 : 1;
}
