import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { sha256Hex } from './sha256.ts';

test('sha256Hex equals Node’s SHA-256 for empty, block-edge, multi-block and non-ASCII text', () => {
  const inputs = ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'x'.repeat(1000), 'return {骰子: args.sides} // 🎲'];
  for (const s of inputs) expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'));
});

test('sha256Hex of bytes equals the hash of the same bytes as text', () => {
  const bytes = new Uint8Array([0, 1, 2, 250, 255, ...new TextEncoder().encode('骰子')]);
  expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
});
