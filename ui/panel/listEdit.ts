// Pure list and object edits for the draft profile. Each returns a new value, or the very value it
// was given when nothing changes (so unchanged rows keep their identity and skip re-rendering).

/** `obj` with `key` set to `value`; `obj` itself when the value is already there. */
export function withField<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): T {
  return Object.is(obj[key], value) ? obj : { ...obj, [key]: value };
}

/** `obj` with the fields of `patch` set; `obj` itself when none changes. */
export function withFields<T extends object>(obj: T, patch: Partial<T>): T {
  for (const k of Object.keys(patch) as (keyof T)[]) {
    if (!Object.is(obj[k], patch[k])) return { ...obj, ...patch };
  }
  return obj;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= list.length || Object.is(list[index], item)) return list as T[];
  const out = list.slice();
  out[index] = item;
  return out;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return list as T[];
  return list.filter((_, i) => i !== index);
}

/** Moves the item at `from` to `to` (both clamped to the list); same list when it does not move. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return list as T[];
  const out = list.slice();
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item!);
  return out;
}

/** `base`, or `base_2`, `base_3`, … — the first not in `taken`. */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** For each item, '' when its id is fine, 'empty' or 'duplicate' otherwise (trimmed comparison). */
export function idProblems(ids: readonly string[]): ('' | 'empty' | 'duplicate')[] {
  const counts = new Map<string, number>();
  for (const raw of ids) {
    const id = raw.trim();
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return ids.map((raw) => {
    const id = raw.trim();
    if (!id) return 'empty';
    return counts.get(id)! > 1 ? 'duplicate' : '';
  });
}
