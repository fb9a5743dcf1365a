// The app's skills: the inventory signal the UI reads, and every action the Manage Skills dialog and
// the chips call. Validation is core/skills'; writes go through the storage repository in one
// transaction each; the UI never sees storage. Reading and listing skills is here; what parses or
// writes a skill format (SKILL.md's YAML, zips, URLs) is the skill formats part, loaded on first use.
import { signal } from '@preact/signals-core';
import type { EmbeddedSkill } from '../../core/profiles/embedded-skills.ts';
import type { ParseSkillResult } from '../../core/skills/parse.ts';
import type { Skill, SkillFile, SkillIssue, SkillScope, SkillSummary } from '../../core/skills/types.ts';
import { renameSkillFiles, StorageError, type SkillRepository } from '../../storage/index.ts';
import type {
  ActionResult,
  BundledPlan,
  ConflictDecision,
  CreateSkillInput,
  InstallOptions,
  InstallResult,
  InstallSource,
  SkillsActions,
  UpdatePreview,
  UrlPreview,
} from './skills-contract.ts';
import { GITHUB_HOSTS, type UrlHosts } from '../url-install/hosts.ts';
import { UrlUpdates } from './url-updates.ts';
import { readPickedFiles } from './read-files.ts';
import type { BundledSkills } from './bundled.ts';
import type { LazyPart } from '../../ports/lazy-part.ts';
import { partFailureIssue } from '../part-failure.ts';
import { skillFormatsPart, type SkillFormats } from './skill-formats-part.ts';

export interface SkillsServiceOptions {
  repo: SkillRepository;
  bundled: BundledSkills;
  /** Hands a file to the user (a download in the browser). */
  saveAs(fileName: string, bytes: Uint8Array): void;
  /** Where "From URL…" reads GitHub and files (tests point them at a scripted server). */
  urlHosts?: Partial<UrlHosts>;
  /** The skill formats part (default: skill-formats.ts, loaded on first use; tests give one that fails). */
  formats?: LazyPart<SkillFormats>;
}

const fail = (issues: SkillIssue[]): ActionResult => ({ ok: false, issues });
const failMessage = (file: string, message: string): ActionResult => fail([{ file, rule: 'error', message }]);
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

const skillKey = (s: Pick<SkillSummary, 'scope' | 'name'>) => `${s.scope}\u0000${s.name}`;

export class SkillsService implements SkillsActions {
  /** Every installed skill of every scope, as summaries. */
  readonly inventory = signal<SkillSummary[]>([]);
  readonly #o: SkillsServiceOptions;
  readonly #url: UrlUpdates;

  readonly #formats: LazyPart<SkillFormats>;

