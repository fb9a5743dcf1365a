// Reading a zip safely: the central directory first (names, sizes, attributes), then each entry's
// data, inflated with a hard stop at its declared size. Nothing here trusts the archive.
import { Inflate } from 'fflate';
import { crc32 } from './crc32.ts';
import { SKILL_LIMITS } from './limits.ts';
import type { SkillRule } from './issues.ts';

export interface ZipEntry {
  /** The name as stored (decoded from UTF-8, or CP437 for old archivers). */
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  localOffset: number;
  externalAttrs: number;
  /** "Version made by": the high byte is the host system (3 = Unix, 19 = macOS). */
  madeBy: number;
  /** The archive marks the name as UTF-8 but its bytes are not (the name holds U+FFFD where they fail). */
  nameInvalid?: boolean;
}

export type ZipFailure = { ok: false; rule: SkillRule; params: Record<string, string | number> };
const fail = (rule: SkillRule, params: Record<string, string | number> = {}): ZipFailure => ({ ok: false, rule, params });
const invalid = (detail: string) => fail('zip-invalid', { detail });

const CP437 = 'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Loose = new TextDecoder('utf-8');

function decodeName(raw: Uint8Array, isUtf8: boolean): string {
  if (isUtf8) return utf8Loose.decode(raw);
  return decodeLegacyName(raw);
}

/** Whether bytes the archive calls UTF-8 really are. */
function validUtf8(raw: Uint8Array): boolean {
  try {
    utf8.decode(raw);
    return true;
  } catch {
    return false;
  }
}

function decodeLegacyName(raw: Uint8Array): string {
  try {
    return utf8.decode(raw);
  } catch {
    let s = '';
    for (const b of raw) s += b < 0x80 ? String.fromCharCode(b) : CP437[b - 0x80];
    return s;
  }
}

export const CP437_HIGH = CP437;

/** Reads the central directory. Refuses more than `maxEntries` entries before reading them. */
export function readZipDirectory(zip: Uint8Array, maxEntries: number): { ok: true; entries: ZipEntry[] } | ZipFailure {
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const len = zip.length;
  if (len < 22) return invalid('too short to be a zip archive');
  let eocd = -1;
  for (let i = len - 22; i >= Math.max(0, len - 22 - 0xffff); i--) {
    if (dv.getUint32(i, true) === 0x06054b50 && i + 22 + dv.getUint16(i + 20, true) <= len) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return invalid('no end-of-archive record (is this a zip file?)');
  if (dv.getUint16(eocd + 4, true) !== 0 || dv.getUint16(eocd + 6, true) !== 0) return invalid('multi-part archives are not supported');
  let count = dv.getUint16(eocd + 10, true);
  let cdSize = dv.getUint32(eocd + 12, true);
  let cdOffset = dv.getUint32(eocd + 16, true);
  let cdEnd = eocd;
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || dv.getUint32(loc, true) !== 0x07064b50) return invalid('zip64 locator missing');
    const rec = u64(dv, loc + 8);
    if (rec === undefined || rec + 56 > loc || dv.getUint32(rec, true) !== 0x06064b50) return invalid('zip64 end record missing');
    const c = u64(dv, rec + 32);
    const s = u64(dv, rec + 40);
    const o = u64(dv, rec + 48);
    if (c === undefined || s === undefined || o === undefined) return invalid('zip64 sizes out of range');
    [count, cdSize, cdOffset, cdEnd] = [c, s, o, rec];
  }
  if (count > maxEntries) return fail('zip-too-many-entries', { count });
  if (cdSize > cdEnd) return invalid('central directory out of bounds');
  // Data prepended to the archive (self-extractors) shifts every offset by the same amount.
  const shift = cdEnd - cdSize - cdOffset;
  if (shift < 0) return invalid('central directory out of bounds');
  const entries: ZipEntry[] = [];
  let p = cdOffset + shift;
  for (let n = 0; n < count; n++) {
    if (p + 46 > cdEnd || dv.getUint32(p, true) !== 0x02014b50) return invalid(`central directory entry ${n + 1} is damaged`);
    const nameLen = dv.getUint16(p + 28, true);
    const extraLen = dv.getUint16(p + 30, true);
    const commentLen = dv.getUint16(p + 32, true);
    const next = p + 46 + nameLen + extraLen + commentLen;
    if (next > cdEnd) return invalid(`central directory entry ${n + 1} is damaged`);
    const flags = dv.getUint16(p + 8, true);
    const raw = zip.subarray(p + 46, p + 46 + nameLen);
    const e: ZipEntry = {
      name: decodeName(raw, (flags & 0x800) !== 0),
      flags,
      method: dv.getUint16(p + 10, true),
      crc: dv.getUint32(p + 16, true),
      compressedSize: dv.getUint32(p + 20, true),
      size: dv.getUint32(p + 24, true),
      localOffset: dv.getUint32(p + 42, true),
      externalAttrs: dv.getUint32(p + 38, true),
      madeBy: dv.getUint16(p + 4, true),
    };
    if ((flags & 0x800) !== 0 && !validUtf8(raw)) e.nameInvalid = true;
    const bad = readExtras(dv, p + 46 + nameLen, extraLen, e, raw);
    if (bad) return invalid(`${e.name}: ${bad}`);
    e.localOffset += shift;
    entries.push(e);
    p = next;
  }
  return { ok: true, entries };
}

