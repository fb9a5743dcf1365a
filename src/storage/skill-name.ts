// Renaming a stored skill: the name lives in three places (the record, its manifest, and the
// `name:` line of SKILL.md's frontmatter) and must stay equal to the folder name.

import type { Skill, SkillFile } from '../core/skills/types.ts';
import { StorageError } from './errors.ts';

const FRONTMATTER = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?)(\r?\n---[ \t]*(?:\r?\n|$))/;
const NAME_LINE = /^name[ \t]*:[ \t]*(.*?)[ \t]*(#.*)?$/m;
/** Names YAML would read as something other than a string unless quoted. */
const PLAIN_SAFE = /^[a-z_][a-z0-9_-]*$/;
const YAML_WORDS = new Set(['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n']);

function yamlScalar(name: string, oldValue: string): string {
  const quote = oldValue.startsWith("'") ? "'" : oldValue.startsWith('"') ? '"' : '';
  if (quote) return `${quote}${name}${quote}`;
  return PLAIN_SAFE.test(name) && !YAML_WORDS.has(name) ? name : `"${name}"`;
}

/** SKILL.md text with the frontmatter `name:` value replaced; other lines are kept byte for byte. */
export function rewriteSkillMdName(text: string, newName: string): string {
  const fm = FRONTMATTER.exec(text);
  if (!fm) throw new StorageError('invalid', 'SKILL.md: no YAML frontmatter to hold the new name.');
  const line = NAME_LINE.exec(fm[2]!);
  const old = line?.[1] ?? '';
  if (!line || old === '' || /^[|>]/.test(old)) {
    throw new StorageError('invalid', 'SKILL.md: the frontmatter has no one-line `name:` field to rewrite.');
  }
  const comment = line[2] ? ` ${line[2]}` : '';
  const body = fm[2]!.replace(NAME_LINE, () => `name: ${yamlScalar(newName, old)}${comment}`);
  return fm[1] + body + fm[3] + text.slice(fm[0].length);
}

/** The files of a skill with SKILL.md's frontmatter name set to `newName`. */
export function renameSkillFiles(files: SkillFile[], newName: string): SkillFile[] {
  let found = false;
  const out = files.map((f) => {
    if (f.path !== 'SKILL.md') return f;
    found = true;
    const text = f.text ?? new TextDecoder().decode(f.bytes);
    return { path: f.path, text: rewriteSkillMdName(text, newName) };
  });
  if (!found) throw new StorageError('invalid', 'The skill has no SKILL.md to rename.');
  return out;
}

/** A copy of `skill` under `newName` (record, manifest and SKILL.md); `hash` is left for the caller. */
export function withName(skill: Skill, newName: string): Skill {
  const { bundledHash: _dropped, ...rest } = skill; // a renamed copy is no longer the shipped skill
  return {
    ...rest,
    name: newName,
    manifest: { ...skill.manifest, name: newName, frontmatter: { ...skill.manifest.frontmatter, name: newName } },
    files: renameSkillFiles(skill.files, newName),
  };
}

/** Byte length of a skill's files (text counted as UTF-8). */
export function filesSize(files: SkillFile[]): number {
  const enc = new TextEncoder();
  let n = 0;
  for (const f of files) n += f.bytes ? f.bytes.byteLength : enc.encode(f.text ?? '').byteLength;
  return n;
}

/** `name-2`, `name-3`, … the first one not taken (kept within the 128-character name limit). */
export function freeName(name: string, taken: Set<string>): string {
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = name.slice(0, 128 - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}
