// The shapes of the turn runtime (turn.ts): what the host, through the app, gives a turn, what an engine
// opens a turn with, one agent run on it, and the turn an engine works with.
import type { AngleChoice, ChosenAngle } from './angles.ts';
import type { AgentEvent } from '../../agent/events.ts';
import type { AgentRunResult, NoToolCallPolicy } from '../../agent/run-agent.ts';
import type { StopCondition } from '../../agent/stop.ts';
import type { Tool } from '../../agent/tool.ts';
import type { ChatMessage, Completion, ModelClient } from '../../llm/types.ts';
import type { Mode } from '../../profiles/modes.ts';
import type { ChatReader } from '../../tools/chat.ts';
import type { LorebookReader } from '../../tools/lorebook.ts';
import type { Notes, NotesOptions, NotesStore } from '../../tools/notes.ts';
import type { PriceLookup } from '../../trace/cost.ts';
import type { Trace } from '../../trace/trace.ts';
import type { AgentConfig } from './agent-config.ts';
import type { AgentMessageParts } from './agent-messages.ts';
import type { TurnBudget } from './budget.ts';
import type { FrameTexts } from '../../profiles/defaults/director-texts.ts';
import type { Fold } from './fold.ts';
import type { Scheduler } from './fold-renderer.ts';
import type { LorebookFilter } from './lorebook-filter.ts';
import type { PromptPreset, PromptPresetSource } from './prompt-preset.ts';
import type { StoryContext } from './story.ts';

/** What the host (through the app) gives a turn of any mode. */
export interface TurnHosts {
  /** The story as the host composed it (`storyFromMessages` makes one from flat messages). */
  story: StoryContext;
  chat?: ChatReader;
  lorebook?: LorebookReader;
  notes?: NotesStore;
  notesOptions?: NotesOptions;
  /** Host, extension and custom tools (memory_*, search_*, …); an agent gets those its tool list names. */
  extraTools?: readonly Tool[];
  /** The model client for a connection name ('' = default); each agent may use its own. */
  clientFor(apiPresetName: string): ModelClient;
  /** The model name for a connection ('' lets the client choose). */
  modelFor?(apiPresetName: string): string;
  /** What a prompt-preset name stands for (sampling and instructions); '' is the default. */
  promptPreset?: PromptPresetSource;
  /**
   * Which failed requests the loop re-sends (up to the profile's retry limit). Default: only retryable
   * failures after part of the answer arrived, since the transport already retries the others.
   */
  shouldRetryRequest?(failed: Completion): boolean;
  /**
   * The user's direction for this one reply ("she lies about the map"): every agent's first message
   * ends with it, and the fold shows it. Absent or blank: nothing is added.
   */
  direction?: string;
  /** The user's Stop. */
  signal?: AbortSignal;
  /** No bytes for this long ends a request attempt as a stall, which the transport retries (shown in the fold). */
  stallTimeoutMs?: number;
  /** When fold writes happen (requestAnimationFrame in a page); default: a microtask. */
  scheduler?: Scheduler;
  trace?: Trace;
  now?(): number;
  /** The price of a model (as `modelFor` names it), for a cost budget. */
  priceOf?: PriceLookup;
  /**
   * Replaces every tool that reads the host's world (chat, lorebook, extra and custom tools, skill
   * tools; not the notes, which act on the turn's own store) — a replay answers them from a recording.
   */
  replayTool?(tool: Tool): Tool;
  /**
   * "Let me choose the angle": the user picks among `angles` (one line each); the promise settles with
   * the answer, or `auto` when the user lets the writer pick. Absent: the turn never pauses.
   */
  chooseAngle?(angles: readonly string[], sketches: readonly string[], signal?: AbortSignal): Promise<AngleChoice>;
  /** The angle already chosen for this turn (a paused turn answered after a reload): no pause, the writer gets it. */
  chosenAngle?: ChosenAngle;
}

/** An engine-level happening (stage start, dispatch, truncation, rerun…), also written to the trace. */
export interface EngineEvent {
  type: 'engine';
  agent: string;
  name: string;
  data?: Record<string, unknown>;
}

export type TurnEvent = AgentEvent | EngineEvent;

