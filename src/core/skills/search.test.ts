import { expect, test } from 'vitest';
import { searchFiles } from './search.ts';
import type { SkillFile } from './types.ts';

const opts = { limit: 10, contextLines: 0, budget: 1e9 };
const file = (path: string, text: string): SkillFile => ({ path, text });

test('case-insensitive substring, one hit per line, 1-based line numbers', () => {
  const f = file('a.md', 'Alpha\nbeta BETA beta\ngamma\nBeta again');
  const r = searchFiles([f], 'beta', opts);
  expect(r).toEqual({
    hits: [
      { path: 'a.md', lineStart: 2, lineEnd: 2, line: 2, snippet: 'beta BETA beta' },
      { path: 'a.md', lineStart: 4, lineEnd: 4, line: 4, snippet: 'Beta again' },
    ],
    truncated: false,
  });
  expect(searchFiles([f], 'ALPHA', opts).hits[0].line).toBe(1);
});

test('context lines are clipped at the file edges', () => {
  const f = file('a.md', 'l1\nl2\nl3 hit\nl4\nl5\n');
  expect(searchFiles([f], 'hit', { ...opts, contextLines: 1 }).hits[0]).toEqual({ path: 'a.md', lineStart: 2, lineEnd: 4, line: 3, snippet: 'l2\nl3 hit\nl4' });
  expect(searchFiles([f], 'l1', { ...opts, contextLines: 3 }).hits[0]).toMatchObject({ lineStart: 1, lineEnd: 4, snippet: 'l1\nl2\nl3 hit\nl4' });
  // the final "\n" does not start a sixth line
  expect(searchFiles([f], 'l5', { ...opts, contextLines: 3 }).hits[0]).toMatchObject({ lineStart: 2, lineEnd: 5, snippet: 'l2\nl3 hit\nl4\nl5' });
  const blank = file('b.md', '\n\nx\n');
  expect(searchFiles([blank], 'x', { ...opts, contextLines: 5 }).hits[0]).toMatchObject({ lineStart: 1, lineEnd: 3, snippet: '\n\nx' });
});

test('CRLF files: line numbers and snippets without "\\r"', () => {
  const f = file('w.md', 'one\r\ntwo\r\nthree\r\n');
  expect(searchFiles([f], 'three', { ...opts, contextLines: 1 }).hits[0]).toMatchObject({ line: 3, lineStart: 2, lineEnd: 3, snippet: 'two\nthree' });
});

test('a query spanning lines', () => {
  const f = file('a.md', 'a\nend of one\nstart of two\nz');
  expect(searchFiles([f], 'ONE\nSTART', opts).hits[0]).toMatchObject({ line: 2, lineStart: 2, lineEnd: 3, snippet: 'end of one\nstart of two' });
});

test('files in the order given, binary files skipped, limit reports truncation', () => {
  const files: SkillFile[] = [file('SKILL.md', 'x\nx'), { path: 'b.bin', bytes: new Uint8Array([120]) }, file('z.md', 'x')];
  const r = searchFiles(files, 'x', opts);
  expect(r.hits.map((h) => `${h.path}:${h.line}`)).toEqual(['SKILL.md:1', 'SKILL.md:2', 'z.md:1']);
  const lim = searchFiles(files, 'x', { ...opts, limit: 2 });
  expect(lim.hits).toHaveLength(2);
  expect(lim.truncated).toBe(true);
  expect(searchFiles(files, 'x', { ...opts, limit: 3 }).truncated).toBe(false);
});

test('İ folds without shifting offsets', () => {
  const f = file('t.md', 'İİİ\nistanbul İSTANBUL');
  expect(searchFiles([f], 'istanbul', opts).hits).toEqual([{ path: 't.md', lineStart: 2, lineEnd: 2, line: 2, snippet: 'istanbul İSTANBUL' }]);
});

test('very long lines are shortened around the match; the budget caps the response', () => {
  const long = 'a'.repeat(5000) + 'NEEDLE' + 'b'.repeat(5000);
  const hit = searchFiles([file('m.js', long)], 'needle', opts).hits[0];
  expect(hit.snippet.length).toBeLessThanOrEqual(400);
  expect(hit.snippet).toContain('NEEDLE');
  expect(hit.snippet.startsWith('…')).toBe(true);
  const many = file('many.md', Array.from({ length: 1000 }, (_, i) => `hit ${i} ${'x'.repeat(300)}`).join('\n'));
  const r = searchFiles([many], 'hit', { limit: 1000, contextLines: 2, budget: 50_000 });
  expect(r.truncated).toBe(true);
  expect(Buffer.byteLength(JSON.stringify(r))).toBeLessThanOrEqual(50_000);
});

test('shortened lines never split a surrogate pair', () => {
  for (let shift = 0; shift < 3; shift++) {
    const line = 'x'.repeat(shift) + '🎭'.repeat(600) + 'needle' + '🎭'.repeat(600);
    const hit = searchFiles([file('e.md', line)], 'needle', opts).hits[0];
    expect(hit.snippet).toContain('needle');
    expect(hit.snippet).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    const ctx = searchFiles([file('e.md', line + '\nneedle2')], 'needle2', { ...opts, contextLines: 1 }).hits[0];
    expect(ctx.snippet).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  }
});

test('line numbers agree with a naive split on random text', () => {
  let seed = 3;
  const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
  const alphabet = ['a', 'b', 'A', '\n', '\n', ' ', 'ab'];
  for (let round = 0; round < 200; round++) {
    const text = Array.from({ length: rnd(60) }, () => alphabet[rnd(alphabet.length)]).join('');
    const ctx = rnd(3);
    const r = searchFiles([file('r', text)], 'ab', { limit: 1000, contextLines: ctx, budget: 1e9 });
    const lines = text.split('\n');
    if (text.endsWith('\n')) lines.pop();
    const expected = lines.flatMap((l, i) => (l.toLowerCase().includes('ab') ? [i + 1] : []));
    expect(r.hits.map((h) => h.line)).toEqual(expected);
    for (const h of r.hits) {
      expect(h.lineStart).toBe(Math.max(1, h.line - ctx));
      expect(h.lineEnd).toBe(Math.min(lines.length, h.line + ctx));
      expect(h.snippet).toBe(lines.slice(h.lineStart - 1, h.lineEnd).join('\n'));
    }
  }
});
