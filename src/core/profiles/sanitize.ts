// Parse with a zod schema, repairing what can be repaired and reporting every change.
// The schema holds the defaults and clamps; this loop only decides how to fix each issue zod reports:
// numbers are clamped or rounded, obvious scalar mix-ups are coerced, anything else falls back to the
// schema's default (the key is removed so `.default()` fills it) or, inside a list, the entry is dropped.

import type { z } from 'zod';
import { describeValue, MSG, type ProfileWarning, type WarningCode } from './messages.ts';

export type Path = ReadonlyArray<string | number>;

/** Thrown for input that cannot become a profile at all (not an object, circular, ...). */
export class ProfileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfileError';
  }
}

export function formatPath(path: Path): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${seg}` : seg;
  }
  return out;
}

/** Collects warnings; `prefix` is prepended to every path (e.g. when parsing a nested part). */
export class WarningSink {
  readonly list: ProfileWarning[] = [];
  add(path: Path | string, code: WarningCode, message: string): void {
    this.list.push({ path: typeof path === 'string' ? path : formatPath(path), code, message });
  }
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** A deep copy with JSON semantics (functions and undefined members vanish, `toJSON` is honoured). */
export function toPlain(value: unknown, seen: Set<object> = new Set()): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (typeof value === 'bigint') return Number(value);
    return value;
  }
  const withToJson = value as { toJSON?: () => unknown };
  if (typeof withToJson.toJSON === 'function') return toPlain(withToJson.toJSON(), seen);
  if (seen.has(value)) throw new ProfileError(MSG.cycle);
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((v) => toPlain(v, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const p = toPlain(v, seen);
      if (p !== undefined) out[k] = p;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

type Holder = { root: unknown };

function getAt(holder: Holder, path: Path): unknown {
  let cur: unknown = holder;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

interface Pending {
  path: Path;
  message: string;
}

const MAX_ATTEMPTS = 500;

/**
 * Parse `input` (already a plain copy the function may mutate) with `schema`, repairing issues.
 * `base` prefixes warning paths. Throws ProfileError if the input cannot be repaired.
 */
export function repairParse<S extends z.ZodType>(schema: S, input: unknown, sink: WarningSink, base: Path = []): z.output<S> {
  const holder: Holder = { root: input };
  const defaulted: Pending[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const result = schema.safeParse(holder.root);
    if (result.success) {
      for (const d of defaulted) {
        const now = getAt({ root: result.data }, ['root', ...d.path]);
        const tail = now === undefined ? 'removed' : `set to the default ${describeValue(now)}`;
        sink.add([...base, ...d.path], 'defaulted', `${d.message}; ${tail}.`);
      }
      return result.data;
    }
    const removals = new Map<string, { arrPath: (string | number)[]; indices: Set<number>; reason: string[] }>();
    let changed = false;
    for (const issue of result.error.issues) {
      const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)) as (string | number)[];
      if (path.length === 0) throw new ProfileError(MSG.unrepairable(formatPath(base), issue.message));
      const full: (string | number)[] = ['root', ...path];
      const parent = getAt(holder, full.slice(0, -1)) as Record<string | number, unknown> | unknown[] | undefined;
      const key = full[full.length - 1]!;
      if (parent === null || typeof parent !== 'object') continue; // an earlier fix in this pass removed it
      const value = (parent as Record<string | number, unknown>)[key];
      const shown = [...base, ...path];
      const set = (v: unknown, code: WarningCode, message: string) => {
        (parent as Record<string | number, unknown>)[key] = v;
        sink.add(shown, code, message);
        changed = true;
      };
      const scheduleRemoval = (arrFull: (string | number)[], index: number, reason: string) => {
        const id = JSON.stringify(arrFull);
        let entry = removals.get(id);
        if (!entry) removals.set(id, (entry = { arrPath: arrFull, indices: new Set(), reason: [] }));
        if (!entry.indices.has(index)) {
          entry.indices.add(index);
          sink.add([...base, ...arrFull.slice(1), index], 'dropped', reason);
        }
        changed = true;
      };

      if ((issue.code === 'too_big' || issue.code === 'too_small') && typeof value === 'number' && Number.isFinite(value)) {
        const bound = Number(issue.code === 'too_big' ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum);
        const word = issue.code === 'too_big' ? 'above the maximum' : 'below the minimum';
        set(bound, 'clamped', `${value} is ${word} ${bound}; clamped to ${bound}.`);
        continue;
      }
      if (issue.code === 'invalid_type') {
        const expected = (issue as { expected: string }).expected;
        if (value === undefined && !(Array.isArray(parent) && typeof key === 'number')) {
          // A required field is missing: the entry it belongs to cannot stand.
          const idx = findLastIndex(full);
          if (idx < 0) throw new ProfileError(MSG.unrepairable(formatPath(shown), `"${String(key)}" is required`));
          scheduleRemoval(full.slice(0, idx), full[idx] as number, `entry dropped: "${String(key)}" is required.`);
          continue;
        }
        if ((expected === 'number' || expected === 'int') && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
          set(Number(value), 'coerced', `text ${describeValue(value)} read as the number ${Number(value)}.`);
          continue;
        }
        if (expected === 'int' && typeof value === 'number' && Number.isFinite(value)) {
          set(Math.round(value), 'rounded', `${value} is not a whole number; rounded to ${Math.round(value)}.`);
          continue;
        }
        if (expected === 'boolean' && (value === 'true' || value === 'false' || value === 0 || value === 1)) {
          const b = value === 'true' || value === 1;
          set(b, 'coerced', `${describeValue(value)} read as ${b}.`);
          continue;
        }
        if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
          set(String(value), 'coerced', `${describeValue(value)} read as text.`);
          continue;
        }
      }
      // Anything else: drop the list entry, or fall back to the default.
      if (Array.isArray(parent) && typeof key === 'number') {
        scheduleRemoval(full.slice(0, -1), key, `invalid entry ${describeValue(value)} dropped (${issue.message}).`);
        continue;
      }
      if (value === undefined) {
        const idx = findLastIndex(full);
        if (idx < 0) throw new ProfileError(MSG.unrepairable(formatPath(shown), issue.message));
        scheduleRemoval(full.slice(0, idx), full[idx] as number, `entry dropped: ${issue.message}.`);
        continue;
      }
      delete (parent as Record<string | number, unknown>)[key];
      defaulted.push({ path, message: `invalid value ${describeValue(value)} (${issue.message})` });
      changed = true;
    }
    for (const { arrPath, indices } of removals.values()) {
      const arr = getAt(holder, arrPath);
      if (!Array.isArray(arr)) continue;
      for (const i of [...indices].sort((a, b) => b - a)) arr.splice(i, 1);
    }
    if (!changed) break;
  }
  throw new ProfileError(MSG.unrepairable(formatPath(base), 'too many problems to repair'));
}

function findLastIndex(full: (string | number)[]): number {
  for (let i = full.length - 2; i >= 0; i--) if (typeof full[i] === 'number') return i;
  return -1;
}
