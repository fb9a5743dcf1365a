import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { contentPlugins } from './scripts/content-plugins.ts';
import { pinPart } from './scripts/part-chunks-plugin.ts';

const root = import.meta.dirname;
// scripts/build.mjs sets TROUPE_OUT to build somewhere else (the freshness test builds into a temp dir).
const out = process.env.TROUPE_OUT ?? resolve(root, 'dist');
const plugins = contentPlugins(root);

/**
 * Chunk files of the SillyTavern build: `chunks/<name>.js`, no content hash, so two identical builds
 * write identical files (SillyTavern installs with git clone and never builds; dist/ is committed).
 * A chunk loaded by a dynamic import is named after the module imported (`import('./x.tsx')` →
 * `chunks/x.js`); a chunk of modules shared by several is named after one of them.
 */
const extensionEntry = resolve(root, 'src/extension.ts');
// The app part is one file: what it shares with the panel and the engines (zod, profiles…) loads with it.
// The boot reaches the ports floor (the gate's chat keys), so the floor's turn hand-over, which only
// the app runs, is pinned to the app part instead of a file of its own.
const appPart = pinPart(extensionEntry, {
  name: 'extension-app',
  module: resolve(root, 'src/extension-app.ts'),
  alsoPin: /[\\/]src[\\/]ports[\\/]generation\.ts$/,
});
// The page's app part likewise (src/page.tsx paints the chat; the app follows). The first paint checks
// its records with zod/mini, whose index also reaches zod's JSON Schema writer (and the memoizer the
// full API sets up): only the app runs those, so they go with it.
const pagePart = pinPart(resolve(root, 'src/page.tsx'), {
  name: 'page-app',
  module: resolve(root, 'src/page-app.ts'),
  alsoPin: /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema|memoizer)\.js$/,
});
/**
 * Code several lazy parts share gets a chunk of its own; left alone the bundler names it after one of
 * its modules (fflate's `browser.js`). These name the ones a user may see in a "could not be loaded"
 * message after what they do. Only modules outside the app part (the first group) fall to them.
 */
const namedShared = [
  {
    name: 'zip',
    includeDependenciesRecursively: false,
    test: /[\\/](node_modules[\\/]fflate[\\/]|src[\\/]core[\\/]skills[\\/](zip-[\w-]+|crc32|file-list)\.ts$)/,
  },
  {
    name: 'skill-parse',
    includeDependenciesRecursively: false,
    test: /[\\/](node_modules[\\/]js-yaml[\\/]|src[\\/]core[\\/]skills[\\/](parse|frontmatter|issues)\.ts$)/,
  },
  { name: 'package-parse', includeDependenciesRecursively: false, test: /[\\/]src[\\/]core[\\/]skills[\\/]packages[\\/](manifest|parse|skills|recipes)\.ts$/ },
];
const extensionOutput = {
  minify: true,
  entryFileNames: 'index.js',
  // The shipped skills' virtual modules would be `_virtual_troupe-bundled-skills`: `bundled-skills`.
  chunkFileNames: (chunk: { name: string }) => `chunks/${chunk.name.replace(/^_virtual_troupe-/, '')}.js`,
  codeSplitting: { groups: [appPart.group, ...namedShared] },
};

/**
 * Three builds, chosen by `--mode`:
 * - `core`: dist/core.js, the DOM-free core as an ES module for Node 20 and other code;
 * - `demo`: dist/demo.js, the offline demo model `npm start` serves;
 * - `extension`: dist/index.js (the boot module) + dist/style.css, what SillyTavern loads from
 *   manifest.json, and dist/chunks/*.js, what the boot module loads on first use;
 * - `page` (default): the standalone page, dist/page/.
 */
export default defineConfig(({ mode }): UserConfig => {
  if (mode === 'core') {
    return {
      plugins,
      build: {
        outDir: out,
        emptyOutDir: false,
        target: 'node20',
        lib: { entry: resolve(root, 'src/core/index.ts'), formats: ['es'], fileName: () => 'core.js' },
        // One file for Node: a capsule mode's engine, which the browser loads from a chunk of its own
        // (its descriptor's `engine()`), is inlined here.
        rolldownOptions: { external: [/^node:/], output: { inlineDynamicImports: true } },
      },
    };
  }
  if (mode === 'demo') {
    return {
      plugins,
      build: {
        outDir: out,
        emptyOutDir: false,
        target: 'node20',
        lib: { entry: resolve(root, 'src/demo/index.ts'), formats: ['es'], fileName: () => 'demo.js' },
        rolldownOptions: { external: [/^node:/], output: { inlineDynamicImports: true } },
      },
    };
  }
  if (mode === 'extension') {
    return {
      plugins: [...plugins, appPart.plugin],
      build: {
        outDir: out,
        emptyOutDir: false,
        target: 'es2022',
        cssCodeSplit: false,
        lib: {
          entry: extensionEntry,
          formats: ['es'],
          fileName: () => 'index.js',
          cssFileName: 'style',
        },
        rolldownOptions: { preserveEntrySignatures: 'allow-extension', output: extensionOutput },
      },
    };
  }
  return {
    plugins: [...plugins, pagePart.plugin],
    base: './',
    build: {
      outDir: resolve(out, 'page'),
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        preserveEntrySignatures: 'allow-extension',
        output: {
          minify: true,
          entryFileNames: 'assets/[name].js',
          chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.replace(/^_virtual_troupe-/, '')}.js`,
          assetFileNames: 'assets/[name][extname]',
          codeSplitting: { groups: [pagePart.group] },
        },
      },
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
