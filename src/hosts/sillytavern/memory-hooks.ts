// What SillyTavern offers memory: turn marks on replies (`extra.troupe_turns`, which SillyTavern keeps
// per swipe in `swipe_info[i].extra` and copies back when a swipe is shown), the events after which
// the chat's replies may have changed, and scrolling to a message.
import type { ChatRef, ReplyMarks } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { currentChatId } from './chat-ref.ts';
import type { StMessage, StMessageExtra } from './types.ts';

export const MARKS_FIELD = 'troupe_turns';

const marksOf = (extra: StMessageExtra | undefined): string[] => {
  const v = extra?.[MARKS_FIELD];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
};

/** The marks of the swipe a message shows (none while a new swipe is being generated). */
export function shownMarks(message: StMessage | undefined): string[] {
  if (!message || message.is_user) return [];
  const count = Array.isArray(message.swipes) ? message.swipes.length : 0;
  const shownId = typeof message.swipe_id === 'number' ? message.swipe_id : 0;
  return count === 0 || shownId < count ? marksOf(message.extra) : [];
}

/** Adds `marks` to a message's current swipe (its extra and, when there, its swipe_info entry). */
export function stampMarks(message: StMessage, marks: readonly string[]): void {
  if (!marks.length) return;
  message.extra ??= {};
  message.extra[MARKS_FIELD] = [...new Set([...marksOf(message.extra), ...marks])];
  const id = message.swipe_id;
  if (typeof id === 'number' && Array.isArray(message.swipe_info) && message.swipe_info[id]) {
    const info = message.swipe_info[id];
    info.extra ??= {};
    info.extra[MARKS_FIELD] = [...new Set([...marksOf(info.extra), ...marks])];
  }
}

/** Every mark in the chat on screen: on the swipe shown, or on another swipe. */
export function readMarks(access: StAccess, chat: ChatRef): ReplyMarks | null {
  const c = access.ctx();
  if (currentChatId(c) !== chat.chatId || !Array.isArray(c.chat)) return null;
  const out = new Map<string, { state: 'shown' | 'hidden'; floor: number }>();
  c.chat.forEach((m, floor) => {
    if (!m || m.is_user) return;
    const count = Array.isArray(m.swipes) ? m.swipes.length : 0;
    const shownId = typeof m.swipe_id === 'number' ? m.swipe_id : 0;
    (m.swipe_info ?? []).forEach((info, i) => {
      for (const t of marksOf(info?.extra))
        if (!out.has(t) || i === shownId) out.set(t, { state: i === shownId && shownId < count ? 'shown' : 'hidden', floor });
    });
    // The message's own extra is the swipe on screen (unless a new swipe is being generated).
    const onScreen = count === 0 || shownId < count;
    for (const t of marksOf(m.extra)) out.set(t, { state: onScreen ? 'shown' : 'hidden', floor });
  });
  return out;
}

/** Messages deleted or swiped, or a generation ended: the replies on screen may have changed. */
export function watchMessages(access: StAccess, cb: () => void): () => void {
  const offs = [
    access.on('MESSAGE_DELETED', 'message_deleted', cb),
    access.on('MESSAGE_SWIPED', 'message_swiped', cb),
    access.on('GENERATION_ENDED', 'generation_ended', cb),
  ];
  return () => offs.forEach((off) => off());
}

export function showMessageAt(doc: Document | undefined, floor: number): boolean {
  const el = doc?.querySelector<HTMLElement>(`#chat .mes[mesid="${floor}"]`);
  if (!el) return false;
  el.scrollIntoView({ block: 'center' });
  el.classList.add('troupe-recalled');
  setTimeout(() => el.classList.remove('troupe-recalled'), 2000);
  return true;
}
