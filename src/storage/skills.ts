// The skills store: full records at `<scope>\0<name>`, and a small summary of each at
// `\0sum\0<scope>\0<name>` written in the same transaction, so listing never reads file contents.

import type { Skill, SkillFile, SkillManifest, SkillScope, SkillSummary } from '../core/skills/types.ts';
import { callerKeys, type Migration, openStore, type OpenOptions, prefixed, type Store, type Tx } from './db.ts';
import { StorageError } from './errors.ts';
import type { Quarantine } from './quarantine.ts';
import { isSkillRecord, recordProblem, summaryProblem } from './skill-check.ts';
import { SkillDamage } from './skill-damage.ts';
import { type HashOf, type SkillHasher, writeHashed } from './skill-hashed-write.ts';
import { checkName, checkScope, delSkill, notFound, putSkill, SUM, skillKey, summaryKey, toSummary } from './skill-keys.ts';
import { filesSize, freeName, withName } from './skill-name.ts';

export type { SkillHasher } from './skill-hashed-write.ts';
export { skillKey, toSummary } from './skill-keys.ts';

export type ConflictChoice = 'replace' | 'keep' | 'rename';
/** One choice for every conflict, `ask`, or a choice per incoming name (a name left out = ask). */
export type ConflictPolicy = 'ask' | ConflictChoice | Partial<Record<string, ConflictChoice>>;
export type InstallOutcome = 'installed' | 'replaced' | 'unchanged' | 'kept' | `renamed:${string}`;

/** A same-name skill with different content: what is stored and what would replace it. */
export interface SkillConflict {
  name: string;
  scope: SkillScope;
  existing: SkillSummary;
  incoming: SkillSummary;
}

export type InstallResult = { status: 'done'; results: { name: string; outcome: InstallOutcome }[] } | { status: 'conflicts'; conflicts: SkillConflict[] };

/** Result of create / rename / move: done, or the skill already at the target (nothing written). */
export type PlaceResult = { ok: true } | { ok: false; conflict: SkillSummary };

/** Schema history of the skills database; a new entry here is a new version. */
export const SKILL_MIGRATIONS: Migration[] = [
  // v1: records at `<scope>\0<name>`, summaries at `\0sum\0<scope>\0<name>`.
  () => {},
];

export class SkillRepository {
  readonly #damage: SkillDamage;

  constructor(
    readonly store: Store,
    private readonly hash: SkillHasher,
    /** Where damaged records go; without one they are only left out of what is read. */
    quarantine?: Quarantine,
  ) {
    this.#damage = new SkillDamage(store, quarantine);
  }

  /**
   * Summaries of every skill (or of one scope), in key order: scope, then name. No file contents.
   * A damaged summary is rebuilt from its skill record (or, with a damaged record too, both are put
   * aside); it is never handed out.
   */
  async list(scope?: SkillScope): Promise<SkillSummary[]> {
    if (scope !== undefined) checkScope(scope);
    const range = prefixed(scope ? summaryKey(scope, '') : SUM);
    const { keys, values } = await this.store.read(async (tx) => ({ keys: await tx.keys(range), values: await tx.getAll(range) }));
    const bad = keys.filter((_, i) => summaryProblem(values[i]) !== null);
    if (!bad.length) return values as SkillSummary[];
    const fixed = new Map<string, SkillSummary>();
    for (const key of bad) {
      const summary = await this.#damage.repairSummary(key, values[keys.indexOf(key)]);
      if (summary) fixed.set(key, summary);
    }
    return keys.flatMap((k, i) => (bad.includes(k) ? (fixed.has(k) ? [fixed.get(k)!] : []) : [values[i] as SkillSummary]));
  }

  get(scope: SkillScope, name: string): Promise<Skill | undefined> {
    return this.#damage.checked(skillKey(scope, name));
  }

  async getAll(): Promise<Skill[]> {
    const { keys, values } = await this.store.read(async (tx) => ({ keys: await tx.keys(callerKeys()), values: await tx.getAll(callerKeys()) }));
    const out: Skill[] = [];
    for (let i = 0; i < keys.length; i++) {
      if (isSkillRecord(values[i])) out.push(values[i] as Skill);
      else await this.#damage.putAside(keys[i]!, values[i], recordProblem(values[i])!);
    }
    return out;
  }

