// The build outputs that are not committed: dist/core.js (the public core), dist/demo.js (the offline
// demo model) and dist/page/ (the standalone page). SillyTavern loads only dist/index.js, dist/chunks/
// and dist/style.css, which are committed; `npm start`, the benches and the end-to-end tests need
// these others, so they build them here when they are missing or older than the sources.
// `node scripts/build.mjs` builds everything and marks these fresh too.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The vite build modes whose outputs are not committed (see vite.config.ts). */
export const LOCAL_MODES = ['core', 'demo', 'page'];
/** What those modes write, relative to the build folder. */
export const LOCAL_OUTPUTS = ['core.js', 'demo.js', 'page/index.html'];
/** Written after a build that made them: the newest source time it was built from. */
const STAMP = '.local-build';

/** What a build reads: the sources, the shipped skills, the build's own plugins and configuration, the locked packages. */
const INPUTS = ['src', 'ui', 'skills-bundled', 'scripts', 'vite.config.ts', 'package-lock.json', 'manifest.json', 'tsconfig.json'];

function newestTime(path) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestTime(join(path, name)));
  }
  return newest;
}

/** The newest modification time among the build's inputs. */
export function sourcesTime() {
  return Math.max(...INPUTS.map((p) => newestTime(join(root, p))));
}

/** Marks the outputs in `out` as built from the sources as they are now. */
export function markLocalBuild(out, time = sourcesTime()) {
  writeFileSync(join(out, STAMP), `${time}\n`);
}

/** `missing` (an output is absent), `stale` (a source changed since it was built) or `fresh`. */
export function localBuildState(out) {
  if (LOCAL_OUTPUTS.some((f) => !existsSync(join(out, f)))) return 'missing';
  const stamp = join(out, STAMP);
  const built = existsSync(stamp) ? Number(readFileSync(stamp, 'utf8')) : 0;
  return built >= sourcesTime() ? 'fresh' : 'stale';
}

/** Builds core.js, demo.js and page/ into `out` (default dist/, or TROUPE_OUT) unless they are fresh. */
export function ensureLocalBuild(out = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : join(root, 'dist')) {
  const state = localBuildState(out);
  if (state === 'fresh') return state;
  console.log(`${out}: core.js, demo.js and page/ are ${state}; building them`);
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--local'], { cwd: root, env: { ...process.env, TROUPE_OUT: out }, stdio: 'inherit' });
  return state;
}