function u64(dv: DataView, at: number): number | undefined {
  if (at < 0 || at + 8 > dv.byteLength) return undefined;
  const hi = dv.getUint32(at + 4, true);
  if (hi > 0x1fffff) return undefined;
  return hi * 0x100000000 + dv.getUint32(at, true);
}

/** Applies zip64 sizes and an Info-ZIP Unicode path from the extra field. */
function readExtras(dv: DataView, at: number, len: number, e: ZipEntry, raw: Uint8Array): string | null {
  const end = at + len;
  while (at + 4 <= end) {
    const id = dv.getUint16(at, true);
    const size = dv.getUint16(at + 2, true);
    const body = at + 4;
    if (body + size > end) return 'extra field is damaged';
    if (id === 0x0001) {
      let q = body;
      for (const key of ['size', 'compressedSize', 'localOffset'] as const) {
        if (e[key] !== 0xffffffff) continue;
        const v = q + 8 <= body + size ? u64(dv, q) : undefined;
        if (v === undefined) return 'zip64 field is damaged';
        e[key] = v;
        q += 8;
      }
    } else if (id === 0x7075 && size >= 5 && dv.getUint8(body) === 1 && dv.getUint32(body + 1, true) === crc32(raw)) {
      e.name = utf8Loose.decode(new Uint8Array(dv.buffer, dv.byteOffset + body + 5, size - 5));
    }
    at = body + size;
  }
  return null;
}

/** A symbolic link (Unix mode S_IFLNK) or a Windows reparse point. */
export function isLink(e: ZipEntry): boolean {
  const unixMode = e.externalAttrs >>> 16;
  if ((unixMode & 0o170000) === 0o120000) return true;
  const host = e.madeBy >>> 8;
  return (host === 0 || host === 10 || host === 11) && (e.externalAttrs & 0x400) !== 0;
}

/** Where an entry's stored bytes are, from its local header. */
export function entryData(zip: Uint8Array, e: ZipEntry): { ok: true; start: number; end: number } | ZipFailure {
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const h = e.localOffset;
  if (h + 30 > zip.length || dv.getUint32(h, true) !== 0x04034b50) return fail('zip-entry-invalid', { detail: 'local header missing' });
  const start = h + 30 + dv.getUint16(h + 26, true) + dv.getUint16(h + 28, true);
  const end = start + e.compressedSize;
  if (end > zip.length) return fail('zip-entry-invalid', { detail: 'data runs past the end of the archive' });
  return { ok: true, start, end };
}

class Overflow extends Error {}
const PUSH = 16 * 1024;

/**
 * Unpacks an entry, refusing to produce more than its declared size: inflation is fed 16 KB at a
 * time and stops as soon as the output passes the declared size (the caller has already checked
 * the declared size against the limits). The CRC is verified.
 */
export function unpackEntry(zip: Uint8Array, e: ZipEntry, start: number, end: number): { ok: true; bytes: Uint8Array } | ZipFailure {
  const data = zip.subarray(start, end);
  let out: Uint8Array;
  if (e.method === 0) {
    if (data.length !== e.size) return fail('zip-size-mismatch', { actual: data.length, declared: e.size });
    out = data.slice();
  } else if (e.method === 8) {
    // A declared size far beyond what its packed bytes can honestly hold is a bomb, refused before inflating.
    if (e.size >= SKILL_LIMITS.ratioFloorBytes && e.size > data.length * SKILL_LIMITS.maxCompressionRatio) {
      return fail('zip-ratio', { bytes: e.size, packed: data.length, ratio: Math.round(e.size / Math.max(1, data.length)) });
    }
    out = new Uint8Array(e.size);
    let n = 0;
    let done = false;
    const inflater = new Inflate((chunk, final) => {
      if (n + chunk.length > e.size) throw new Overflow();
      out.set(chunk, n);
      n += chunk.length;
      if (final) done = true;
    });
    try {
      if (data.length === 0) inflater.push(data, true);
      for (let i = 0; i < data.length && !done; i += PUSH) inflater.push(data.subarray(i, i + PUSH), i + PUSH >= data.length);
    } catch (err) {
      if (err instanceof Overflow) return fail('zip-bomb', { bytes: e.size });
      return fail('zip-entry-invalid', { detail: err instanceof Error ? err.message : String(err) });
    }
    if (n !== e.size) return fail('zip-size-mismatch', { actual: n, declared: e.size });
  } else return fail('zip-method', { method: e.method });
  if (crc32(out) !== e.crc) return fail('zip-crc');
  return { ok: true, bytes: out };
}
