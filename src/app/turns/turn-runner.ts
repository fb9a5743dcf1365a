// The one turn pipeline. Every mode's turn goes through `TurnRunner.run`: the chat's run lock, the run
// signals and trace, the turn's tools, the effective profile, its skills, the extras (hand-written tools, each
// connection's client, the prompt presets), the turn record, then the mode's engine (turn-modes.ts, the
// one per-mode table), its outcome in the run history, and the decision the host carries out. The
// waves and preloads (prefetch, the after wave) run inside the engines' shared runtime
// (src/core/engines/runtime/turn.ts), which both engine families open.
import { signal } from '@preact/signals-core';
import type { DirectorEvent } from '../../core/engines/director/engine.ts';
import type { Scheduler } from '../../core/engines/runtime/fold-renderer.ts';
import type { CapsuleEvent } from '../../core/engines/capsule/turn.ts';
import { createCapsuleCache, type CapsuleCache } from '../../core/engines/capsule/swipe-cache.ts';
import type { ToolProtocolState } from '../../core/llm/text-tools.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { PriceLookup } from '../../core/trace/cost.ts';
import { createTrace, type Trace } from '../../core/trace/trace.ts';
import { noticeText } from '../../core/notice-text.ts';
import { chatStoreKey, type ChatRef, type GenerationDecision, type GenerationTurn, type Host } from '../../ports/host.ts';
import type { HandWrittenToolsService } from '../tools/hand-written-tools.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import { defaultRunLocks, type Release, type RunLocks } from './run-lock.ts';
import { presetKeyOf, type FinishedRun, type RunningTurn, type RunSummary } from '../runs/run-state.ts';
import type { SkillsService } from '../skills/skills-service.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import { turnExtras } from './turn-extras.ts';
import { preloadedSkillNames, skillStubsOf, TURN_INPUT, TURN_OUTPUT, type TurnInputRecord } from './turn-record.ts';
import { loadTurnSkills } from './turn-skills.ts';
import { turnModeOf, type Engines, type ModeEnd } from './turn-modes.ts';
import { modeDescriptor } from '../../core/modes/index.ts';
import { ANGLE_PAUSE_EVENT, AnglePauses, eitherSignal, type PauseStore } from './angle-pause.ts';
import { turnAnchor, type TurnAnchor } from '../../core/engines/capsule/swipe-cache.ts';
import type { ChosenAngle } from '../../core/engines/runtime/angles.ts';
import type { ActiveRun, PreparedTurn, TurnCommon, TurnRequest } from './turn-types.ts';
import type { OpenedTurnTools } from '../tools/tool-registry.ts';
import { AfterReplyCurators, CURATOR_ENDED } from './after-reply.ts';

export type { ActiveRun, PreparedTurn, TurnCommon, TurnRequest } from './turn-types.ts';

export interface TurnRunnerOptions {
  host: Host;
  profiles: ProfilesService;
  skills: SkillsService;
  /** Host and extension tools; each turn offers the ones registered when it starts. */
  tools?: ToolRegistry;
  /** The profile's hand-written tools, run in the sandbox once the user allowed their code. */
  handWrittenTools?: HandWrittenToolsService;
  /** When fold writes happen: requestAnimationFrame in a page. */
  scheduler?: Scheduler;
  now?(): number;
  /** One run per chat; default: Web Locks across tabs where available, else this tab. */
  locks?: RunLocks;
  /** Prices by model, for cost budgets (the app's price table). */
  priceOf?: PriceLookup;
  /** Every finished run with its trace (the run history keeps them). */
  onRunEnded?(run: FinishedRun): void;
  /** Where a pause for the user's input is kept while it waits, so a reload offers it again. */
  pauseStore?: PauseStore;
  /**
   * Memory kept by memory_curator in every mode (memory on, "keep memory with the curator" on): how
   * often it runs; null when off (the profile's team as it is, and no request more).
   */
  memoryCurator?(chat: ChatRef): { every: number } | null;
}

/** Events other extensions can listen to on the host's event bus (documented in docs/api.md). */
export const RUN_EVENTS = {
  started: 'troupe:run-started',
  subagentFinished: 'troupe:subagent-finished',
  ended: 'troupe:run-ended',
  /** A turn waits for the user's angle ("Let me choose the angle"), or a stored pause is offered again. */
  anglePause: ANGLE_PAUSE_EVENT,
  /** memory_curator finished its run after a reply the host wrote (capsule modes with memory kept by the curator). */
  curatorEnded: CURATOR_ENDED,
} as const;

