// Where the skills are in a list of paths (a picked folder, a zip): every folder that holds a
// SKILL.md is a skill, unless it sits inside another skill folder (then it is part of that skill).
// This covers a zip of one skill folder, SKILL.md at the top, a folder of skill folders, and a
// whole repository download with skills at any depth.

export interface SkillFolder {
  /** Prefix to strip from paths to get paths inside the skill ('' or ending in '/'). */
  prefix: string;
  /** The folder's own name, which the frontmatter name must equal; absent when SKILL.md is at the top. */
  folderName?: string;
  /** Full paths of the files in this skill. */
  paths: string[];
}

/**
 * The skill folders among `paths`, ordered by path, and the files that belong to none. Linear in the
 * listing: each path is looked up once per folder level it has (a repository tree of 100,000 files with
 * thousands of skill folders is no worse than one with a single skill).
 */
export function findSkillFolders(paths: readonly string[]): { folders: SkillFolder[]; ignored: string[] } {
  const prefixes = paths
    .filter((p) => p === 'SKILL.md' || p.endsWith('/SKILL.md'))
    .map((p) => p.slice(0, -'SKILL.md'.length))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Sorted, a folder comes before the folders inside it, so keeping only prefixes with no kept
  // ancestor keeps the outermost; no two kept folders nest, so a path has at most one of them above it.
  const byPrefix = new Map<string, SkillFolder>();
  for (const prefix of prefixes) {
    if (rootOf(prefix, byPrefix)) continue;
    byPrefix.set(prefix, {
      prefix,
      folderName: prefix === '' ? undefined : prefix.slice(prefix.lastIndexOf('/', prefix.length - 2) + 1, -1),
      paths: [],
    });
  }
  // Every folder above a kept one: a path whose folder is not among them lies in no skill, so the
  // look-up stops at the first level of a path outside every skill (one substring, not one per level).
  const above = new Set<string>();
  for (const prefix of byPrefix.keys()) for (let i = prefix.indexOf('/'); i !== -1; i = prefix.indexOf('/', i + 1)) above.add(prefix.slice(0, i + 1));
  const ignored: string[] = [];
  for (const p of paths) {
    const f = rootOf(p, byPrefix, above);
    if (f) f.paths.push(p);
    else ignored.push(p);
  }
  return { folders: [...byPrefix.values()], ignored };
}

/**
 * The kept folder `path` lies in (its own prefix included), looked up folder level by folder level;
 * `above` (when given) holds the folders above kept ones, where the walk may go on.
 */
function rootOf(path: string, byPrefix: ReadonlyMap<string, SkillFolder>, above?: ReadonlySet<string>): SkillFolder | undefined {
  let f = byPrefix.get('');
  for (let i = path.indexOf('/'); !f && i !== -1; i = path.indexOf('/', i + 1)) {
    const folder = path.slice(0, i + 1);
    f = byPrefix.get(folder);
    if (!f && above && !above.has(folder)) return undefined;
  }
  return f;
}
