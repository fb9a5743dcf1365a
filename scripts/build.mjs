// Builds everything `dist/` holds: core.js, the SillyTavern bundle and the standalone page.
// Only what SillyTavern loads (index.js, chunks/, style.css) is committed; core.js, demo.js and page/
// are local (scripts/local-build.mjs). `--local` builds only those, leaving the rest of dist/ as it is.
// TROUPE_OUT=<dir> builds into another folder (used by the test that checks the committed dist/).
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { LOCAL_MODES, markLocalBuild, sourcesTime } from './local-build.mjs';

const root = resolve(import.meta.dirname, '..');
const out = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : resolve(root, 'dist');
const local = process.argv.includes('--local');
process.env.TROUPE_OUT = out;
process.env.NODE_ENV = 'production';
const time = sourcesTime();
if (local) {
  for (const f of ['core.js', 'demo.js']) rmSync(resolve(out, f), { force: true });
} else {
  rmSync(out, { recursive: true, force: true });
}
mkdirSync(out, { recursive: true });
for (const mode of local ? LOCAL_MODES : ['core', 'demo', 'extension', 'page']) {
  await build({ root, configFile: resolve(root, 'vite.config.ts'), mode, logLevel: 'warn' });
}
markLocalBuild(out, time);
console.log(`built ${out}${local ? ' (core.js, demo.js, page/)' : ''}`);
