// Where the packages are in a list of paths (a zip, a picked folder, the bundled folder):
// 1. a registry.yaml (the shallowest one) lists them, relative to its folder;
// 2. without one, `novel/` and `dialogue/` folders are scanned for `{name}/orchestrator.md` and flat
//    `{name}.md` files;
// 3. failing both, any folder holding an orchestrator.md is a package (one package zipped or picked
//    on its own). A package inside another package's folder is part of that package.
import { skillIssue } from '../issues.ts';
import type { SkillIssue } from '../types.ts';
import { ORCHESTRATOR_FILE } from './parse.ts';
import { REGISTRY_FILE, type RegistryEntry } from './registry.ts';
import { BOOK_KINDS, type BookKind } from './types.ts';

export interface PackageFolder {
  /** Full path of the package folder with a trailing `/` ('' when orchestrator.md is at the top), or of the flat `.md`. */
  prefix: string;
  /** The folder's (or flat file's) own name; absent when orchestrator.md is at the top. */
  folderName?: string;
  folderKind?: BookKind;
  /** Full path of the flat `.md` that is the whole package. */
  flat?: string;
  /** The registry entry that listed it. */
  entry?: RegistryEntry;
  /** Full paths of the package's files. */
  paths: string[];
}

const dirOf = (p: string) => p.slice(0, p.lastIndexOf('/') + 1);
const baseOf = (p: string) => p.slice(p.lastIndexOf('/') + 1);
const isKind = (s: string | undefined): s is BookKind => (BOOK_KINDS as readonly string[]).includes(s ?? '');

/** The registry file to read, if the input has one: the shallowest `registry.yaml`. */
export function locateRegistry(paths: readonly string[]): string | undefined {
  return paths.filter((p) => baseOf(p) === REGISTRY_FILE).sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1))[0];
}

function folderFor(prefix: string, paths: readonly string[], extra: Partial<PackageFolder>): PackageFolder {
  const segs = prefix.slice(0, -1).split('/');
  const folderName = prefix === '' ? undefined : segs.at(-1);
  const kind = segs.at(-2);
  return { prefix, folderName, ...(isKind(kind) ? { folderKind: kind } : {}), ...extra, paths: paths.filter((p) => p.startsWith(prefix)) };
}

function flatFor(path: string, extra: Partial<PackageFolder>): PackageFolder {
  const segs = path.split('/');
  const kind = segs.at(-2);
  return { prefix: path, flat: path, folderName: baseOf(path).replace(/\.md$/i, ''), ...(isKind(kind) ? { folderKind: kind } : {}), ...extra, paths: [path] };
}

/** Keeps the outermost packages: one inside another's folder belongs to it. */
function outermost(found: PackageFolder[]): PackageFolder[] {
  const sorted = [...found].sort((a, b) => a.prefix.split('/').length - b.prefix.split('/').length || (a.prefix < b.prefix ? -1 : 1));
  const out: PackageFolder[] = [];
  for (const f of sorted) if (!out.some((o) => !o.flat && o.prefix !== f.prefix && f.prefix.startsWith(o.prefix))) out.push(f);
  return out.sort((a, b) => (a.prefix < b.prefix ? -1 : 1));
}

/**
 * The packages among `paths`. `registry` is the parsed registry (see locateRegistry) when the input
 * has one; its entries that point nowhere are reported.
 */
export function findPackageFolders(
  paths: readonly string[],
  registry?: { path: string; entries: readonly RegistryEntry[] },
): { folders: PackageFolder[]; issues: SkillIssue[] } {
  const issues: SkillIssue[] = [];
  const has = new Set(paths);
  if (registry) {
    const root = dirOf(registry.path);
    const folders: PackageFolder[] = [];
    for (const entry of registry.entries) {
      const full = root + entry.path.replace(/^\.\//, '');
      if (!has.has(full)) {
        issues.push(skillIssue('registry-path-missing', registry.path, { name: entry.name, path: entry.path }));
        continue;
      }
      folders.push(baseOf(full) === ORCHESTRATOR_FILE ? folderFor(dirOf(full), paths, { entry }) : flatFor(full, { entry }));
    }
    return { folders: outermost(folders), issues };
  }
  const scanned: PackageFolder[] = [];
  for (const p of paths) {
    const segs = p.split('/');
    const n = segs.length;
    if (n >= 3 && segs[n - 1] === ORCHESTRATOR_FILE && isKind(segs[n - 3])) scanned.push(folderFor(dirOf(p), paths, {}));
    else if (n >= 2 && isKind(segs[n - 2]) && /\.md$/i.test(segs[n - 1]!) && !has.has(`${dirOf(p)}${segs[n - 1]!.replace(/\.md$/i, '')}/${ORCHESTRATOR_FILE}`))
      scanned.push(flatFor(p, {}));
  }
  if (scanned.length) return { folders: outermost(scanned), issues };
  const loose = paths.filter((p) => baseOf(p) === ORCHESTRATOR_FILE).map((p) => folderFor(dirOf(p), paths, {}));
  return { folders: outermost(loose), issues };
}
