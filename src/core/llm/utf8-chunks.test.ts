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
    for (let run = 0; run < 3000; run++) {
      const bytes = new Uint8Array(1 + rnd(24));
      // Runs of ASCII between the awkward bytes, so reads move between the two decoders often.
      for (let i = 0; i < bytes.length; i++) bytes[i] = rnd(2) ? 0x61 : pool[rnd(pool.length)];
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

  test('reads move between the fast path and the streaming decoder without losing a byte', () => {
    const d = new Utf8Chunks();
    const streaming = () => (d as unknown as { useStreaming: boolean }).useStreaming;
    expect(d.decode(utf8('plain '))).toBe('plain ');
    expect(streaming()).toBe(false);
    // Non-ASCII, cut inside 港: the streaming decoder takes over, with the cut-off bytes.
    const mixed = utf8('é港');
    expect(d.decode(mixed.subarray(0, 3))).toBe('é');
    expect(streaming()).toBe(true);
    expect(d.decode(mixed.subarray(3))).toBe('港');
    // An ASCII read that ends on a whole character hands back to the fast path.
    expect(d.decode(utf8('ascii again'))).toBe('ascii again');
    expect(streaming()).toBe(false);
    expect(d.decode(b(0xf0, 0x9f))).toBe('');
    expect(d.decode(b(0x8c, 0x8a, 0x21))).toBe('🌊!');
    expect(d.decode(b(0xe6))).toBe('');
    expect(d.end()).toBe('\ufffd');
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
