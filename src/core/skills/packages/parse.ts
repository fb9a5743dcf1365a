// parseSkillPackage: the files of one package folder → a validated SkillPackage, or the issues that
// stop it. Every file passes the same per-file checks as a skill's; each worker is parsed as a skill
// (parseSkill), so its SKILL.md follows every skill rule; the limits of one skill hold for the whole
// package. Every problem is reported, each naming the file and the field.
import { hashSkillFiles } from '../hash.ts';
import { skillIssue } from '../issues.ts';
import { SKILL_LIMITS } from '../limits.ts';
import { parseSkill, readSkillFiles } from '../parse.ts';
import { compareSkillPaths } from '../paths.ts';
import type { SkillFile, SkillIssue } from '../types.ts';
import { readOrchestrator, readWorkerFields } from './manifest.ts';
import { findRecipes } from './recipes.ts';
import type { BookKind, PackageWorker, SkillPackage } from './types.ts';

export const ORCHESTRATOR_FILE = 'orchestrator.md';

export interface ParsePackageOptions {
  /** The package folder's name; orchestrator.md's `name` must equal it. */
  folderName?: string;
  /** The bookKind folder (`novel/`, `dialogue/`) the package sits in, if any. */
  folderKind?: BookKind;
  /** What to call orchestrator.md in messages (a flat package's own `<name>.md`). */
  orchestratorFile?: string;
  now?: number;
}

export interface ParsePackageResult {
  /** Set only when there are no issues. */
  package?: SkillPackage;
  issues: SkillIssue[];
  warnings: SkillIssue[];
}

/** An issue of a worker's skill, re-addressed to the worker's folder inside the package. */
function inWorker(i: SkillIssue, id: string, label: string | undefined): SkillIssue {
  const file = i.file ? `workers/${id}/${i.file}` : `workers/${id}`;
  const text = i.message.slice(i.message.indexOf(': ') + 2);
  const where = label ? `${label}/${file}` : file;
  return { ...i, file, message: `${where}: ${text}`, ...(label ? { skill: label } : {}) };
}

/**
 * Validates one package given as files with paths relative to its folder (`orchestrator.md`,
 * `workers/<id>/SKILL.md`, `recipes/…`). Workers named in `workers` (or `suggestedWorkers`) must each
 * have a folder; without such a list every worker folder is bound.
 */
export function parseSkillPackage(files: readonly SkillFile[], options: ParsePackageOptions = {}): ParsePackageResult {
  const label = options.folderName;
  const warnings: SkillIssue[] = [];
  const { files: all, hashed, total, issues } = readSkillFiles(files, label);
  if (all.length > SKILL_LIMITS.maxFiles) issues.push(skillIssue('package-too-many-files', '', { count: all.length }, label));
  if (total > SKILL_LIMITS.maxSkillBytes) issues.push(skillIssue('package-too-large', '', { bytes: total }, label));

  const orchFile = options.orchestratorFile ?? ORCHESTRATOR_FILE;
  const orch = all.find((f) => f.path === ORCHESTRATOR_FILE);
  let manifest;
  let workersDeclared = true;
  if (!orch) issues.push(skillIssue('no-package', orchFile, {}, label));
  else {
    const size = hashed.find((h) => h.path === ORCHESTRATOR_FILE)!.bytes.length;
    if (size > SKILL_LIMITS.maxSkillMdBytes) issues.push(skillIssue('package-orchestrator-too-large', orchFile, { bytes: size }, label));
    else if (orch.text === undefined) issues.push(skillIssue('package-orchestrator-not-text', orchFile, {}, label));
    else {
      const r = readOrchestrator(orch.text, { file: orchFile, folder: label, folderKind: options.folderKind });
      issues.push(...r.issues);
      warnings.push(...r.warnings);
      manifest = r.manifest;
      workersDeclared = r.workersDeclared ?? true;
    }
  }

  // Worker folders: workers/<id>/…
  const folders = new Map<string, SkillFile[]>();
  for (const f of all) {
    if (!f.path.startsWith('workers/')) continue;
    const rest = f.path.slice('workers/'.length);
    const slash = rest.indexOf('/');
    if (slash < 0) {
      warnings.push(skillIssue('package-worker-stray', f.path, {}, label));
      continue;
    }
    const id = rest.slice(0, slash);
    let list = folders.get(id);
    if (!list) folders.set(id, (list = []));
    list.push({ ...f, path: rest.slice(slash + 1) });
  }
  const hasSkillMd = (id: string) => folders.get(id)?.some((f) => f.path === 'SKILL.md') ?? false;
  const bound = manifest && workersDeclared ? manifest.workers : [...folders.keys()].filter(hasSkillMd).sort();
  const workers: PackageWorker[] = [];
  for (const id of bound) {
    if (!hasSkillMd(id)) {
      issues.push(skillIssue('package-worker-missing', orchFile, { worker: id }, label));
      continue;
    }
    if (manifest && id === manifest.name) {
      if (!workersDeclared) issues.push(skillIssue('package-worker-is-package', `workers/${id}/SKILL.md`, { worker: id }, label));
      continue;
    }
    const r = parseSkill(folders.get(id)!, { folderName: id });
    issues.push(...r.issues.map((i) => inWorker(i, id, label)));
    warnings.push(...r.warnings.map((i) => inWorker(i, id, label)));
    if (!r.skill) continue;
    const w = readWorkerFields(r.skill.manifest, `workers/${id}/SKILL.md`, label);
    issues.push(...w.issues);
    if (w.worker) workers.push(w.worker);
  }
  if (manifest && workersDeclared) {
    for (const id of [...folders.keys()].sort())
      if (!bound.includes(id)) warnings.push(skillIssue('package-worker-unlisted', `workers/${id}`, { worker: id }, label));
  }

  if (issues.length || !manifest) return { issues, warnings };
  const now = options.now ?? Date.now();
  const sorted = [...all].sort((a, b) => compareSkillPaths(a.path, b.path));
  const pkg: SkillPackage = {
    name: manifest.name,
    bookKind: manifest.bookKind,
    manifest: { ...manifest, workers: workers.map((w) => w.id) },
    workers,
    recipes: findRecipes(sorted),
    files: sorted,
    hash: hashSkillFiles(hashed),
    size: total,
    installedAt: now,
    updatedAt: now,
  };
  return { package: pkg, issues, warnings };
}
