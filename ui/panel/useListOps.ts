// Editing one list of the draft (sub-agents, workers, stages, nodes…) from memoized rows: stable
// operations that take the row index, stable row keys that follow an item through edits and moves,
// and focus that follows a moved item (and lands somewhere sensible after a removal).
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { SkillPolicy } from '../../src/core/skills/types.ts';
import { moveItem, removeItem } from './listEdit.ts';

export type RowAction = 'up' | 'down' | 'remove' | 'edit';

export interface ListOps<T extends object> {
  update(index: number, fn: (item: T) => T): void;
  /** Moves the item by one place; focus stays on the same button of the moved row when possible. */
  move(index: number, delta: -1 | 1, from?: RowAction): void;
  remove(index: number): void;
  /** Appends an item and focuses its first field. */
  add(item: T): void;
  /** The current list. */
  get(): readonly T[];
  /** A key that stays with an item through edits (made by `update`) and moves. */
  keyOf(item: T): string;
  /** Gives `next` the key of `old` (for edits made outside `update`). */
  carryKey(old: T, next: T): void;
  /** For SkillChipsRow: `rowId` is the row index as a string. */
  setSkills(policy: SkillPolicy, rowId?: string): void;
  /** Put on the element that holds the rows (rows carry `data-row-key`). */
  containerRef: { current: HTMLElement | null };
  /** Put on the "Add" button: focus lands there when the last row is removed. */
  addRef: { current: HTMLElement | null };
}

interface Source<T> {
  get(): readonly T[];
  set(next: T[]): void;
}

let keySeq = 0;

export function useListOps<T extends object>(get: () => readonly T[], set: (next: T[]) => void): ListOps<T> {
  const src = useRef<Source<T>>({ get, set });
  src.current = { get, set };
  const pending = useRef<{ key: string; action: RowAction } | { index: number } | null>(null);

  const ops = useMemo<ListOps<T>>(() => {
    const keys = new WeakMap<object, string>();
    const keyOf = (item: T) => {
      let k = keys.get(item);
      if (!k) {
        k = `r${++keySeq}`;
        keys.set(item, k);
      }
      return k;
    };
    const self: ListOps<T> = {
      keyOf,
      get: () => src.current.get(),
      carryKey(old, next) {
        keys.set(next, keyOf(old));
      },
      containerRef: { current: null },
      addRef: { current: null },
      update(index, fn) {
        const list = src.current.get();
        const old = list[index];
        if (!old) return;
        const next = fn(old);
        if (next === old) return;
        keys.set(next, keyOf(old));
        const out = list.slice();
        out[index] = next;
        src.current.set(out);
      },
      move(index, delta, from = delta < 0 ? 'up' : 'down') {
        const list = src.current.get();
        const next = moveItem(list, index, index + delta);
        if (next === list) return;
        pending.current = { key: keyOf(list[index]!), action: from };
        src.current.set(next);
      },
      remove(index) {
        const list = src.current.get();
        const next = removeItem(list, index);
        if (next === list) return;
        pending.current = { index };
        src.current.set(next);
      },
      add(item) {
        pending.current = { key: keyOf(item), action: 'edit' };
        src.current.set([...src.current.get(), item]);
      },
      setSkills(policy, rowId) {
        self.update(Number(rowId), (item) => ({ ...item, skills: policy }));
      },
    };
    return self;
  }, []);

  // After a move or removal re-rendered the list, put focus back where the user was.
  useLayoutEffect(() => {
    const want = pending.current;
    const root = ops.containerRef.current;
    if (!want || !root) return;
    pending.current = null;
    // Fixed rows sharing the list (the main agent) are not the list's items.
    const rows = ([...root.children] as HTMLElement[]).filter((el) => el.dataset.rowKey && el.dataset.fixed === undefined);
    if ('key' in want) {
      const row = rows.find((r) => r.dataset.rowKey === want.key);
      if (!row) return;
      const order: RowAction[] = want.action === 'up' ? ['up', 'down'] : want.action === 'down' ? ['down', 'up'] : [];
      for (const a of order) {
        const btn = row.querySelector<HTMLButtonElement>(`[data-row-action="${a}"]`);
        if (btn && !btn.disabled) {
          btn.focus();
          return;
        }
      }
      // A new row: its first field (the id).
      row.querySelector<HTMLElement>('input, textarea, select')?.focus();
    } else {
      const row = rows[Math.min(want.index, rows.length - 1)];
      // The row now in that place: its Remove button when its editor is open, else its heading button.
      const target =
        row?.querySelector<HTMLElement>('[data-row-action="remove"]') ?? row?.querySelector<HTMLElement>('.troupe-row__toggle') ?? ops.addRef.current;
      target?.focus();
    }
  });

  return ops;
}

/**
 * Renames the item at an index of the profile's list `key` (its row keeps its key); `follow` returns
 * what else of the profile changes with the id (references to it). Stable while editor and ops are.
 */
export function useRename<P extends object, K extends keyof P & string, T extends { id: string }>(
  editor: { update(fn: (p: P) => P): void },
  ops: ListOps<T>,
  key: K,
  follow: (p: P, oldId: string, id: string) => Partial<P>,
): (index: number, id: string) => void {
  const followRef = useRef(follow);
  followRef.current = follow;
  return useMemo(
    () => (index: number, id: string) =>
      editor.update((p) => {
        const list = p[key] as unknown as readonly T[];
        const old = list[index];
        if (!old || old.id === id) return p;
        const next = list.slice();
        next[index] = { ...old, id };
        ops.carryKey(old, next[index]!);
        return { ...p, [key]: next, ...followRef.current(p, old.id, id) };
      }),
    [editor, ops, key],
  );
}
