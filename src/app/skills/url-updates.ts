// Install from a URL, and Update from source: fetched skills wait under a token for the user's go (a
// URL preview, or an update's changes), then install. Part of SkillsService (skills-service.ts).
import type { Skill, SkillIssue, SkillScope, SkillSummary } from '../../core/skills/types.ts';
import { renameSkillFiles, type SkillRepository } from '../../storage/index.ts';
import type { ActionResult, ConflictDecision, InstallResult, UpdatePreview, UrlPreview } from './skills-contract.ts';
import type { UrlHosts } from '../url-install/hosts.ts';
import type { SkillFormats } from './skill-formats-part.ts';

/** Fetched skills waiting for the user's go: a URL preview, or an update from source. */
interface Pending {
  skills: Skill[];
  scope: SkillScope;
  warnings: SkillIssue[];
}

export interface UrlUpdatesOptions {
  repo: SkillRepository;
  hosts: UrlHosts;
  /** The skill formats part, or the issue saying it could not be loaded. */
  formats(): Promise<SkillFormats | SkillIssue>;
  inventory(): readonly SkillSummary[];
  refresh(): Promise<void>;
  installSkills(skills: Skill[], scope: SkillScope, decisions: Record<string, ConflictDecision>, warnings?: SkillIssue[]): Promise<InstallResult>;
}

const isFormats = (f: SkillFormats | SkillIssue): f is SkillFormats => !('rule' in f);
const failMessage = (file: string, message: string): ActionResult => ({ ok: false, issues: [{ file, rule: 'error', message }] });
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class UrlUpdates {
  readonly #o: UrlUpdatesOptions;
  readonly #pending = new Map<string, Pending>();
  #tokens = 0;

  constructor(options: UrlUpdatesOptions) {
    this.#o = options;
  }

  #hold(p: Pending): string {
    const token = `u${++this.#tokens}`;
    this.#pending.set(token, p);
    return token;
  }

  async previewUrl(url: string, scope: SkillScope): Promise<UrlPreview> {
    const f = await this.#o.formats();
    if (!isFormats(f)) return { skills: [], unchanged: [], conflicts: [], issues: [f] };
    const r = await f.fetchSkillsFromUrl(url, scope, this.#o.hosts);
    const none: UrlPreview = { skills: [], unchanged: [], conflicts: [], issues: r.issues, warnings: r.warnings };
    if (r.issues.length || !r.skills.length) return r.issues.length ? none : { ...none, issues: [f.skillIssue('no-skill', url)] };
    await this.#o.refresh();
    const here = new Map(
      this.#o
        .inventory()
        .filter((s) => s.scope === scope)
        .map((s) => [s.name, s]),
    );
    const preview: UrlPreview = { ...none, source: r.skills[0]!.source };
    for (const s of r.skills) {
      const old = here.get(s.name);
      preview.skills.push({ name: s.name, description: s.manifest.description, fileCount: s.files.length, size: s.size, files: s.files.map((f) => f.path) });
      if (old?.hash === s.hash) preview.unchanged.push(s.name);
      else if (old)
        preview.conflicts.push({
          name: s.name,
          scope,
          existing: old,
          incoming: { description: s.manifest.description, fileCount: s.files.length, size: s.size, hash: s.hash },
        });
    }
    preview.token = this.#hold({ skills: r.skills, scope, warnings: r.warnings });
    return preview;
  }

  async installPreview(token: string, decisions: Record<string, ConflictDecision> = {}): Promise<InstallResult> {
    const p = this.#pending.get(token);
    if (!p)
      return {
        installed: [],
        unchanged: [],
        conflicts: [],
        issues: [{ file: '', rule: 'error', message: 'This preview is no longer available; preview the URL again.' }],
      };
    const r = await this.#o.installSkills(p.skills, p.scope, decisions, p.warnings);
    if (!r.issues.length && !r.conflicts.length) this.#pending.delete(token);
    return r;
  }

  async checkUpdate(scope: SkillScope, name: string): Promise<UpdatePreview> {
    const none: UpdatePreview = { name, changes: [], upToDate: false, issues: [] };
    const f = await this.#o.formats();
    if (!isFormats(f)) return { ...none, issues: [f] };
    const installed = await this.#o.repo.get(scope, name);
    if (!installed) return { ...none, issues: [f.skillIssue('no-skill', name)] };
    if (!installed.source)
      return { ...none, issues: [{ file: name, rule: 'url-invalid', message: `${name} was not installed from a URL, so it has no source to update from.` }] };
    const r = await f.refetchSource(installed.source, scope, this.#o.hosts);
    if (r.issues.length) return { ...none, source: installed.source, issues: r.issues, warnings: r.warnings };
    let fresh = r.skills.find((s) => s.name === name) ?? (r.skills.length === 1 ? r.skills[0] : undefined);
    if (!fresh) return { ...none, source: installed.source, issues: [f.skillIssue('no-skill', installed.source.url)] };
    if (fresh.name !== name) {
      // The user renamed the skill after installing it: the update keeps the new name.
      const again = f.parseSkill(renameSkillFiles(fresh.files, name), { folderName: name, scope });
      if (!again.skill) return { ...none, source: installed.source, issues: again.issues };
      fresh = { ...again.skill, source: fresh.source };
    }
    const changes = f.diffSkillFiles(installed.files, fresh.files);
    const out: UpdatePreview = { name, source: fresh.source, changes, upToDate: changes.length === 0, issues: [], warnings: r.warnings };
    if (changes.length) out.token = this.#hold({ skills: [fresh], scope, warnings: r.warnings });
    return out;
  }

  async applyUpdate(token: string): Promise<ActionResult> {
    const p = this.#pending.get(token);
    if (!p) return failMessage('', 'This update is no longer available; check for updates again.');
    try {
      await this.#o.repo.install(p.skills, { scope: p.scope, onConflict: 'replace' });
    } catch (e) {
      return failMessage(p.skills[0]?.name ?? '', errorText(e));
    }
    this.#pending.delete(token);
    await this.#o.refresh();
    return { ok: true, warnings: p.warnings };
  }
}
