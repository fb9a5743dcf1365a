// A stable handle on the draft held by the parent: callbacks created once can always read the
// latest value and report a new one, so memoized rows are not re-rendered by new closures.
import { useMemo, useRef } from 'preact/hooks';

export interface Editor<P> {
  /** The latest value (including edits reported but not yet passed back by the parent). */
  get(): P;
  /** Reports a new value; the same value is ignored. */
  set(next: P): void;
  update(fn: (current: P) => P): void;
}

export function useEditor<P>(value: P, onChange: (next: P) => void): Editor<P> {
  const ref = useRef({ value, onChange, seen: value });
  // A new value from the parent wins over the one we last reported.
  if (!Object.is(ref.current.seen, value)) {
    ref.current.seen = value;
    ref.current.value = value;
  }
  ref.current.onChange = onChange;
  return useMemo<Editor<P>>(() => {
    const editor: Editor<P> = {
      get: () => ref.current.value,
      set(next) {
        if (Object.is(next, ref.current.value)) return;
        ref.current.value = next;
        ref.current.onChange(next);
      },
      update(fn) {
        editor.set(fn(ref.current.value));
      },
    };
    return editor;
  }, []);
}
