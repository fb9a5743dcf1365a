// Stable JSON (sorted keys) and a short non-cryptographic hash, for memo keys and consent keys.

export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`).join(',')}}`;
}

/** cyrb53: 53-bit hash of a string, as 14 hex digits. */
export function hashString(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The hash of a value nested too deeply to write out (the stack overflows): such data is refused where it is used. */
const TOO_DEEP = hashString('troupe:nested-too-deeply');

/** Runs `write`; a value too deep to write out hashes to one fixed value instead of throwing. */
function hashOrTooDeep(write: () => string): string {
  try {
    return hashString(write());
  } catch (e) {
    if (e instanceof RangeError) return TOO_DEEP;
    throw e;
  }
}

export function hashValue(value: unknown): string {
  return hashOrTooDeep(() => stableStringify(value));
}

const byObject = new WeakMap<object, string>();

/**
 * hashValue remembered per object: objects are hashed once. Only for values that are replaced, not
 * mutated, when they change (library profiles, card extension objects).
 */
export function hashFrozen(value: unknown): string {
  if (value === null || typeof value !== 'object') return hashValue(value);
  let h = byObject.get(value);
  if (h === undefined) {
    h = hashOrTooDeep(() => JSON.stringify(value) ?? '');
    byObject.set(value, h);
  }
  return h;
}
