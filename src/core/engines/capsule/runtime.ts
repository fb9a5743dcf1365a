// What a capsule mode engine runs with besides the turn: the story as its templates read it and the
// capsule of the chat's previous turn. Engines return a CapsuleModeResult; runCapsuleTurn turns it into
// the capsule and its injection.
import type { Turn, TurnEvent } from '../runtime/turn.ts';
import type { AgentRoute } from '../runtime/agent-config.ts';
import type { StoryView } from './story.ts';

export interface CapsuleContext {
  /** The story for `{{recent_chat}}`, `{{last_user}}` and the background. */
  view: StoryView;
  /** The capsule of this chat's previous turn, for `{{previous_orchestration}}` ('' when none). */
  previousCapsule: string;
  /**
   * "Let me choose the angle" (present when the profile switches it on and the app can ask): before the
   * capsule is written, the angles in `texts` (the earlier agents' results) are offered to the user;
   * resolves with the line for the capsule's writer, or undefined when the texts hold no angle.
   * `left`: the line when the user leaves the angle to the writer (default: the frames' angleLeft).
   */
  askAngle?(texts: readonly string[], left?: string): Promise<string | undefined>;
  /**
   * The turn re-runs a pause answered after a reload: askAngle answers at once with the stored answer,
   * without asking (an agent that would offer angles itself gets that answer in its task instead).
   */
  angleResumed?: boolean;
}

/** A mode engine's view of its turn. */
export type CapsuleRuntime = Turn & CapsuleContext;

export type { AgentRoute };
export type CapsuleEvent = TurnEvent;
export type { EngineEvent as CapsuleEngineEvent } from '../runtime/turn.ts';

/** How a mode engine ended. */
export type CapsuleModeStatus =
  /** The agents produced their guidance. */
  | 'completed'
  /** A limit ended the run; `body` holds a fallback when there is one. */
  | 'exhausted'
  | 'aborted'
  | 'failed';

/** The limits that end a capsule run without the agents' own hand-in. */
export type CapsuleLimit = 'wall_clock' | 'max_rounds' | 'no_tool_call_streak' | 'max_total_runs' | 'planner_max_rounds' | 'budget';

export interface CapsuleModeResult {
  status: CapsuleModeStatus;
  /** The guidance without the custom instruction ('' = nothing to inject). */
  body: string;
  /** For `exhausted` (and completed runs that hit a soft limit): which limit. */
  limit?: CapsuleLimit;
  /** For `failed`: the message to show. */
  error?: string;
  /** For `failed`: the configuration cannot run (nothing was sent to a model). */
  invalid?: boolean;
  /** Mode-specific facts for the caller and the trace (stage outputs, rerun count, runs…). */
  details?: Record<string, unknown>;
}