/** What the user is told when the budget guard ended a turn. */
export const BUDGET_NOTICE = {
  director:
    "Troupe ended this turn early: the profile's budget per turn was spent. The reply was saved as the agents left it; the run view shows where the tokens went.",
  capsule: "Troupe ended this turn's agents early: the profile's budget per turn was spent. The run view shows where the tokens went.",
};

/** The chat message a generation writes (0-based), when the host's numbering tells it. */
export function replyIndex(turn: GenerationTurn): number | undefined {
  if (turn.type === 'impersonate' || turn.type === 'quiet') return undefined;
  if (turn.type === 'continue') return Math.max(0, turn.story.history.length - 1);
  return turn.lastUser ? turn.lastUser.index + 1 : turn.story.history.length;
}

export class TurnRunner {
  readonly running = signal<RunningTurn | null>(null);
  /** What the run in progress is waiting for, when it is not plain work (a retry after a stall). */
  readonly runNotice = signal<string | null>(null);
  readonly lastRun = signal<RunSummary | null>(null);
  readonly lastTrace = signal<Trace | null>(null);
  /** The trace of the run in progress (null between runs): the run view draws it live. */
  readonly liveTrace = signal<Trace | null>(null);
  /** Grows by one each time a run has ended and its trace is final (the run history reloads on it). */
  readonly runsEnded = signal(0);
  /** Capsules of recent user turns, reused by swipes and regenerations of the same turn. */
  readonly capsules: CapsuleCache = createCapsuleCache();
  readonly #o: TurnRunnerOptions;
  /** One run per chat at a time (across tabs where the browser allows). */
  readonly #locks: RunLocks;
  readonly #releases = new WeakMap<RunningTurn, Release>();
  /** What the `auto` tool protocol learned about each connection during this page's life. */
  readonly #protocolStates = new Map<string, ToolProtocolState>();
  /** The pause for the user's input ("Let me choose the angle"): the question the UI shows and answers. */
  readonly angles: AnglePauses;
  /** Answers to restored pauses, by chat store key: the next turn of that user turn runs with it. */
  readonly #resumed = new Map<string, { anchor: TurnAnchor; angle: ChosenAngle }>();
  /** Curators waiting for or working on a reply the host writes (a new turn in their chat stops them). */
  readonly #curators: AfterReplyCurators;

