// What the standalone page offers memory and search: the turn marks of a chat's swipes, a signal
// when messages change or a generation ends, scrolling to a message, and SearXNG search.
import { effect, type ReadonlySignal } from '@preact/signals-core';
import type { ChatRef, ReplyMarks } from '../../ports/host.ts';
import { turnMarks } from './chat-ops.ts';
import type { Chats } from './chats.ts';

export async function replyMarksOf(chats: Chats, chat: ChatRef): Promise<ReplyMarks | null> {
  const c = await chats.read(chat.chatId);
  return c ? turnMarks(c) : null;
}

/** Calls `cb` (once per microtask at most) when the open chat's messages change or a generation ends. */
export function watchMessages(chats: Chats, ended: ReadonlySignal<unknown>, ref: () => ChatRef | null, cb: (chat: ChatRef | null) => void): () => void {
  let queued = false;
  let first = true;
  return effect(() => {
    void chats.chat.value?.messages;
    void ended.value;
    if (first) {
      first = false;
      return;
    }
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      cb(ref());
    });
  });
}

/** Scrolls the page's chat log to a message and marks it for a moment. */
export function showMessageAt(floor: number, doc: Document | undefined = typeof document !== 'undefined' ? document : undefined): boolean {
  const el = doc?.querySelectorAll<HTMLElement>('.troupe-chat__log > .troupe-msg')[floor];
  if (!el) return false;
  el.scrollIntoView({ block: 'center' });
  el.classList.add('is-recalled');
  el.tabIndex = -1;
  el.focus({ preventScroll: true });
  setTimeout(() => el.classList.remove('is-recalled'), 2000);
  return true;
}
