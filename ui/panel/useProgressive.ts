// Long lists mount a screenful first and the rest a chunk per animation frame, so opening the
// panel (or switching mode) never blocks a frame for long. Once complete, the list stays complete:
// rows added later render at once.
import { useEffect, useState } from 'preact/hooks';

/** Lists up to this long render at once (the built-in profiles have at most 12 agents). */
export const ALL_AT_ONCE = 12;
/** Longer lists render this many rows in the first frame. */
export const FIRST_ROWS = 4;
export const ROWS_PER_FRAME = 6;

const raf: (cb: () => void) => number =
  typeof requestAnimationFrame === 'function' ? (cb) => requestAnimationFrame(cb) : (cb) => setTimeout(cb, 16) as unknown as number;
const caf: (id: number) => void = typeof cancelAnimationFrame === 'function' ? (id) => cancelAnimationFrame(id) : (id) => clearTimeout(id);

/** How many rows of a list of `total` to render fully now (the rest render as placeholders). */
export function useProgressive(total: number): number {
  const [shown, setShown] = useState(() => (total <= ALL_AT_ONCE ? Infinity : FIRST_ROWS));
  useEffect(() => {
    if (shown >= total) {
      if (shown !== Infinity) setShown(Infinity);
      return;
    }
    const id = raf(() => setShown((s) => (s + ROWS_PER_FRAME >= total ? Infinity : s + ROWS_PER_FRAME)));
    return () => caf(id);
  }, [shown, total]);
  return shown;
}
