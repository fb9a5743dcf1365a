// The layers of ARCHITECTURE.md, held by the real import graph of src/ and ui/ (tests and test
// helpers left out), and src/core type-checked without the DOM library.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  isTestFile,
  layerViolations,
  matches,
  readImportGraph,
  resolveSpecifier,
  specifiersOf,
  staticClosure,
  type ImportEdge,
  type LayerRule,
} from './import-graph.ts';

const root = join(import.meta.dirname, '..');

/**
 * The rules. Arrows of ARCHITECTURE.md: ui → app → ports ← hosts; app, ports and hosts → core;
 * app and hosts → storage.
 * - ui talks to src/app (contracts, signals, actions) and to the chat session of src/ports, and reads
 *   src/core; never a host or storage.
 * - core is pure: nothing above it, no browser-only or Node-only module, no UI library.
 * - storage knows no app, host, UI or demo; it names the shapes it stores by src/core's types
 *   (skills), so it may import core *types* and nothing that runs.
 * - app never imports ui, nor a host: it reaches a host through the ports of src/ports/.
 * - hosts adapt a place Troupe runs in; they never reach into ui, nor into the app: what both sides
 *   use (the host's role ports, ChatSession, the generation turn, the command contract, small helpers)
 *   is in src/ports/, which imports neither.
 * - The entry files (src/extension.ts, src/extension-app.ts, src/page.tsx, src/page-app.ts,
 *   src/extension-panel.tsx, src/page-panel.tsx) are the composition roots: they wire a host to the
 *   app and may import both; they sit outside every layer folder, so no rule names them.
 */
export const RULES: LayerRule[] = [
  { layer: 'ui/', forbidden: ['src/hosts/', 'src/storage/', 'src/demo/', 'idb-keyval'], why: 'ui talks only to src/app and src/core' },
  {
    layer: 'src/core/',
    forbidden: [
      'src/app/',
      'src/hosts/',
      'src/storage/',
      'src/demo/',
      'ui/',
      'preact',
      'preact/hooks',
      '@preact/signals',
      '@preact/signals-core',
      'idb-keyval',
      'node:',
    ],
    why: 'core is DOM-free pure logic that imports nothing above it',
  },
  {
    layer: 'src/storage/',
    forbidden: ['src/app/', 'src/hosts/', 'src/demo/', 'ui/', 'preact', '@preact/signals', '@preact/signals-core'],
    typesOnlyFrom: ['src/core/'],
    why: 'storage imports nothing above it, core types only',
  },
  { layer: 'src/app/', forbidden: ['ui/'], why: 'app never imports ui' },
  { layer: 'src/hosts/', forbidden: ['ui/'], why: 'hosts never import ui' },
  { layer: 'src/app/', forbidden: ['src/hosts/'], why: 'the app reaches a host only through src/ports' },
  { layer: 'src/hosts/', forbidden: ['src/app/'], why: 'a host reaches the app only through src/ports' },
  {
    layer: 'src/ports/',
    forbidden: ['src/app/', 'src/hosts/', 'src/demo/', 'ui/', 'preact', 'preact/hooks', '@preact/signals'],
    why: 'the ports floor imports neither side',
  },
  // The app and the hosts load before any UI (a first generation needs no panel): their signals come
  // from @preact/signals-core, whose `@preact/signals` wrapper would bring Preact along.
  { layer: 'src/app/', forbidden: ['preact', 'preact/hooks', '@preact/signals'], why: 'the app runs without the UI library' },
  { layer: 'src/hosts/', forbidden: ['preact', 'preact/hooks', '@preact/signals'], why: 'the hosts run without the UI library' },
];

