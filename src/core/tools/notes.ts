// Notes: the plot author's open threads, kept per chat. Stable ids, ≤ 16 KiB each, persisted through
// the host's NotesStore; writes are serialised so two agents closing notes at once cannot lose an edit.
import * as z from 'zod';
import { defineTool, toolFailure, type Tool, type ToolFailure } from '../agent/tool.ts';

export interface Note {
  /** Stable id, e.g. `n_lx2k9a_3f2a1c`. */
  id: string;
  text: string;
  status: 'open' | 'closed';
  /** When the note should be picked up (free text). */
  trigger?: string;
  closedReason?: string;
  createdAt: number;
  closedAt?: number;
}

/** The host keeps one list of notes per chat (in the chat's metadata). */
export interface NotesStore {
  load(): Note[] | Promise<Note[]>;
  save(notes: Note[]): void | Promise<void>;
}

export const NOTE_MAX_BYTES = 16 * 1024;
export const OPEN_NOTES_HEADING = '## Open Notes (your plot-author threads — close with note_close when deployed)';

export interface NotesOptions {
  now?(): number;
  newId?(): string;
}

export interface Notes {
  list(): Promise<Note[]>;
  open(input: { text: string; trigger?: string }): Promise<{ ok: true; id: string } | ToolFailure>;
  close(input: { id: string; reason?: string }): Promise<{ ok: true } | ToolFailure>;
  /** The "## Open Notes" block, or '' when no note is open. */
  renderOpen(): Promise<string>;
}

const encoder = new TextEncoder();

function defaultId(): string {
  const rand = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  return `n_${Date.now().toString(36)}_${rand}`;
}

export function renderOpenNotes(notes: readonly Note[]): string {
  const open = notes.filter((n) => n.status === 'open');
  if (open.length === 0) return '';
  const lines = open.map((n) => `- [${n.id}] ${n.text}${n.trigger ? ` (when: ${n.trigger})` : ''}`);
  return `${OPEN_NOTES_HEADING}\n${lines.join('\n')}`;
}

export function createNotes(store: NotesStore, opts: NotesOptions = {}): Notes {
  const now = opts.now ?? Date.now;
  const newId = opts.newId ?? defaultId;
  let chain: Promise<unknown> = Promise.resolve();
  // Each operation runs after the previous one settled, whatever its outcome.
  const serial = <T>(op: () => Promise<T>): Promise<T> => {
    const next = chain.then(op, op);
    chain = next.catch(() => {});
    return next;
  };
  const load = async () => normalise(await store.load());
  const storeFailure = (e: unknown) => toolFailure(`Notes could not be saved: ${e instanceof Error ? e.message : String(e)}`, 'note_store_failed');

  return {
    list: () => serial(load),
    renderOpen: () => serial(async () => renderOpenNotes(await load())),
    open: ({ text, trigger }) =>
      serial(async () => {
        const t = typeof text === 'string' ? text.trim() : '';
        if (!t) return toolFailure('Note text is empty.', 'note_empty');
        if (encoder.encode(t).length > NOTE_MAX_BYTES) return toolFailure(`Note text is longer than ${NOTE_MAX_BYTES} bytes.`, 'note_too_long', 'Keep a note to the thread itself; shorten it.');
        try {
          const notes = await load();
          let id = newId();
          while (notes.some((n) => n.id === id)) id = newId();
          const note: Note = { id, text: t, status: 'open', createdAt: now() };
          if (typeof trigger === 'string' && trigger.trim()) note.trigger = trigger.trim();
          await store.save([...notes, note]);
          return { ok: true as const, id };
        } catch (e) {
          return storeFailure(e);
        }
      }),
    close: ({ id, reason }) =>
      serial(async () => {
        if (typeof id !== 'string' || !id.trim()) return toolFailure('Note id is empty.', 'note_id_empty');
        try {
          const notes = await load();
          const i = notes.findIndex((n) => n.id === id.trim());
          if (i === -1) return toolFailure(`No note with id "${id}".`, 'note_not_found', 'Use an id from the Open Notes block.');
          if (notes[i].status === 'closed') return toolFailure(`Note "${id}" is already closed.`, 'note_already_closed');
          const closed: Note = { ...notes[i], status: 'closed', closedAt: now() };
          if (typeof reason === 'string' && reason.trim()) closed.closedReason = reason.trim();
          const next = notes.slice();
          next[i] = closed;
          await store.save(next);
          return { ok: true as const };
        } catch (e) {
          return storeFailure(e);
        }
      }),
  };
}

/** Tolerates what older data or a hand-edited store may hold (bare strings, a missing status). */
function normalise(raw: unknown): Note[] {
  if (!Array.isArray(raw)) return [];
  const out: Note[] = [];
  raw.forEach((n, i) => {
    if (typeof n === 'string') out.push({ id: `n_legacy_${i}`, text: n, status: 'open', createdAt: 0 });
    else if (n && typeof n === 'object' && typeof (n as Note).id === 'string' && typeof (n as Note).text === 'string') {
      out.push({ ...(n as Note), status: (n as Note).status === 'closed' ? 'closed' : 'open' });
    }
  });
  return out;
}

const openArgs = z.object({
  text: z.string().describe('The thread, in one or two sentences.'),
  trigger: z.string().optional().describe('Optional: when it should be picked up.'),
});
const closeArgs = z.object({
  id: z.string().describe('The note id from the Open Notes block.'),
  reason: z.string().optional().describe('Optional: why it is closed.'),
});

export function noteOpenTool(notes: Notes): Tool {
  return defineTool({
    name: 'note_open',
    description:
      'Open a note: a plot thread, promise or foreshadowing to pay off in a later turn. Returns its id. Opening is costly (every agent reads open notes each turn): open only for a real commitment in the story.',
    parameters: openArgs,
    execute: (args) => notes.open(args),
  });
}

export function noteCloseTool(notes: Notes): Tool {
  return defineTool({
    name: 'note_close',
    description: 'Close an open note once the reply has paid it off (or it no longer applies). Closing is safe.',
    parameters: closeArgs,
    execute: (args) => notes.close(args),
  });
}
