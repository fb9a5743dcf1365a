// What each built chunk holds: `node scripts/bundle-attribution.mjs [extension|page] [--modules]`.
// Builds in memory with the project's config and attributes each chunk's gzip size to module groups
// (npm packages, src/core/<area>, src/<dir>, ui/<dir>; --modules: per file). Each module's rendered
// code is gzipped alone and the shares are scaled to the chunk's real gzip size, so the figures add
// up; they estimate what removing a module would save. Decide chunk boundaries from these numbers.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const mode = args.find((a) => !a.startsWith('--')) ?? 'extension';
const perModule = args.includes('--modules');
process.env.TROUPE_OUT ??= resolve(root, 'node_modules/.troupe-attribution');
process.env.NODE_ENV = 'production';

const group = (rawId) => {
  const id = rawId.replace(/^\0/, '');
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return `npm:${pkg[1]}`;
  if (id.startsWith('virtual:')) return id;
  const rel = id.startsWith(root) ? id.slice(root.length + 1) : id;
  if (perModule) return rel;
  const parts = rel.split('/');
  return parts.slice(0, Math.min(parts.length - 1, rel.startsWith('src/core/') ? 3 : 2)).join('/') || rel;
};

const result = await build({ root, configFile: resolve(root, 'vite.config.ts'), mode, logLevel: 'warn', build: { write: false } });
for (const output of Array.isArray(result) ? result : [result]) {
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    const total = gzipSync(chunk.code, { level: 9 }).length;
    const mods = Object.entries(chunk.modules).map(([id, m]) => ({ id, gzip: m.code ? gzipSync(m.code, { level: 9 }).length : 0, raw: m.renderedLength }));
    const sum = mods.reduce((a, m) => a + m.gzip, 0) || 1;
    const groups = new Map();
    for (const m of mods) {
      const g = groups.get(group(m.id)) ?? { gzip: 0, raw: 0, n: 0 };
      g.gzip += (m.gzip * total) / sum;
      g.raw += m.raw;
      g.n++;
      groups.set(group(m.id), g);
    }
    console.log(`\n${chunk.fileName}: ${(total / 1024).toFixed(1)} KB gzip, ${(chunk.code.length / 1024).toFixed(1)} KB raw, ${mods.length} modules`);
    for (const [name, g] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip)) {
      if (g.gzip < 200) continue;
      console.log(`  ${(g.gzip / 1024).toFixed(1).padStart(6)} KB gz  ${(g.raw / 1024).toFixed(1).padStart(7)} KB raw  ${String(g.n).padStart(4)}  ${name}`);
    }
  }
}
