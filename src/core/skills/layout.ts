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

/** The skill folders among `paths`, ordered by path, and the files that belong to none. */
export function findSkillFolders(paths: readonly string[]): { folders: SkillFolder[]; ignored: string[] } {
  const prefixes = paths
    .filter((p) => p === 'SKILL.md' || p.endsWith('/SKILL.md'))
    .map((p) => p.slice(0, -'SKILL.md'.length))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Sorted, a folder comes right before the folders inside it, so one pass keeps the outermost.
  const roots: string[] = [];
  for (const p of prefixes) if (!roots.some((r) => p.startsWith(r))) roots.push(p);
  const folders: SkillFolder[] = roots.map((prefix) => ({
    prefix,
    folderName: prefix === '' ? undefined : prefix.slice(prefix.lastIndexOf('/', prefix.length - 2) + 1, -1),
    paths: [],
  }));
  const ignored: string[] = [];
  for (const p of paths) {
    const f = folders.find((x) => p.startsWith(x.prefix));
    if (f) f.paths.push(p);
    else ignored.push(p);
  }
  return { folders, ignored };
}
