// What every capsule mode engine runs with: the story view, the loop tools the host can back, the
// Open Notes block, the model routing, the turn's signal, the fold, the trace and the clock.
// `runCapsuleTurn` builds it once per turn; mode engines only read it.
import type { AgentEvent } from '../../agent/events.ts';
import type { AgentRunOptions } from '../../agent/run-agent.ts';
import type { Tool } from '../../agent/tool.ts';
import type { Completion, ModelClient } from '../../llm/types.ts';
import type { Notes } from '../../tools/notes.ts';
import type { Trace } from '../../trace/trace.ts';
import type { Fold } from '../shared/fold.ts';
import type { StoryView } from './story.ts';

/** An engine-level happening (stage start, dispatch, truncation, rerun…), also written to the trace. */
export interface CapsuleEngineEvent {
  type: 'engine';
  agent: string;
  name: string;
  data?: Record<string, unknown>;
}

export type CapsuleEvent = AgentEvent | CapsuleEngineEvent;

/** Connection and prompt preset of one agent ('' = the default). */
export interface AgentRoute {
  apiPresetName?: string;
  promptPresetName?: string;
}

export interface CapsuleRuntime {
  story: StoryView;
  /** Every loop tool the host can back, by name. */
  loopTools: ReadonlyMap<string, Tool>;
  /** The "## Open Notes" block ('' when none is open or the store fails). */
  openNotes(): Promise<string>;
  notes?: Notes;
  clientFor(apiPresetName: string): ModelClient;
  modelFor?(apiPresetName: string): string;
  requestOptionsFor?(promptPresetName: string): AgentRunOptions['request'];
  shouldRetryRequest(failed: Completion): boolean;
  /** The capsule of this chat's previous turn, for `{{previous_orchestration}}` ('' when none). */
  previousCapsule: string;
  signal: AbortSignal;
  fold: Fold;
  trace: Trace;
  emit(event: CapsuleEvent): void;
  /** An engine event: traced and emitted. */
  note(agent: string, name: string, data?: Record<string, unknown>): void;
  now(): number;
}

/** How a mode engine ended. */
export type CapsuleModeStatus =
  /** The agents produced their guidance. */
  | 'completed'
  /** A limit ended the run; `body` holds a fallback when there is one. */
  | 'exhausted'
  | 'aborted'
  | 'failed';

export interface CapsuleModeResult {
  status: CapsuleModeStatus;
  /** The guidance without the custom instruction ('' = nothing to inject). */
  body: string;
  /** For `exhausted` (and completed runs that hit a soft limit): which limit, e.g. `wall_clock`. */
  limit?: string;
  /** For `failed`: the message to show. */
  error?: string;
  /** For `failed`: the configuration cannot run (nothing was sent to a model). */
  invalid?: boolean;
  /** Mode-specific facts for the caller and the trace (stage outputs, rerun count, runs…). */
  details?: Record<string, unknown>;
}
