import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:troupe-bundled-skills';
const RESOLVED = '\0' + ID;

/** Files under skills-bundled/, as `{skill, path, text | base64}` rows, sorted for a stable build. */
export function readBundledSkills(root: string) {
  const rows: { skill: string; path: string; text?: string; base64?: string }[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : [p];
      });
  for (const skill of readdirSync(root).sort()) {
    const dir = join(root, skill);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of walk(dir)) {
      const path = relative(dir, file).split(sep).join('/');
      const bytes = readFileSync(file);
      const text = bytes.toString('utf8');
      if (Buffer.from(text, 'utf8').equals(bytes) && !text.includes('\u0000')) rows.push({ skill, path, text });
      else rows.push({ skill, path, base64: bytes.toString('base64') });
    }
  }
  return rows;
}

/** `import bundled from 'virtual:troupe-bundled-skills'` yields the shipped skill folders. */
export function bundledSkillsPlugin(root: string): Plugin {
  return {
    name: 'troupe-bundled-skills',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const rows = readBundledSkills(root);
      for (const r of rows) this.addWatchFile(join(root, r.skill, r.path));
      return `export default ${JSON.stringify(rows)};`;
    },
  };
}
