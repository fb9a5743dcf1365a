// The memory line of each reply, for a host that draws its own chat (SillyTavern): what the reply's
// turn did to memory once its changes are settled — kept, approved, rejected, undone by a swipe —
// written with the page fold's formatter and handed to the host's `replyNotes`. The words are the
// UI's strings, loaded (by the composition root) when a first line is due.
import { effect, signal } from '@preact/signals-core';
import { memoryLine, type MemoryLineText } from '../../core/memory/memory-line.ts';
import type { ChatSurface, ReplyNote } from '../../ports/host.ts';
import type { TurnMemory } from './memory-chat.ts';
import type { MemoryService } from './memory-service.ts';

export interface ReplyNotesOptions {
  memory: Pick<MemoryService, 'current' | 'turnAt' | 'showTurn'>;
  host: Required<Pick<ChatSurface, 'replyNotes'>>;
  /** The line's words in the UI's language; asked once a reply has a line (again after a failure). */
  strings(): Promise<MemoryLineText>;
}

/** Keeps the host's memory lines in step with the chat on screen's memory; returns the stop function. */
export function keepReplyNotes(o: ReplyNotesOptions): () => void {
  const words = signal<MemoryLineText | null>(null);
  let loading = false;
  let sent = '[]';
  return effect(() => {
    const chat = o.memory.current.value;
    const found: TurnMemory[] = [];
    // turnAt reads the chat's floors and version: this runs again when a turn is kept, approved,
    // rejected, or undone and redone by a swipe (pending turns are not in it until they are kept).
    if (chat) {
      for (const floor of new Set(chat.floors.value.values())) {
        const m = o.memory.turnAt(floor);
        if (m) found.push(m);
      }
    }
    const t = words.value;
    if (found.length && !t) {
      if (!loading) {
        loading = true;
        o.strings().then(
          (s) => (words.value = s),
          (e) => {
            loading = false;
            console.warn('[Troupe] the memory line’s strings could not be loaded', e);
          },
        );
      }
      return;
    }
    const notes: ReplyNote[] = t
      ? found.map((m) => ({
          turns: m.turns,
          text: memoryLine(m, t),
          pending: m.pendingCount > 0,
          action: t('fold.memory.show'),
          show: () => o.memory.showTurn(m),
        }))
      : [];
    const key = JSON.stringify(notes.map((n) => [n.turns, n.text]));
    if (key === sent) return;
    sent = key;
    o.host.replyNotes(notes);
  });
}
