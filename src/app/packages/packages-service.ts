// The app's skill packages: the list signal the UI reads and the Manage Skills package actions.
// Validation is core/skills/packages'; writes go through the packages repository in one transaction.
// Reading packages in a format (YAML, zips) is the package formats part's, loaded on first use.
import { signal } from '@preact/signals-core';
import type { BundledPackageRow } from '../../core/skills/packages/bundled.ts';
import { rowsOnce, type BundledRows } from '../skills/bundled.ts';
import type { PackageSummary, SkillPackage } from '../../core/skills/packages/types.ts';
import { junkReason } from '../../core/skills/paths.ts';
import type { Skill, SkillIssue } from '../../core/skills/types.ts';
import { rewriteSkillMdName, type PackageRepository } from '../../storage/index.ts';
import type { ActionResult, ConflictDecision, ImportProgress, InstallSource } from '../skills/skills-contract.ts';
import type { PackageInstallResult, PackagesActions } from './packages-contract.ts';
import { readPickedFiles } from '../skills/read-files.ts';
import { lazyPart, type LazyPart } from '../../ports/lazy-part.ts';
import { partFailureIssue } from '../part-failure.ts';

const packageFormatsPart = lazyPart(import.meta.url, () => import('./package-formats.ts'));
type PackageFormats = typeof import('./package-formats.ts');

export interface PackagesServiceOptions {
  repo: PackageRepository;
  /** Rows of skills-bundled/packages/. */
  bundledRows: BundledRows<BundledPackageRow>;
  saveAs(fileName: string, bytes: Uint8Array): void;
  /** The default package (new chats start bound to it); '' = none. */
  defaultPackage(): string;
  setDefaultPackage(name: string): Promise<void>;
  /** The package formats part (default: package-formats.ts, loaded on first use; tests give one that fails). */
  formats?: LazyPart<PackageFormats>;
}

const fail = (issues: SkillIssue[]): ActionResult => ({ ok: false, issues });
const failMessage = (file: string, message: string): ActionResult => fail([{ file, rule: 'error', message }]);
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const isZip = (name: string, b: Uint8Array) => /\.zip$/i.test(name) || (b[0] === 0x50 && b[1] === 0x4b);
const empty = (issues: SkillIssue[], warnings: SkillIssue[] = []): PackageInstallResult => ({ installed: [], unchanged: [], conflicts: [], issues, warnings });

export class PackagesService implements PackagesActions {
  /** Every installed package, as summaries. */
  readonly list = signal<PackageSummary[]>([]);
  readonly #o: PackagesServiceOptions;
  readonly #bundled: () => Promise<SkillPackage[]>;
  readonly #formats: LazyPart<PackageFormats>;

