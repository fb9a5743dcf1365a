// Hard limits on skill packages and on what the skill tools return. Sizes are in bytes (1 MB = 1024 × 1024).

const MB = 1024 * 1024;

export const SKILL_LIMITS = Object.freeze({
  /** Files in one skill, SKILL.md included. */
  maxFiles: 100,
  /** Bytes of one file. */
  maxFileBytes: 4 * MB,
  /** Bytes of all files of one skill together. */
  maxSkillBytes: 16 * MB,
  /** Bytes of SKILL.md. */
  maxSkillMdBytes: 512 * 1024,
  /** Characters of a skill name (`[a-z0-9][a-z0-9_-]{0,127}`). */
  maxNameLength: 128,
  /** Agent Skills' own description limit: above it a description is accepted with a warning. */
  descriptionWarnChars: 1024,
  /** Above this a description is rejected. */
  maxDescriptionChars: 4096,
  /** Characters of a path inside a skill. */
  maxPathLength: 1024,
  /** Entries (files and folders) in one zip, which may hold several skills. */
  maxZipEntries: 5000,
  /** Uncompressed bytes of all entries of one zip together. */
  maxZipBytes: 256 * MB,
  /** An entry of at least `ratioFloorBytes` may unpack to at most this many times its packed size. */
  maxCompressionRatio: 100,
  /** Entries smaller than this are never refused for their compression ratio. */
  ratioFloorBytes: MB,
  /** Values YAML frontmatter may expand to through aliases (a "billion laughs" file expands to 10⁹). */
  maxFrontmatterValues: 10_000,
  /** Bytes of one skill_read / skill_search response, as JSON. */
  maxToolResponseBytes: 50 * 1024,
});

export type SkillLimits = typeof SKILL_LIMITS;
