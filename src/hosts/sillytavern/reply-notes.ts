// The memory line of a reply in SillyTavern: "memory: +2 nodes, 1 edit" with a "Show in Memory"
// button, an element of Troupe's own right under the message's reasoning (SillyTavern's reasoning
// block, or Troupe's fold on releases without one), above the text. Text only.
//
// A line belongs to the turns it names: it is drawn on a message only while the swipe on screen
// carries one of those turns' marks, so a swipe to another reply hides it and a swipe back shows it.
// SillyTavern redraws messages on its own (a chat opened, a swipe, an edit, older messages loaded,
// replies deleted): the lines are drawn again after each of those, and on every `.mes` added to #chat.
import type { ReplyNote } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { shownMarks } from './memory-hooks.ts';

export const NOTE_CLASS = 'troupe-memory-line';

export interface ReplyNotesPainter {
  /** The lines of the chat on screen, all of them (replaces the previous ones). */
  set(notes: readonly ReplyNote[]): void;
  dispose(): void;
}

/** `reveal` opens Troupe's panel (after a line's button asked the Memory section to show its changes). */
export function paintReplyNotes(access: StAccess, doc: Document | undefined, reveal: () => void): ReplyNotesPainter {
  let notes: readonly ReplyNote[] = [];
  /** The note each drawn line stands for (its button shows that one). */
  const drawn = new WeakMap<Element, ReplyNote>();
  let observer: MutationObserver | null = null;

  const noteFor = (index: number): ReplyNote | undefined => {
    if (!notes.length) return undefined;
    const marks = shownMarks(access.ctx().chat?.[index]);
    return marks.length ? notes.find((n) => n.turns.some((t) => marks.includes(t))) : undefined;
  };

  const paint = (mes: Element) => {
    const index = Number(mes.getAttribute('mesid'));
    const note = Number.isInteger(index) ? noteFor(index) : undefined;
    let line = mes.querySelector<HTMLElement>(`.${NOTE_CLASS}`);
    if (!note) {
      line?.remove();
      return;
    }
    const text = mes.querySelector('.mes_text');
    if (!doc || !text?.parentElement) return;
    if (!line) {
      line = doc.createElement('div');
      line.className = NOTE_CLASS;
      const words = doc.createElement('span');
      words.className = `${NOTE_CLASS}__text`;
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = `menu_button ${NOTE_CLASS}__show`;
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        const n = drawn.get(line!);
        if (!n) return;
        n.show();
        reveal();
      });
      line.append(words, button);
    }
    drawn.set(line, note);
    line.classList.toggle('is-pending', note.pending);
    line.dataset.turns = note.turns.join(' ');
    const words = line.querySelector(`.${NOTE_CLASS}__text`)!;
    if (words.textContent !== note.text) words.textContent = note.text;
    const button = line.querySelector(`.${NOTE_CLASS}__show`)!;
    if (button.textContent !== note.action) button.textContent = note.action;
    // Right under the reasoning (SillyTavern's block or Troupe's fold sit just before the text).
    if (line.nextElementSibling !== text) text.parentElement.insertBefore(line, text);
  };

  const paintAt = (id: unknown) => {
    const mes = doc?.querySelector(`#chat .mes[mesid="${Number(id)}"]`);
    if (mes) paint(mes);
  };
  const paintAll = () => {
    if (notes.length) doc?.querySelectorAll('#chat .mes').forEach(paint);
    else doc?.querySelectorAll(`#chat .${NOTE_CLASS}`).forEach((line) => line.remove());
  };

  /** Messages SillyTavern adds to #chat (a chat printed, older messages shown, replies redrawn after a deletion). */
  const watchChat = () => {
    if (observer || !doc) return;
    const chat = doc.getElementById('chat');
    const MO = doc.defaultView?.MutationObserver ?? globalThis.MutationObserver;
    if (!chat || typeof MO !== 'function') return;
    observer = new MO((records) => {
      if (!notes.length) return;
      for (const r of records)
        r.addedNodes.forEach((n) => {
          if (n.nodeType === 1 && (n as Element).matches('.mes')) paint(n as Element);
        });
    });
    observer.observe(chat, { childList: true });
  };

  const offs = [
    access.on('CHAT_CHANGED', 'chat_id_changed', paintAll),
    access.on('MORE_MESSAGES_LOADED', 'more_messages_loaded', paintAll),
    access.on('MESSAGE_DELETED', 'message_deleted', paintAll),
    access.on('MESSAGE_SWIPED', 'message_swiped', paintAt),
    access.on('MESSAGE_UPDATED', 'message_updated', paintAt),
    access.on('CHARACTER_MESSAGE_RENDERED', 'character_message_rendered', paintAt),
  ];

  return {
    set(next) {
      notes = next;
      if (notes.length) watchChat();
      paintAll();
    },
    dispose() {
      offs.forEach((off) => off());
      observer?.disconnect();
      observer = null;
    },
  };
}
