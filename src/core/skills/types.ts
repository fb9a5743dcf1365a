// The data model of skills. A skill is a folder: SKILL.md (YAML frontmatter + Markdown) plus any files.

/**
 * Where a skill is installed. A name resolves character > preset > global. `package:<name>` holds
 * the skills of one skill package (its orchestrator and its workers): they live in the package's
 * own record, never in the skills store, and are in play only for a turn bound to that package.
 */
export type SkillScope = 'global' | `preset:${string}/${string}` | `character:${string}` | `package:${string}` | `prompt-preset:${string}`;

/** Where an installed skill was fetched from (Install from URL); "Update from source" reads it again. */
export interface SkillSource {
  /** The URL the user gave. */
  url: string;
  /** `github`: a repository folder read through GitHub's API; `skill-md`: a lone SKILL.md; `zip`: a zip. */
  kind: 'github' | 'skill-md' | 'zip';
  /** GitHub: the branch, tag or commit (`HEAD` = the default branch). */
  ref?: string;
  /** GitHub: `owner/repo`. */
  repo?: string;
  /** GitHub: the folder inside the repository ('' = its root). */
  path?: string;
  fetchedAt: number;
}

/** One file of a skill; exactly one of `text` (UTF-8 text) or `bytes` (binary) is set. */
export interface SkillFile {
  /** Relative path inside the skill folder, `/`-separated, e.g. `SKILL.md`, `references/api.md`. */
  path: string;
  text?: string;
  bytes?: Uint8Array;
}

/** What SKILL.md's frontmatter says. */
export interface SkillManifest {
  name: string;
  description: string;
  license?: string;
  /** From `metadata.tags` and a top-level `tags`, de-duplicated, in order. */
  tags: string[];
  author?: string;
  version?: string;
  /** The whole frontmatter as parsed, unknown keys included (nothing is thrown away). */
  frontmatter: Record<string, unknown>;
  /** SKILL.md after the frontmatter. */
  body: string;
}

/** A problem found while parsing or validating. `file` is the path inside the skill; `rule` names the rule. */
export interface SkillIssue {
  file: string;
  rule: string;
  message: string;
  /** The skill (folder or frontmatter name) the issue belongs to, when an input holds several. */
  skill?: string;
  /**
   * Set when one issue stands for many files that share its rule and message (the ignored files of a
   * 100,000-file repository listing): their paths, separated by NUL, which no path holds; `file` is ''.
   */
  files?: { count: number; paths: string };
}

/** A stored skill. */
export interface Skill {
  name: string;
  scope: SkillScope;
  manifest: SkillManifest;
  files: SkillFile[];
  /** Content hash over sorted paths and bytes; equal hashes mean equal content. */
  hash: string;
  /** Total bytes of all files. */
  size: number;
  installedAt: number;
  updatedAt: number;
  /** Set for skills that came from skills-bundled/: the hash they had when shipped. */
  bundledHash?: string;
  /** Set for skills installed from a URL. */
  source?: SkillSource;
}

/** The listing entry (no file contents), what UIs and `skill_list` read. */
export interface SkillSummary {
  name: string;
  scope: SkillScope;
  description: string;
  tags: string[];
  fileCount: number;
  size: number;
  hash: string;
  /** Set for skills installed from a URL. */
  source?: SkillSource;
}

/** A skills policy: names only. `+` first = inherit the mode's list; `*` = all installed. */
export interface SkillPolicy {
  visible?: string[];
  deny?: string[];
  /** Agent level only: visible skills whose text is in the agent's system message, not its catalog. */
  preload?: string[];
}
