// Decides what Troupe does with each generation the host offers, and runs it: director takes the
// reply over; the capsule modes prepare guidance the host injects. Owns the run signals the UI reads.
import type { ModelClient } from '../core/llm/types.ts';
import { signal } from '@preact/signals-core';
import type { DirectorEvent, DirectorTurnResult } from '../core/engines/director/engine.ts';
import { isCapsuleGenerationType, isDirectorGenerationType } from '../core/engines/runtime/generation.ts';
import type { Scheduler } from '../core/engines/runtime/fold-renderer.ts';
import type { ReplySlot } from '../core/engines/runtime/slot.ts';
import type { DirectorProfile } from '../core/profiles/schemas/director.ts';
import { createCapsuleCache, turnAnchor, type CapsuleCache, type TurnAnchor } from '../core/engines/capsule/swipe-cache.ts';
import type { CapsuleEvent, CapsuleOutcome, CapsuleTurnInput } from '../core/engines/capsule/turn.ts';
import type { CapsuleMode } from '../core/profiles/modes.ts';
import type { Mode } from '../core/profiles/modes.ts';
import { createTrace, type Trace } from '../core/trace/trace.ts';
import type { PriceLookup } from '../core/trace/cost.ts';
import type { Profile } from '../core/profiles/parse.ts';
import type { StoryContext } from '../core/engines/runtime/story.ts';
import type { Skill } from '../core/skills/types.ts';
import { chatStoreKey, type GenerationDecision, type GenerationTurn, type Host } from '../ports/host.ts';
import type { ProfilesService } from './profiles-service.ts';
import { presetKeyOf, type FinishedRun, type RunningTurn, type RunOutcome, type RunSummary } from './run-state.ts';
import { preloadedSkillNames, skillStubsOf, TURN_INPUT, TURN_OUTPUT, type TurnInputRecord } from './turn-record.ts';
import type { SkillsService } from './skills-service.ts';
import { noticeText } from '../core/notice-text.ts';
import type { OpenedTurnTools, ToolRegistry } from './tool-registry.ts';
import { loadTurnSkills } from './turn-skills.ts';
import type { HandToolsService } from './hand-tools.ts';
import { turnExtras } from './turn-extras.ts';
import type { ToolProtocolState } from '../core/llm/text-tools.ts';
import { defaultRunLocks, type Release, type RunLocks } from './run-lock.ts';
import type { BoundTurn } from './chat-package.ts';
import { lazyPart } from '../ports/lazy-part.ts';
import { replyPartFailureText } from './part-failure.ts';
import { prepareToolSchemas } from '../core/agent/tool.ts';
import type { TurnTeam } from './settings.ts';
import { profileToolNames } from './profile-tools.ts';

/** The engines load at the first generation Troupe runs (their own chunk). */
const enginesPart = lazyPart(import.meta.url, () => import('./engines.ts'));
type Engines = typeof import('./engines.ts');

export interface OrchestratorOptions {
  host: Host;
  profiles: ProfilesService;
  skills: SkillsService;
  /** Host and extension tools; each turn offers the ones registered when it starts. */
  tools?: ToolRegistry;
  /** The profile's hand-written tools, run in the sandbox once the user allowed their code. */
  handTools?: HandToolsService;
  /** When fold writes happen: requestAnimationFrame in a page. */
  scheduler?: Scheduler;
  now?(): number;
  /** One run per chat; default: Web Locks across tabs where available, else this tab. */
  locks?: RunLocks;
  /** A chat bound to a skill package runs the package's agenda profile with the package's skills only. */
  boundTurn?(turn: GenerationTurn): Promise<BoundTurn | null>;
  /** Prices by model, for cost budgets (the app's price table). */
  priceOf?: PriceLookup;
  /** Every finished run with its trace (the run history keeps them). */
  onRunEnded?(run: FinishedRun): void;
}

/** Generations that redo the reply of a turn already answered: they keep that turn's team choice. */
const REDO_TYPES: readonly string[] = ['swipe', 'regenerate', 'continue'];

/** A run in progress as the orchestrator keeps it. */
interface ActiveRun extends RunningTurn {
  /** The turn's trace, growing while it runs (the run view shows it live). */
  trace: Trace;
  generationType: string;
  /** The chat message the turn writes (0-based), when known. */
  messageIndex?: number;
  /** The profile it runs with (see FinishedRun.preset). */
  preset?: string;
  team?: 'full' | 'light';
}

