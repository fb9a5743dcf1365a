// Where the skills are in a list of paths (a picked folder, a zip): one folder with SKILL.md at
// its root, or a folder holding several skill folders.

export interface SkillFolder {
  /** Prefix to strip from paths to get paths inside the skill ('' or ending in '/'). */
  prefix: string;
  /** The folder's own name, which the frontmatter name must equal; absent for loose files. */
  folderName?: string;
  /** Full paths of the files in this skill. */
  paths: string[];
}

/**
 * Finds skill folders. Starting at the top: if SKILL.md is here, everything here is one skill;
 * else every child folder with its own SKILL.md is a skill; else, if there is exactly one child
 * folder, look inside it (the common top folder of a picked folder or a zip); else nothing.
 * Files outside the skills found are returned as `ignored`.
 */
export function findSkillFolders(paths: readonly string[]): { folders: SkillFolder[]; ignored: string[] } {
  const ignored: string[] = [];
  let prefix = '';
  let folderName: string | undefined;
  let under = [...paths];
  for (;;) {
    if (under.includes(prefix + 'SKILL.md')) return { folders: [{ prefix, folderName, paths: under }], ignored };
    const dirs = new Map<string, string[]>();
    const loose: string[] = [];
    for (const p of under) {
      const rest = p.slice(prefix.length);
      const i = rest.indexOf('/');
      if (i < 0) loose.push(p);
      else {
        const d = rest.slice(0, i);
        let list = dirs.get(d);
        if (!list) dirs.set(d, (list = []));
        list.push(p);
      }
    }
    const names = [...dirs.keys()].sort();
    const skills = names.filter((d) => dirs.get(d)!.includes(`${prefix}${d}/SKILL.md`));
    if (skills.length) {
      const folders = skills.map((d) => ({ prefix: `${prefix}${d}/`, folderName: d, paths: dirs.get(d)! }));
      ignored.push(...loose);
      for (const d of names) if (!skills.includes(d)) ignored.push(...dirs.get(d)!);
      return { folders, ignored };
    }
    if (dirs.size !== 1) return { folders: [], ignored: [...ignored, ...under] };
    ignored.push(...loose);
    folderName = names[0];
    prefix += folderName + '/';
    under = dirs.get(folderName)!;
  }
}
