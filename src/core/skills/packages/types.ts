// The data model of skill packages: one orchestrator skill plus the workers that belong
// to it, installed and bound together. On disk:
//   {bookKind}/{name}/orchestrator.md          the orchestrator skill (the planner reads it)
//   {bookKind}/{name}/workers/{id}/SKILL.md    one worker skill per worker (ids unique in the package)
//   {bookKind}/{name}/recipes/ modules/ worker-templates/   kept as files of the orchestrator skill
// and a `registry.yaml` beside the bookKind folders listing the packages.
import type { SkillFile, SkillSource } from '../types.ts';

export const BOOK_KINDS = ['novel', 'dialogue'] as const;
export type BookKind = (typeof BOOK_KINDS)[number];

export const STARTUP_MODES = ['agent-first', 'intake'] as const;
/** `agent-first`: the user's first chat message is the demand; `intake`: the user fills the demand in before chatting. */
export type StartupMode = (typeof STARTUP_MODES)[number];

export const DEFAULT_DEMAND_TAG = 'book.brief';

/** What orchestrator.md's frontmatter says. */
export interface OrchestratorManifest {
  name: string;
  description: string;
  category: BookKind;
  /** From the frontmatter, else the folder the package sits in, else `category`. */
  bookKind: BookKind;
  /** The workers the planner may dispatch (`workers`, or `suggestedWorkers`), in order. */
  workers: string[];
  /** Where the user's first answer is stored on the tag board. */
  demandTag: string;
  startupMode: StartupMode;
  /** Shown when a chat starts with this package. */
  uiPrompt?: string;
  tags: string[];
  version?: number;
  /** The whole frontmatter as parsed, unknown keys included. */
  frontmatter: Record<string, unknown>;
  body: string;
}

/** A worker's SKILL.md frontmatter, beyond name and description. */
export interface PackageWorker {
  /** The worker id: its folder under workers/ and its SKILL.md name. */
  id: string;
  description: string;
  /** Tags whose latest results this worker receives. */
  inputTags: string[];
  /** Tags this worker's result is stored under. */
  outputTags: string[];
}

/** A recipe the user can pick when a chat starts: a file directly in recipes/. */
export interface PackageRecipe {
  /** Path inside the package, e.g. `recipes/slow-burn.md`. */
  path: string;
  /** The recipe's `title` (or `name`) frontmatter, else its file name without extension. */
  title: string;
  description?: string;
}

/** A validated, installable skill package. */
export interface SkillPackage {
  name: string;
  bookKind: BookKind;
  manifest: OrchestratorManifest;
  /** The bound workers, in the order of `manifest.workers`. */
  workers: PackageWorker[];
  recipes: PackageRecipe[];
  /** Every file, paths relative to the package folder (`orchestrator.md`, `workers/x/SKILL.md`, …). */
  files: SkillFile[];
  /** Content hash over all files (the skills' hash function). */
  hash: string;
  size: number;
  installedAt: number;
  updatedAt: number;
  /** Set for packages shipped in skills-bundled/packages/: their hash when shipped. */
  bundledHash?: string;
  source?: SkillSource;
}

/** The listing entry (no file contents). */
export interface PackageSummary {
  name: string;
  bookKind: BookKind;
  description: string;
  workers: PackageWorker[];
  recipes: PackageRecipe[];
  demandTag: string;
  startupMode: StartupMode;
  uiPrompt?: string;
  tags: string[];
  version?: number;
  fileCount: number;
  size: number;
  hash: string;
}
