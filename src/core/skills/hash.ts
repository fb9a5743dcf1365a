// Content hash of a skill: fast, non-cryptographic, 64 bits, plain JS. crypto.subtle is missing on
// plain-HTTP pages (a SillyTavern server on the LAN), so the hash cannot depend on it. It only has to
// tell "same content" from "different content" for the user's own files, not resist an attacker.
import { encodeText } from './text.ts';

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/** A 64-bit hash of the bytes as two unsigned 32-bit halves (two MurmurHash3-style lanes). */
export function hashBytes(b: Uint8Array, seed = 0): [number, number] {
  const n = b.length;
  const words = n >>> 2;
  let h1 = (seed ^ 0x9e3779b9) | 0;
  let h2 = (seed ^ 0x632be5ab) | 0;
  let k: number, k1: number, k2: number;
  const aligned = LITTLE_ENDIAN && (b.byteOffset & 3) === 0;
  const w = aligned ? new Uint32Array(b.buffer, b.byteOffset, words) : undefined;
  for (let i = 0; i < words; i++) {
    if (w) k = w[i];
    else {
      const j = i << 2;
      k = b[j] | (b[j + 1] << 8) | (b[j + 2] << 16) | (b[j + 3] << 24);
    }
    k1 = Math.imul(k, 0xcc9e2d51);
    k1 = (k1 << 15) | (k1 >>> 17);
    h1 ^= Math.imul(k1, 0x1b873593);
    h1 = (h1 << 13) | (h1 >>> 19);
    h1 = (Math.imul(h1, 5) + 0xe6546b64) | 0;
    k2 = Math.imul(k, 0x85ebca77);
    k2 = (k2 << 16) | (k2 >>> 16);
    h2 ^= Math.imul(k2, 0xc2b2ae3d);
    h2 = (h2 << 17) | (h2 >>> 15);
    h2 = (Math.imul(h2, 5) + 0x38495ab5) | 0;
  }
  const t = words << 2;
  if (t < n) {
    k = 0;
    for (let j = n - 1; j >= t; j--) k = (k << 8) | b[j];
    k1 = Math.imul(k, 0xcc9e2d51);
    k1 = (k1 << 15) | (k1 >>> 17);
    h1 ^= Math.imul(k1, 0x1b873593);
    k2 = Math.imul(k, 0x85ebca77);
    k2 = (k2 << 16) | (k2 >>> 16);
    h2 ^= Math.imul(k2, 0xc2b2ae3d);
  }
  h1 ^= n;
  h2 ^= n;
  h1 = (h1 + h2) | 0;
  h2 = (h2 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = (h1 + h2) | 0;
  h2 = (h2 + h1) | 0;
  return [h1 >>> 0, h2 >>> 0];
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/**
 * The hash of a set of files: sorted by path (code units), each contributing its path, its length
 * and the hash of its bytes. 16 hex digits. Equal hashes mean equal paths and bytes.
 */
export function hashSkillFiles(files: readonly { path: string; bytes: Uint8Array }[]): string {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const f of sorted) {
    const p = encodeText(f.path);
    const rec = new Uint8Array(p.length + 13);
    rec.set(p, 0);
    const dv = new DataView(rec.buffer);
    const [a, b] = hashBytes(f.bytes);
    rec[p.length] = 0;
    dv.setUint32(p.length + 1, f.bytes.length, true);
    dv.setUint32(p.length + 5, a, true);
    dv.setUint32(p.length + 9, b, true);
    parts.push(rec);
    total += rec.length;
  }
  const all = new Uint8Array(total);
  let o = 0;
  for (const r of parts) {
    all.set(r, o);
    o += r.length;
  }
  const [h1, h2] = hashBytes(all, 0x5eed);
  return hex8(h1) + hex8(h2);
}
