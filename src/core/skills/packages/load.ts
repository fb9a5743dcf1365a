// loadSkillPackages: every package in an input (a zip's files, a picked folder, the bundled folder),
// found by registry.yaml or by scanning (layout.ts), each parsed on its own: an invalid package is
// reported with `issue.skill` set, and the valid ones are still returned.
import { skillIssue } from '../issues.ts';
import { decodeText } from '../text.ts';
import type { SkillIssue } from '../types.ts';
import { findPackageFolders, locateRegistry, type PackageFolder } from './layout.ts';
import { ORCHESTRATOR_FILE, parseSkillPackage } from './parse.ts';
import { parseRegistry, type RegistryEntry } from './registry.ts';
import type { SkillPackage } from './types.ts';

export interface PackageLoadResult {
  packages: SkillPackage[];
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

export interface PackageLoadOptions {
  now?: number;
  /** Names the input in messages about it as a whole (a zip's file name). */
  whole?: string;
}

/** Reads the registry, if the input has one, and where the packages are. */
export function locatePackages(paths: readonly string[], textOf: (path: string) => string | undefined) {
  const issues: SkillIssue[] = [];
  const registryPath = locateRegistry(paths);
  let registry: { path: string; entries: RegistryEntry[] } | undefined;
  if (registryPath) {
    const text = textOf(registryPath);
    const r =
      text === undefined
        ? { entries: [], issues: [skillIssue('registry-yaml', registryPath, { detail: 'it is not UTF-8 text' })] }
        : parseRegistry(text, registryPath);
    issues.push(...r.issues);
    registry = { path: registryPath, entries: r.entries };
  }
  const found = findPackageFolders(paths, registry);
  issues.push(...found.issues);
  return { folders: found.folders, registryPath, issues };
}

function mismatches(pkg: SkillPackage, entry: RegistryEntry, file: string): SkillIssue[] {
  const out: SkillIssue[] = [];
  const check = (field: 'name' | 'category' | 'bookKind', registry: string, own: string) => {
    if (registry !== own) out.push(skillIssue('registry-mismatch', file, { field, name: entry.name, registry, file: own }));
  };
  check('name', entry.name, pkg.name);
  check('category', entry.category, pkg.manifest.category);
  check('bookKind', entry.bookKind, pkg.bookKind);
  return out;
}

/** Parses one located package folder. */
export function parseLocatedPackage(folder: PackageFolder, bytesOf: (path: string) => Uint8Array, options: PackageLoadOptions = {}) {
  const files = folder.flat
    ? [{ path: ORCHESTRATOR_FILE, bytes: bytesOf(folder.flat) }]
    : folder.paths.map((p) => ({ path: p.slice(folder.prefix.length), bytes: bytesOf(p) }));
  const r = parseSkillPackage(files, {
    folderName: folder.folderName,
    folderKind: folder.folderKind,
    orchestratorFile: folder.flat ? folder.flat.slice(folder.flat.lastIndexOf('/') + 1) : undefined,
    now: options.now,
  });
  const label = folder.folderName ?? r.package?.name;
  const tag = (i: SkillIssue) => (i.skill || !label ? i : { ...i, skill: label, message: `${label}/${i.message}` });
  const issues = r.issues.map(tag);
  if (r.package && folder.entry) issues.push(...mismatches(r.package, folder.entry, folder.prefix || ORCHESTRATOR_FILE));
  return { package: issues.length ? undefined : r.package, issues, warnings: r.warnings.map(tag) };
}

/** Every package among `paths`, reading bytes through `bytesOf`. */
export function loadSkillPackages(paths: readonly string[], bytesOf: (path: string) => Uint8Array, options: PackageLoadOptions = {}): PackageLoadResult {
  const located = locatePackages(paths, (p) => decodeText(bytesOf(p)));
  return parseLocated(located, bytesOf, options);
}

export function parseLocated(
  located: ReturnType<typeof locatePackages>,
  bytesOf: (path: string) => Uint8Array,
  options: PackageLoadOptions = {},
): PackageLoadResult {
  const out: PackageLoadResult = { packages: [], issues: [...located.issues], warnings: [] };
  if (!located.folders.length && !located.issues.length) {
    out.issues.push(skillIssue('no-package', options.whole ?? ''));
    return out;
  }
  const names = new Set<string>();
  for (const folder of located.folders) {
    const r = parseLocatedPackage(folder, bytesOf, options);
    // Scanning finds every .md in novel/ and dialogue/; one that is plainly not a package is skipped.
    if (folder.flat && !folder.entry && r.issues.some((i) => i.rule === 'frontmatter-missing')) {
      out.warnings.push(skillIssue('ignored-file', folder.flat, { why: 'not an orchestrator (no YAML frontmatter)' }));
      continue;
    }
    out.issues.push(...r.issues);
    out.warnings.push(...r.warnings);
    if (!r.package) continue;
    if (names.has(r.package.name)) {
      out.issues.push(skillIssue('package-duplicate', folder.prefix, { name: r.package.name }));
      continue;
    }
    names.add(r.package.name);
    out.packages.push(r.package);
  }
  return out;
}
