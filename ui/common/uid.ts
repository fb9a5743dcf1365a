// Ids unique in the whole document. Preact's useId numbers ids per render root, so a dialog
// rendered into its own root (a portal) or a second Troupe root on the same page (SillyTavern's
// drawer and popups) would repeat ids, and aria-labelledby would point at the wrong element.
import { useRef } from 'preact/hooks';

let next = 0;

export function uid(prefix = 'troupe'): string {
  next += 1;
  return `${prefix}-${next.toString(36)}`;
}

/** A document-unique id that stays the same for the life of the component. */
export function useUid(): string {
  const ref = useRef<string | undefined>(undefined);
  if (ref.current === undefined) ref.current = uid();
  return ref.current;
}
