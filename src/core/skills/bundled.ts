// Bundled skills: the folders under skills-bundled/, compiled into the build as rows by
// scripts/bundled-skills-plugin.ts, become global skills; planBundledImport decides what an
// "Import bundled" would do without doing it.
import { parseSkillFolders, type SkillImportResult } from './file-list.ts';
import { encodeText } from './text.ts';
import type { Skill } from './types.ts';

/** One file of a bundled skill as the build plugin emits it: text, or base64 for binary files. */
export interface BundledRow {
  skill: string;
  path: string;
  text?: string;
  base64?: string;
}

export function decodeBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/**
 * Parses the bundled rows into global skills, each with `bundledHash` set to its hash. A bundled
 * folder that does not validate is reported in `issues` (a build-time mistake) and left out.
 */
export function bundledRowsToSkills(rows: readonly BundledRow[], options: { now?: number } = {}): SkillImportResult {
  const bytes = new Map<string, Uint8Array>();
  for (const r of rows) bytes.set(`${r.skill}/${r.path}`, r.base64 !== undefined ? decodeBase64(r.base64) : encodeText(r.text ?? ''));
  const folders = new Map<string, string[]>();
  for (const key of bytes.keys()) {
    const folder = key.slice(0, key.indexOf('/'));
    let list = folders.get(folder);
    if (!list) folders.set(folder, (list = []));
    list.push(key);
  }
  const out: SkillImportResult = { skills: [], issues: [], warnings: [] };
  for (const [, paths] of [...folders].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const r = parseSkillFolders(paths, (p) => bytes.get(p)!, { scope: 'global', now: options.now }, '');
    for (const s of r.skills) out.skills.push({ ...s, bundledHash: s.hash });
    out.issues.push(...r.issues);
    out.warnings.push(...r.warnings);
  }
  return out;
}

export interface BundledImportPlan {
  /** Bundled skills with no global skill of that name: install them. */
  install: Skill[];
  /** Names whose installed global copy already equals the bundled one: nothing to do. */
  unchanged: string[];
  /** Names whose installed global copy was edited by the user (or is not from the bundle): ask before overwriting. */
  wouldOverwriteEdited: string[];
  /** Bundled skills whose installed copy is an unedited older bundle: safe to replace. */
  update: Skill[];
}

/**
 * What importing the bundled skills would do to the global scope. An installed skill counts as
 * edited when its hash differs from the `bundledHash` it was installed with (or it has none).
 * Skills in other scopes are not considered. Every list is sorted by name.
 */
export function planBundledImport(bundled: readonly Skill[], installed: readonly Skill[]): BundledImportPlan {
  const global = new Map<string, Skill>();
  for (const s of installed) if (s.scope === 'global' && !global.has(s.name)) global.set(s.name, s);
  const plan: BundledImportPlan = { install: [], unchanged: [], wouldOverwriteEdited: [], update: [] };
  for (const b of [...bundled].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0))) {
    const cur = global.get(b.name);
    if (!cur) plan.install.push(b);
    else if (cur.hash === b.hash) plan.unchanged.push(b.name);
    else if (cur.bundledHash === undefined || cur.hash !== cur.bundledHash) plan.wouldOverwriteEdited.push(b.name);
    else plan.update.push(b);
  }
  return plan;
}
