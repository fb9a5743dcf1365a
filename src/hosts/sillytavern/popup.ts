// Long text (the command list, the skills list) in SillyTavern's own popup, as text — never HTML —
// with its line breaks. Feature-detected: releases without callGenericPopup get nothing (callers fall
// back to a notice).
interface PopupApi {
  callGenericPopup?: (content: unknown, type: unknown, inputValue?: string, options?: Record<string, unknown>) => unknown;
  POPUP_TYPE?: Record<string, unknown> | null;
}

export function textPopup(ctx: PopupApi | null | undefined, doc: Document | undefined = globalThis.document): ((text: string) => void) | undefined {
  const call = ctx?.callGenericPopup;
  const type = ctx?.POPUP_TYPE?.TEXT;
  if (typeof call !== 'function' || type === undefined || !doc) return undefined;
  return (text) => {
    const el = doc.createElement('div');
    el.className = 'troupe-popup-text';
    el.style.whiteSpace = 'pre-wrap';
    el.style.textAlign = 'left';
    el.textContent = text;
    // Not awaited: the popup resolves when the user closes it; the command is done already.
    Promise.resolve(call.call(ctx, el, type, '', { wide: true, allowVerticalScrolling: true })).catch(() => {});
  };
}
