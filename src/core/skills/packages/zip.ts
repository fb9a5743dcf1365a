// Skill packages in and out of zips. Import goes through the same archive checks as a skill zip
// (zip-entries.ts); each package's limits are checked from declared sizes before anything is
// inflated. Export writes registry.yaml plus `{bookKind}/{name}/…`, the layout import reads back.
import { skillIssue } from '../issues.ts';
import { SKILL_LIMITS } from '../limits.ts';
import { decodeText } from '../text.ts';
import type { SkillFile, SkillIssue } from '../types.ts';
import { inflateZipEntries, readZipEntries } from '../zip-entries.ts';
import { zipFiles } from '../zip-export.ts';
import { locatePackages, parseLocated, type PackageLoadResult } from './load.ts';
import { locateRegistry } from './layout.ts';
import { ORCHESTRATOR_FILE } from './parse.ts';
import { formatRegistry, REGISTRY_FILE } from './registry.ts';
import type { SkillPackage } from './types.ts';

export interface PackageZipOptions {
  /** The archive's file name, for messages about the archive as a whole. */
  fileName?: string;
  now?: number;
}

const isSkillMd = (p: string) => p === ORCHESTRATOR_FILE || /^workers\/[^/]+\/SKILL\.md$/.test(p);

/**
 * Reads the skill packages in a zip (see loadSkillPackages for where they are found). Any
 * archive-level problem, or a package over a limit by its declared sizes, rejects the whole zip.
 */
export function importPackageZip(zip: Uint8Array, options: PackageZipOptions = {}): PackageLoadResult {
  const whole = options.fileName ?? '';
  const reject = (issues: SkillIssue[], warnings: SkillIssue[] = []): PackageLoadResult => ({ packages: [], issues, warnings });
  const read = readZipEntries(zip, whole);
  if (!read.ok) return reject(read.issues, read.warnings);
  const { entries, warnings } = read;
  const paths = [...entries.keys()];

  // The registry first (it says where the packages are); it is small or it is refused.
  const registryPath = locateRegistry(paths);
  let registryText: string | undefined;
  if (registryPath) {
    const size = entries.get(registryPath)!.size;
    if (size > SKILL_LIMITS.maxSkillMdBytes) return reject([skillIssue('file-too-large', registryPath, { bytes: size })], warnings);
    const r = inflateZipEntries(zip, entries, [registryPath]);
    if (!r.ok) return reject(r.issues, warnings);
    registryText = decodeText(r.bytes.get(registryPath)!);
  }
  const located = locatePackages(paths, (p) => (p === registryPath ? registryText : undefined));

  const issues: SkillIssue[] = [];
  for (const f of located.folders) {
    const label = f.folderName;
    let total = 0;
    for (const p of f.paths) total += entries.get(p)!.size;
    if (f.paths.length > SKILL_LIMITS.maxFiles) issues.push(skillIssue('package-too-many-files', '', { count: f.paths.length }, label));
    if (total > SKILL_LIMITS.maxSkillBytes) issues.push(skillIssue('package-too-large', '', { bytes: total }, label));
    for (const p of f.paths) {
      const inside = f.flat ? ORCHESTRATOR_FILE : p.slice(f.prefix.length);
      const size = entries.get(p)!.size;
      if (isSkillMd(inside) && size > SKILL_LIMITS.maxSkillMdBytes)
        issues.push(skillIssue(inside === ORCHESTRATOR_FILE ? 'package-orchestrator-too-large' : 'skill-md-too-large', inside, { bytes: size }, label));
    }
  }
  if (issues.length) return reject(issues, warnings);

  const inflated = inflateZipEntries(
    zip,
    entries,
    located.folders.flatMap((f) => f.paths),
  );
  if (!inflated.ok) return reject(inflated.issues, warnings);
  const r = parseLocated(located, (p) => inflated.bytes.get(p)!, { now: options.now, whole });
  return { packages: r.packages, issues: r.issues, warnings: [...warnings, ...r.warnings] };
}

/** The path of a package's orchestrator.md in an export, relative to registry.yaml. */
export const exportedPath = (p: Pick<SkillPackage, 'name' | 'bookKind'>) => `${p.bookKind}/${p.name}/${ORCHESTRATOR_FILE}`;

/**
 * Packages as one zip: `registry.yaml` listing them, then each package's files under
 * `{bookKind}/{name}/` (orchestrator.md first, then by path). The same packages give the same bytes,
 * and importing the zip gives packages with the same content hashes.
 */
export function exportPackageZip(packages: readonly SkillPackage[]): Uint8Array {
  const sorted = [...packages].sort((a, b) => (a.name < b.name ? -1 : 1));
  const registry = formatRegistry(
    sorted.map((p) => ({ name: p.name, description: p.manifest.description, category: p.manifest.category, bookKind: p.bookKind, path: exportedPath(p) })),
  );
  const files: SkillFile[] = [{ path: REGISTRY_FILE, text: registry }];
  for (const p of sorted) {
    const order = [...p.files].sort((a, b) => (a.path === ORCHESTRATOR_FILE ? -1 : b.path === ORCHESTRATOR_FILE ? 1 : a.path < b.path ? -1 : 1));
    for (const f of order) files.push({ ...f, path: `${p.bookKind}/${p.name}/${f.path}` });
  }
  return zipFiles(files);
}
