// Where a skill lives in the skills store: the full record at `<scope>\0<name>` and its summary at
// `\0sum\0<scope>\0<name>`, always written and deleted together; the checks on scopes and names
// before anything is written.

import type { Skill, SkillFile, SkillScope, SkillSummary } from '../core/skills/types.ts';
import { INTERNAL, type Tx } from './db.ts';
import { StorageError } from './errors.ts';

/** The prefix of every summary key. */
export const SUM = `${INTERNAL}sum${INTERNAL}`;
const SCOPE = /^(global|preset:[^\0/]+\/[^\0]+|character:[^\0]+)$/;

export const skillKey = (scope: SkillScope, name: string) => `${scope}\u0000${name}`;
export const summaryKey = (scope: SkillScope, name: string) => SUM + skillKey(scope, name);

export function toSummary(skill: Skill): SkillSummary {
  return {
    name: skill.name,
    scope: skill.scope,
    description: skill.manifest.description,
    tags: skill.manifest.tags,
    fileCount: skill.files.length,
    size: skill.size,
    hash: skill.hash,
    ...(skill.source ? { source: skill.source } : {}),
  };
}

export function checkScope(scope: string): asserts scope is SkillScope {
  if (typeof scope !== 'string' || !SCOPE.test(scope)) {
    throw new StorageError('invalid', `Skill scope "${scope}" is not global, preset:<mode>/<id> or character:<avatar>.`);
  }
}

export function checkName(name: string, field = 'name'): void {
  if (typeof name !== 'string' || name === '' || name.includes('\0')) {
    throw new StorageError('invalid', `Skill ${field} ${JSON.stringify(name)} cannot be stored (empty or contains NUL).`);
  }
}

export const notFound = (scope: string, name: string) => new StorageError('not-found', `Skill "${name}" is not installed in scope ${scope}.`);

/** A view on a larger buffer would store the whole buffer; keep only the file's own bytes. */
function ownBytes(files: SkillFile[]): SkillFile[] {
  return files.map((f) => (f.bytes && (f.bytes.byteOffset !== 0 || f.bytes.byteLength !== f.bytes.buffer.byteLength) ? { ...f, bytes: f.bytes.slice() } : f));
}

export function putSkill(tx: Tx, skill: Skill): void {
  const stored = { ...skill, files: ownBytes(skill.files) };
  tx.put(skillKey(skill.scope, skill.name), stored);
  tx.put(summaryKey(skill.scope, skill.name), toSummary(stored));
}

export function delSkill(tx: Tx, scope: SkillScope, name: string): void {
  tx.del(skillKey(scope, name));
  tx.del(summaryKey(scope, name));
}