  /**
   * Installs `skills` into `scope` in one transaction. Same name and hash: `unchanged`. Same name,
   * other content: decided by `onConflict`; while any conflict is left to `ask`, nothing is
   * written and the conflicts are returned.
   */
  install(skills: Skill[], options: { scope: SkillScope; onConflict: ConflictPolicy }): Promise<InstallResult> {
    const { scope, onConflict } = options;
    checkScope(scope);
    const seen = new Set<string>();
    for (const s of skills) {
      checkName(s.name);
      if (seen.has(s.name)) throw new StorageError('invalid', `Two skills named "${s.name}" in one install.`);
      seen.add(s.name);
    }
    const now = Date.now();
    return this.writeHashed(async (tx, hashOf) => {
      const existing = new Map((await tx.getAll<SkillSummary>(prefixed(summaryKey(scope, '')))).map((s) => [s.name, s]));
      const taken = new Set([...existing.keys(), ...seen]);
      const conflicts: SkillConflict[] = [];
      const results: { name: string; outcome: InstallOutcome }[] = [];
      const writes: Skill[] = [];
      skills.forEach((skill, i) => {
        const placed: Skill = { ...skill, scope, installedAt: now, updatedAt: now };
        const done = (outcome: InstallOutcome) => results.push({ name: skill.name, outcome });
        const old = existing.get(skill.name);
        if (!old) return (writes.push(placed), done('installed'));
        if (old.hash === skill.hash) return done('unchanged');
        const choice = typeof onConflict === 'string' ? onConflict : (onConflict[skill.name] ?? 'ask');
        switch (choice) {
          case 'ask':
            return conflicts.push({ name: skill.name, scope, existing: old, incoming: toSummary(placed) });
          case 'keep':
            return done('kept');
          case 'replace':
            return (writes.push(placed), done('replaced'));
          case 'rename': {
            const name = freeName(skill.name, taken);
            taken.add(name);
            const renamed = withName(placed, name);
            writes.push({ ...renamed, hash: hashOf(`${i}\0${name}`, renamed.files), size: filesSize(renamed.files) });
            return done(`renamed:${name}`);
          }
          default:
            throw new StorageError('invalid', `Unknown conflict choice "${String(choice)}" for skill "${skill.name}".`);
        }
      });
      if (conflicts.length) return { status: 'conflicts', conflicts };
      for (const s of writes) putSkill(tx, s);
      return { status: 'done', results };
    });
  }

  /**
   * Writes and deletes skills of any scopes in one transaction, each only if what is stored is still
   * what the caller expects (`expectedHash`: that hash; null: nothing there; undefined: no check).
   * A skill that changed is a `conflict` and nothing is written. `skill: null` deletes.
   */
  placeMany(changes: { scope: SkillScope; name: string; skill: Skill | null; expectedHash?: string | null }[]): Promise<void> {
    for (const c of changes) {
      checkScope(c.scope);
      checkName(c.name);
      if (c.skill && (c.skill.name !== c.name || c.skill.scope !== c.scope))
        throw new StorageError('invalid', `Skill "${c.skill.name}" (${c.skill.scope}) does not match its place ${c.scope}/${c.name}.`);
    }
    const now = Date.now();
    return this.store.write(async (tx) => {
      for (const c of changes) {
        const cur = await tx.get<SkillSummary>(summaryKey(c.scope, c.name));
        if (c.expectedHash !== undefined && (cur?.hash ?? null) !== c.expectedHash) {
          throw new StorageError('conflict', `Skill "${c.name}" (${c.scope}) was changed elsewhere since it was read; nothing was written.`);
        }
      }
      for (const c of changes) {
        if (c.skill) putSkill(tx, { ...c.skill, installedAt: c.skill.installedAt || now, updatedAt: now });
        else delSkill(tx, c.scope, c.name);
      }
    });
  }

  /** Adds one new skill; if the name is taken in `scope`, nothing is written. */
  create(scope: SkillScope, skill: Skill): Promise<PlaceResult> {
    checkScope(scope);
    checkName(skill.name);
    const now = Date.now();
    return this.store.write(async (tx) => {
      const conflict = await tx.get<SkillSummary>(summaryKey(scope, skill.name));
      if (conflict) return { ok: false, conflict };
      putSkill(tx, { ...skill, scope, installedAt: now, updatedAt: now });
      return { ok: true };
    });
  }

  /**
   * Writes one file (new or replacing). The caller has validated the content; for SKILL.md it
   * passes the parsed manifest, whose name must stay the skill's name (use rename for that).
   */
  updateFile(
    scope: SkillScope,
    name: string,
    path: string,
    content: string | Uint8Array,
    manifest?: SkillManifest,
    /** The file's text the edit began from: a stored text that differs is a `conflict` (nothing is written). */
    expected?: string,
  ): Promise<SkillSummary> {
    checkName(path, 'file path');
    if (path === 'SKILL.md' && !manifest) {
      throw new StorageError('invalid', `${name}/SKILL.md: pass the parsed manifest with the new SKILL.md.`);
    }
    if (manifest && manifest.name !== name) {
      throw new StorageError('invalid', `${name}/SKILL.md: the name "${manifest.name}" must stay "${name}"; rename the skill instead.`);
    }
    const file: SkillFile = typeof content === 'string' ? { path, text: content } : { path, bytes: content };
    return this.changeFiles(
      scope,
      name,
      (files) => {
        const at = files.findIndex((f) => f.path === path);
        if (expected !== undefined && (files[at]?.text ?? '') !== expected) {
          throw new StorageError('conflict', `${name}/${path} was changed elsewhere (another tab?) since this edit began; nothing was saved.`);
        }
        return at < 0 ? [...files, file] : files.map((f, i) => (i === at ? file : f));
      },
      manifest,
    );
  }