/** The chat message a generation writes (0-based), when the host's numbering tells it. */
export function replyIndex(turn: GenerationTurn): number | undefined {
  if (turn.type === 'impersonate' || turn.type === 'quiet') return undefined;
  if (turn.type === 'continue') return Math.max(0, turn.story.history.length - 1);
  return turn.lastUser ? turn.lastUser.index + 1 : turn.story.history.length;
}

/** Events other extensions can listen to on the host's event bus (documented in docs/api.md). */
export const RUN_EVENTS = {
  started: 'troupe:run-started',
  subagentFinished: 'troupe:subagent-finished',
  ended: 'troupe:run-ended',
} as const;

const CAPSULE_OUTCOME: Record<CapsuleOutcome, RunOutcome> = {
  completed: 'completed',
  reused: 'reused',
  empty: 'failed',
  aborted: 'cancelled',
  failed: 'failed',
  skipped: 'completed',
  'chat-changed': 'cancelled',
};

const DIRECTOR_OUTCOME: Record<DirectorTurnResult['outcome'], RunOutcome> = {
  finalized: 'completed',
  'max-rounds': 'completed',
  budget: 'completed',
  aborted: 'cancelled',
  'chat-changed': 'cancelled',
  error: 'failed',
};

/** What the user is told when the budget guard ended a turn. */
export const BUDGET_NOTICE = {
  director: "Troupe ended this turn early: the profile's budget per turn was spent. The reply was saved as the agents left it; the run view shows where the tokens went.",
  capsule: "Troupe ended this turn's agents early: the profile's budget per turn was spent. The run view shows where the tokens went.",
};

/** The chat as a capsule mode's reader gives it, for the turn record ('' on failure: the turn reads it again). */
async function readChat(reader: { messages(): unknown }): Promise<TurnInputRecord['chat']> {
  try {
    return structuredClone([...((await reader.messages()) as NonNullable<TurnInputRecord['chat']>)]);
  } catch {
    return undefined;
  }
}

export class Orchestrator {
  readonly running = signal<RunningTurn | null>(null);
  /** What the run in progress is waiting for, when it is not plain work (a retry after a stall). */
  readonly runNotice = signal<string | null>(null);
  readonly lastRun = signal<RunSummary | null>(null);
  readonly lastTrace = signal<Trace | null>(null);
  /** The trace of the run in progress (null between runs): the run view draws it live. */
  readonly liveTrace = signal<Trace | null>(null);
  /** Grows by one each time a run has ended and its trace is final (the run history reloads on it). */
  readonly runsEnded = signal(0);
  readonly #o: OrchestratorOptions;
  /** One run per chat at a time (across tabs where the browser allows). */
  readonly #locks: RunLocks;
  #releases = new WeakMap<RunningTurn, Release>();
  /** Capsules of recent user turns, reused by swipes and regenerations of the same turn. */
  readonly capsules: CapsuleCache = createCapsuleCache();
  /** What the `auto` tool protocol learned about each connection during this page's life. */
  readonly #protocolStates = new Map<string, ToolProtocolState>();
  /** The team choice of each chat's latest user turn (by store key), kept by its swipes and regenerations. */
  readonly #turnTeams = new Map<string, { anchor: TurnAnchor; team: TurnTeam }>();

  constructor(options: OrchestratorOptions) {
    this.#o = options;
    this.#locks = options.locks ?? defaultRunLocks();
  }

  #extras(profile: object, opened: OpenedTurnTools) {
    const { host, handTools, profiles } = this.#o;
    return turnExtras(
      { host, handTools, protocolStates: this.#protocolStates, protocolOf: (c) => profiles.settings.value.toolProtocols[c] ?? 'auto' },
      profile as never,
      opened.tools,
    );
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
  }

  /** Installs the generation handler on the host. */
  attach(): () => void {
    this.#o.host.setGenerationHandler((turn) => this.decide(turn));
    return () => this.#o.host.setGenerationHandler(null);
  }

  /** The user's Stop (also /troupe-stop): aborts the run in progress. */
  stop(): boolean {
    const r = this.running.value;
    if (!r) return false;
    r.controller.abort();
    return true;
  }