describe('the checker', () => {
  test('reads static, type-only, side-effect, re-export and dynamic imports, and resolves relative paths', () => {
    const code = [
      "import type { A } from './a.ts';",
      "import { b, type B } from '../b.ts';",
      "import './side.css';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "export * from './e.ts';",
      "const f = await import('./f.ts');",
      'const g = await import(/* @vite-ignore */ url);',
      "// import { nope } from './comment.ts';",
      'const s = "import { nope } from \'./string.ts\'";',
      'const el = <div>{s}</div>;',
    ].join('\n');
    expect(specifiersOf('x/y.tsx', code)).toEqual([
      { spec: './a.ts', typeOnly: true },
      { spec: '../b.ts', typeOnly: false },
      { spec: './side.css', typeOnly: false },
      { spec: './c.ts', typeOnly: false },
      { spec: './d.ts', typeOnly: true },
      { spec: './e.ts', typeOnly: false },
      { spec: './f.ts', typeOnly: false, dynamic: true },
    ]);
    const files = new Set(['src/core/x.ts', 'src/app/index.ts']);
    const exists = (p: string) => files.has(p);
    expect(resolveSpecifier('ui/chat/A.tsx', '../../src/core/x.ts', exists)).toBe('src/core/x.ts');
    expect(resolveSpecifier('ui/chat/A.tsx', '../../src/app', exists)).toBe('src/app/index.ts');
    expect(resolveSpecifier('ui/chat/A.tsx', 'preact/hooks', exists)).toBe('preact/hooks');
  });

  test('fails with the list of offending edges on a synthetic graph', () => {
    const edges: ImportEdge[] = [
      { from: 'ui/chat/ChatView.tsx', to: 'src/hosts/standalone/host.ts', typeOnly: true },
      { from: 'ui/chat/ChatView.tsx', to: 'src/ports/chat-session.ts', typeOnly: false },
      { from: 'src/core/llm/client.ts', to: 'src/storage/index.ts', typeOnly: false },
      { from: 'src/core/llm/client.ts', to: 'node:fs', typeOnly: false },
      { from: 'src/storage/skills.ts', to: 'src/core/skills/types.ts', typeOnly: true },
      { from: 'src/storage/skills.ts', to: 'src/core/skills/hash.ts', typeOnly: false },
      { from: 'src/app/app.ts', to: 'ui/panel/actions.ts', typeOnly: true },
      { from: 'src/app/app.ts', to: 'src/hosts/sillytavern/host.ts', typeOnly: true },
      { from: 'src/hosts/standalone/host.ts', to: 'src/app/settings.ts', typeOnly: true },
      { from: 'src/ports/host.ts', to: 'src/app/runs/run-state.ts', typeOnly: true },
      { from: 'src/app/app.ts', to: 'src/ports/host.ts', typeOnly: true },
      { from: 'src/hosts/standalone/host.ts', to: 'src/ports/chat-session.ts', typeOnly: false },
      { from: 'src/extension-app.ts', to: 'src/hosts/sillytavern/host.ts', typeOnly: false },
      { from: 'src/extension-app.ts', to: 'src/app/app.ts', typeOnly: false },
    ];
    expect(layerViolations(edges, RULES)).toEqual([
      'src/app/app.ts → src/hosts/sillytavern/host.ts (the app reaches a host only through src/ports)',
      'src/app/app.ts → ui/panel/actions.ts (app never imports ui)',
      'src/core/llm/client.ts → node:fs (core is DOM-free pure logic that imports nothing above it)',
      'src/core/llm/client.ts → src/storage/index.ts (core is DOM-free pure logic that imports nothing above it)',
      'src/hosts/standalone/host.ts → src/app/settings.ts (a host reaches the app only through src/ports)',
      'src/ports/host.ts → src/app/runs/run-state.ts (the ports floor imports neither side)',
      'src/storage/skills.ts → src/core/skills/hash.ts (imports values; storage imports nothing above it, core types only)',
      'ui/chat/ChatView.tsx → src/hosts/standalone/host.ts (ui talks only to src/app and src/core)',
    ]);
    expect(
      layerViolations(
        edges.filter(
          (e) =>
            (e.to.startsWith('src/app/') && !e.from.startsWith('src/hosts/') && !e.from.startsWith('src/ports/')) ||
            (e.typeOnly && e.to.startsWith('src/core/')),
        ),
        RULES,
      ),
    ).toEqual([]);
    // The composition roots wire a host to the app; the ports are what both sides import.
    expect(
      layerViolations(
        edges.filter((e) => e.from.startsWith('src/extension') || e.to.startsWith('src/ports/')),
        RULES,
      ),
    ).toEqual([]);
  });

  test('a pattern names a folder or scheme by prefix, a package with its subpaths, a file exactly', () => {
    expect(matches('src/hosts/sillytavern/host.ts', 'src/hosts/')).toBe(true);
    expect(matches('node:fs', 'node:')).toBe(true);
    expect(matches('preact/hooks', 'preact')).toBe(true);
    expect(matches('@preact/signals-core', '@preact/signals')).toBe(false);
    expect(matches('@preact/signals', '@preact/signals')).toBe(true);
    expect(matches('src/app/app.tsx', 'src/app/app.ts')).toBe(false);
  });

  test('test files and test helpers are left out of the graph', () => {
    for (const f of [
      'ui/chat/StandaloneChat.test.tsx',
      'src/storage/testing.ts',
      'src/app/commands/test-setup.ts',
      'ui/panel/testHarness.tsx',
      'ui/panel/benchEntry.tsx',
      'ui/skills/testFixtures.ts',
    ]) {
      expect(isTestFile(f), f).toBe(true);
    }
    for (const f of ['src/core/llm/client.ts', 'ui/chat/ChatView.tsx', 'src/app/skills/bundled.ts']) expect(isTestFile(f), f).toBe(false);
  });
});