export interface OpenTurnOptions {
  mode: Mode;
  hosts: TurnHosts;
  lorebookFilter?: LorebookFilter;
  /** Text the fold starts with (a continue turn's reasoning), kept above the sections. */
  foldPrefix?: string;
  /** Receives the fold text, at most once per scheduler tick. */
  onFold?(text: string): void;
  /** False once another chat is on screen: the turn then aborts and writes nothing more. */
  isCurrent?(): boolean;
  onEvent?(event: TurnEvent): void;
  /** The profile's cap on the turn's tokens / cost (0 = off). */
  budget?: TurnBudget;
  /** The runtime's words around the agents' prompts, in the profile's language (default: English). */
  frames?: FrameTexts;
}

/** One agent run on the turn: who, where its text streams, what it is sent and how it ends. */
export interface AgentRunSpec {
  /** Its id in events and the trace (`main`, `subagent-0`, a node id…). */
  id: string;
  /** What the trace calls it (its sub-agent, node or worker id). */
  label: string;
  agent: AgentConfig;
  /**
   * Its fold section: one id for the whole run (rounds separated by a blank line), or one per round.
   * `running` shows ` (running)` on a single section until the engine settles it.
   */
  section: string | ((round: number, attempt: number) => string);
  running?: boolean;
  messages: ChatMessage[];
  /** Its tools, or a function asked before every request (tools that follow the agent's phase). */
  tools: readonly Tool[] | (() => readonly Tool[]);
  maxRounds: number;
  stream: boolean;
  /** Re-sends of a failed request. */
  retryMax: number;
  noToolCalls: NoToolCallPolicy;
  stopWhen?: StopCondition[];
  beforeRound?(round: number): ChatMessage[] | undefined | Promise<ChatMessage[] | undefined>;
  /** What the agent must do to finish, said in the budget notice (e.g. `call finalize now`). */
  handIn?: string;
  /** Default: the turn's signal. */
  signal?: AbortSignal;
  /** Called after the trace and the fold saw the event. */
  onEvent?(event: AgentEvent): void;
}

/** A plain object of functions (no getters), so engines may spread it into their own runtime. */
export interface Turn {
  readonly mode: Mode;
  readonly trace: Trace;
  readonly fold: Fold;
  /** The runtime's words in the profile's language: story lines, notes, notices, the capsule modes' frames. */
  readonly frames: FrameTexts;
  /** Aborts on the user's Stop and on a chat switch. */
  readonly signal: AbortSignal;
  /** The story with the lorebook filter applied. */
  readonly story: StoryContext;
  readonly notes?: Notes;
  /** Every reader, extra and custom tool the hosts back, by name (lorebook tools filtered). */
  readonly readers: ReadonlyMap<string, Tool>;
  /** True once the chat on screen changed during the turn. */
  chatChanged(): boolean;
  now(): number;
  /** The "## Open Notes" block ('' when none is open or the store fails). */
  openNotes(): Promise<string>;
  /** The agent's switched-on reader tools the hosts back (less those it gets prefetched), then its skill tools. */
  agentTools(agent: AgentConfig): Tool[];
  /**
   * Calls the agent's `prefetch` tools for run `id` (traced as its calls, so the run view shows them and a
   * replay answers them) and returns the `<prefetched>` block for its first message ('' when none).
   */
  prefetch(agent: AgentConfig, id: string): Promise<string>;
  /** The prompt preset an agent uses, if its name resolves. */
  presetOf(agent: AgentConfig): PromptPreset | undefined;
  /** An agent's first messages: stable parts first, volatile last, wrapped in its prompt preset. */
  messages(agent: AgentConfig, parts: AgentMessageParts): ChatMessage[];
  /** The story messages of an agent (its budget applied). */
  storyFor(agent: AgentConfig, closing?: string, writer?: boolean): ChatMessage[];
  run(spec: AgentRunSpec): Promise<AgentRunResult>;
  /** An engine event: traced and emitted. */
  note(agent: string, name: string, data?: Record<string, unknown>): void;
  emit(event: TurnEvent): void;
  /** Checks that the chat is still the one on screen; on a switch, aborts the turn. */
  stillCurrent(): boolean;
  /** Marks the chat as switched (a slot write found it) and aborts the turn. */
  lose(): void;
  /** Writes a pending fold change now. */
  flushFold(): void;
  /** No more fold writes. */
  closeFold(): void;
  /** Unhooks the turn from the user's signal. */
  dispose(): void;
  /**
   * Serial model calls so far: the longest chain of requests each sent after the response before it
   * arrived (parallel agents count once). Every mode reports it as its critical path (director: up to
   * the commit).
   */
  serialCalls(): number;
}
