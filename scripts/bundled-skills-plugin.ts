import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const SKILLS_ID = 'virtual:troupe-bundled-skills';
const PACKAGES_ID = 'virtual:troupe-bundled-packages';
const NAMES_ID = 'virtual:troupe-bundled-names';
/** skills-bundled/packages/ holds skill packages, not a skill. */
export const PACKAGES_FOLDER = 'packages';

type Row = { path: string; text?: string; base64?: string };

const walk = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });

/** A file as a row: text when it is UTF-8 without NUL, else base64. */
function row(dir: string, file: string): Row {
  const path = relative(dir, file).split(sep).join('/');
  const bytes = readFileSync(file);
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes) && !text.includes('\u0000') ? { path, text } : { path, base64: bytes.toString('base64') };
}

/** Files under skills-bundled/ (packages/ excluded), as `{skill, path, text | base64}` rows, sorted for a stable build. */
export function readBundledSkills(root: string) {
  const rows: ({ skill: string } & Row)[] = [];
  for (const skill of readdirSync(root).sort()) {
    const dir = join(root, skill);
    if (skill === PACKAGES_FOLDER || !statSync(dir).isDirectory()) continue;
    for (const file of walk(dir)) rows.push({ skill, ...row(dir, file) });
  }
  return rows;
}

/** The bundled skills' names (their folder names), sorted: what an update compares without loading the skills. */
export function readBundledNames(root: string): string[] {
  return readdirSync(root)
    .sort()
    .filter((n) => n !== PACKAGES_FOLDER && statSync(join(root, n)).isDirectory());
}

/** Files under skills-bundled/packages/ (registry.yaml, `{bookKind}/{name}/…`), as `{path, text | base64}` rows. */
export function readBundledPackages(root: string): Row[] {
  const dir = join(root, PACKAGES_FOLDER);
  return existsSync(dir) ? walk(dir).map((file) => row(dir, file)) : [];
}

/**
 * `import bundled from 'virtual:troupe-bundled-skills'` yields the shipped skill folders;
 * `import packages from 'virtual:troupe-bundled-packages'` the shipped skill packages;
 * `import names from 'virtual:troupe-bundled-names'` only the shipped skills' names (a few hundred bytes).
 */
export function bundledSkillsPlugin(root: string): Plugin {
  return {
    name: 'troupe-bundled-skills',
    resolveId: (id) => (id === SKILLS_ID || id === PACKAGES_ID || id === NAMES_ID ? '\0' + id : undefined),
    load(id) {
      if (id === '\0' + NAMES_ID) {
        const names = readBundledNames(root);
        for (const n of names) this.addWatchFile(join(root, n, 'SKILL.md'));
        return `export default ${JSON.stringify(names)};`;
      }
      if (id === '\0' + SKILLS_ID) {
        const rows = readBundledSkills(root);
        for (const r of rows) this.addWatchFile(join(root, r.skill, r.path));
        return `export default ${JSON.stringify(rows)};`;
      }
      if (id === '\0' + PACKAGES_ID) {
        const rows = readBundledPackages(root);
        for (const r of rows) this.addWatchFile(join(root, PACKAGES_FOLDER, r.path));
        return `export default ${JSON.stringify(rows)};`;
      }
      return undefined;
    },
  };
}
