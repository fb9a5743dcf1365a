// Package inputs from the file system: a picked folder (or several), and a lone SKILL.md.
import { skillIssue } from './issues.ts';
import { findSkillFolders } from './layout.ts';
import { parseSkill, type ParseSkillResult } from './parse.ts';
import { checkSkillPath, junkReason } from './paths.ts';
import type { Skill, SkillIssue, SkillScope } from './types.ts';

export interface SkillImportOptions {
  /** Scope for the skills made; `global` when absent. */
  scope?: SkillScope;
  now?: number;
}

/** Skills read from one input that may hold several; issues carry `skill` to tell them apart. */
export interface SkillImportResult {
  skills: Skill[];
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

/** Parses every skill folder found among `paths`, reading bytes through `bytesOf`. */
export function parseSkillFolders(
  paths: readonly string[],
  bytesOf: (path: string) => Uint8Array,
  options: SkillImportOptions,
  whole: string,
): SkillImportResult {
  const { folders, ignored } = findSkillFolders(paths);
  const warnings: SkillIssue[] = [];
  if (!folders.length) return { skills: [], issues: [skillIssue('no-skill', whole)], warnings };
  for (const p of ignored) warnings.push(skillIssue('ignored-file', p, { why: 'outside any skill folder' }));
  const skills: Skill[] = [];
  const issues: SkillIssue[] = [];
  /** Where each skill came from (its folder in the input), for messages. */
  const from = new Map<Skill, string>();
  for (const folder of folders) {
    const files = folder.paths.map((p) => ({ path: p.slice(folder.prefix.length), bytes: bytesOf(p) }));
    const r = parseSkill(files, { folderName: folder.folderName, scope: options.scope, now: options.now });
    const label = folder.folderName ?? r.skill?.name;
    const tag = (i: SkillIssue) => (i.skill || !label ? i : { ...i, skill: label, message: `${label}/${i.message}` });
    issues.push(...r.issues.map(tag));
    warnings.push(...r.warnings.map(tag));
    if (r.skill) {
      skills.push(r.skill);
      from.set(r.skill, folder.prefix || './');
    }
  }
  // Two folders naming the same skill: neither is taken (which one the user meant is theirs to say).
  const byName = new Map<string, string[]>();
  for (const s of skills) byName.set(s.name, [...(byName.get(s.name) ?? []), from.get(s)!]);
  const twice = [...byName].filter(([, list]) => list.length > 1);
  for (const [name, list] of twice) issues.push(skillIssue('skill-duplicate-name', '', { name, count: list.length, folders: list.join(', ') }, name));
  const dup = new Set(twice.map(([n]) => n));
  return { skills: skills.filter((s) => !dup.has(s.name)), issues, warnings };
}

/**
 * Skills from a list of files with relative paths, e.g. a folder picked with `webkitdirectory`
 * (`webkitRelativePath` starts with the picked folder's name, which becomes the skill name). Every
 * folder with a SKILL.md is a skill (see findSkillFolders), so the list may hold one skill folder,
 * several, or a folder of skill folders at any depth. A bad path rejects the
 * whole list; a bad skill is reported on its own and the others are still returned.
 */
export function skillFromFileList(entries: readonly { path: string; bytes: Uint8Array }[], options: SkillImportOptions = {}): SkillImportResult {
  const issues: SkillIssue[] = [];
  const warnings: SkillIssue[] = [];
  const byPath = new Map<string, Uint8Array>();
  for (const e of entries) {
    const rule = checkSkillPath(e.path);
    if (rule) issues.push(skillIssue(rule, e.path));
    else if (byPath.has(e.path)) issues.push(skillIssue('path-duplicate', e.path));
    else {
      const junk = junkReason(e.path);
      if (junk) warnings.push(skillIssue('ignored-file', e.path, { why: junk }));
      else byPath.set(e.path, e.bytes);
    }
  }
  if (issues.length) return { skills: [], issues, warnings };
  const r = parseSkillFolders([...byPath.keys()], (p) => byPath.get(p)!, options, '');
  return { skills: r.skills, issues: r.issues, warnings: [...warnings, ...r.warnings] };
}

/**
 * A skill made of one SKILL.md (its name comes from the frontmatter). `fileName`, when given,
 * is the name the user picked and is used in messages instead of SKILL.md.
 */
export function skillFromSkillMd(text: string, fileName?: string, options: SkillImportOptions = {}): ParseSkillResult {
  const r = parseSkill([{ path: 'SKILL.md', text }], options);
  if (!fileName || fileName === 'SKILL.md') return r;
  const rename = (i: SkillIssue): SkillIssue => (i.file === 'SKILL.md' ? { ...i, file: fileName, message: fileName + i.message.slice('SKILL.md'.length) } : i);
  return { ...r, issues: r.issues.map(rename), warnings: r.warnings.map(rename) };
}
