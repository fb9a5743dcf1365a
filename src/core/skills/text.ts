// Text or binary: a file is text when its bytes are valid UTF-8 and hold no NUL byte.

// ignoreBOM keeps a leading byte-order mark in the string, so encoding it again gives the same bytes.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();

/** The file's text when the bytes are text, otherwise undefined. */
export function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.indexOf(0) !== -1) return undefined;
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

export function encodeText(text: string): Uint8Array {
  return encoder.encode(text);
}

/** UTF-8 byte length of a string without encoding it. Lone surrogates count as 3 (U+FFFD). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
