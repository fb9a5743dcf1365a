// CRC-32 (the zip checksum), table-driven, four bytes per step.

const T = (() => {
  const t = new Int32Array(256 * 4);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c;
  }
  for (let n = 0; n < 256; n++) {
    let c = t[n];
    for (let k = 1; k < 4; k++) {
      c = t[c & 255] ^ (c >>> 8);
      t[k * 256 + n] = c;
    }
  }
  return t;
})();

export function crc32(b: Uint8Array): number {
  let c = -1;
  const n = b.length;
  const end = n & ~3;
  let i = 0;
  for (; i < end; i += 4) {
    c ^= b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);
    c = T[768 + (c & 255)] ^ T[512 + ((c >>> 8) & 255)] ^ T[256 + ((c >>> 16) & 255)] ^ T[c >>> 24];
  }
  for (; i < n; i++) c = T[(c ^ b[i]) & 255] ^ (c >>> 8);
  return ~c >>> 0;
}
