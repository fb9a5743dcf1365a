// `npm run bench`: builds dist/ (with --no-build, only dist/core.js, demo.js and page/ when missing or
// stale: they are not committed), then runs every bench/*.bench.mjs and prints one table per file.
// Each bench file default-exports `async () => ({ title, rows: [{ name, value, unit, target?, pass? }], notes? })`.
// Benchmarks measure the built artifacts (dist/core.js, dist/page) side by side in one run.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureLocalBuild } from './local-build.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
if (!args.includes('--no-build')) execFileSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { stdio: 'inherit' });
else ensureLocalBuild();
const only = args.filter((a) => !a.startsWith('--'));
const files = readdirSync(resolve(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results = [];
for (const f of files) {
  const mod = await import(pathToFileURL(resolve(root, 'bench', f)).href);
  const report = await mod.default();
  results.push({ file: f, ...report });
  console.log(`\n## ${report.title}  (bench/${f})`);
  for (const r of report.rows) {
    const value = typeof r.value === 'number' ? (Math.abs(r.value) >= 100 ? r.value.toFixed(0) : r.value.toPrecision(3)) : r.value;
    const verdict = r.pass === undefined ? '' : r.pass ? '  ok' : '  MISSED';
    console.log(`  ${r.name.padEnd(58)} ${String(value).padStart(10)} ${r.unit ?? ''}${r.target ? `   (target ${r.target})` : ''}${verdict}`);
  }
  for (const n of report.notes ?? []) console.log(`  note: ${n}`);
}
mkdirSync(resolve(root, 'bench-results'), { recursive: true });
writeFileSync(resolve(root, 'bench-results/latest.json'), JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2));
console.log('\nwritten bench-results/latest.json');
