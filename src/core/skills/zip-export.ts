// exportSkillZip: a skill as `<name>/...` in a zip, byte-for-byte the same for the same skill.
import { deflateSync, zipSync, type Zippable } from 'fflate';
import { compareSkillPaths } from './paths.ts';
import { encodeText } from './text.ts';
import type { Skill, SkillFile } from './types.ts';

// Formats that are already compressed gain nothing from deflate.
const STORED = /\.(png|jpe?g|gif|webp|avif|zip|gz|tgz|bz2|xz|7z|woff2?|mp3|mp4|m4a|ogg|webm)$/i;

const PROBE = 64 * 1024;

/** Binary data that deflate cannot shrink (already compressed or random): judged on its first 64 KB. */
function incompressible(bytes: Uint8Array): boolean {
  if (bytes.length < PROBE) return false;
  return deflateSync(bytes.subarray(0, PROBE), { level: 1 }).length > PROBE * 0.95;
}

/**
 * Files as a zip, byte-for-byte the same for the same files: entries in the order given with a fixed
 * timestamp and Unix mode 0644; already-compressed data is stored, the rest deflated.
 */
export function zipFiles(files: readonly SkillFile[]): Uint8Array {
  // Built from local-time fields, so every time zone writes the same DOS timestamp.
  const mtime = new Date(2020, 0, 1, 12, 0, 0);
  const tree: Zippable = {};
  for (const f of files) {
    const bytes = f.bytes ?? encodeText(f.text ?? '');
    const store = STORED.test(f.path) || (f.bytes !== undefined && incompressible(bytes));
    tree[f.path] = [bytes, { level: store ? 0 : 6, mtime, os: 3, attrs: 0o100644 << 16 }];
  }
  return zipSync(tree);
}

/**
 * The skill as a zip with one top folder named after the skill. Entries are in a fixed order
 * (SKILL.md first, then by path) with a fixed timestamp and Unix mode 0644, so exporting the same
 * skill twice gives identical bytes. Importing the result gives the same content hash.
 */
export function exportSkillZip(skill: Pick<Skill, 'name' | 'files'>): Uint8Array {
  const sorted = [...skill.files].sort((a, b) => compareSkillPaths(a.path, b.path));
  return zipFiles(sorted.map((f) => ({ ...f, path: `${skill.name}/${f.path}` })));
}