  constructor(options: TurnRunnerOptions) {
    this.#o = options;
    this.#locks = options.locks ?? defaultRunLocks();
    const { host } = options;
    this.#curators = new AfterReplyCurators({
      host,
      skills: options.skills,
      memoryCurator: options.memoryCurator,
      onRunEnded: options.onRunEnded,
      now: () => this.#now(),
      ended: () => this.runsEnded.value++,
    });
    this.angles = new AnglePauses({
      store: options.pauseStore,
      emit: (e, p) => host.emit(e, p),
      resume: async (storeKey, anchor, angle) => {
        this.#resumed.set(storeKey, { anchor, angle });
        // The reply is generated again; without a host that can, the answer waits for the user's own.
        await host.replyAgain?.();
      },
    });
  }

  /** The answer a restored pause left for this user turn (taken once). */
  #takeResumed(turn: GenerationTurn): ChosenAngle | undefined {
    const key = chatStoreKey(turn.chat);
    const kept = this.#resumed.get(key);
    if (!kept || !turn.lastUser || turn.type === 'impersonate' || turn.type === 'quiet') return undefined;
    this.#resumed.delete(key);
    const anchor = turnAnchor(turn.lastUser);
    return anchor.index === kept.anchor.index && anchor.hash === kept.anchor.hash ? kept.angle : undefined;
  }

  /** Resolves once every curator started after a reply has finished. */
  afterRepliesIdle(): Promise<void> {
    return this.#curators.idle();
  }

  /** Runs one turn of `request.mode` with the engines loaded; the decision is what the host carries out. */
  async run(engines: Engines, request: TurnRequest): Promise<GenerationDecision> {
    const { host, profiles, skills } = this.#o;
    const { mode, turn, bound, slot } = request;
    const entry = turnModeOf(mode);
    // A curator still waiting for (or working on) this chat's last reply stops: this turn comes first
    // (what it wrote stays with that reply).
    this.#curators.stop(turn.chat.chatId);
    const release = await this.#locks.tryAcquire(turn.chat.chatId);
    if (!release) {
      // Another run writes into this chat: a slot is left as it was.
      await slot?.discard();
      host.notify('warning', 'Troupe is already working on this chat (here or in another tab); wait for it or press Stop there.');
      return { kind: 'pass' };
    }
    const run = this.#begin(mode, turn, release);
    const chosenAngle = request.angle ?? this.#takeResumed(turn);
    // A new turn of the chat supersedes a pause stored for it (answered or not): its card goes.
    void this.angles.forget(run.storeKey).catch(() => {});
    const tools = await this.#openTools(mode, turn);
    /** The tools stay open past the run while a curator works on the host's reply. */
    let toolsHeld = false;
    try {
      const card = host.currentCard();
      const eff = profiles.effective(mode, card);
      const profile = bound?.profile ?? eff.profile;
      if (!bound) run.preset = presetKeyOf(eff, card?.key);
      const team = request.team ?? 'full';
      if (modeDescriptor(mode).output === 'reply') run.team = team;
      const loaded = bound
        ? bound.skills
        : await loadTurnSkills(skills.inventory.value, { mode, presetId: eff.presetId, character: card?.key }, eff.profile, (e) => skills.load(e));
      const extras = await turnExtras(
        {
          host,
          handWrittenTools: this.#o.handWrittenTools,
          protocolStates: this.#protocolStates,
          protocolOf: (c) => profiles.settings.value.toolProtocols[c] ?? 'auto',
        },
        profile as never,
        tools.tools,
      );
      const chat = turn.chat;
      const story = tools.story(turn.story);
      const common: TurnCommon = {
        ...extras,
        story,
        skills: loaded,
        chat: host.chatReader(chat),
        lorebook: host.lorebookReader(chat),
        notes: host.notesStore(chat),
        notesOptions: run.messageIndex !== undefined ? { turn: run.messageIndex } : undefined,
        modelFor: (name) => host.modelName(name),
        priceOf: this.#o.priceOf,
        trace: run.trace,
        signal: run.controller.signal,
        stallTimeoutMs: profiles.settings.value.stallTimeoutSec * 1000,
        scheduler: this.#o.scheduler,
        chooseAngle: (angles, sketches, turnSignal) =>
          this.angles.ask({
            storeKey: run.storeKey,
            ...(turn.lastUser ? { anchor: turnAnchor(turn.lastUser) } : {}),
            angles,
            sketches,
            waitSec: Number((profile as { angleWaitSec?: unknown }).angleWaitSec) || 0,
            // The run's Stop, and the engine's own end of the turn (another chat on screen).
            signal: eitherSignal(run.controller.signal, turnSignal),
          }),
        ...(request.direction ? { direction: request.direction } : {}),
      };
      const curator = await this.#curators.plan(mode, chat, eff.presetId, card?.key);
      const prepared: PreparedTurn = {
        mode,
        turn,
        run,
        profile,
        common,
        team,
        ...(curator ? { curator } : {}),
        ...(slot ? { slot } : {}),
        ...(chosenAngle ? { chosenAngle } : {}),
        capsuleAppendix: () => tools.capsuleAppendix(),
        isCurrent: () => host.currentChat()?.chatId === chat.chatId,
        onEvent: (e) => this.#watch(chat.chatId, e),
      };
      await this.#recordInput(prepared, await entry.record(prepared, this.capsules));
      const end = await entry.run(engines, prepared, this.capsules);
      if (end.chatChanged) host.notify('warning', entry.chatChangedText);
      run.trace.event('turn', TURN_OUTPUT, { text: end.output, outcome: end.summary.detail });
      this.#end(run, end.summary, end.capsule);
      if (end.afterReply) {
        // The host writes the reply next: the turn's memory writes stay open for the curator, which
        // runs once that reply is saved carrying the turn's mark.
        const hold = tools.hold();
        if (hold) {
          toolsHeld = true;
          this.#curators.start(prepared, hold, tools, end.afterReply);
        }
      }
      return end.decision;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.#end(run, { outcome: 'failed', detail: 'error', message: `${entry.failureText}: ${message}` });
      return { kind: 'pass' };
    } finally {
      if (!toolsHeld) tools.close();
    }
  }

  /** The host and extension tools of this turn (per-turn providers bind theirs to its chat). */
  #openTools(mode: Mode, turn: GenerationTurn): Promise<OpenedTurnTools> {
    const none: OpenedTurnTools = { tools: [], story: (s) => s, capsuleAppendix: () => '', close: () => {}, hold: () => null };
    const tools = this.#o.tools;
    if (!tools) return Promise.resolve(none);
    // The foreign registries (SillyTavern's function tools) are re-read first: a tool unregistered
    // since the last turn is not offered.
    return tools.refresh().then(() => tools.openTurn({ mode, chat: turn.chat, generation: turn }));
  }

  #watch(chatId: string, e: DirectorEvent | CapsuleEvent): void {
    if (e.type === 'stream-retry') this.runNotice.value = `Retrying ${e.agentId} in ${Math.round(e.delayMs / 1000)} s: ${noticeText(e.error.message, 160)}`;
    else if (e.type === 'response' && this.runNotice.value) this.runNotice.value = null;
    if (e.type === 'subagent' && ['completed', 'failed', 'cancelled'].includes(e.record.status)) {
      this.#o.host.emit(RUN_EVENTS.subagentFinished, { chatId, handle: e.record.handle, subagentId: e.record.subagentId, status: e.record.status });
    }
  }

  /** The first entry of the trace: what a replay needs of this turn (see turn-record.ts). */
  async #recordInput(p: PreparedTurn, ownRecord: Partial<TurnInputRecord>): Promise<void> {
    const { run, turn, profile, common, curator } = p;
    // The curator's method skills are part of its system message: the record keeps their text.
    const own = curator?.skills.filter((s) => !common.skills.some((c) => c.name === s.name)) ?? [];
    const preloaded = [...preloadedSkillNames(run.mode, profile), ...(curator?.skills.map((s) => s.name) ?? [])];
    let notes: TurnInputRecord['notes'] = [];
    try {
      notes = structuredClone(await common.notes.load());
    } catch {
      // Notes that cannot be read now cannot be read by the turn either.
    }
    const record: TurnInputRecord = {
      mode: run.mode,
      generationType: turn.type,
      story: common.story,
      profile,
      skills: skillStubsOf([...common.skills, ...own], preloaded),
      extraTools: common.extraTools.map((t) => t.name),
      ...(turn.lastUser ? { lastUser: turn.lastUser } : {}),
      ...(common.direction ? { direction: common.direction } : {}),
      ...(curator ? { curator: { every: curator.every, lang: curator.lang } } : {}),
      ...ownRecord,
      notes: Array.isArray(notes) ? notes : [],
      ...(run.messageIndex !== undefined ? { messageIndex: run.messageIndex } : {}),
    };
    run.trace.event('turn', TURN_INPUT, record as unknown as Record<string, unknown>);
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
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

  #end(run: ActiveRun, summary: ModeEnd['summary'], capsule?: FinishedRun['capsule']) {
    const { host } = this.#o;
    this.#releases.get(run)?.();
    if (this.running.value === run) {
      this.running.value = null;
      this.runNotice.value = null;
    }
    const trace = run.trace;
    if (this.liveTrace.value === trace) this.liveTrace.value = null;
    // A turn that failed before its engine ran still ends its trace.
    if (trace.finished() === undefined) trace.finish(summary.detail);
    const full: RunSummary = {
      mode: run.mode,
      chatId: run.chatId,
      storeKey: run.storeKey,
      startedAt: run.startedAt,
      durationMs: this.#now() - run.startedAt,
      ...summary,
    };
    this.lastRun.value = full;
    this.lastTrace.value = trace;
    host.emit(RUN_EVENTS.ended, full);
    if (summary.outcome === 'failed' && summary.message) host.notify('error', summary.message);
    if (trace.entries.some((e) => e.kind === 'event' && e.name === 'budget-stop')) {
      host.notify('warning', modeDescriptor(run.mode).output === 'reply' ? BUDGET_NOTICE.director : BUDGET_NOTICE.capsule);
    }
    try {
      this.#o.onRunEnded?.({
        summary: full,
        trace,
        generationType: run.generationType,
        ...(run.messageIndex !== undefined ? { messageIndex: run.messageIndex } : {}),
        ...(capsule ? { capsule } : {}),
        ...(run.preset !== undefined ? { preset: run.preset } : {}),
        ...(run.team ? { team: run.team } : {}),
      });
    } catch {
      // The history's bug must not break the turn.
    }
    this.runsEnded.value++;
  }
}
