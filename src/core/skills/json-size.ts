// How many bytes a string takes inside a JSON document (UTF-8, with JSON.stringify's escapes),
// so tool responses can be held under a byte cap without serialising them again and again.

function charCost(c: number, next: number): number {
  if (c === 0x22 || c === 0x5c) return 2;
  if (c < 0x20) return c === 0x0a || c === 0x0d || c === 0x09 || c === 0x08 || c === 0x0c ? 2 : 6;
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  if (c >= 0xd800 && c <= 0xdbff) return next >= 0xdc00 && next <= 0xdfff ? 4 : 6;
  if (c >= 0xdc00 && c <= 0xdfff) return 6; // a lone low surrogate (a paired one is counted with its high half)
  return 3;
}

/** Bytes of `s` as the inside of a JSON string (quotes not counted). */
export function jsonStringBytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const cost = charCost(c, i + 1 < s.length ? s.charCodeAt(i + 1) : 0);
    n += cost;
    if (cost === 4) i++;
  }
  return n;
}

/** The longest prefix of `s` whose JSON bytes fit in `budget`; never splits a surrogate pair. */
export function jsonPrefix(s: string, budget: number): string {
  let n = 0;
  let i = 0;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    const cost = charCost(c, i + 1 < s.length ? s.charCodeAt(i + 1) : 0);
    if (n + cost > budget) break;
    n += cost;
    i += cost === 4 ? 2 : 1;
  }
  return s.slice(0, i);
}
