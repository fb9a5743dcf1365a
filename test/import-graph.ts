// The import graph of the source tree, read with a real parser (oxc, through Vite's parseSync): every
// `import … from`, `import type`, side-effect `import '…'`, `export … from` and `import('…')`.
// Relative specifiers are resolved to repository paths; package specifiers are kept as written.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseSync } from 'vite';

export interface ImportEdge {
  /** Repository path of the importing file, e.g. `ui/chat/ChatView.tsx`. */
  from: string;
  /** Repository path of the imported file (relative specifiers), or the package specifier. */
  to: string;
  /** True when only types cross the edge (`import type`, `export type … from`). */
  typeOnly: boolean;
  /** True for `import('…')`: the module loads later, in a chunk of its own. */
  dynamic?: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /(\.test\.(ts|tsx)$|(^|\/)testing\.ts$|(^|\/)test-setup\.ts$|(^|\/)testHarness\.tsx$|(^|\/)testFixtures\.ts$|(^|\/)bench[A-Z]\w*\.tsx?$)/;

/** Whether a file is test or bench support rather than product code (left out of the graph). */
export const isTestFile = (path: string): boolean => TEST.test(path);

/** The module specifiers one file names, with whether each carries types only. */
export function specifiersOf(file: string, code: string): { spec: string; typeOnly: boolean; dynamic?: boolean }[] {
  const parsed = parseSync(file, code, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts', sourceType: 'module' });
  if (parsed.errors.length) throw new Error(`${file} does not parse: ${parsed.errors.map((e) => e.message).join('; ')}`);
  const out: { spec: string; typeOnly: boolean; dynamic?: boolean }[] = [];
  for (const imp of parsed.module.staticImports) {
    const typeOnly = imp.entries.length > 0 && imp.entries.every((e) => e.isType);
    out.push({ spec: imp.moduleRequest.value, typeOnly });
  }
  for (const exp of parsed.module.staticExports) {
    const bySpec = new Map<string, boolean>();
    for (const e of exp.entries) {
      if (!e.moduleRequest) continue;
      const v = e.moduleRequest.value;
      bySpec.set(v, (bySpec.get(v) ?? true) && e.isType);
    }
    for (const [spec, typeOnly] of bySpec) out.push({ spec, typeOnly });
  }
  for (const dyn of parsed.module.dynamicImports) {
    const text = code
      .slice(dyn.moduleRequest.start, dyn.moduleRequest.end)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(text);
    // A computed specifier (a URL SillyTavern hands over at run time) names no file of ours.
    if (literal) out.push({ spec: literal[2], typeOnly: false, dynamic: true });
  }
  return out;
}

/** Resolves a specifier of `from` (a repository path) to a repository path, or keeps a package name. */
export function resolveSpecifier(from: string, spec: string, exists: (path: string) => boolean): string {
  if (!spec.startsWith('.')) return spec;
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  if (exists(base)) return base;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) if (exists(base + ext)) return base + ext;
  return base;
}

function walk(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = posix.join(dir, name);
    return statSync(join(root, rel)).isDirectory() ? walk(root, rel) : [rel];
  });
}

/** Every import edge of the product files under `dirs` (tests and test helpers left out). */
export function readImportGraph(root: string, dirs: string[]): ImportEdge[] {
  const exists = (p: string) => existsSync(join(root, p)) && statSync(join(root, p)).isFile();
  const edges: ImportEdge[] = [];
  for (const dir of dirs) {
    for (const file of walk(root, dir)) {
      if (!SOURCE.test(file) || file.endsWith('.d.ts') || isTestFile(file)) continue;
      const code = readFileSync(join(root, file), 'utf8');
      for (const { spec, typeOnly, dynamic } of specifiersOf(file, code))
        edges.push({ from: file, to: resolveSpecifier(file, spec, exists), typeOnly, ...(dynamic ? { dynamic } : {}) });
    }
  }
  return edges;
}

/**
 * One layer rule: files under `layer` may not import anything `forbidden` matches (a path prefix
 * such as `src/hosts/`, or a package pattern such as `node:`). `typesOnlyFrom` lists prefixes the
 * layer may import only types from.
 */
export interface LayerRule {
  layer: string;
  forbidden: readonly string[];
  typesOnlyFrom?: readonly string[];
  /** Why the rule exists (printed with each violation). */
  why: string;
}

/**
 * Whether `to` is what `pattern` names: a folder (`src/hosts/`) or a scheme (`node:`) by prefix, a
 * package by name or any of its subpaths (`preact` → `preact/hooks`, not `preact-x`), a file exactly.
 */
export const matches = (to: string, pattern: string) =>
  /[/:]$/.test(pattern) ? to === pattern.replace(/\/$/, '') || to.startsWith(pattern) : to === pattern || to.startsWith(`${pattern}/`);

/** Every edge that breaks a rule, as `file → import (why)`, sorted. */
export function layerViolations(edges: readonly ImportEdge[], rules: readonly LayerRule[]): string[] {
  const out = new Set<string>();
  for (const e of edges) {
    for (const r of rules) {
      if (!e.from.startsWith(r.layer)) continue;
      if (r.forbidden.some((p) => matches(e.to, p))) out.add(`${e.from} → ${e.to} (${r.why})`);
      else if (!e.typeOnly && r.typesOnlyFrom?.some((p) => matches(e.to, p))) out.add(`${e.from} → ${e.to} (imports values; ${r.why})`);
    }
  }
  return [...out].sort();
}

/**
 * What loads together with `start`: every file its static value imports reach (type-only imports and
 * `import('…')` left out), each with the chain of imports that brings it in.
 */
export function staticClosure(edges: readonly ImportEdge[], start: string): Map<string, string[]> {
  const byFrom = new Map<string, ImportEdge[]>();
  for (const e of edges) if (!e.typeOnly && !e.dynamic) byFrom.set(e.from, [...(byFrom.get(e.from) ?? []), e]);
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    for (const e of byFrom.get(at) ?? []) {
      if (chains.has(e.to)) continue;
      chains.set(e.to, [...chains.get(at)!, e.to]);
      queue.push(e.to);
    }
  }
  return chains;
}
