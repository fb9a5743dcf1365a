// What the UI shows about runs: the one in progress, and how the last one ended.
import type { Mode } from '../../core/profiles/modes.ts';
import type { Trace } from '../../core/trace/trace.ts';
import type { Usage } from '../../core/llm/types.ts';

export type RunOutcome = 'completed' | 'reused' | 'cancelled' | 'failed';

export interface RunSummary {
  mode: Mode;
  chatId: string;
  /** The key the chat's data is stored under (`chatStoreKey`; the run history files the run there). */
  storeKey: string;
  outcome: RunOutcome;
  /** The engine's own word (finalized, max-rounds, aborted, error, chat-changed…). */
  detail: string;
  message?: string;
  startedAt: number;
  durationMs: number;
  usage?: Usage;
}

export interface RunningTurn {
  mode: Mode;
  chatId: string;
  /** The chat's store key (`chatStoreKey`). */
  storeKey: string;
  startedAt: number;
  controller: AbortController;
}

/** A finished run, handed to the run history. */
export interface FinishedRun {
  summary: RunSummary;
  trace: Trace;
  generationType: string;
  messageIndex?: number;
  /** Capsule modes: the guidance that was injected, and which user turn it belongs to. */
  capsule?: { text: string; anchor?: { index: number; hash: string } };
  /** The profile it ran with: a preset's id, or `character:<card>` for a card's override. */
  preset?: string;
  /** Director: who wrote the reply. */
  team?: 'full' | 'light';
}

/** Which profile a turn ran with, as the run history files it: the preset's id, or `character:<card>` for a card's override. */
export const presetKeyOf = (eff: { source: string; presetId?: string }, cardKey: string | undefined): string | undefined =>
  eff.source === 'character' ? `character:${cardKey ?? ''}` : eff.presetId;

export type { Trace };
