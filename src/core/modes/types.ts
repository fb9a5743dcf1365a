// What a mode is, in one place: its profile schema, the limits and switches its card edits, its tool
// set, its lint checks, which generations it runs for, what its turn produces and (a capsule mode) the
// engine that writes it. The registry (registry.ts) lists the descriptors; every per-mode table of the
// core (MODES, ProfileByMode, MODE_TOOL_NAMESPACES, MODE_LINTS, the capsule engines…) is read from it.
import type { z } from 'zod';
import type { CapsuleModeResult, CapsuleRuntime } from '../engines/capsule/runtime.ts';
import type { DirectorConfig } from '../engines/director/config.ts';
import type { DirectorTurnInput, DirectorTurnResult } from '../engines/director/engine.ts';
import type { ProfileAdapterOptions } from '../engines/runtime/profile-options.ts';
import type { ModeShipped } from '../profiles/defaults/shipped-presets.ts';
import type { LintIssue, LintOptions } from '../profiles/lint.ts';
import type { Range } from '../profiles/ranges.ts';
import type { WarningSink } from '../profiles/sanitize.ts';
import type { ModeTools, ToolNamespace } from '../profiles/tools.ts';
import type { ModeAgent, TeamList } from './agents.ts';

/** The named keys of P whose values are of type V (the index signature of a loose object left out; any P: any string). */
export type KeysOf<P, V> = 0 extends 1 & P ? string : keyof { [K in keyof P as string extends K ? never : P[K] extends V ? K : never]: unknown } & string;

/** A top-level number of the profile that the card shows under Advanced's limits, with its schema range. */
export interface ModeLimit<P> {
  readonly field: KeysOf<P, number>;
  readonly range: Range;
}

/** A capsule mode's engine: its profile read into the engine's config, then run on the turn. */
// biome-ignore lint/suspicious/noExplicitAny: each engine is typed by its own profile
export type CapsuleEngine<P = any> = (profile: P, opts: ProfileAdapterOptions, rt: CapsuleRuntime) => Promise<CapsuleModeResult>;

/** What a reply turn runs with besides the profile: the turn's hosts and slot, and a last change to the config (the app's memory curator). */
export type ReplyTurnInput = Omit<DirectorTurnInput, 'config'> & { withConfig?(config: DirectorConfig): DirectorConfig };

/** A reply mode's engine: its profile read into the engine's config, then the turn that writes the reply into the slot. */
// biome-ignore lint/suspicious/noExplicitAny: each engine is typed by its own profile
export type ReplyEngine<P = any> = (profile: P, opts: ProfileAdapterOptions, input: ReplyTurnInput) => Promise<DirectorTurnResult>;

/** What a mode's `engine()` loads: the engine of its kind of turn (its descriptor's `output`). */
// biome-ignore lint/suspicious/noExplicitAny: as above
export type ModeEngine<P = any> = { readonly capsule: CapsuleEngine<P> } | { readonly reply: ReplyEngine<P> };

/** A mode's own lint checks, on the profile as a plain object (lint.ts adds the shared ones). */
export type ModeLint = (issues: LintIssue[], profile: Record<string, unknown>, opts: LintOptions) => void;

/**
 * A mode's words for the slash commands (its line in the mode list and the autocomplete), in English and
 * Simplified Chinese (Traditional is made from it at build time). Its own file, `words.ts` in the
 * mode's folder, imports nothing: SillyTavern's boot module lists the modes before any schema loads
 * (src/app/commands/mode-words.ts finds the files).
 */
export interface ModeWords<M extends string = string> {
  readonly mode: M;
  /** Its place in the commands' mode list: the registry's order (a test holds the two together). */
  readonly order: number;
  readonly blurb: { readonly en: string; readonly 'zh-CN': string };
}

// biome-ignore lint/suspicious/noExplicitAny: the default is a descriptor of any mode
export interface ModeDescriptor<M extends string = string, S extends z.ZodType = z.ZodType<any>, P = z.output<S>> {
  readonly mode: M;
  /** Its words for the slash commands (`words.ts` beside its descriptor). */
  readonly words: ModeWords<M>;
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
  normalize?(profile: P, sink: WarningSink): P;
  /** The numbers under the card's Advanced limits, in order (the turn budget follows them in every mode). */
  readonly limits: readonly ModeLimit<P>[];
  /** The switches under the card's Advanced behaviour, in order. */
  readonly switches: readonly KeysOf<P, boolean>[];
  /** The tool namespaces its profile switches (none: its agents call no tools): `toolSet.namespaces`. */
  readonly tools: readonly ToolNamespace[];
  /** Its tool set: the namespaces, the verbs it leaves out, what a profile starts with. */
  readonly toolSet: ModeTools;
  /** Its own lint checks (prompts, limits that cannot all be reached, its team's references). */
  readonly lint: ModeLint;
  /** The presets it ships (both languages), their profile bodies and per-turn costs. */
  readonly shipped: ModeShipped;
  /** The format its exported profile files carry (`exportProfile`). */
  readonly exportFormat: string;
  /**
   * Its engine, loaded when a turn of the mode runs (a chunk of its own: only the active mode's engine
   * loads): `{ capsule }` for a capsule mode, `{ reply }` for a reply mode.
   */
  engine(): Promise<ModeEngine<P>>;
  /** Every agent of a profile of the mode, in order (read from any JSON-ish value; holders point into it). */
  agents(profile: unknown): ModeAgent[];
  /** The id that always means its fixed agent ('' when it has none). */
  readonly fixedId: string;
  /** The list users add agents to, when it has one. */
  readonly team?: TeamList;
}
