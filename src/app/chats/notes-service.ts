// The notes panel's side: the chat on screen's notes (the plot threads the agents keep), read through
// the host's store and changed by the user — add, edit, close, reopen, delete — with the same rules and
// serialisation as the agents' note tools. The next turn's agents read what is stored.
import { signal } from '@preact/signals-core';
import { createNotes, NOTE_BY_USER, type Note, type NoteResult, type Notes } from '../../core/tools/notes.ts';
import type { ChatRef, ChatSurface } from '../../ports/host.ts';
import type { NotesView } from '../runs/runs-contract.ts';

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class NotesService implements NotesView {
  readonly notes = signal<readonly Note[] | null>(null);
  readonly problem = signal<string | null>(null);
  readonly #host: ChatSurface;

  constructor(host: ChatSurface, opts: { runsEnded?: { subscribe(fn: () => void): () => void } } = {}) {
    this.#host = host;
    host.onChatChanged(() => void this.refresh());
    // Agents open and close notes during a turn: show them once it ended.
    opts.runsEnded?.subscribe(() => void this.refresh());
  }

  /** The notes of the chat on screen, with the user's turn marker (the chat's length now). */
  async #notes(): Promise<{ chat: ChatRef; notes: Notes } | null> {
    const chat = this.#host.currentChat();
    if (!chat) return null;
    let turn: number | undefined;
    try {
      turn = (await this.#host.chatReader(chat).messages()).length;
    } catch {
      turn = undefined;
    }
    return { chat, notes: createNotes(this.#host.notesStore(chat), turn !== undefined ? { turn } : {}) };
  }

  async refresh(): Promise<void> {
    const chat = this.#host.currentChat();
    if (!chat) {
      this.notes.value = null;
      return;
    }
    try {
      const list = await createNotes(this.#host.notesStore(chat)).list();
      if (this.#host.currentChat()?.chatId !== chat.chatId) return;
      this.notes.value = list;
      this.problem.value = null;
    } catch (e) {
      this.problem.value = `The notes could not be read: ${message(e)}`;
    }
  }

  async #act(op: (n: Notes) => Promise<NoteResult | { ok: true; id: string }>): Promise<NoteResult> {
    const at = await this.#notes();
    if (!at) return { ok: false, error: 'No chat is open.' };
    let result: NoteResult;
    try {
      const r = await op(at.notes);
      result = r.ok ? { ok: true } : r;
    } catch (e) {
      result = { ok: false, error: message(e) };
    }
    await this.refresh();
    return result;
  }

  add(text: string, trigger?: string) {
    return this.#act((n) => n.open({ text, ...(trigger?.trim() ? { trigger } : {}), by: NOTE_BY_USER }));
  }

  edit(id: string, text: string, trigger: string) {
    return this.#act((n) => n.edit({ id, text, trigger }));
  }

  close(id: string, reason?: string) {
    return this.#act((n) => n.close({ id, ...(reason?.trim() ? { reason } : {}), by: NOTE_BY_USER }));
  }

  reopen(id: string) {
    return this.#act((n) => n.reopen({ id }));
  }

  remove(id: string) {
    return this.#act((n) => n.remove({ id }));
  }
}
