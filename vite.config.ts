import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import { bundledSkillsPlugin } from './scripts/bundled-skills-plugin.ts';

const root = import.meta.dirname;
// scripts/build.mjs sets TROUPE_OUT to build somewhere else (the freshness test builds into a temp dir).
const out = process.env.TROUPE_OUT ?? resolve(root, 'dist');
const plugins = [bundledSkillsPlugin(resolve(root, 'skills-bundled'))];
const minify = { output: { minify: true } };

/**
 * Three builds, chosen by `--mode`:
 * - `core`: dist/core.js, the DOM-free core as an ES module for Node 20 and other code;
 * - `demo`: dist/demo.js, the offline demo model `npm start` serves;
 * - `extension`: dist/index.js + dist/style.css, what SillyTavern loads from manifest.json;
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
        rolldownOptions: { external: [/^node:/] },
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
        rolldownOptions: { external: [/^node:/] },
      },
    };
  }
  if (mode === 'extension') {
    return {
      plugins,
      build: {
        outDir: out,
        emptyOutDir: false,
        target: 'es2022',
        cssCodeSplit: false,
        lib: {
          entry: resolve(root, 'src/extension.tsx'),
          formats: ['es'],
          fileName: () => 'index.js',
          cssFileName: 'style',
        },
        rolldownOptions: minify,
      },
    };
  }
  return {
    plugins,
    base: './',
    build: { outDir: resolve(out, 'page'), emptyOutDir: true, target: 'es2022', rolldownOptions: minify },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
