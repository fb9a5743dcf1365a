// Reaching a field that a closed disclosure hides (a team row's editor, the Advanced section): the
// profile check's path buttons send a reveal event on the panel; the disclosure that holds the path
// opens, and the field is focused once it is rendered.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export const REVEAL_EVENT = 'troupe-reveal';

/** Paths of agents' own fields: they live in team rows; everything else of a card is under Advanced. */
export const AGENT_PATH = /^(mainAgent|subAgents\[|planner|workers\[|node|loopAgent|agents\[|stages\[)/;

/** True when `path` is `prefix` or one of its fields. */
export const pathWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`);

/** Calls `open` when a reveal for a path `owns` accepts arrives on the panel holding `ref`. */
export function useReveal(ref: RefObject<HTMLElement | null>, owns: ((path: string) => boolean) | null, open: () => void): void {
  const latest = useRef({ owns, open });
  latest.current = { owns, open };
  const active = owns !== null;
  useEffect(() => {
    const root = ref.current?.closest('.troupe-panel');
    if (!root || !active) return;
    const on = (e: Event) => {
      const path = (e as CustomEvent<string>).detail;
      if (typeof path === 'string' && latest.current.owns?.(path)) latest.current.open();
    };
    root.addEventListener(REVEAL_EVENT, on);
    return () => root.removeEventListener(REVEAL_EVENT, on);
  }, [ref, active]);
}

/** Opens what holds `path` inside `root`, then resolves once the next frame has rendered. */
export function reveal(root: HTMLElement, path: string): Promise<void> {
  root.dispatchEvent(new CustomEvent(REVEAL_EVENT, { detail: path }));
  return new Promise((done) => requestAnimationFrame(() => done()));
}