  constructor(options: SkillsServiceOptions) {
    this.#o = options;
    this.#formats = options.formats ?? skillFormatsPart;
    this.#url = new UrlUpdates({
      repo: options.repo,
      hosts: { ...GITHUB_HOSTS, ...options.urlHosts },
      formats: () => this.#loadFormats(),
      inventory: () => this.inventory.value,
      refresh: () => this.refresh(),
      installSkills: (skills, scope, decisions, warnings) => this.installSkills(skills, scope, decisions, warnings),
    });
  }

  /**
   * The skill formats part, or the one issue saying it could not be loaded (which file, and that
   * nothing was changed): every action that parses or writes a skill format starts here.
   */
  async #loadFormats(): Promise<SkillFormats | SkillIssue> {
    try {
      return await this.#formats.load();
    } catch (e) {
      return partFailureIssue(this.#formats, e);
    }
  }

  async refresh(): Promise<void> {
    this.inventory.value = await this.#o.repo.list();
    // Forget skills that are gone or changed (their listing's hash moved on).
    const now = new Map(this.inventory.value.map((s) => [skillKey(s), s.hash]));
    for (const [key, skill] of this.#read) if (now.get(key) !== skill.hash) this.#read.delete(key);
  }

  /** Skills read in full, by scope and name; each is used only while the listing has its hash. */
  readonly #read = new Map<string, Skill>();

  /**
   * Full skills (with files) for a set of summaries, e.g. to build an agent's tools. Given the
   * listing's summaries (with their hash), a skill read before with that hash is not read again —
   * every turn loads its skills, and reading them from IndexedDB was most of a turn's start. Treat the
   * skills returned as read-only.
   */
  async load(entries: readonly (Pick<SkillSummary, 'scope' | 'name'> & { hash?: string })[]): Promise<Skill[]> {
    const out = await Promise.all(
      entries.map(async (e) => {
        const key = skillKey(e);
        const known = this.#read.get(key);
        if (known && e.hash !== undefined && known.hash === e.hash) return known;
        const skill = await this.#o.repo.get(e.scope, e.name);
        if (skill) this.#read.set(key, skill);
        else this.#read.delete(key);
        return skill;
      }),
    );
    return out.filter((s): s is Skill => !!s);
  }

  async installFiles(source: InstallSource, scope: SkillScope, options: InstallOptions = {}): Promise<InstallResult> {
    const f = await this.#loadFormats();
    if (!isFormats(f)) return { installed: [], unchanged: [], conflicts: [], issues: [f] };
    const files = await readPickedFiles(source.files, options.onProgress);
    const parsed = f.parsePickedSource(source.kind, files, scope);
    const empty: InstallResult = { installed: [], unchanged: [], conflicts: [], issues: parsed.issues, warnings: parsed.warnings };
    if (parsed.issues.length) return empty;
    return this.installSkills(parsed.skills, scope, options.decisions, parsed.warnings);
  }

  /** Installs validated skills; undecided conflicts come back and nothing is written. */
  async installSkills(
    skills: Skill[],
    scope: SkillScope,
    decisions: Record<string, ConflictDecision> = {},
    warnings: SkillIssue[] = [],
  ): Promise<InstallResult> {
    const renamed: Skill[] = [];
    // A rename validates the renamed skill (its SKILL.md names it): only then are the formats needed.
    const f = Object.values(decisions).some((d) => d.action === 'rename') ? await this.#loadFormats() : undefined;
    if (f && !isFormats(f)) return { installed: [], unchanged: [], conflicts: [], issues: [f], warnings };
    for (const s of skills) {
      const d = decisions[s.name];
      if (d?.action !== 'rename') renamed.push(s);
      else {
        const r = f!.parseSkill(renameSkillFiles(s.files, d.newName), { folderName: d.newName, scope });
        if (!r.skill) return { installed: [], unchanged: [], conflicts: [], issues: r.issues, warnings };
        renamed.push(r.skill);
      }
    }
    const choices: Record<string, 'replace' | 'keep'> = {};
    for (const [name, d] of Object.entries(decisions)) if (d.action !== 'rename') choices[name] = d.action;
    const hasUndecided = (name: string) => !(name in choices);
    const result = await this.#o.repo.install(renamed, { scope, onConflict: { ...choices } });
    if (result.status === 'conflicts') {
      return {
        installed: [],
        unchanged: [],
        issues: [],
        warnings,
        conflicts: result.conflicts
          .filter((c) => hasUndecided(c.name))
          .map((c) => ({ name: c.name, scope: c.scope, existing: c.existing, incoming: c.incoming })),
      };
    }
    await this.refresh();
    const by = (o: string) =>
      result.results.filter((r) => r.outcome === o || (o === 'installed' && (r.outcome === 'replaced' || r.outcome.startsWith('renamed:')))).map((r) => r.name);
    return { installed: by('installed'), unchanged: by('unchanged'), kept: by('kept'), conflicts: [], issues: [], warnings };
  }

  async exportZip(scope: SkillScope, name: string): Promise<ActionResult> {
    const skill = await this.#o.repo.get(scope, name);
    if (!skill) return failMessage(name, `The skill "${name}" is not installed in this scope.`);
    const f = await this.#loadFormats();
    if (!isFormats(f)) return fail([f]);
    this.#o.saveAs(`${name}.zip`, f.exportSkillZip(skill));
    return { ok: true };
  }

  readSkill(scope: SkillScope, name: string): Promise<Skill | undefined> {
    return this.#o.repo.get(scope, name);
  }

  /** The skill as it would be with `path` set to `text`, validated as a whole. */
  async #withFile(scope: SkillScope, name: string, path: string, text: string): Promise<{ skill?: Skill; issues: SkillIssue[]; warnings?: SkillIssue[] }> {
    const f = await this.#loadFormats();
    if (!isFormats(f)) return { issues: [f] };
    const skill = await this.#o.repo.get(scope, name);
    if (!skill) return { issues: [f.skillIssue('no-skill', name)] };
    const files = skill.files.filter((x) => x.path !== path).concat({ path, text });
    return f.parseSkill(files, { folderName: name, scope });
  }

  async validateFile(scope: SkillScope, name: string, path: string, text: string): Promise<SkillIssue[]> {
    return (await this.#withFile(scope, name, path, text)).issues;
  }

  async saveFile(scope: SkillScope, name: string, path: string, text: string, base?: string): Promise<ActionResult> {
    const r = await this.#withFile(scope, name, path, text);
    if (!r.skill) return fail(r.issues);
    try {
      await this.#o.repo.updateFile(scope, name, path, text, r.skill.manifest, base);
    } catch (e) {
      if (e instanceof StorageError && e.code === 'conflict') {
        const theirs = (await this.#o.repo.get(scope, name))?.files.find((f) => f.path === path)?.text ?? '';
        return { ok: false, issues: [{ file: path, rule: 'conflict', message: errorText(e) }], conflict: { path, theirs } };
      }
      return failMessage(path, errorText(e));
    }
    await this.refresh();
    return { ok: true, warnings: r.warnings };
  }

  async rename(scope: SkillScope, name: string, newName: string): Promise<ActionResult> {
    const skill = await this.#o.repo.get(scope, name);
    if (!skill) return failMessage(name, `The skill "${name}" is not installed in this scope.`);
    const f = await this.#loadFormats();
    if (!isFormats(f)) return fail([f]);
    const check = f.parseSkill(renameSkillFiles(skill.files, newName), { folderName: newName, scope });
    if (!check.skill) return fail(check.issues);
    return this.#place(() => this.#o.repo.rename(scope, name, newName), newName, scope);
  }

  move(scope: SkillScope, name: string, toScope: SkillScope): Promise<ActionResult> {
    return this.#place(() => this.#o.repo.move(scope, name, toScope), name, toScope);
  }

  async #place(op: () => Promise<{ ok: true } | { ok: false }>, name: string, scope: SkillScope): Promise<ActionResult> {
    try {
      const r = await op();
      if (!r.ok) return failMessage(name, `A skill named "${name}" already exists in ${scope}; nothing was changed.`);
    } catch (e) {
      return failMessage(name, errorText(e));
    }
    await this.refresh();
    return { ok: true };
  }

  async remove(scope: SkillScope, name: string): Promise<ActionResult> {
    await this.#o.repo.delete(scope, name);
    await this.refresh();
    return { ok: true };
  }

  async create(input: CreateSkillInput): Promise<ActionResult> {
    const f = await this.#loadFormats();
    if (!isFormats(f)) return fail([f]);
    const r = f.parseSkill([{ path: 'SKILL.md', text: f.skillTemplate(input.name, input.description) }], { folderName: input.name, scope: input.scope });
    if (!r.skill) return fail(r.issues);
    return this.#place(() => this.#o.repo.create(input.scope, r.skill!), input.name, input.scope);
  }

  #bundledPlan() {
    return this.#o.bundled.plan(
      this.inventory.value.filter((s) => s.scope === 'global'),
      (n) => this.#o.repo.get('global', n),
    );
  }

  async planBundled(): Promise<BundledPlan> {
    await this.refresh();
    return (await this.#bundledPlan()).ui;
  }

  async importBundled(options: { overwriteEdited: boolean }): Promise<ActionResult> {
    await this.refresh();
    try {
      const skills = (await this.#bundledPlan()).toInstall(options.overwriteEdited);
      if (skills.length) await this.#o.repo.install(skills, { scope: 'global', onConflict: 'replace' });
    } catch (e) {
      return failMessage('skills-bundled', errorText(e));
    }
    await this.refresh();
    return { ok: true };
  }

  /**
   * Skills embedded in a profile file, a character card or a prompt preset file, each validated like
   * an installed folder for `scope` (in the order given). When the skill formats part cannot be
   * loaded, each comes back with the issue saying so.
   */
  async readEmbedded(embedded: readonly EmbeddedSkill[], scope: SkillScope): Promise<ParseSkillResult[]> {
    const f = await this.#loadFormats();
    return embedded.map((e) => (isFormats(f) ? f.fromEmbedded(e, scope) : { issues: [f], warnings: [] }));
  }

  /**
   * Installs the valid ones of `embedded` (a character card's skills the user enabled) into `scope`; an
   * invalid one is left out, a same-name skill is settled by `onConflict`. When the skill formats part
   * cannot be loaded, nothing is installed and `issues` says so.
   */
  async installEmbedded(embedded: readonly EmbeddedSkill[], scope: SkillScope, onConflict: 'keep' | 'replace'): Promise<InstallResult> {
    const f = await this.#loadFormats();
    if (!isFormats(f)) return { installed: [], unchanged: [], conflicts: [], issues: [f] };
    const skills = embedded.map((e) => f.fromEmbedded(e, scope).skill).filter((s): s is Skill => !!s);
    if (!skills.length) return { installed: [], unchanged: [], conflicts: [], issues: [] };
    return this.installSkills(skills, scope, Object.fromEntries(skills.map((s) => [s.name, { action: onConflict }])));
  }

  // Install from a URL, and Update from source (url-updates.ts)

  previewUrl(url: string, scope: SkillScope): Promise<UrlPreview> {
    return this.#url.previewUrl(url, scope);
  }

  installPreview(token: string, decisions: Record<string, ConflictDecision> = {}): Promise<InstallResult> {
    return this.#url.installPreview(token, decisions);
  }

  checkUpdate(scope: SkillScope, name: string): Promise<UpdatePreview> {
    return this.#url.checkUpdate(scope, name);
  }

  applyUpdate(token: string): Promise<ActionResult> {
    return this.#url.applyUpdate(token);
  }

  // Files inside a skill: every change is validated as a whole skill, then written in one transaction.

  async #replaceFiles(scope: SkillScope, name: string, edit: (files: SkillFile[]) => SkillFile[] | SkillIssue): Promise<ActionResult> {
    const skill = await this.#o.repo.get(scope, name);
    if (!skill) return failMessage(name, `The skill "${name}" is not installed in this scope.`);
    const next = edit(skill.files);
    if (!Array.isArray(next)) return fail([next]);
    const f = await this.#loadFormats();
    if (!isFormats(f)) return fail([f]);
    const r = f.parseSkill(next, { folderName: name, scope });
    if (!r.skill) return fail(r.issues);
    try {
      await this.#o.repo.replaceFiles(scope, name, r.skill.files, r.skill.manifest);
    } catch (e) {
      return failMessage(name, errorText(e));
    }
    await this.refresh();
    return { ok: true, warnings: r.warnings };
  }

  addFile(scope: SkillScope, name: string, path: string, content: string | Uint8Array): Promise<ActionResult> {
    return this.#replaceFiles(scope, name, (files) => {
      if (files.some((f) => f.path === path))
        return { file: path, rule: 'path-duplicate', message: `${name}/${path}: a file with this path already exists; choose another name.` };
      return [...files, typeof content === 'string' ? { path, text: content } : { path, bytes: content }];
    });
  }

  moveFile(scope: SkillScope, name: string, from: string, to: string): Promise<ActionResult> {
    return this.#replaceFiles(scope, name, (files) => {
      if (from === 'SKILL.md')
        return { file: from, rule: 'skill-md-fixed', message: `${name}/SKILL.md cannot be renamed or moved; every skill needs it at its top.` };
      if (!files.some((f) => f.path === from)) return { file: from, rule: 'not-found', message: `${name}/${from} does not exist.` };
      if (from !== to && files.some((f) => f.path === to))
        return { file: to, rule: 'path-duplicate', message: `${name}/${to}: a file with this path already exists.` };
      return files.map((f) => (f.path === from ? { ...f, path: to } : f));
    });
  }

  deleteFile(scope: SkillScope, name: string, path: string): Promise<ActionResult> {
    return this.#replaceFiles(scope, name, (files) => {
      if (path === 'SKILL.md') return { file: path, rule: 'skill-md-fixed', message: `${name}/SKILL.md cannot be deleted; delete the skill instead.` };
      if (!files.some((f) => f.path === path)) return { file: path, rule: 'not-found', message: `${name}/${path} does not exist.` };
      return files.filter((f) => f.path !== path);
    });
  }

  /**
   * Writes validated skills and deletes others, of any scopes, in one transaction, each only if it is
   * still as expected (see SkillRepository.placeMany; throws StorageError `conflict` otherwise). The
   * workbench's Apply and Undo write skills this way.
   */
  async placeSkills(changes: Parameters<SkillRepository['placeMany']>[0]): Promise<void> {
    await this.#o.repo.placeMany(changes);
    await this.refresh();
  }

  /**
   * Installs the bundled skills (only those named, when `names` is given) into the global scope; a
   * global skill of the same name is kept as it is. Returns the names that were newly installed.
   */
  async installBundled(names?: readonly string[]): Promise<string[]> {
    const wanted = names && new Set(names);
    const skills = (await this.#o.bundled.skills()).filter((s) => !wanted || wanted.has(s.name));
    await this.refresh();
    const had = new Set(this.inventory.value.filter((s) => s.scope === 'global').map((s) => s.name));
    if (skills.length) await this.#o.repo.install(skills, { scope: 'global', onConflict: 'keep' });
    await this.refresh();
    return skills.filter((s) => !had.has(s.name)).map((s) => s.name);
  }
}

const isFormats = (f: SkillFormats | SkillIssue): f is SkillFormats => !('rule' in f);
