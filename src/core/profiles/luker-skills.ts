// Skills in Luker's container `{version: 1, items: [...]}` (a card's `embedded_skills_source`, a
// director export's): inline files, or a zip of the skill's files in base64. Read into our list
// (embedded-skills.ts), and written from it.

import { unzipSync, zipSync } from 'fflate';
import { base64ToBytes, bytesToBase64, parseEmbeddedSkills, type EmbeddedSkill } from './embedded-skills.ts';
import { sha256Hex } from './sha256.ts';
import { isPlainObject, WarningSink } from './sanitize.ts';

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
      ? item.files.map((f) =>
          isPlainObject(f) ? (f.encoding === 'base64' ? { path: f.path, base64: f.content } : { path: f.path, text: f.content ?? f.text }) : f,
        )
      : item.files;
    ours.push({ name: item.name, files });
  });
  const sub = new WarningSink();
  const list = parseEmbeddedSkills(
    ours.filter((x) => x !== null),
    sub,
    `${base}.items`,
  );
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
    const zip = zipSync(
      Object.fromEntries(skill.files.map((f) => [f.path, f.text !== undefined ? new TextEncoder().encode(f.text) : base64ToBytes(f.base64 ?? '')])),
    );
    return { bundleFormat: 'archive-base64-v1', name: skill.name, fileName: `${skill.name}.zip`, contentBase64: bytesToBase64(zip), sha256: sha256Hex(zip) };
  });
  return { version: 1, items };
}
