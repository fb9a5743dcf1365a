// Builds everything `dist/` holds: core.js, the SillyTavern bundle and the standalone page.
// TROUPE_OUT=<dir> builds into another folder (used by the test that checks the committed dist/).
import { rmSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const out = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : resolve(root, 'dist');
process.env.TROUPE_OUT = out;
process.env.NODE_ENV = 'production';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const mode of ['core', 'demo', 'extension', 'page']) {
  await build({ root, configFile: resolve(root, 'vite.config.ts'), mode, logLevel: 'warn' });
}
console.log(`built ${out}`);
