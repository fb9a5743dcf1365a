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
  /** Who opened it: an agent (its label, e.g. `note_keeper`, or its id) or `user`. Absent in older notes. */
  openedBy?: string;
  /** The turn it was opened in: the chat message the turn wrote (its 0-based position). */
  openedTurn?: number;
  closedBy?: string;
  closedTurn?: number;
  /** The user's last edit of its text or trigger. */
  editedAt?: number;
}

/** Who the user is in `openedBy` / `closedBy`. */
export const NOTE_BY_USER = 'user';

/** The host keeps one list of notes per chat (in the chat's metadata). */
export interface NotesStore {
  load(): Note[] | Promise<Note[]>;
  save(notes: Note[]): void | Promise<void>;
}

export const NOTE_MAX_BYTES = 16 * 1024;
export const OPEN_NOTES_HEADING = '## Open Notes (plot threads from earlier turns)';

export interface NotesOptions {
  now?(): number;
  newId?(): string;
  /** The name written to `openedBy` / `closedBy` for an agent id (default: the id itself). */
  authorOf?(agentId: string): string;
  /** The turn marker written to `openedTurn` / `closedTurn`. */
  turn?: number;
}

export type NoteResult = { ok: true } | ToolFailure;

export interface Notes {
  list(): Promise<Note[]>;
  /** `by`: the agent id (named through `authorOf`) or `user`. */
  open(input: { text: string; trigger?: string; by?: string }): Promise<{ ok: true; id: string } | ToolFailure>;
  close(input: { id: string; reason?: string; by?: string }): Promise<NoteResult>;
  /** Opens a closed note again (the user's; agents only open and close). */
  reopen(input: { id: string }): Promise<NoteResult>;
  /** Changes a note's text and trigger ('' removes the trigger). */
  edit(input: { id: string; text: string; trigger?: string }): Promise<NoteResult>;
  remove(input: { id: string }): Promise<NoteResult>;
  /** The "## Open Notes" block ("none" when no note is open), in `words` (default: English). */
  renderOpen(words?: NotesWords): Promise<string>;
}

const encoder = new TextEncoder();

function defaultId(): string {
  const rand = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  return `n_${Date.now().toString(36)}_${rand}`;
}

/** The block always appears where notes exist, so an agent can tell "none open" from "not shown". */
export function renderOpenNotes(notes: readonly Note[], words: NotesWords = ENGLISH_NOTES): string {
  const open = notes.filter((n) => n.status === 'open');
  if (open.length === 0) return `${words.notesHeading}\nnone`;
  const lines = open.map((n) => `- [${n.id}] ${n.text}${n.trigger ? words.noteWhen(n.trigger) : ''}`);
  return `${words.notesHeading}\n${lines.join('\n')}`;
}

/** The block's words in the team's language ("none" stays: prompts and skills name it). */
export interface NotesWords {
  notesHeading: string;
  noteWhen(trigger: string): string;
}

const ENGLISH_NOTES: NotesWords = { notesHeading: OPEN_NOTES_HEADING, noteWhen: (t) => ` (when: ${t})` };

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
    renderOpen: (words) => serial(async () => renderOpenNotes(await load(), words)),
    open: ({ text, trigger, by }) =>
      serial(async () => {
        const t = typeof text === 'string' ? text.trim() : '';
        const bad = textProblem(t);
        if (bad) return bad;
        try {
          const notes = await load();
          let id = newId();
          while (notes.some((n) => n.id === id)) id = newId();
          const note: Note = { id, text: t, status: 'open', createdAt: now(), ...stamp('opened', by) };
          if (typeof trigger === 'string' && trigger.trim()) note.trigger = trigger.trim();
          await store.save([...notes, note]);
          return { ok: true as const, id };
        } catch (e) {
          return storeFailure(e);
        }
      }),
    close: ({ id, reason, by }) =>
      change(id, (n) => {
        if (n.status === 'closed') return toolFailure(`Note "${id}" is already closed.`, 'note_already_closed');
        const closed: Note = { ...n, status: 'closed', closedAt: now(), ...stamp('closed', by) };
        if (typeof reason === 'string' && reason.trim()) closed.closedReason = reason.trim();
        return closed;
      }),
    reopen: ({ id }) =>
      change(id, (n) => {
        if (n.status === 'open') return toolFailure(`Note "${id}" is already open.`, 'note_already_open');
        const { closedAt: _a, closedBy: _b, closedTurn: _c, closedReason: _d, ...rest } = n;
        return { ...rest, status: 'open' };
      }),
    edit: ({ id, text, trigger }) =>
      change(id, (n) => {
        const t = typeof text === 'string' ? text.trim() : '';
        const bad = textProblem(t);
        if (bad) return bad;
        const { trigger: _t, ...rest } = n;
        const next: Note = { ...rest, text: t, editedAt: now() };
        const tr = typeof trigger === 'string' ? trigger.trim() : (n.trigger ?? '');
        if (tr) next.trigger = tr;
        return next;
      }),
    remove: ({ id }) => change(id, () => null),
  };

  /** Who and when, for `opened` / `closed`. */
  function stamp(what: 'opened' | 'closed', by: string | undefined): Partial<Note> {
    const out: Partial<Note> = {};
    if (by) out[`${what}By`] = by === NOTE_BY_USER ? by : (opts.authorOf?.(by) ?? by);
    if (opts.turn !== undefined) out[`${what}Turn`] = opts.turn;
    return out;
  }

  /** Finds note `id`, and saves what `fn` makes of it (null deletes it; a failure saves nothing). */
  function change(id: string, fn: (n: Note) => Note | null | ToolFailure): Promise<NoteResult> {
    return serial(async () => {
      if (typeof id !== 'string' || !id.trim()) return toolFailure('Note id is empty.', 'note_id_empty');
      try {
        const notes = await load();
        const i = notes.findIndex((n) => n.id === id.trim());
        if (i === -1) return toolFailure(`No note with id "${id}".`, 'note_not_found', 'Use an id from the Open Notes block.');
        const out = fn(notes[i]);
        if (out && 'ok' in out) return out;
        const next = notes.slice();
        if (out) next[i] = out;
        else next.splice(i, 1);
        await store.save(next);
        return { ok: true as const };
      } catch (e) {
        return storeFailure(e);
      }
    });
  }
}

function textProblem(t: string): ToolFailure | undefined {
  if (!t) return toolFailure('Note text is empty.', 'note_empty');
  if (encoder.encode(t).length > NOTE_MAX_BYTES)
    return toolFailure(`Note text is longer than ${NOTE_MAX_BYTES} bytes.`, 'note_too_long', 'Keep a note to the thread itself; shorten it.');
  return undefined;
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
  text: z.string(),
  trigger: z.string().optional().describe('When it is ripe.'),
});
const closeArgs = z.object({
  id: z.string().describe('From the Open Notes block.'),
  reason: z.string().optional(),
});

export function noteOpenTool(notes: Notes): Tool {
  return defineTool({
    name: 'note_open',
    description: 'Open a note: a plot promise a later turn must pay off.',
    parameters: openArgs,
    execute: (args, ctx) => notes.open({ ...args, ...(ctx.agentId ? { by: ctx.agentId } : {}) }),
  });
}

export function noteCloseTool(notes: Notes): Tool {
  return defineTool({
    name: 'note_close',
    description: 'Close a note that was paid off or no longer applies.',
    parameters: closeArgs,
    execute: (args, ctx) => notes.close({ ...args, ...(ctx.agentId ? { by: ctx.agentId } : {}) }),
  });
}
