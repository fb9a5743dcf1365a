// Skills carried inside an exported profile or a character card, so the receiver can install them.
// Ours: `skills: [{name, files: [{path, text} | {path, base64}]}]`. Luker's container
// `{version: 1, items: [...]}` (inline files, or a base64 zip) is luker-skills.ts's (it unzips).

import { isPlainObject, type WarningSink } from './sanitize.ts';

export interface EmbeddedSkillFile {
  /** Relative path inside the skill folder, `/`-separated. */
  path: string;
  /** UTF-8 text; exactly one of `text` / `base64` is set. */
  text?: string;
  /** Binary content, base64. */
  base64?: string;
}

export interface EmbeddedSkill {
  name: string;
  files: EmbeddedSkillFile[];
}

/** Paths a skill file may not have: absolute, drive letters, `..` segments, backslashes, empty segments. */
function badPath(path: string): boolean {
  return !path || path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\') || path.split('/').some((s) => s === '..' || s === '' || s === '.');
}

/** Validate embedded skills; bad entries and files are dropped with a warning (paths under `base`). */
export function parseEmbeddedSkills(input: unknown, sink: WarningSink, base = 'skills'): EmbeddedSkill[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    sink.add(base, 'dropped', 'embedded skills ignored: expected a list.');
    return [];
  }
  const out: EmbeddedSkill[] = [];
  input.forEach((item, i) => {
    const at = `${base}[${i}]`;
    if (!isPlainObject(item) || typeof item.name !== 'string' || !item.name.trim() || !Array.isArray(item.files)) {
      sink.add(at, 'dropped', 'embedded skill ignored: it needs a name and a list of files.');
      return;
    }
    const files: EmbeddedSkillFile[] = [];
    item.files.forEach((f, j) => {
      const fileAt = `${at}.files[${j}]`;
      if (!isPlainObject(f) || typeof f.path !== 'string' || badPath(f.path)) {
        sink.add(fileAt, 'dropped', 'file ignored: it needs a relative path without "..".');
        return;
      }
      if (typeof f.text === 'string') files.push({ path: f.path, text: f.text });
      else if (typeof f.base64 === 'string' && /^[A-Za-z0-9+/=\s]*$/.test(f.base64)) files.push({ path: f.path, base64: f.base64.replace(/\s/g, '') });
      else sink.add(fileAt, 'dropped', `file "${f.path}" ignored: it needs "text" or "base64".`);
    });
    if (files.length === 0) {
      sink.add(at, 'dropped', `embedded skill "${item.name}" ignored: no usable file.`);
      return;
    }
    out.push({ name: item.name.trim(), files });
  });
  return out;
}

export function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64.replace(/\s/g, ''));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}