  /** Removes one file (never SKILL.md). */
  deleteFile(scope: SkillScope, name: string, path: string): Promise<SkillSummary> {
    if (path === 'SKILL.md') throw new StorageError('invalid', `${name}/SKILL.md cannot be deleted; delete the skill instead.`);
    return this.changeFiles(scope, name, (files) => {
      if (!files.some((f) => f.path === path)) throw new StorageError('not-found', `${name}/${path} does not exist.`);
      return files.filter((f) => f.path !== path);
    });
  }

  /**
   * Replaces every file of a skill in one transaction: how files are added, renamed, moved between
   * folders or removed together. The caller has validated the new set as a whole and passes its
   * manifest; SKILL.md must stay, and its name must stay the skill's name.
   */
  replaceFiles(scope: SkillScope, name: string, files: SkillFile[], manifest: SkillManifest): Promise<SkillSummary> {
    const paths = new Set<string>();
    for (const f of files) {
      checkName(f.path, 'file path');
      if (paths.has(f.path)) throw new StorageError('invalid', `${name}/${f.path} appears twice.`);
      paths.add(f.path);
    }
    if (!paths.has('SKILL.md')) throw new StorageError('invalid', `${name}/SKILL.md cannot be removed; delete the skill instead.`);
    if (manifest.name !== name) {
      throw new StorageError('invalid', `${name}/SKILL.md: the name "${manifest.name}" must stay "${name}"; rename the skill instead.`);
    }
    return this.changeFiles(scope, name, () => files, manifest);
  }

  /** Renames a skill in place (record, manifest and SKILL.md's frontmatter). */
  rename(scope: SkillScope, name: string, newName: string): Promise<PlaceResult> {
    checkScope(scope);
    checkName(newName, 'new name');
    if (newName === name) return Promise.resolve({ ok: true });
    return this.writeHashed(async (tx, hashOf) => {
      const skill = await tx.get<Skill>(skillKey(scope, name));
      if (!skill) throw notFound(scope, name);
      const conflict = await tx.get<SkillSummary>(summaryKey(scope, newName));
      if (conflict) return { ok: false, conflict };
      const renamed = withName(skill, newName);
      delSkill(tx, scope, name);
      putSkill(tx, { ...renamed, hash: hashOf(skill.hash, renamed.files), size: filesSize(renamed.files), updatedAt: Date.now() });
      return { ok: true };
    });
  }

  /** Moves a skill to another scope; if the name is taken there, nothing is written. */
  move(scope: SkillScope, name: string, toScope: SkillScope): Promise<PlaceResult> {
    checkScope(scope);
    checkScope(toScope);
    if (toScope === scope) return Promise.resolve({ ok: true });
    return this.store.write(async (tx) => {
      const skill = await tx.get<Skill>(skillKey(scope, name));
      if (!skill) throw notFound(scope, name);
      const conflict = await tx.get<SkillSummary>(summaryKey(toScope, name));
      if (conflict) return { ok: false, conflict };
      delSkill(tx, scope, name);
      putSkill(tx, { ...skill, scope: toScope, updatedAt: Date.now() });
      return { ok: true };
    });
  }

  /** Deletes one skill; false when it was not there. */
  delete(scope: SkillScope, name: string): Promise<boolean> {
    return this.store.write(async (tx) => {
      if (!(await tx.get(summaryKey(scope, name)))) return false;
      delSkill(tx, scope, name);
      return true;
    });
  }

  /** Deletes every skill of one scope (e.g. when its preset is deleted); returns how many. */
  deleteScope(scope: SkillScope): Promise<number> {
    checkScope(scope);
    return this.store.write(async (tx) => {
      const keys = await tx.keys(prefixed(skillKey(scope, '')));
      for (const k of keys) tx.del(k), tx.del(SUM + k);
      return keys.length;
    });
  }

  /** Deletes every skill; returns how many. */
  clear(): Promise<number> {
    return this.store.write(async (tx) => {
      const keys = await tx.keys(callerKeys());
      for (const k of keys) tx.del(k), tx.del(SUM + k);
      return keys.length;
    });
  }

  private changeFiles(scope: SkillScope, name: string, edit: (files: SkillFile[]) => SkillFile[], manifest?: SkillManifest): Promise<SkillSummary> {
    return this.writeHashed(async (tx, hashOf) => {
      const skill = await tx.get<Skill>(skillKey(scope, name));
      if (!skill) throw notFound(scope, name);
      const files = edit(skill.files);
      const next: Skill = {
        ...skill,
        manifest: manifest ?? skill.manifest,
        files,
        hash: hashOf(skill.hash, files),
        size: filesSize(files),
        updatedAt: Date.now(),
      };
      putSkill(tx, next);
      return toSummary(next);
    });
  }

  /** A write whose new records need content hashes (see skill-hashed-write.ts). */
  private writeHashed<T>(fn: (tx: Tx, hashOf: HashOf) => Promise<T>): Promise<T> {
    return writeHashed(this.store, this.hash, fn);
  }
}

export function openSkillRepository(hash: SkillHasher, options?: OpenOptions, quarantine?: Quarantine): SkillRepository {
  return new SkillRepository(openStore('skills', SKILL_MIGRATIONS, options), hash, quarantine);
}