/**
 * SillyTavern loads the boot module on every page load, for every user: what it statically imports
 * must stay small. No UI, no schema library, no YAML or zip code, and none of the app's or the host's
 * heavy modules; those load from chunks through `import('…')` at their opening point.
 */
export const BOOT_ENTRIES = ['src/extension.ts'];
export const BOOT_FORBIDDEN = [
  'ui/',
  'zod',
  'zod/mini',
  'preact',
  'preact/hooks',
  '@preact/signals',
  '@preact/signals-core',
  'js-yaml',
  'fflate',
  'src/app/app.ts',
  'src/app/turns/orchestrator.ts',
  'src/app/commands/commands.ts',
  'src/storage/index.ts',
  'src/hosts/sillytavern/host.ts',
  'src/hosts/sillytavern/interceptor.ts',
  'src/core/profiles/schemas/',
  'src/core/llm/',
  'src/core/agent/',
];

describe('the boot module', () => {
  test('the closure checker follows static value imports only', () => {
    const edges: ImportEdge[] = [
      { from: 'a.ts', to: 'b.ts', typeOnly: false },
      { from: 'b.ts', to: 'c.ts', typeOnly: true },
      { from: 'b.ts', to: 'd.ts', typeOnly: false, dynamic: true },
      { from: 'b.ts', to: 'zod', typeOnly: false },
    ];
    expect([...staticClosure(edges, 'a.ts').entries()]).toEqual([
      ['a.ts', ['a.ts']],
      ['b.ts', ['a.ts', 'b.ts']],
      ['zod', ['a.ts', 'b.ts', 'zod']],
    ]);
  });

  test('statically imports nothing heavy (those load from chunks on first use)', () => {
    const edges = readImportGraph(root, ['src', 'ui']);
    for (const entry of BOOT_ENTRIES) {
      const closure = staticClosure(edges, entry);
      // The closure is real: the gate and the dynamic boundary to the app are there.
      expect(closure.has('src/hosts/sillytavern/boot/gate.ts')).toBe(true);
      expect(closure.has('src/extension-app.ts')).toBe(false);
      const heavy = [...closure].filter(([to]) => BOOT_FORBIDDEN.some((p) => matches(to, p))).map(([, chain]) => chain.join(' → '));
      expect(heavy).toEqual([]);
    }
  });
});

