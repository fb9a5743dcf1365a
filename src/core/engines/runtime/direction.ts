// The user's direction for one reply, as agents get it: one line, whitespace runs collapsed, at most
// 500 characters. Shared by the turn runtime and the app's per-chat store (a small module of its own,
// so the app does not load the runtime for it).

export const DIRECTION_MAX_CHARS = 500;

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, DIRECTION_MAX_CHARS);
}
