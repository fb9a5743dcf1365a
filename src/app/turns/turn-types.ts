// The shapes of a turn on its way through the pipeline, shared by the runner (turn-runner.ts) and the
// per-mode table (turn-modes.ts), so neither imports the other for them.
import type { Scheduler } from '../../core/engines/runtime/fold-renderer.ts';
import type { ReplySlot } from '../../core/engines/runtime/slot.ts';
import type { StoryContext } from '../../core/engines/runtime/story.ts';
import type { DirectorEvent } from '../../core/engines/director/engine.ts';
import type { CapsuleEvent } from '../../core/engines/capsule/turn.ts';
import type { ContentLang } from '../../core/profiles/defaults/director-texts.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import type { Skill } from '../../core/skills/types.ts';
import type { PriceLookup } from '../../core/trace/cost.ts';
import type { Trace } from '../../core/trace/trace.ts';
import type { GenerationTurn, Host } from '../../ports/host.ts';
import type { BoundTurn } from '../packages/chat-package.ts';
import type { RunningTurn } from '../runs/run-state.ts';
import type { TurnExtras } from './turn-extras.ts';
import type { AngleChoice, ChosenAngle } from '../../core/engines/runtime/angles.ts';

/** A run in progress as the runner keeps it. */
export interface ActiveRun extends RunningTurn {
  /** The turn's trace, growing while it runs (the run view shows it live). */
  trace: Trace;
  generationType: string;
  /** The chat message the turn writes (0-based), when known. */
  messageIndex?: number;
  /** The profile it runs with (see FinishedRun.preset). */
  preset?: string;
  team?: 'full' | 'light';
}

/** What every engine gets, the same in every mode: the host's readers, the extras, the run's trace and stop. */
export type TurnCommon = TurnExtras & {
  story: StoryContext;
  skills: readonly Skill[];
  chat: ReturnType<Host['chatReader']>;
  lorebook: ReturnType<Host['lorebookReader']>;
  notes: ReturnType<Host['notesStore']>;
  notesOptions: { turn: number } | undefined;
  modelFor(name: string): string;
  priceOf?: PriceLookup;
  trace: Trace;
  signal: AbortSignal;
  stallTimeoutMs: number;
  scheduler?: Scheduler;
  /** The turn's pause for the user's pick of the angle (the app's AnglePauses; the engine decides when to ask). */
  chooseAngle?(angles: readonly string[], sketches: readonly string[], signal?: AbortSignal): Promise<AngleChoice>;
  /** The user's direction for this reply (every agent's first message ends with it); absent: none. */
  direction?: string;
};

/**
 * Memory kept by memory_curator in every mode (the memory setting "keep memory with the curator"):
 * how often it runs, and what the shipped curator needs when the profile's team has none.
 */
export interface CuratorPlan {
  /** Runs after every Nth reply (1: every reply). */
  every: number;
  /** The language of the shipped curator's prompt and skills. */
  lang: ContentLang;
  /** The shipped curator's method skills, loaded for this turn. */
  skills: readonly Skill[];
}

/** A turn once it is set up: what the mode's engine runs with. */
export interface PreparedTurn {
  mode: Mode;
  turn: GenerationTurn;
  run: ActiveRun;
  profile: Profile;
  common: TurnCommon;
  /** Director: the slot the reply goes into, and who writes it. */
  slot?: ReplySlot;
  team: 'full' | 'light';
  /** The angle the user already chose for this turn (a pause answered after a reload). */
  chosenAngle?: ChosenAngle;
  /** Memory with the curator in every mode (absent: the profile's team as it is). */
  curator?: CuratorPlan;
  /** The turn's tools' guidance, appended to a capsule. */
  capsuleAppendix(): string;
  /** False once another chat is on screen. */
  isCurrent(): boolean;
  /** Keeps `runNotice` telling what a retry waits for, and publishes finished sub-agents. */
  onEvent(e: DirectorEvent | CapsuleEvent): void;
}

export interface TurnRequest {
  mode: Mode;
  turn: GenerationTurn;
  /** A chat bound to a skill package: the package's profile and skills. */
  bound?: BoundTurn;
  team?: 'full' | 'light';
  /** Director: the reply slot the host opened. */
  slot?: ReplySlot;
  /** The angle the user already chose for this turn (default: the one a restored pause was answered with, for this user turn). */
  angle?: ChosenAngle;
  /** The user's direction for this reply ("skip to morning"), kept by its swipes (see chats/directions.ts). */
  direction?: string;
}
