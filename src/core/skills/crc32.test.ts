import { expect, test } from 'vitest';
import { crc32 } from './crc32.ts';

function bitwise(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

test('crc32 matches the standard check value and a bit-by-bit reference at every length', () => {
  expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  expect(crc32(new Uint8Array())).toBe(0);
  for (const n of [1, 2, 3, 4, 5, 7, 8, 1000, 4099]) {
    const data = new Uint8Array(n).map((_, i) => (i * 31 + n) & 255);
    expect(crc32(data)).toBe(bitwise(data));
  }
});
