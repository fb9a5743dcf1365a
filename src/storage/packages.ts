// The skill packages store: one record per package at `<name>` (every file of the package, the
// skills of its orchestrator and workers included), and a small summary at `\0sum\0<name>` written
// in the same transaction, so listing never reads file contents. Package skills are kept here and
// only here: the skills store never holds them, so no other profile's catalog (nor `*`) sees them.

import type { PackageSummary, SkillPackage } from '../core/skills/packages/types.ts';
import { callerKeys, INTERNAL, type Migration, openStore, type OpenOptions, prefixed, type Store, type Tx } from './db.ts';
import { StorageError } from './errors.ts';

export type PackageConflictChoice = 'replace' | 'keep';
/** One choice for every conflict, `ask`, or a choice per incoming name (a name left out = ask). */
export type PackageConflictPolicy = 'ask' | PackageConflictChoice | Partial<Record<string, PackageConflictChoice>>;
export type PackageInstallOutcome = 'installed' | 'replaced' | 'unchanged' | 'kept';

export interface PackageConflict {
  name: string;
  existing: PackageSummary;
  incoming: PackageSummary;
}

export type PackageInstallResult =
  | { status: 'done'; results: { name: string; outcome: PackageInstallOutcome }[] }
  | { status: 'conflicts'; conflicts: PackageConflict[] };

export const PACKAGE_MIGRATIONS: Migration[] = [
  // v1: records at `<name>`, summaries at `\0sum\0<name>`.
  () => {},
];

const SUM = `${INTERNAL}sum${INTERNAL}`;

export function toPackageSummary(p: SkillPackage): PackageSummary {
  const m = p.manifest;
  const s: PackageSummary = {
    name: p.name,
    bookKind: p.bookKind,
    description: m.description,
    workers: p.workers,
    recipes: p.recipes,
    demandTag: m.demandTag,
    startupMode: m.startupMode,
    tags: m.tags,
    fileCount: p.files.length,
    size: p.size,
    hash: p.hash,
  };
  if (m.uiPrompt !== undefined) s.uiPrompt = m.uiPrompt;
  if (m.version !== undefined) s.version = m.version;
  return s;
}

function checkName(name: string): void {
  if (typeof name !== 'string' || name === '' || name.includes('\0')) {
    throw new StorageError('invalid', `Package name ${JSON.stringify(name)} cannot be stored (empty or contains NUL).`);
  }
}

/** A view on a larger buffer would store the whole buffer; keep only the file's own bytes. */
function own(p: SkillPackage): SkillPackage {
  return {
    ...p,
    files: p.files.map((f) =>
      f.bytes && (f.bytes.byteOffset !== 0 || f.bytes.byteLength !== f.bytes.buffer.byteLength) ? { ...f, bytes: f.bytes.slice() } : f,
    ),
  };
}

function put(tx: Tx, p: SkillPackage): void {
  tx.put(p.name, own(p));
  tx.put(SUM + p.name, toPackageSummary(p));
}

export class PackageRepository {
  constructor(readonly store: Store) {}

  /** Summaries of every package, by name. No file contents. */
  list(): Promise<PackageSummary[]> {
    return this.store.read((tx) => tx.getAll<PackageSummary>(prefixed(SUM)));
  }

  get(name: string): Promise<SkillPackage | undefined> {
    return this.store.read((tx) => tx.get<SkillPackage>(name));
  }

  getAll(): Promise<SkillPackage[]> {
    return this.store.read((tx) => tx.getAll<SkillPackage>(callerKeys()));
  }

  /**
   * Installs packages in one transaction. Same name and hash: `unchanged`. Same name, other content:
   * decided by `onConflict`; while any conflict is left to `ask`, nothing is written.
   */
  install(packages: SkillPackage[], options: { onConflict: PackageConflictPolicy }): Promise<PackageInstallResult> {
    const seen = new Set<string>();
    for (const p of packages) {
      checkName(p.name);
      if (seen.has(p.name)) throw new StorageError('invalid', `Two packages named "${p.name}" in one install.`);
      seen.add(p.name);
    }
    const now = Date.now();
    return this.store.write(async (tx) => {
      const existing = new Map((await tx.getAll<PackageSummary>(prefixed(SUM))).map((s) => [s.name, s]));
      const conflicts: PackageConflict[] = [];
      const results: { name: string; outcome: PackageInstallOutcome }[] = [];
      const writes: SkillPackage[] = [];
      for (const p of packages) {
        const placed = { ...p, installedAt: now, updatedAt: now };
        const old = existing.get(p.name);
        if (!old) {
          writes.push(placed);
          results.push({ name: p.name, outcome: 'installed' });
          continue;
        }
        if (old.hash === p.hash) {
          results.push({ name: p.name, outcome: 'unchanged' });
          continue;
        }
        const choice = typeof options.onConflict === 'string' ? options.onConflict : (options.onConflict[p.name] ?? 'ask');
        if (choice === 'ask') conflicts.push({ name: p.name, existing: old, incoming: toPackageSummary(placed) });
        else if (choice === 'keep') results.push({ name: p.name, outcome: 'kept' });
        else if (choice === 'replace') {
          writes.push(placed);
          results.push({ name: p.name, outcome: 'replaced' });
        } else throw new StorageError('invalid', `Unknown conflict choice "${String(choice)}" for package "${p.name}".`);
      }
      if (conflicts.length) return { status: 'conflicts', conflicts };
      for (const p of writes) put(tx, p);
      return { status: 'done', results };
    });
  }

  /** Deletes one package (its orchestrator and worker skills with it); false when it was not there. */
  delete(name: string): Promise<boolean> {
    return this.store.write(async (tx) => {
      if (!(await tx.get(SUM + name))) return false;
      tx.del(name);
      tx.del(SUM + name);
      return true;
    });
  }
}

export function openPackageRepository(options?: OpenOptions): PackageRepository {
  return new PackageRepository(openStore('packages', PACKAGE_MIGRATIONS, options));
}
