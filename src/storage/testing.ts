// Helpers for this folder's tests (not exported from index.ts).

import { createHash } from 'node:crypto';
import { createStore, entries, type UseStore } from 'idb-keyval';
import type { Skill, SkillFile, SkillScope } from '../core/skills/types.ts';
import { filesSize } from './skill-name.ts';

let n = 0;
/** A database prefix no other test uses, so every test starts from empty databases. */
export const freshPrefix = () => `t${++n}-${Math.random().toString(36).slice(2, 8)}-`;

/** A stand-in for core/skills' hash: SHA-256 over sorted paths and bytes. */
export function hashFiles(files: SkillFile[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    h.update(f.path)
      .update('\0')
      .update(f.bytes ?? Buffer.from(f.text ?? '', 'utf8'))
      .update('\0');
  }
  return h.digest('hex');
}

export const hashFilesAsync = async (files: SkillFile[]) => hashFiles(files);

export function skillMd(name: string, description = `About ${name}.`): string {
  return `---\nname: ${name}\ndescription: ${description}\nmetadata:\n  tags: [demo]\n---\n# ${name}\n\nBody.\n`;
}

export function makeSkill(name: string, opts: { scope?: SkillScope; description?: string; extra?: SkillFile[] } = {}): Skill {
  const description = opts.description ?? `About ${name}.`;
  const files: SkillFile[] = [{ path: 'SKILL.md', text: skillMd(name, description) }, ...(opts.extra ?? [])];
  return {
    name,
    scope: opts.scope ?? 'global',
    manifest: { name, description, tags: ['demo'], frontmatter: { name, description, metadata: { tags: ['demo'] } }, body: `# ${name}\n\nBody.\n` },
    files,
    hash: hashFiles(files),
    size: filesSize(files),
    installedAt: 0,
    updatedAt: 0,
  };
}

/** Direct access to a database, bypassing the storage layer (to seed or inspect it). */
export function raw(dbName: string): UseStore {
  return createStore(dbName, 'keyval');
}

export async function dump(dbName: string): Promise<Record<string, unknown>> {
  return Object.fromEntries(await entries<string, unknown>(raw(dbName)));
}
