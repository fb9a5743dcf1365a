// What a part of the page reports as a storage problem (the standalone host: a damaged API key, a
// database it cannot read), in the shapes the app's "Storage problems" notice shows.
import type { ReadonlySignal } from '@preact/signals-core';

/** A sentence the UI translates by `code` (English `text` is its fallback and what exports carry). */
export interface ProblemText {
  code: string;
  params?: Record<string, string | number>;
  text: string;
}

export interface StorageProblem {
  id: string;
  /** The database and record, e.g. `troupe-standalone-settings › chat:abc`. */
  where: string;
  /** What happened and what was done instead. */
  summary: ProblemText;
  /** The check that failed, as the checker said it (technical, English). */
  detail?: string;
  /** A damaged record is kept in the quarantine (Export includes it). */
  quarantined?: boolean;
  /** A database that could not be opened at all: Export includes its raw records. */
  unreadableDb?: string;
  /** A repair a source offers (see `repair`). */
  repair?: string;
}

/** A part of the page that finds problems by itself (the standalone host: a damaged API key, a database it cannot read). */
export interface StorageProblemSource {
  readonly storageProblems: ReadonlySignal<readonly StorageProblem[]>;
  /** Runs a repair this source offered; resolves to what was done, in words. */
  repairStorage?(repair: string): Promise<ProblemText | null>;
}
