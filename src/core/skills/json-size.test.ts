import { expect, test } from 'vitest';
import { jsonPrefix, jsonStringBytes } from './json-size.ts';

const real = (s: string) => Buffer.byteLength(JSON.stringify(s), 'utf8') - 2;

test('jsonStringBytes matches JSON.stringify for escapes, multi-byte text and lone surrogates', () => {
  for (const s of ['', 'plain', 'quote " and \\ back', 'tab\tnl\ncr\r\b\f', '\u0001\u001f\u007f', 'é世🎭', '\u2028', 'a\ud800b', 'a\udc00', '\ud83c']) {
    expect(jsonStringBytes(s), JSON.stringify(s)).toBe(real(s));
  }
});

test('jsonPrefix fits the budget and never splits a surrogate pair', () => {
  const s = 'ab🎭"é\n' + 'x'.repeat(10);
  for (let budget = 0; budget < 30; budget++) {
    const p = jsonPrefix(s, budget);
    expect(real(p)).toBeLessThanOrEqual(budget);
    expect(s.startsWith(p)).toBe(true);
    expect(p.endsWith('\ud83c')).toBe(false);
    // maximal: one more character would not fit
    if (p.length < s.length) {
      const step = s.codePointAt(p.length)! > 0xffff ? 2 : 1;
      expect(real(s.slice(0, p.length + step))).toBeGreaterThan(budget);
    }
  }
});