  async decide(turn: GenerationTurn): Promise<GenerationDecision> {
    const { profiles } = this.#o;
    if (!profiles.settings.value.enabled) return { kind: 'pass' };
    if (turn.type === 'quiet') return { kind: 'pass' };
    // Who writes this reply: 'off' leaves it to the host in every mode; 'light' is the writer alone,
    // which only director has (the capsule modes then let the host reply too).
    const team = this.teamFor(turn);
    if (team === 'off') return { kind: 'pass' };
    const bound = await this.#o.boundTurn?.(turn);
    if (bound) return isCapsuleGenerationType(turn.type) && team === 'full' ? this.#withEngines((e) => this.#runCapsule(e, 'agenda', turn, bound)) : { kind: 'pass' };
    const mode = profiles.mode.value;
    if (mode === 'director') {
      if (!isDirectorGenerationType(turn.type)) return { kind: 'pass' };
      return this.#withEngines((e) => ({ kind: 'takeover', run: (slot) => this.#runDirector(e, turn, slot, team) }));
    }
    if (!isCapsuleGenerationType(turn.type) || team !== 'full') return { kind: 'pass' };
    return this.#withEngines((e) => this.#runCapsule(e, mode, turn));
  }

  /**
   * The team choice a generation runs with. A new reply reads the setting now and the choice is kept
   * for its user turn (the same anchor as capsule reuse: the last user message's position and text);
   * a swipe, regenerate or continue of that turn runs with the choice it ran with, or, when this page
   * has not seen the turn, with the setting.
   */
  teamFor(turn: GenerationTurn): TurnTeam {
    const now = this.#o.profiles.settings.value.turnTeam;
    // An impersonation writes the user's message, not a reply: it reads the setting and keeps nothing.
    if (!turn.lastUser || turn.type === 'impersonate' || turn.type === 'quiet') return now;
    const key = chatStoreKey(turn.chat);
    const anchor = turnAnchor(turn.lastUser);
    const kept = this.#turnTeams.get(key);
    if (REDO_TYPES.includes(turn.type) && kept && kept.anchor.index === anchor.index && kept.anchor.hash === anchor.hash) return kept.team;
    this.#turnTeams.delete(key);
    this.#turnTeams.set(key, { anchor, team: now });
    // The latest turns of at most 64 chats.
    while (this.#turnTeams.size > 64) this.#turnTeams.delete(this.#turnTeams.keys().next().value as string);
    return now;
  }

  /**
   * Prepares ahead of the first turn what it would otherwise do first: loads the engines and the host's
   * prompt-preset source (SillyTavern's preset manager module), the tool providers' chunks (memory, web
   * search, when they are on and some agent of the active profile gets their tools), reads the
   * profile's skills, makes the tools' JSON Schemas, then rehearses a turn up to its first request. A failure is left to that turn
   * to report.
   */
  async warm(): Promise<void> {
    const { host, profiles, skills } = this.#o;
    const mode = profiles.mode.value;
    const card = host.currentCard();
    const active = Promise.resolve().then(() => profiles.effective(mode, card));
    // The skills the current mode's profile shows its agents, read now: a turn reuses them while their
    // listing's hash is unchanged (an edit in between is simply read again).
    const preloadSkills = async () => {
      const eff = await active;
      await loadTurnSkills(skills.inventory.value, { mode, presetId: eff.presetId, character: card?.key }, eff.profile, (e) => skills.load(e));
    };
    // Only the providers whose tools some agent of this profile gets: a preset without memory or web
    // search does not load their parts.
    const prepareTools = async () => this.#o.tools?.prepare(profileToolNames(mode, (await active).profile));
    await Promise.all([enginesPart.load().catch(() => {}), host.loadModelClients?.().catch(() => {}), host.promptPresetSource?.([]).catch(() => {}), preloadSkills().catch(() => {}), prepareTools().catch(() => {})]);
    prepareToolSchemas();
    await this.#rehearse().catch(() => {});
  }

  /**
   * A turn of the current profile on the chat on screen that goes as far as its first model request
   * and sends nothing (the workbench's dry run with a model that refuses at once): the code a first
   * turn runs — the turn's set-up, the engine's config, the first request — has run once before the
   * user's first Send. Nothing is written or shown.
   */
  async #rehearse(): Promise<void> {
    const { host, profiles, skills, tools } = this.#o;
    if (!tools) return;
    const { dryRunCurrentProfile } = await import('./workbench-dry-run.ts');
    const refuse: ModelClient = async function* () {
      yield { type: 'error', error: { message: 'Troupe warm-up: nothing is sent.', kind: 'aborted', retryable: false } };
    };
    await dryRunCurrentProfile({ host, skills, tools, profiles, card: host.currentCard(), client: refuse }, new AbortController().signal);
  }

