// Skills carried inside an exported profile or a character card, so the receiver can install them.
// Ours: `skills: [{name, files: [{path, text} | {path, base64}]}]`. Luker's container
// `{version: 1, items: [...]}` (inline files, or a base64 zip) is read as well.

import { unzipSync, zipSync } from 'fflate';
import { sha256Hex } from './sha256.ts';
import { isPlainObject, WarningSink } from './sanitize.ts';

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

function base64ToBytes(b64: string): Uint8Array {
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

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Luker's `embedded_skills_source` container → our list (zip items are unpacked). */
export function parseLukerEmbeddedSkills(container: unknown, sink: WarningSink, base: string): EmbeddedSkill[] {
  if (container === undefined || container === null) return [];
  if (!isPlainObject(container) || container.version !== 1 || !Array.isArray(container.items)) {
    sink.add(base, 'dropped', 'embedded skills ignored: expected {version: 1, items: [...]}.');
    return [];
  }
  const ours: unknown[] = [];
  container.items.forEach((item, i) => {
    if (!isPlainObject(item)) return void ours.push(item);
    if (typeof item.contentBase64 === 'string') {
      try {
        const entries = unzipSync(base64ToBytes(item.contentBase64));
        const files = Object.entries(entries)
          .filter(([p]) => !p.endsWith('/'))
          .map(([path, bytes]) => {
            try {
              return { path, text: decoder.decode(bytes) };
            } catch {
              return { path, base64: bytesToBase64(bytes) };
            }
          });
        ours.push({ name: item.name, files });
      } catch (e) {
        sink.add(`${base}.items[${i}]`, 'dropped', `embedded skill "${String(item.name)}" ignored: its zip cannot be read (${(e as Error).message}).`);
        ours.push(null);
      }
      return;
    }
    const files = Array.isArray(item.files)
      ? item.files.map((f) => (isPlainObject(f) ? (f.encoding === 'base64' ? { path: f.path, base64: f.content } : { path: f.path, text: f.content ?? f.text }) : f))
      : item.files;
    ours.push({ name: item.name, files });
  });
  const sub = new WarningSink();
  const list = parseEmbeddedSkills(ours.filter((x) => x !== null), sub, `${base}.items`);
  sink.list.push(...sub.list);
  return list;
}

/**
 * Our list as Luker's `embedded_skills_source` container: a skill whose files are all text is an
 * `inline-files-v1` item; one with a binary file is an `archive-base64-v1` item (a zip of its files,
 * with the zip's SHA-256), as Luker packs them.
 */
export function toLukerEmbeddedSkills(skills: readonly EmbeddedSkill[]): { version: 1; items: Record<string, unknown>[] } {
  const items = skills.map((skill) => {
    if (skill.files.every((f) => f.text !== undefined)) {
      return { bundleFormat: 'inline-files-v1', name: skill.name, files: skill.files.map((f) => ({ path: f.path, encoding: 'utf8', content: f.text! })) };
    }
    const zip = zipSync(Object.fromEntries(skill.files.map((f) => [f.path, f.text !== undefined ? new TextEncoder().encode(f.text) : base64ToBytes(f.base64 ?? '')])));
    return { bundleFormat: 'archive-base64-v1', name: skill.name, fileName: `${skill.name}.zip`, contentBase64: bytesToBase64(zip), sha256: sha256Hex(zip) };
  });
  return { version: 1, items };
}