  constructor(options: PackagesServiceOptions) {
    this.#o = options;
    this.#formats = options.formats ?? packageFormatsPart;
    this.#bundled = rowsOnce(options.bundledRows, async (rows) => {
      const r = (await this.#formats.load()).bundledRowsToPackages(rows);
      if (r.issues.length) console.error('Troupe: some bundled skill packages are invalid', r.issues);
      return r.packages;
    });
  }

  /** The package formats part, or the one issue saying it could not be loaded (and that nothing was changed). */
  async #loadFormats(): Promise<PackageFormats | SkillIssue> {
    try {
      return await this.#formats.load();
    } catch (e) {
      return partFailureIssue(this.#formats, e);
    }
  }

  async refresh(): Promise<void> {
    this.list.value = await this.#o.repo.list();
  }

  get(name: string): Promise<SkillPackage | undefined> {
    return this.#o.repo.get(name);
  }

  /** The packages shipped in skills-bundled/packages/ (loaded on first use; rejects when they cannot be). */
  bundled(): Promise<SkillPackage[]> {
    return this.#bundled();
  }

  async installFiles(
    source: InstallSource,
    options: { decisions?: Record<string, ConflictDecision>; onProgress?: (p: ImportProgress) => void } = {},
  ): Promise<PackageInstallResult> {
    const f = await this.#loadFormats();
    if (!isFormats(f)) return empty([f]);
    const files = await readPickedFiles(source.files, options.onProgress);
    const packages: SkillPackage[] = [];
    const issues: SkillIssue[] = [];
    const warnings: SkillIssue[] = [];
    const add = (r: { packages: SkillPackage[]; issues: SkillIssue[]; warnings: SkillIssue[] }) => {
      packages.push(...r.packages);
      issues.push(...r.issues);
      warnings.push(...r.warnings);
    };
    const zips = files.filter((f) => source.kind === 'zip' || isZip(f.name, f.bytes));
    for (const z of zips) add(f.importPackageZip(z.bytes, { fileName: z.name }));
    const loose = files.filter((f) => !zips.includes(f));
    if (loose.length) {
      const byPath = new Map<string, Uint8Array>();
      for (const file of loose) {
        const junk = junkReason(file.path);
        if (junk) warnings.push(f.skillIssue('ignored-file', file.path, { why: junk }));
        else byPath.set(file.path, file.bytes);
      }
      add(f.loadSkillPackages([...byPath.keys()], (p) => byPath.get(p)!));
    }
    if (issues.length) return empty(issues, warnings);
    return this.installPackages(packages, options.decisions, warnings);
  }

  async installBundled(decisions?: Record<string, ConflictDecision>): Promise<PackageInstallResult> {
    let bundled;
    try {
      bundled = await this.bundled();
    } catch (e) {
      return empty([partFailureIssue(this.#formats, e)]);
    }
    return this.installPackages(bundled, decisions);
  }

  /** Installs validated packages; undecided conflicts come back and nothing is written. */
  async installPackages(
    packages: SkillPackage[],
    decisions: Record<string, ConflictDecision> = {},
    warnings: SkillIssue[] = [],
  ): Promise<PackageInstallResult> {
    const placed: SkillPackage[] = [];
    // A rename validates the renamed package (its orchestrator.md names it): only then are the formats needed.
    const f = Object.values(decisions).some((d) => d.action === 'rename') ? await this.#loadFormats() : undefined;
    if (f && !isFormats(f)) return empty([f], warnings);
    for (const p of packages) {
      const d = decisions[p.name];
      if (d?.action !== 'rename') {
        placed.push(p);
        continue;
      }
      let files;
      try {
        files = p.files.map((f) => (f.path === 'orchestrator.md' ? { path: f.path, text: rewriteSkillMdName(f.text ?? '', d.newName) } : f));
      } catch (e) {
        return empty([{ file: 'orchestrator.md', rule: 'error', skill: p.name, message: `${p.name}/orchestrator.md: ${errorText(e)}` }], warnings);
      }
      const r = f!.parseSkillPackage(files, { folderName: d.newName, folderKind: p.bookKind });
      if (!r.package) return empty(r.issues, warnings);
      placed.push(r.package);
    }
    const choices: Record<string, 'replace' | 'keep'> = {};
    for (const [name, d] of Object.entries(decisions)) if (d.action !== 'rename') choices[name] = d.action;
    let result;
    try {
      result = await this.#o.repo.install(placed, { onConflict: choices });
    } catch (e) {
      return empty([{ file: '', rule: 'error', message: errorText(e) }], warnings);
    }
    if (result.status === 'conflicts') {
      return {
        ...empty([], warnings),
        conflicts: result.conflicts.filter((c) => !(c.name in choices)).map((c) => ({ name: c.name, existing: c.existing, incoming: c.incoming })),
      };
    }
    await this.refresh();
    const by = (...o: string[]) => result.results.filter((r) => o.includes(r.outcome)).map((r) => r.name);
    // A renamed package is installed under its new name.
    return { installed: by('installed', 'replaced'), unchanged: by('unchanged'), kept: by('kept'), conflicts: [], issues: [], warnings };
  }

  async exportZip(name: string): Promise<ActionResult> {
    const p = await this.#o.repo.get(name);
    if (!p) return failMessage(name, `The skill package "${name}" is not installed.`);
    const f = await this.#loadFormats();
    if (!isFormats(f)) return fail([f]);
    this.#o.saveAs(`${name}.zip`, f.exportPackageZip([p]));
    return { ok: true };
  }

  async remove(name: string): Promise<ActionResult> {
    try {
      await this.#o.repo.delete(name);
      if (this.#o.defaultPackage() === name) await this.#o.setDefaultPackage('');
    } catch (e) {
      return failMessage(name, errorText(e));
    }
    await this.refresh();
    return { ok: true };
  }

  /** One skill of an installed package, to read; rejects with the reason when the package formats part cannot be loaded. */
  async readSkill(pkg: string, name: string): Promise<Skill | undefined> {
    const p = await this.#o.repo.get(pkg);
    if (!p) return undefined;
    const f = await this.#loadFormats();
    if (!isFormats(f)) throw new Error(f.message);
    return f.packageSkill(p, name);
  }

  async setDefault(name: string | null): Promise<ActionResult> {
    if (name && !this.list.value.some((p) => p.name === name)) return failMessage(name, `The skill package "${name}" is not installed.`);
    await this.#o.setDefaultPackage(name ?? '');
    return { ok: true };
  }

  /** First start only: installs the bundled packages. */
  async fillBundledOnce(flag: { get(): Promise<boolean>; set(): Promise<void> }): Promise<void> {
    if (await flag.get()) return;
    await this.#o.repo.install(await this.bundled(), { onConflict: 'keep' });
    await flag.set();
    await this.refresh();
  }
}

const isFormats = (f: PackageFormats | SkillIssue): f is PackageFormats => !('rule' in f);
