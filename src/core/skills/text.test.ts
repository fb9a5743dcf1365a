import { expect, test } from 'vitest';
import { decodeText, encodeText, utf8Length } from './text.ts';

test('valid UTF-8 without NUL is text, byte for byte', () => {
  const s = '\uFEFFhéllo 世界 🎭\r\n';
  const bytes = encodeText(s);
  const text = decodeText(bytes);
  expect(text).toBe(s); // the BOM is kept
  expect(encodeText(text!)).toEqual(bytes);
});

test('a NUL byte or invalid UTF-8 makes a file binary', () => {
  expect(decodeText(new Uint8Array([0x61, 0x00, 0x62]))).toBeUndefined();
  expect(decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined(); // PNG signature
  expect(decodeText(new Uint8Array([0xc3]))).toBeUndefined(); // cut multi-byte sequence
  expect(decodeText(new Uint8Array([]))).toBe('');
});

test('utf8Length matches TextEncoder', () => {
  for (const s of ['', 'abc', 'é', '世界', '🎭x', 'a\ud800b']) {
    expect(utf8Length(s)).toBe(encodeText(s).length);
  }
});
