// Writing a card's data.extensions[key] so that what SillyTavern keeps on disk equals what it keeps
// in memory.
//
// writeExtensionField replaces the value in memory, but the server deep-merges it into the stored
// card (/api/characters/merge-attributes): keys missing from the new value survive, and an object
// written where the stored value is null, a string or an array collapses to a copy of that old value
// (the merge gives up on a non-object target). So a plain `null` for "removed" breaks the next write
// of an object to the same place.
//
// The encoding below avoids both: a removed value becomes a tombstone that keeps the slot an object
// (`{"__troupe_absent__": true, ...}`, or the string "__troupe_absent__" where the old value was not
// an object), a null becomes `{"__troupe_null__": true, ...}`, and every key of the stored object
// that the new value lacks is written as a tombstone, so merge(stored, written) === written. Arrays
// and primitives are replaced whole by the merge and are written as they are. `decodeExtension`
// turns a stored value back into what the app wrote.
//
// Tombstones grow with what was stored (clearing a 60 KB override left a tombstone of every key), so
// `planExtensionWrites` rewrites the value instead whenever one would be needed: a removal writes the
// short string tombstone (a primitive replaces the stored value whole); an object that would need
// tombstones, or that replaces a stored non-object, is written as null (replacing the old value whole),
// then {} (the merge turns a stored null into a fresh object), then the value itself, which now merges
// over nothing. The card then holds exactly what the app wrote.

export const ABSENT_KEY = '__troupe_absent__';
export const NULL_KEY = '__troupe_null__';
export const ABSENT_STRING = '__troupe_absent__';

const ABSENT: unique symbol = Symbol('absent');
type Slot = unknown | typeof ABSENT;

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isMarkerKey(k: string): boolean {
  return k === ABSENT_KEY || k === NULL_KEY;
}

/** A stored value turned into a tombstone that merges over it exactly. */
function tombstone(stored: unknown, marker: string): unknown {
  if (!isPlainObject(stored)) return marker === NULL_KEY ? null : ABSENT_STRING;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(stored)) if (!isMarkerKey(k)) out[k] = tombstone(stored[k], ABSENT_KEY);
  // Old marker keys become inert strings; the new marker goes last so it wins.
  for (const k of Object.keys(stored)) if (isMarkerKey(k) && k !== marker) out[k] = ABSENT_STRING;
  out[marker] = true;
  return out;
}

export interface EncodeResult {
  /** What to write; ABSENT_WRITE means nothing needs writing. */
  value: unknown;
  /** Paths where an object replaces a stored non-object: the on-disk merge cannot do it exactly. */
  conflicts: string[];
}

export const NOTHING_TO_WRITE = ABSENT;

function encode(stored: Slot, next: Slot, path: string, conflicts: string[]): Slot {
  if (next === ABSENT || next === undefined) {
    if (stored === ABSENT) return ABSENT;
    return isPlainObject(stored) ? tombstone(stored, ABSENT_KEY) : ABSENT_STRING;
  }
  if (next === null) {
    if (stored === ABSENT || isPlainObject(stored)) return tombstone(stored === ABSENT ? {} : stored, NULL_KEY);
    return null;
  }
  if (isPlainObject(next)) {
    if (stored !== ABSENT && !isPlainObject(stored)) {
      conflicts.push(path);
      return encode(ABSENT, next, path, conflicts);
    }
    const base = stored === ABSENT ? {} : (stored as Record<string, unknown>);
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(next)) {
      const v = encode(k in base ? base[k] : ABSENT, next[k], path ? `${path}.${k}` : k, conflicts);
      if (v !== ABSENT) out[k] = v;
    }
    for (const k of Object.keys(base)) {
      if (k in next) continue;
      out[k] = isMarkerKey(k) ? ABSENT_STRING : encode(base[k], ABSENT, `${path}.${k}`, conflicts);
    }
    return out;
  }
  return next;
}

/** Throws a TypeError naming the first thing that is not plain JSON data or uses a reserved key. */
export function checkPlainData(value: unknown, path = ''): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${path || 'value'}: ${value} is not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkPlainData(v, `${path}[${i}]`));
    return;
  }
  if (isPlainObject(value) && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    for (const k of Object.keys(value)) {
      if (isMarkerKey(k)) throw new TypeError(`${path ? `${path}.` : ''}${k}: the key is reserved`);
      if (value[k] === undefined) continue;
      checkPlainData(value[k], path ? `${path}.${k}` : k);
    }
    return;
  }
  throw new TypeError(`${path || 'value'}: ${typeof value} is not JSON data`);
}

/** The value to write over `stored` (the card's current raw value, or undefined when absent). */
export function encodeExtension(stored: unknown, next: unknown, storedPresent: boolean): EncodeResult {
  const conflicts: string[] = [];
  const value = encode(storedPresent ? stored : ABSENT, next === undefined ? ABSENT : next, '', conflicts);
  return { value, conflicts };
}

/** A stored value as the app wrote it; undefined when it was removed. */
export function decodeExtension(stored: unknown): unknown {
  const d = decode(stored);
  return d === ABSENT ? undefined : d;
}

function decode(v: unknown): Slot {
  if (v === ABSENT_STRING) return ABSENT;
  if (!isPlainObject(v)) return v;
  if (v[ABSENT_KEY] === true) return ABSENT;
  if (v[NULL_KEY] === true) return null;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    if (isMarkerKey(k)) continue;
    const d = decode(v[k]);
    if (d !== ABSENT) out[k] = d;
  }
  return out;
}

/** All of a card's data.extensions, decoded. */
export function decodeExtensions(ext: unknown): Record<string, unknown> {
  if (!isPlainObject(ext)) return {};
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(ext)) {
    const d = decodeExtension(ext[k]);
    if (d !== undefined) out[k] = d;
  }
  return out;
}

/** JSON text of a value, for comparing two encodings. */
const text = (v: unknown) => JSON.stringify(v);

/**
 * The writes, in order, that leave `merge(stored, …writes)` equal to the encoding of `next` alone (no
 * tombstones of older data). Empty when nothing needs writing.
 */
export function planExtensionWrites(stored: unknown, next: unknown, storedPresent: boolean): unknown[] {
  if (next === undefined) {
    if (!storedPresent || stored === ABSENT_STRING) return [];
    return [ABSENT_STRING];
  }
  const { value, conflicts } = encodeExtension(stored, next, storedPresent);
  if (value === NOTHING_TO_WRITE) return [];
  const fresh = encodeExtension(undefined, next, false).value;
  if (!conflicts.length && text(value) === text(fresh)) return [value];
  if (!isPlainObject(fresh)) return [fresh];
  if (stored === null) return [{}, fresh];
  return [null, {}, fresh];
}
