import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import * as core from '../src/core/index.ts';
import { renderApiDoc } from '../scripts/docs.mjs';

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/api.md'), 'utf8');

test('docs/api.md is generated from docs/api/*.md (run node scripts/docs.mjs)', () => {
  expect(doc).toBe(renderApiDoc());
});

test('every runtime export of the core is documented in docs/api.md', () => {
  const missing = Object.keys(core).filter((name) => !new RegExp(`\\b${name}\\b`).test(doc));
  expect(missing).toEqual([]);
});
