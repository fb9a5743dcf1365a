// The contract between the run view and notes panel (ui/run, ui/notes) and what backs them (the
// run history, the price table, replay, the chat's notes). The components read these signals and call
// these actions; they never see the host or the stores.
import type { ReadonlySignal } from '@preact/signals-core';
import type { Note, NoteResult } from '../../core/tools/notes.ts';
import type { ModelPrice, PriceTable } from '../../core/trace/cost.ts';
import type { Trace, TraceExport } from '../../core/trace/trace.ts';
import type { ChatTotals, ModelUsage, StoredTurn, StoredTurnSummary } from '../../storage/traces.ts';
import type { ReplayOutcome, ReplayResult } from './replay.ts';

export type { ChatTotals, ModelUsage, StoredTurn, StoredTurnSummary, ReplayOutcome, ReplayResult };

/** What the run view shows. */
export type RunViewTarget =
  /** The run in progress in this chat, else its newest stored turn. */
  | { kind: 'latest' }
  | { kind: 'stored'; chatId: string; id: string }
  /** A trace file the user opened. */
  | { kind: 'imported'; name: string; trace: TraceExport };

export type ImportResult = { ok: true; trace: TraceExport } | { ok: false; error: string };

export type CapsuleEditResult =
  /** `cached`: swipes and regenerations of that message now inject the edited text. */
  { ok: true; cached: boolean } | { ok: false; error: string };

export interface RunsView {
  /** Open when not null. */
  readonly target: ReadonlySignal<RunViewTarget | null>;
  /** The run in progress (any chat), growing. */
  readonly live: ReadonlySignal<Trace | null>;
  /** The chat (its store key, `chatStoreKey`) and mode of the run in progress. */
  readonly liveChatId: ReadonlySignal<string | null>;
  readonly liveMode: ReadonlySignal<string | null>;
  /** The chat on screen (its store key: the run history files runs by it), its stored turns (oldest first) and its totals. */
  readonly chatId: ReadonlySignal<string | null>;
  readonly turns: ReadonlySignal<readonly StoredTurnSummary[]>;
  readonly totals: ReadonlySignal<ChatTotals | null>;
  readonly prices: ReadonlySignal<PriceTable>;
  /** How many turns per chat are kept. */
  readonly kept: ReadonlySignal<number>;
  /** A store failure to show (e.g. the browser's quota), or null. */
  readonly problem: ReadonlySignal<string | null>;
  show(target?: RunViewTarget): void;
  /** The run of a chat message (its newest stored turn, or the run writing it now). False when there is none. */
  showMessage(messageIndex: number): boolean;
  close(): void;
  load(chatId: string, id: string): Promise<StoredTurn | undefined>;
  importTrace(name: string, text: string): ImportResult;
  exportTrace(trace: TraceExport): void;
  /** Re-runs a turn offline: with its recorded profile, or with the current saved profile of its mode. */
  replay(trace: TraceExport, profile: 'recorded' | 'current'): Promise<ReplayOutcome>;
  /** Sets (or with null removes) a model's price. */
  setPrice(model: string, price: ModelPrice | null): Promise<void>;
  setKept(n: number): Promise<void>;
  /** Replaces the guidance a capsule turn injected. */
  editCapsule(turn: StoredTurnSummary, text: string): Promise<CapsuleEditResult>;
}

export interface NotesView {
  /** The chat's notes, in their order; null while none is open. */
  readonly notes: ReadonlySignal<readonly Note[] | null>;
  /** Why the notes could not be read, or null. */
  readonly problem: ReadonlySignal<string | null>;
  refresh(): Promise<void>;
  add(text: string, trigger?: string): Promise<NoteResult>;
  edit(id: string, text: string, trigger: string): Promise<NoteResult>;
  close(id: string, reason?: string): Promise<NoteResult>;
  reopen(id: string): Promise<NoteResult>;
  remove(id: string): Promise<NoteResult>;
}
