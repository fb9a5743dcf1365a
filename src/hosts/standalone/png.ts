// Reads the text chunks of a PNG (tEXt, zTXt, iTXt), where SillyTavern-family cards keep their
// character data. Bounds are checked on every chunk; a damaged file gives a clear error, and a
// compressed chunk is inflated piece by piece with a hard stop (a 300 MB "zip bomb" chunk costs
// milliseconds, not the tab).
import { Unzlib } from 'fflate';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export class PngError extends Error {
  override name = 'PngError';
}

/** Most bytes one compressed text chunk may unpack to (a card's JSON with its lorebook fits easily). */
export const MAX_TEXT_CHUNK_BYTES = 16 * 1024 * 1024;
/** Input fed per step: deflate expands at most about 1032:1, so one step yields at most about 1 MB. */
const PUSH = 1024;

class TooLarge extends Error {}

/** Inflates zlib data, refusing to produce more than `max` bytes. */
export function inflateCapped(data: Uint8Array, max = MAX_TEXT_CHUNK_BYTES): Uint8Array {
  const parts: Uint8Array[] = [];
  let n = 0;
  let done = false;
  const z = new Unzlib((chunk, final) => {
    n += chunk.length;
    if (n > max) throw new TooLarge();
    parts.push(chunk);
    if (final) done = true;
  });
  try {
    if (data.length === 0) z.push(data, true);
    for (let i = 0; i < data.length && !done; i += PUSH) z.push(data.subarray(i, i + PUSH), i + PUSH >= data.length);
  } catch (e) {
    if (e instanceof TooLarge) throw new PngError(`a compressed text chunk unpacks to more than ${max / 1024 / 1024} MB; refusing it`);
    throw e;
  }
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) out.set(p, at), (at += p.length);
  return out;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && SIGNATURE.every((b, i) => bytes[i] === b);
}

const latin1 = (b: Uint8Array) => {
  let s = '';
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
  return s;
};
const utf8 = (b: Uint8Array) => new TextDecoder('utf-8').decode(b);

function nul(data: Uint8Array, from: number): number {
  const i = data.indexOf(0, from);
  if (i === -1) throw new PngError('a text chunk has no keyword terminator');
  return i;
}

/** Text chunks by keyword (first occurrence wins), in file order. */
export function readPngText(bytes: Uint8Array): Map<string, string> {
  if (!isPng(bytes)) throw new PngError('not a PNG file (bad signature)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, string>();
  let pos = 8;
  let ended = false;
  while (pos + 8 <= bytes.length) {
    const length = view.getUint32(pos);
    const type = latin1(bytes.subarray(pos + 4, pos + 8));
    const start = pos + 8;
    const end = start + length;
    if (end + 4 > bytes.length) throw new PngError(`chunk "${type}" runs past the end of the file`);
    const data = bytes.subarray(start, end);
    try {
      if (type === 'tEXt') {
        const k = nul(data, 0);
        const key = latin1(data.subarray(0, k));
        if (!out.has(key)) out.set(key, latin1(data.subarray(k + 1)));
      } else if (type === 'zTXt') {
        const k = nul(data, 0);
        const key = latin1(data.subarray(0, k));
        if (!out.has(key)) out.set(key, latin1(inflateCapped(data.subarray(k + 2))));
      } else if (type === 'iTXt') {
        const k = nul(data, 0);
        const key = latin1(data.subarray(0, k));
        const compressed = data[k + 1] === 1;
        const lang = nul(data, k + 3);
        const translated = nul(data, lang + 1);
        const body = data.subarray(translated + 1);
        if (!out.has(key)) out.set(key, utf8(compressed ? inflateCapped(body) : body));
      }
    } catch (e) {
      if (e instanceof PngError) throw e;
      throw new PngError(`chunk "${type}" could not be read (${e instanceof Error ? e.message : String(e)})`);
    }
    pos = end + 4;
    if (type === 'IEND') {
      ended = true;
      break;
    }
  }
  if (!ended) throw new PngError('the file is truncated (it ends before the IEND chunk)');
  return out;
}

/** Decodes base64 text to UTF-8 (how cards store their JSON). */
export function base64Utf8(text: string): string {
  const bin = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return utf8(bytes);
}
