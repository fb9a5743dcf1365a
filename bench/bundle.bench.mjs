// Sizes of what users download, gzip: SillyTavern's boot module (loaded on every page load), each
// chunk it loads on first use, the bundled skills (data, reported apart from code), the standalone
// page's first paint (its entry and what it imports at once) and the rest of the page.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './util.mjs';

const kb = (n) => n / 1024;
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
/** Chunks of shipped data rather than code: the bundled skills (zh-TW's Traditional ones too) and skill packages. */
const isData = (file) => /(^|\/)bundled-(skills|packages|skills-hant)\.js$/.test(file);

/** The relative modules a built ES module imports at its head (where bundlers put static imports). */
function staticImports(code) {
  const head = /\s*(?:import|export)\s*(?:[\w$*\s{},]*?\s*from\s*)?["']([^"']+)["']\s*;?/y;
  const out = [];
  for (let m = head.exec(code); m; m = head.exec(code)) if (m[1].startsWith('.')) out.push(m[1]);
  return out;
}

/** `file` and every file its static imports reach. */
function closure(file) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const spec of staticImports(readFileSync(f, 'utf8'))) visit(normalize(join(dirname(f), spec)));
  };
  visit(file);
  return seen;
}

export default async function bundle() {
  const dist = distDir();
  const boot = gz(join(dist, 'index.js'));
  const chunkFiles = readdirSync(join(dist, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .sort();
  const chunks = chunkFiles.map((f) => ({ file: `chunks/${f}`, gzip: gz(join(dist, 'chunks', f)), raw: statSync(join(dist, 'chunks', f)).size }));
  const code = chunks.filter((c) => !isData(c.file));
  const data = chunks.filter((c) => isData(c.file));
  const codeSum = boot + code.reduce((a, c) => a + c.gzip, 0);
  // A user reads one language: the other languages' string tables are files their browser never asks for.
  // The Traditional Chinese texts (traditional-texts.js) load on a zh-TW page only.
  const langOf = (file) => (/(^|\/)traditional-texts\.js$/.test(file) ? 'zh-TW' : /(zh-CN|zh-TW)\.js$/.exec(file)?.[1]);
  const oneLanguage = Math.max(
    ...[undefined, 'zh-CN', 'zh-TW'].map((l) => boot + code.filter((c) => !langOf(c.file) || langOf(c.file) === l).reduce((a, c) => a + c.gzip, 0)),
  );
  const dataSum = data.reduce((a, c) => a + c.gzip, 0);

  const assets = join(dist, 'page/assets');
  const html = readFileSync(join(dist, 'page/index.html'), 'utf8');
  const firstFiles = new Set();
  for (const m of html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)) for (const f of closure(join(dist, 'page', m[1]))) firstFiles.add(f);
  const pageJs = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(assets, f));
  const firstPaint = [...firstFiles].reduce((a, f) => a + gz(f), 0);
  const pageCode = pageJs.filter((f) => !isData(f)).reduce((a, f) => a + gz(f), 0);

  return {
    title: 'Bundle size (gzip)',
    rows: [
      { name: 'dist/index.js, the boot module (every page load)', value: kb(boot), unit: 'KB', target: '≤ 40', pass: kb(boot) <= 40 },
      ...code.map((c) => ({ name: `dist/${c.file}`, value: kb(c.gzip), unit: 'KB' })),
      { name: 'SillyTavern code: boot + every chunk', value: kb(codeSum), unit: 'KB' },
      {
        name: '  of it, what a user of one language can load (the largest)',
        value: kb(oneLanguage),
        unit: 'KB',
        target: '≤ 200',
        pass: kb(oneLanguage) <= 200,
      },
      ...data.map((c) => ({ name: `dist/${c.file} (data, first start / Import bundled)`, value: kb(c.gzip), unit: 'KB' })),
      { name: 'SillyTavern code + bundled data, everything', value: kb(codeSum + dataSum), unit: 'KB' },
      { name: 'dist/style.css', value: kb(gz(join(dist, 'style.css'))), unit: 'KB' },
      { name: 'standalone page, first paint scripts', value: kb(firstPaint), unit: 'KB', target: '≤ 90', pass: kb(firstPaint) <= 90 },
      { name: 'standalone page, all scripts but the bundled data', value: kb(pageCode), unit: 'KB' },
      { name: 'dist/core.js', value: kb(gz(join(dist, 'core.js'))), unit: 'KB' },
    ],
    notes: [
      `first paint of the page: ${[...firstFiles].map((f) => relative(join(dist, 'page'), f)).join(', ')}`,
      'node scripts/bundle-attribution.mjs [extension|page] lists what each chunk holds, per module group',
      'what a first generation, a first drawer opening or Manage Skills really downloads: bench/paths.bench.mjs',
    ],
  };
}