  /** Runs `next` with the engines loaded; when they cannot be loaded, says so and passes (nothing was written). */
  async #withEngines(next: (engines: Engines) => GenerationDecision | Promise<GenerationDecision>): Promise<GenerationDecision> {
    let engines: Engines;
    try {
      // The host's transport too (SillyTavern's is a chunk): a turn that could not send would end half-done.
      [engines] = await Promise.all([enginesPart.load(), this.#o.host.loadModelClients?.()]);
    } catch (e) {
      this.#o.host.notify('error', replyPartFailureText(e));
      return { kind: 'pass' };
    }
    return next(engines);
  }

  /** Skills changed: capsules computed with the old ones are not reused. */
  invalidateCapsules(): void {
    this.capsules.clear();
  }

  #busy() {
    this.#o.host.notify('warning', 'Troupe is already working on this chat (here or in another tab); wait for it or press Stop there.');
  }

  async #runCapsule({ runCapsuleTurn }: Engines, mode: CapsuleMode, turn: GenerationTurn, bound?: BoundTurn): Promise<GenerationDecision> {
    const { host, profiles, skills } = this.#o;
    const release = await this.#locks.tryAcquire(turn.chat.chatId);
    if (!release) {
      this.#busy();
      return { kind: 'pass' };
    }
    const run = this.#begin(mode, turn, release);
    const turnTools = await this.#openTools(mode, turn);
    try {
      const card = host.currentCard();
      const eff = profiles.effective(mode, card);
      const profile = bound?.profile ?? eff.profile;
      if (!bound) run.preset = presetKeyOf(eff, card?.key);
      const loaded = bound ? bound.skills : await loadTurnSkills(skills.inventory.value, { mode, presetId: eff.presetId, character: card?.key }, eff.profile, (e) => skills.load(e));
      const chat = turn.chat;
      const extras = await this.#extras(profile, turnTools);
      const extraTools = extras.extraTools;
      const story = turnTools.story(turn.story);
      // The capsule cache is per chat: by its store key, as the run history that edits it.
      const previous = this.capsules.latest(chatStoreKey(chat));
      await this.#recordInput(run, turn, { story, profile, skills: loaded, extraTools: extraTools.map((t) => t.name), ...(previous ? { previousCapsule: previous.body } : {}), chat: await readChat(host.chatReader(chat)) });
      const input = {
        mode,
        profile,
        story,
        generationType: turn.type,
        chatId: chatStoreKey(chat),
        lastUser: turn.lastUser,
        skills: loaded,
        chat: host.chatReader(chat),
        lorebook: host.lorebookReader(chat),
        notes: host.notesStore(chat),
        notesOptions: run.messageIndex !== undefined ? { turn: run.messageIndex } : undefined,
        ...extras,
        modelFor: (name: string) => host.modelName(name),
        priceOf: this.#o.priceOf,
        trace: run.trace,
        cache: this.capsules,
        signal: run.controller.signal,
        isCurrent: () => host.currentChat()?.chatId === chat.chatId,
        stallTimeoutMs: profiles.settings.value.stallTimeoutSec * 1000,
        onEvent: (e: CapsuleEvent) => this.#watch(e),
        onFold: (text: string) => turn.progress?.(text),
        scheduler: this.#o.scheduler,
      } as CapsuleTurnInput;
      const result = await runCapsuleTurn(input);
      turn.progress?.(result.fold);
      if (result.outcome === 'chat-changed') host.notify('warning', 'The chat changed during the run; Troupe stopped and added nothing to it.');
      run.trace.event('turn', TURN_OUTPUT, { text: result.capsule ?? '', outcome: result.outcome });
      const capsule = result.capsule && result.body !== undefined ? { text: result.body, ...(result.key ? { anchor: result.key.anchor } : {}) } : undefined;
      this.#end(run, { outcome: CAPSULE_OUTCOME[result.outcome], detail: result.outcome, message: result.message, usage: result.usage }, capsule);
      const appendix = turnTools.capsuleAppendix();
      if (result.capsule && result.injection) return { kind: 'inject', capsule: { ...result.injection, text: appendix ? `${result.capsule}\n\n${appendix}` : result.capsule } };
      // No capsule: the reply goes ahead without guidance (a failure was already shown by #end;
      // a Stop also stops the host's generation through the same signal).
      return { kind: 'pass' };
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.#end(run, { outcome: 'failed', detail: 'error', message: `Troupe could not prepare guidance: ${message}` });
      return { kind: 'pass' };
    } finally {
      turnTools.close();
    }
  }

  /** The host and extension tools of this turn (per-turn providers bind theirs to its chat). */
  #openTools(mode: Mode, turn: GenerationTurn): Promise<OpenedTurnTools> {
    const none: OpenedTurnTools = { tools: [], story: (s) => s, capsuleAppendix: () => '', close: () => {} };
    const tools = this.#o.tools;
    if (!tools) return Promise.resolve(none);
    // The foreign registries (SillyTavern's function tools) are re-read first: a tool unregistered
    // since the last turn is not offered.
    return tools.refresh().then(() => tools.openTurn({ mode, chat: turn.chat, generation: turn }));
  }

  /** Keeps `runNotice` telling what a retry waits for, until the agent's next response arrives. */
  #watch(e: DirectorEvent | CapsuleEvent): void {
    if (e.type === 'stream-retry') this.runNotice.value = `Retrying ${e.agentId} in ${Math.round(e.delayMs / 1000)} s: ${noticeText(e.error.message, 160)}`;
    else if (e.type === 'response' && this.runNotice.value) this.runNotice.value = null;
  }

  /** The first entry of the trace: what a replay needs of this turn (see turn-record.ts). */
  async #recordInput(run: ActiveRun, turn: GenerationTurn, o: { story: StoryContext; profile: Profile; skills: readonly Skill[]; extraTools: string[]; previousCapsule?: string; chat?: TurnInputRecord['chat']; slot?: TurnInputRecord['slot']; team?: 'full' | 'light' }) {
    let notes: TurnInputRecord['notes'] = [];
    try {
      notes = structuredClone(await this.#o.host.notesStore(turn.chat).load());
    } catch {
      // Notes that cannot be read now cannot be read by the turn either.
    }
    const record: TurnInputRecord = {
      mode: run.mode,
      generationType: turn.type,
      story: o.story,
      profile: o.profile,
      skills: skillStubsOf(o.skills, preloadedSkillNames(run.mode, o.profile)),
      extraTools: o.extraTools,
      ...(turn.lastUser ? { lastUser: turn.lastUser } : {}),
      ...(o.previousCapsule !== undefined ? { previousCapsule: o.previousCapsule } : {}),
      ...(o.slot ? { slot: o.slot } : {}),
      ...(o.team ? { team: o.team } : {}),
      notes: Array.isArray(notes) ? notes : [],
      ...(run.messageIndex !== undefined ? { messageIndex: run.messageIndex } : {}),
      ...(o.chat ? { chat: o.chat } : {}),
    };
    run.trace.event('turn', TURN_INPUT, record as unknown as Record<string, unknown>);
  }

  /**
   * Replaces the guidance of a chat's cached capsule when it belongs to user turn `anchor`: swipes and
   * regenerations of that message then inject the edited text. False when the cache no longer holds it.
   */
  editCapsule(chatId: string, anchor: { index: number; hash: string } | undefined, body: string): boolean {
    const entry = this.capsules.latest(chatId);
    if (!entry || !anchor || entry.key.anchor.index !== anchor.index || entry.key.anchor.hash !== anchor.hash) return false;
    const capsule = entry.body && entry.capsule.includes(entry.body) ? entry.capsule.replace(entry.body, () => body) : body;
    this.capsules.set({ ...entry, capsule, body, injection: { ...entry.injection, text: capsule } });
    return true;
  }

  #begin(mode: Mode, turn: GenerationTurn, release: Release): ActiveRun {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    if (turn.signal.aborted) controller.abort();
    else turn.signal.addEventListener('abort', onAbort, { once: true });
    const messageIndex = replyIndex(turn);
    const run: ActiveRun = {
      mode,
      chatId: turn.chat.chatId,
      storeKey: chatStoreKey(turn.chat),
      startedAt: this.#now(),
      controller,
      trace: createTrace({ mode }),
      generationType: turn.type,
      ...(messageIndex !== undefined ? { messageIndex } : {}),
    };
    this.#releases.set(run, release);
    this.running.value = run;
    this.liveTrace.value = run.trace;
    this.#o.host.emit(RUN_EVENTS.started, { mode, chatId: run.chatId, generationType: turn.type });
    return run;
  }

  #end(run: ActiveRun, summary: Omit<RunSummary, 'mode' | 'chatId' | 'storeKey' | 'startedAt' | 'durationMs'>, capsule?: FinishedRun['capsule']) {
    this.#releases.get(run)?.();
    if (this.running.value === run) {
      this.running.value = null;
      this.runNotice.value = null;
    }
    const trace = run.trace;
    if (this.liveTrace.value === trace) this.liveTrace.value = null;
    // A turn that failed before its engine ran still ends its trace.
    if (trace.finished() === undefined) trace.finish(summary.detail);
    const full: RunSummary = { mode: run.mode, chatId: run.chatId, storeKey: run.storeKey, startedAt: run.startedAt, durationMs: this.#now() - run.startedAt, ...summary };
    this.lastRun.value = full;
    this.lastTrace.value = trace;
    this.#o.host.emit(RUN_EVENTS.ended, full);
    if (summary.outcome === 'failed' && summary.message) this.#o.host.notify('error', summary.message);
    if (trace.entries.some((e) => e.kind === 'event' && e.name === 'budget-stop')) {
      this.#o.host.notify('warning', run.mode === 'director' ? BUDGET_NOTICE.director : BUDGET_NOTICE.capsule);
    }
    try {
      this.#o.onRunEnded?.({
        summary: full, trace, generationType: run.generationType, ...(run.messageIndex !== undefined ? { messageIndex: run.messageIndex } : {}), ...(capsule ? { capsule } : {}),
        ...(run.preset !== undefined ? { preset: run.preset } : {}), ...(run.team ? { team: run.team } : {}),
      });
    } catch {
      // The history's bug must not break the turn.
    }
    this.runsEnded.value++;
  }

  async #runDirector({ directorConfigFromProfile, runDirectorTurn }: Engines, turn: GenerationTurn, slot: ReplySlot, team: 'full' | 'light' = 'full'): Promise<void> {
    const { host, profiles, skills } = this.#o;
    const release = await this.#locks.tryAcquire(turn.chat.chatId);
    if (!release) {
      // Another run writes into this chat: leave the slot as it was.
      await slot.discard();
      this.#busy();
      return;
    }
    const run = this.#begin('director', turn, release);
    const turnTools = await this.#openTools('director', turn);
    try {
      const card = host.currentCard();
      const eff = profiles.effective('director', card);
      const profile = eff.profile as DirectorProfile;
      run.preset = presetKeyOf(eff, card?.key);
      run.team = team;
      const loaded = await loadTurnSkills(
        skills.inventory.value,
        { mode: 'director', presetId: eff.presetId, character: card?.key },
        profile,
        (entries) => skills.load(entries),
      );
      const extras = await this.#extras(profile, turnTools);
      const extraTools = extras.extraTools;
      const config = directorConfigFromProfile(profile, { skills: loaded, extraToolNames: extraTools.map((t) => t.name) });
      const chat = turn.chat;
      const story = turnTools.story(turn.story);
      await this.#recordInput(run, turn, { story, profile, skills: loaded, extraTools: extraTools.map((t) => t.name), slot: { initialText: slot.initialText, initialReasoning: slot.initialReasoning }, team });
      const result = await runDirectorTurn({
        config,
        story,
        generationType: turn.type as 'normal',
        slot,
        team,
        ...extras,
        modelFor: (name) => host.modelName(name),
        priceOf: this.#o.priceOf,
        trace: run.trace,
        notes: host.notesStore(chat),
        notesOptions: run.messageIndex !== undefined ? { turn: run.messageIndex } : undefined,
        chat: host.chatReader(chat),
        lorebook: host.lorebookReader(chat),
        stallTimeoutMs: profiles.settings.value.stallTimeoutSec * 1000,
        signal: run.controller.signal,
        scheduler: this.#o.scheduler,
        onEvent: (e) => {
          this.#watch(e);
          if (e.type === 'subagent' && ['completed', 'failed', 'cancelled'].includes(e.record.status)) {
            host.emit(RUN_EVENTS.subagentFinished, { chatId: chat.chatId, handle: e.record.handle, subagentId: e.record.subagentId, status: e.record.status });
          }
        },
      });
      if (result.outcome === 'chat-changed') host.notify('warning', 'The chat changed during the run; Troupe stopped writing into it.');
      run.trace.event('turn', TURN_OUTPUT, { text: result.text, outcome: result.outcome });
      this.#end(run, { outcome: DIRECTOR_OUTCOME[result.outcome], detail: result.outcome, message: result.error, usage: result.usage });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.#end(run, { outcome: 'failed', detail: 'error', message: `Troupe could not run the turn: ${message}` });
    } finally {
      turnTools.close();
    }
  }
}