describe('the source tree', () => {
  test('every import edge of src/ and ui/ keeps to the layers', () => {
    const edges = readImportGraph(root, ['src', 'ui']);
    // The graph is real: the known edges are in it.
    expect(edges.some((e) => e.from === 'ui/chat/ChatView.tsx' && e.to === 'src/ports/chat-session.ts')).toBe(true);
    expect(edges.some((e) => e.from === 'src/storage/skills.ts' && e.to === 'src/core/skills/types.ts' && e.typeOnly)).toBe(true);
    expect(edges.length).toBeGreaterThan(500);
    expect(layerViolations(edges, RULES)).toEqual([]);
  });

  test("the app's feature folders import within themselves in one direction (no cycle among a folder's files)", () => {
    const edges = readImportGraph(root, ['src']);
    const folders = [
      'src/ports/',
      'src/app/workbench/',
      'src/app/turns/',
      'src/app/runs/',
      'src/app/profiles/',
      'src/app/skills/',
      'src/app/packages/',
      'src/app/tools/',
      'src/app/chats/',
    ];
    for (const folder of folders) {
      const next = new Map<string, string[]>();
      for (const e of edges) if (e.from.startsWith(folder) && e.to.startsWith(folder)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
      expect(next.size, folder).toBeGreaterThan(0);
      const cycles: string[] = [];
      const state = new Map<string, 'open' | 'done'>();
      const visit = (f: string, path: string[]) => {
        if (state.get(f) === 'done') return;
        if (state.get(f) === 'open') return void cycles.push([...path.slice(path.indexOf(f)), f].join(' → '));
        state.set(f, 'open');
        for (const t of next.get(f) ?? []) visit(t, [...path, f]);
        state.set(f, 'done');
      };
      for (const f of next.keys()) visit(f, []);
      expect(cycles, folder).toEqual([]);
    }
  });

  test('src/core type-checks without the DOM library (tsconfig.core.json)', () => {
    let output = '';
    try {
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'tsconfig.core.json')], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string };
      output = `${err.stdout ?? ''}${err.stderr ?? ''}` || String(e);
    }
    expect(output).toBe('');
  }, 120_000);
});

/**
 * The app chunk (src/extension-app.ts) loads at a first generation and a first drawer opening: what
 * only some uses need loads from its own chunk at its opening point — the UI, YAML and zip code, the
 * workbench's engine, the memory engine, web search's tools and page reader, profile checks, package
 * formats, From URL… and the hand-written tools' sandbox.
 */
export const APP_ENTRY = 'src/extension-app.ts';
export const APP_FORBIDDEN = [
  'ui/',
  'preact',
  '@preact/signals',
  'js-yaml',
  'fflate',
  '@mozilla/readability',
  'src/core/skills/frontmatter.ts',
  'src/core/skills/packages/',
  'src/core/profiles/lint.ts',
  'src/core/profiles/envelope.ts',
  'src/core/workbench/apply.ts',
  'src/core/workbench/ops.ts',
  'src/core/memory/edit.ts',
  'src/core/memory/edit-checks.ts',
  'src/core/memory/model.ts',
  'src/core/memory/tools/',
  'src/core/search/tools.ts',
  'src/app/url-install/fetch-source.ts',
  'src/app/sandbox/sandbox-runner.ts',
  'src/app/workbench/workbench-engine.ts',
];

describe('the app chunk', () => {
  test('statically imports none of what only some uses need (those load from their own chunks)', () => {
    const edges = readImportGraph(root, ['src', 'ui']);
    const closure = staticClosure(edges, APP_ENTRY);
    // The closure is real: the app, the orchestrator and the host are in it.
    for (const f of ['src/app/app.ts', 'src/app/turns/orchestrator.ts', 'src/hosts/sillytavern/host.ts']) expect(closure.has(f), f).toBe(true);
    for (const f of APP_FORBIDDEN.filter((p) => p.startsWith('src/')))
      expect(
        edges.some((e) => e.to.startsWith(f)),
        `${f} exists`,
      ).toBe(true);
    const heavy = [...closure].filter(([to]) => APP_FORBIDDEN.some((p) => matches(to, p))).map(([, chain]) => chain.join(' → '));
    expect(heavy).toEqual([]);
  });
});
