// A key Troupe has handled stays Troupe's: neither its keydown nor the keyup that follows reaches the
// host page's shortcuts. SillyTavern closes its drawers on an Escape keydown and, while a reply is
// being generated, presses Stop on an Escape keyup — so closing a picker or a dialog with Escape must
// swallow both, even when the element that had focus is gone by the time the key comes up.

/** Marks `e` (a keydown) handled: no default, no propagation, and the same key's next keyup is swallowed. */
export function handledKey(e: KeyboardEvent): void {
  e.preventDefault();
  e.stopPropagation();
  swallowNextKeyUp(e.key);
}

/**
 * Stops the next keyup of `key` before any page handler sees it (a capture listener on the window).
 * Forgotten at the next keydown of that key, in case its keyup never came (the window lost focus).
 */
export function swallowNextKeyUp(key: string, target: Window | undefined = globalThis.window): void {
  if (!target) return;
  const forget = () => {
    target.removeEventListener('keyup', onUp, true);
    target.removeEventListener('keydown', onDown, true);
  };
  const onUp = (e: KeyboardEvent) => {
    if (e.key !== key) return;
    e.stopImmediatePropagation();
    forget();
  };
  const onDown = (e: KeyboardEvent) => {
    if (e.key === key) forget();
  };
  target.addEventListener('keyup', onUp, true);
  target.addEventListener('keydown', onDown, true);
}
