import { expect, test } from 'vitest';
import { groupDigits } from './numbers.ts';

test('groupDigits writes what toLocaleString("en") writes for whole numbers', () => {
  for (const n of [0, 7, 999, 1000, 12_345, 100_001, 1_234_567_890, -4_321, 2 ** 53 - 1]) expect(groupDigits(n)).toBe(n.toLocaleString('en'));
  expect(groupDigits(1234.6)).toBe('1,235');
  expect(groupDigits(Number.POSITIVE_INFINITY)).toBe('Infinity');
});
