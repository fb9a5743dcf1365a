// Sizes of what users download: the SillyTavern bundle and the DOM-free core, raw and gzipped.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { distDir } from './util.mjs';

const kb = (n) => n / 1024;

export default async function bundle() {
  const dist = distDir();
  const size = (rel) => {
    const bytes = readFileSync(join(dist, rel));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const index = size('index.js');
  const css = size('style.css');
  const core = size('core.js');
  const pageJs = readdirSync(join(dist, 'page/assets')).filter((f) => f.endsWith('.js')).map((f) => size(`page/assets/${f}`));
  const page = pageJs.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return {
    title: 'Bundle size',
    rows: [
      { name: 'dist/index.js (SillyTavern bundle), gzip', value: kb(index.gzip), unit: 'KB' },
      { name: 'dist/index.js, raw', value: kb(index.raw), unit: 'KB' },
      { name: 'dist/style.css, gzip', value: kb(css.gzip), unit: 'KB' },
      { name: 'dist/core.js, gzip', value: kb(core.gzip), unit: 'KB' },
      { name: 'standalone page scripts, gzip', value: kb(page.gzip), unit: 'KB' },
    ],
  };
}
