// What a mode is, in one place: its profile schema, the limits and switches its card edits, its tool
// namespaces, which generations it runs for and what its turn produces. The panel renders a mode's
// Advanced block from this; a turn runner asks it whether and how the mode runs.
import type { z } from 'zod';
import type { Mode } from '../profiles/modes.ts';
import type { ProfileByMode } from '../profiles/parse.ts';
import type { Range } from '../profiles/ranges.ts';
import type { WarningSink } from '../profiles/sanitize.ts';
import type { ToolNamespace } from '../profiles/tools.ts';
import type { ModeAgent, TeamList } from './agents.ts';

/** The named keys of P whose values are of type V (the index signature of a loose object left out). */
export type KeysOf<P, V> = keyof { [K in keyof P as string extends K ? never : P[K] extends V ? K : never]: unknown } & string;

/** A top-level number of the profile that the card shows under Advanced's limits, with its schema range. */
export interface ModeLimit<P> {
  readonly field: KeysOf<P, number>;
  readonly range: Range;
}

export interface ModeDescriptor<M extends Mode = Mode, S extends z.ZodType<ProfileByMode[M]> = z.ZodType<ProfileByMode[M]>> {
  readonly mode: M;
  /**
   * What a turn of the mode produces. `reply`: it takes the reply over and writes it (director).
   * `capsule`: it writes guidance the host's own reply reads (the capsule is injected into its prompt).
   */
  readonly output: 'reply' | 'capsule';
  /** The generations it runs for (quiet generations and dry runs never run a mode). */
  readonly generationTypes: readonly string[];
  /** It has a lighter team for "Writer only" (the director's main agent alone); other modes let the host reply. */
  readonly writerAlone: boolean;
  /** The profile's schema: the shared base (profiles/schemas/base.ts) around the mode's own parts. */
  readonly schema: S;
  /** Runs before the schema on the plain input (e.g. shorthand list entries). */
  prepare?(input: Record<string, unknown>): void;
  /** Runs after the schema: list clean-up the schema cannot express, each change reported to `sink`. */
  normalize?(profile: ProfileByMode[M], sink: WarningSink): ProfileByMode[M];
  /** The numbers under the card's Advanced limits, in order (the turn budget follows them in every mode). */
  readonly limits: readonly ModeLimit<ProfileByMode[M]>[];
  /** The switches under the card's Advanced behaviour, in order. */
  readonly switches: readonly KeysOf<ProfileByMode[M], boolean>[];
  /** The tool namespaces its profile switches (none: its agents call no tools). */
  readonly tools: readonly ToolNamespace[];
  /** Every agent of a profile of the mode, in order (read from any JSON-ish value; holders point into it). */
  agents(profile: unknown): ModeAgent[];
  /** The id that always means its fixed agent ('' when it has none). */
  readonly fixedId: string;
  /** The list users add agents to, when it has one. */
  readonly team?: TeamList;
}
