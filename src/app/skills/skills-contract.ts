// The contract between the skills UI and the app layer (src/app implements it). The components
// only call these; they never touch storage or the host.
import type { FileChange } from '../../core/skills/file-diff.ts';
import type { Skill, SkillIssue, SkillScope, SkillSource, SkillSummary } from '../../core/skills/types.ts';

export type { FileChange, SkillSource };

/** Outcome of a simple action. On failure nothing was changed. */
export type ActionResult = { ok: true; message?: string; warnings?: SkillIssue[] } | { ok: false; issues: SkillIssue[]; conflict?: SaveConflict };

/** A file saved elsewhere (another tab) after this edit began: what is stored now. */
export interface SaveConflict {
  path: string;
  theirs: string;
}

/** What the user picked in the toolbar. Folder files carry `webkitRelativePath`. */
export type InstallSource = { kind: 'zip'; files: readonly File[] } | { kind: 'folder'; files: readonly File[] } | { kind: 'files'; files: readonly File[] };

/** How to settle a same-name skill with different content. */
export type ConflictDecision = { action: 'replace' } | { action: 'keep' } | { action: 'rename'; newName: string };

export interface InstallConflict {
  name: string;
  scope: SkillScope;
  existing: Pick<SkillSummary, 'description' | 'fileCount' | 'size' | 'hash'>;
  incoming: Pick<SkillSummary, 'description' | 'fileCount' | 'size' | 'hash'>;
}

/** Progress of a long import: `done` of `total` units (bytes or files); `label` names the current item. */
export interface ImportProgress {
  done: number;
  total: number;
  label?: string;
}

export interface InstallOptions {
  /** Decisions for names reported as conflicts by a previous call with the same source. */
  decisions?: Record<string, ConflictDecision>;
  onProgress?: (progress: ImportProgress) => void;
}

/**
 * Result of an install. When `issues` or (undecided) `conflicts` are non-empty, nothing was
 * written; the UI asks the user and calls `installFiles` again with `decisions`.
 */
export interface InstallResult {
  installed: string[];
  /** Same name, same content hash: nothing to do. */
  unchanged: string[];
  /** Kept because the user chose "Keep". */
  kept?: string[];
  conflicts: InstallConflict[];
  issues: SkillIssue[];
  warnings?: SkillIssue[];
}

/**
 * One bundled skill compared with what is installed in the global scope:
 * new = not installed; unchanged = same content; update = differs but the user never edited it;
 * edited = the user changed it since it was shipped (importing would overwrite those edits).
 */
export interface BundledPlanItem {
  name: string;
  description: string;
  state: 'new' | 'unchanged' | 'update' | 'edited';
}

export interface BundledPlan {
  items: BundledPlanItem[];
}

export interface CreateSkillInput {
  name: string;
  description: string;
  scope: SkillScope;
}

/** One skill a URL would install. */
export interface PreviewSkill {
  name: string;
  description: string;
  fileCount: number;
  size: number;
  files: string[];
}

/**
 * What installing a URL would do, fetched and validated before anything is written. With `issues`
 * nothing can be installed; otherwise `installPreview(token, decisions)` installs it.
 */
export interface UrlPreview {
  token?: string;
  source?: SkillSource;
  skills: PreviewSkill[];
  /** Already installed in the target scope with the same content. */
  unchanged: string[];
  conflicts: InstallConflict[];
  issues: SkillIssue[];
  warnings?: SkillIssue[];
}

/** "Update from source": the skill as its source has it now, compared with the installed copy. */
export interface UpdatePreview {
  /** Present when there is something to apply: pass it to applyUpdate. */
  token?: string;
  name: string;
  source?: SkillSource;
  changes: FileChange[];
  upToDate: boolean;
  issues: SkillIssue[];
  warnings?: SkillIssue[];
}

export interface SkillsActions {
  installFiles(source: InstallSource, scope: SkillScope, options?: InstallOptions): Promise<InstallResult>;
  /** Builds `<name>.zip` and hands it to the user (download). */
  exportZip(scope: SkillScope, name: string): Promise<ActionResult>;
  readSkill(scope: SkillScope, name: string): Promise<Skill | undefined>;
  /** Checks a file before saving (SKILL.md: frontmatter rules, name equal to the folder). [] = fine. */
  validateFile(scope: SkillScope, name: string, path: string, text: string): SkillIssue[] | Promise<SkillIssue[]>;
  /**
   * Saves a text file. With `base` (the text the edit began from), a file changed elsewhere since
   * is not overwritten: the result is `{ok: false, conflict}` with the stored text.
   */
  saveFile(scope: SkillScope, name: string, path: string, text: string, base?: string): Promise<ActionResult>;
  rename(scope: SkillScope, name: string, newName: string): Promise<ActionResult>;
  move(scope: SkillScope, name: string, toScope: SkillScope): Promise<ActionResult>;
  remove(scope: SkillScope, name: string): Promise<ActionResult>;
  /** Installs a template SKILL.md with this name and description. */
  create(input: CreateSkillInput): Promise<ActionResult>;
  planBundled(): Promise<BundledPlan>;
  /** `overwriteEdited: false` leaves skills the user edited as they are. */
  importBundled(options: { overwriteEdited: boolean }): Promise<ActionResult>;
  /** Fetches and validates what a URL holds (GitHub folder, SKILL.md, zip) without writing anything. */
  previewUrl(url: string, scope: SkillScope): Promise<UrlPreview>;
  /** Installs a preview; undecided conflicts come back as with installFiles. */
  installPreview(token: string, decisions?: Record<string, ConflictDecision>): Promise<InstallResult>;
  /** Fetches a skill's recorded source again and compares it with the installed copy. */
  checkUpdate(scope: SkillScope, name: string): Promise<UpdatePreview>;
  /** Replaces the installed copy with the fetched one shown by checkUpdate. */
  applyUpdate(token: string): Promise<ActionResult>;
  /** Adds a file (text, or bytes for an uploaded binary); the skill is validated as a whole first. */
  addFile(scope: SkillScope, name: string, path: string, content: string | Uint8Array): Promise<ActionResult>;
  /** Renames a file or moves it to another folder (`to` is the new path). SKILL.md stays where it is. */
  moveFile(scope: SkillScope, name: string, from: string, to: string): Promise<ActionResult>;
  /** Deletes a file; SKILL.md cannot be deleted. */
  deleteFile(scope: SkillScope, name: string, path: string): Promise<ActionResult>;
}
