import { expect, test } from 'vitest';
import { countLines } from './file-cache.ts';
import { readLines } from './read-lines.ts';

const read = (t: string, offset = 1, limit = Infinity, budget = 1e9) => readLines(t, countLines(t), offset, limit, budget);

test('line numbers are 1-based; offset and limit select lines', () => {
  const t = 'one\ntwo\nthree\nfour\n';
  expect(countLines(t)).toBe(4);
  expect(read(t)).toEqual({ content: 'one\ntwo\nthree\nfour', totalLines: 4, truncated: false });
  expect(read(t, 2, 2)).toEqual({ content: 'two\nthree', totalLines: 4, truncated: false, nextOffset: 4 });
  expect(read(t, 4)).toEqual({ content: 'four', totalLines: 4, truncated: false });
  expect(read('no newline at end', 1)).toEqual({ content: 'no newline at end', totalLines: 1, truncated: false });
  expect(read('', 1)).toEqual({ content: '', totalLines: 0, truncated: false });
  expect(read('a\r\nb\r\n')).toMatchObject({ content: 'a\nb', totalLines: 2 });
  expect(read('\n\n\n', 2, 1)).toEqual({ content: '', totalLines: 3, truncated: false, nextOffset: 3 });
});

test('the byte cap stops at a line boundary and says where to continue', () => {
  const t = Array.from({ length: 100 }, (_, i) => `line ${String(i + 1).padStart(3, '0')}`).join('\n'); // 8 chars a line
  const r = read(t, 1, Infinity, 8 * 10 + 2 * 9); // exactly ten lines with their separators
  expect(r.content.split('\n')).toHaveLength(10);
  expect(r).toMatchObject({ truncated: true, nextOffset: 11 });
  const r2 = read(t, r.nextOffset!, Infinity, 8 * 10 + 2 * 9);
  expect(r2.content.split('\n')[0]).toBe('line 011');
});

test('a single huge line is cut safely and reported', () => {
  const t = 'short\n' + '🎭'.repeat(1000) + '\nafter\n';
  const r = read(t, 2, Infinity, 101);
  expect(r.truncated).toBe(true);
  expect(r.cutLine).toBe(2);
  expect(r.nextOffset).toBe(3);
  expect(r.content).toBe('🎭'.repeat(25)); // 4 bytes each, never half a pair
});
