// The contract between the skill-package UI (Manage Skills → Skill packages, the chat's package
// banner) and the app layer, which implements it. Components only call these.
import type { PackageSummary } from '../../core/skills/packages/types.ts';
import type { Skill, SkillIssue } from '../../core/skills/types.ts';
import type { ActionResult, ConflictDecision, ImportProgress, InstallSource } from '../skills/skills-contract.ts';

export type { PackageSummary };

export interface PackageConflictInfo {
  name: string;
  existing: Pick<PackageSummary, 'description' | 'fileCount' | 'size' | 'hash'>;
  incoming: Pick<PackageSummary, 'description' | 'fileCount' | 'size' | 'hash'>;
}

/** Result of a package install; with `issues` or undecided `conflicts`, nothing was written. */
export interface PackageInstallResult {
  installed: string[];
  unchanged: string[];
  kept?: string[];
  conflicts: PackageConflictInfo[];
  issues: SkillIssue[];
  warnings?: SkillIssue[];
}

export interface PackagesActions {
  /** A zip (with registry.yaml, `{bookKind}/{name}/…`, or one package folder) or a picked folder. */
  installFiles(
    source: InstallSource,
    options?: { decisions?: Record<string, ConflictDecision>; onProgress?: (p: ImportProgress) => void },
  ): Promise<PackageInstallResult>;
  /** Installs the packages shipped with Troupe; a changed copy is a conflict to decide. */
  installBundled(decisions?: Record<string, ConflictDecision>): Promise<PackageInstallResult>;
  /** Builds `<name>.zip` (registry.yaml + `{bookKind}/{name}/…`) and hands it to the user. */
  exportZip(name: string): Promise<ActionResult>;
  remove(name: string): Promise<ActionResult>;
  /** One skill of a package: the package name gives the orchestrator skill, a worker id its worker. */
  readSkill(pkg: string, name: string): Promise<Skill | undefined>;
  /** The package new chats start bound to; null = none. */
  setDefault(name: string | null): Promise<ActionResult>;
}

/** The package bound to the chat on screen, for the banner above the chat. */
export interface ChatPackageView {
  chatId: string;
  package: PackageSummary;
  /** The chosen recipe's path, if any. */
  recipe?: string;
  /** The user's first answer, once given (stored under the package's demandTag). */
  demand?: string;
}

export interface ChatPackageActions {
  chooseRecipe(path: string): Promise<void>;
  /** `intake` packages: the user's answer, given before chatting. */
  submitDemand(text: string): Promise<void>;
  /** This chat stops using the package (new chats still start with the default). */
  unbind(): Promise<void>;
}
