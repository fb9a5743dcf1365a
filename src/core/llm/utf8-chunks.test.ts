import { describe, expect, test } from 'vitest';
import { completeLength, Utf8Chunks } from './utf8-chunks.ts';

function decodeReads(reads: Uint8Array[]): string {
  const d = new Utf8Chunks();
  let text = '';
  for (const r of reads) text += d.decode(r);
  return text + d.end();
}

/** What a fresh streaming TextDecoder makes of the same bytes (the reference). */
const reference = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Every way to cut `bytes` into three reads (empty reads included). */
function* everyThreeWaySplit(bytes: Uint8Array): Generator<Uint8Array[]> {
  for (let i = 0; i <= bytes.length; i++) {
    for (let j = i; j <= bytes.length; j++) yield [bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)];
  }
}

const b = (...xs: number[]) => new Uint8Array(xs);
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('Utf8Chunks', () => {
  test('characters of 1 to 4 bytes cut anywhere decode as one piece', () => {
    const bytes = utf8('aé港🌊z—ü');
    for (const reads of everyThreeWaySplit(bytes)) expect(decodeReads(reads)).toBe('aé港🌊z—ü');
  });

  test('broken sequences give the same U+FFFD as a streaming TextDecoder, wherever the reads end', () => {
    const cases = [
      b(0xe6, 0x41), // lead byte, then ASCII
      b(0xe0, 0x80, 0x41), // lead byte with an out-of-range second byte
      b(0xf0, 0x9f, 0x8c), // 4-byte character cut at the end of the stream
      b(0x80, 0xbf, 0x80, 0x41), // stray continuation bytes
      b(0xc0, 0xaf, 0xf8, 0x88, 0x80, 0xff, 0x41), // bytes that never start a character
      b(0xed, 0xa0, 0x80, 0x41), // an encoded surrogate
      b(0xe6, 0xb8, 0xaf, 0x80, 0x80, 0x80, 0x80), // a character, then four stray continuations
      b(0xe6, 0xb8), // unfinished at the very end
    ];
    for (const bytes of cases) {
      const want = reference(bytes);
      for (const reads of everyThreeWaySplit(bytes)) expect(decodeReads(reads), `${[...bytes]} cut ${reads.map((r) => r.length)}`).toBe(want);
    }
  });

  test('random bytes in random reads decode like one streaming TextDecoder', () => {
    let seed = 12345;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed % n;
    };
    const pool = [0x41, 0x0a, 0x80, 0x8c, 0xa0, 0xbf, 0xc2, 0xc3, 0xdf, 0xe0, 0xe6, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff, 0x9f, 0xb8, 0xbb];
    for (let run = 0; run < 400; run++) {
      const bytes = new Uint8Array(1 + rnd(24));
      for (let i = 0; i < bytes.length; i++) bytes[i] = pool[rnd(pool.length)];
      const reads: Uint8Array[] = [];
      for (let at = 0; at < bytes.length; ) {
        const n = Math.min(bytes.length - at, rnd(5));
        reads.push(bytes.subarray(at, at + n));
        at += n;
      }
      expect(decodeReads(reads), `${[...bytes]}`).toBe(reference(bytes));
    }
  });

  test('a byte order mark is dropped once, at the start of the stream only, even when cut', () => {
    const bytes = utf8('\ufeffdata: \ufeffx');
    expect(reference(bytes)).toBe('data: \ufeffx');
    for (const reads of everyThreeWaySplit(bytes)) expect(decodeReads(reads)).toBe('data: \ufeffx');
    // Not a BOM at the start: nothing is dropped, and a BOM in a later read stays.
    expect(decodeReads([utf8('a'), utf8('\ufeffb')])).toBe('a\ufeffb');
  });

  test('an unfinished character is held back until its end arrives', () => {
    const d = new Utf8Chunks();
    expect(d.decode(b(0x61, 0xe6, 0xb8))).toBe('a');
    expect(d.decode(b(0xaf, 0x62))).toBe('港b');
    expect(d.end()).toBe('');
  });

  test('completeLength stops before a cut character and nowhere else', () => {
    expect(completeLength(b())).toBe(0);
    expect(completeLength(b(0x61, 0x0a))).toBe(2);
    expect(completeLength(b(0x61, 0xe6, 0xb8))).toBe(1);
    expect(completeLength(b(0xe6, 0xb8, 0xaf))).toBe(3);
    expect(completeLength(b(0xf0, 0x9f, 0x8c))).toBe(0);
    expect(completeLength(b(0xf0, 0x9f, 0x8c, 0x8a))).toBe(4);
    expect(completeLength(b(0x80, 0x80, 0x80))).toBe(3);
  });
});
