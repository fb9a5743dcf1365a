// Decides what Troupe does with each generation the host offers, and runs it: director takes the
// reply over; the capsule modes prepare guidance the host injects. Owns the run signals the UI reads.
import { signal } from '@preact/signals';
import { directorConfigFromProfile } from '../core/engines/director/from-profile.ts';
import { isDirectorGenerationType, runDirectorTurn, type DirectorEvent, type DirectorTurnResult } from '../core/engines/director/engine.ts';
import type { Scheduler } from '../core/engines/runtime/fold-renderer.ts';
import type { ReplySlot } from '../core/engines/runtime/slot.ts';
import type { DirectorProfile } from '../core/profiles/schemas/director.ts';
import { createCapsuleCache, type CapsuleCache } from '../core/engines/capsule/swipe-cache.ts';
import { isCapsuleGenerationType, runCapsuleTurn, type CapsuleEvent, type CapsuleOutcome, type CapsuleTurnInput } from '../core/engines/capsule/turn.ts';
import type { CapsuleMode } from '../core/profiles/modes.ts';
import type { Mode } from '../core/profiles/modes.ts';
import type { Trace } from '../core/trace/trace.ts';
import type { GenerationDecision, GenerationTurn, Host } from '../hosts/host.ts';
import type { ProfilesService } from './profiles-service.ts';
import type { RunningTurn, RunOutcome, RunSummary } from './run-state.ts';
import type { SkillsService } from './skills-service.ts';
import { noticeText } from '../core/notice-text.ts';
import type { OpenedTurnTools, ToolRegistry } from './tool-registry.ts';
import { loadTurnSkills } from './turn-skills.ts';
import { defaultRunLocks, type Release, type RunLocks } from './run-lock.ts';
import type { BoundTurn } from './chat-package.ts';

export interface OrchestratorOptions {
  host: Host;
  profiles: ProfilesService;
  skills: SkillsService;
  /** Host and extension tools; each turn offers the ones registered when it starts. */
  tools?: ToolRegistry;
  /** When fold writes happen: requestAnimationFrame in a page. */
  scheduler?: Scheduler;
  now?(): number;
  /** One run per chat; default: Web Locks across tabs where available, else this tab. */
  locks?: RunLocks;
  /** A chat bound to a skill package runs the package's agenda profile with the package's skills only. */
  boundTurn?(turn: GenerationTurn): Promise<BoundTurn | null>;
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
  aborted: 'cancelled',
  'chat-changed': 'cancelled',
  error: 'failed',
};

export class Orchestrator {
  readonly running = signal<RunningTurn | null>(null);
  /** What the run in progress is waiting for, when it is not plain work (a retry after a stall). */
  readonly runNotice = signal<string | null>(null);
  readonly lastRun = signal<RunSummary | null>(null);
  readonly lastTrace = signal<Trace | null>(null);
  readonly #o: OrchestratorOptions;
  /** One run per chat at a time (across tabs where the browser allows). */
  readonly #locks: RunLocks;
  #releases = new WeakMap<RunningTurn, Release>();
  /** Capsules of recent user turns, reused by swipes and regenerations of the same turn. */
  readonly capsules: CapsuleCache = createCapsuleCache();

  constructor(options: OrchestratorOptions) {
    this.#o = options;
    this.#locks = options.locks ?? defaultRunLocks();
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
    const bound = await this.#o.boundTurn?.(turn);
    if (bound) return isCapsuleGenerationType(turn.type) ? this.#runCapsule('agenda', turn, bound) : { kind: 'pass' };
    const mode = profiles.mode.value;
    if (mode === 'director') {
      if (!isDirectorGenerationType(turn.type)) return { kind: 'pass' };
      return { kind: 'takeover', run: (slot) => this.#runDirector(turn, slot) };
    }
    if (!isCapsuleGenerationType(turn.type)) return { kind: 'pass' };
    return this.#runCapsule(mode, turn);
  }

  /** Skills changed: capsules computed with the old ones are not reused. */
  invalidateCapsules(): void {
    this.capsules.clear();
  }

  #busy() {
    this.#o.host.notify('warning', 'Troupe is already working on this chat (here or in another tab); wait for it or press Stop there.');
  }

  async #runCapsule(mode: CapsuleMode, turn: GenerationTurn, bound?: BoundTurn): Promise<GenerationDecision> {
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
      const loaded = bound ? bound.skills : await loadTurnSkills(skills.inventory.value, { mode, presetId: eff.presetId, character: card?.key }, eff.profile, (e) => skills.load(e));
      const chat = turn.chat;
      const input = {
        mode,
        profile,
        story: turnTools.story(turn.story),
        generationType: turn.type,
        chatId: chat.chatId,
        lastUser: turn.lastUser,
        skills: loaded,
        chat: host.chatReader(chat),
        lorebook: host.lorebookReader(chat),
        notes: host.notesStore(chat),
        extraTools: turnTools.tools,
        clientFor: (name: string) => host.modelClient(name),
        modelFor: (name: string) => host.modelName(name),
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
      this.#end(run, { outcome: CAPSULE_OUTCOME[result.outcome], detail: result.outcome, message: result.message, usage: result.usage }, result.trace);
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
    return this.#o.tools ? this.#o.tools.openTurn({ mode, chat: turn.chat, generation: turn }) : Promise.resolve(none);
  }

  /** Keeps `runNotice` telling what a retry waits for, until the agent's next response arrives. */
  #watch(e: DirectorEvent | CapsuleEvent): void {
    if (e.type === 'stream-retry') this.runNotice.value = `Retrying ${e.agentId} in ${Math.round(e.delayMs / 1000)} s: ${noticeText(e.error.message, 160)}`;
    else if (e.type === 'response' && this.runNotice.value) this.runNotice.value = null;
  }

  #begin(mode: Mode, turn: GenerationTurn, release: Release): RunningTurn {
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    if (turn.signal.aborted) controller.abort();
    else turn.signal.addEventListener('abort', onAbort, { once: true });
    const run: RunningTurn = { mode, chatId: turn.chat.chatId, startedAt: this.#now(), controller };
    this.#releases.set(run, release);
    this.running.value = run;
    this.#o.host.emit(RUN_EVENTS.started, { mode, chatId: run.chatId, generationType: turn.type });
    return run;
  }

  #end(run: RunningTurn, summary: Omit<RunSummary, 'mode' | 'chatId' | 'startedAt' | 'durationMs'>, trace?: Trace) {
    this.#releases.get(run)?.();
    if (this.running.value === run) {
      this.running.value = null;
      this.runNotice.value = null;
    }
    const full: RunSummary = { mode: run.mode, chatId: run.chatId, startedAt: run.startedAt, durationMs: this.#now() - run.startedAt, ...summary };
    this.lastRun.value = full;
    if (trace) this.lastTrace.value = trace;
    this.#o.host.emit(RUN_EVENTS.ended, full);
    if (summary.outcome === 'failed' && summary.message) this.#o.host.notify('error', summary.message);
  }

  async #runDirector(turn: GenerationTurn, slot: ReplySlot): Promise<void> {
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
      const loaded = await loadTurnSkills(
        skills.inventory.value,
        { mode: 'director', presetId: eff.presetId, character: card?.key },
        profile,
        (entries) => skills.load(entries),
      );
      const extraTools = turnTools.tools;
      const config = directorConfigFromProfile(profile, { skills: loaded, extraToolNames: extraTools.map((t) => t.name) });
      const chat = turn.chat;
      const result = await runDirectorTurn({
        config,
        story: turnTools.story(turn.story),
        generationType: turn.type as 'normal',
        slot,
        clientFor: (name) => host.modelClient(name),
        modelFor: (name) => host.modelName(name),
        notes: host.notesStore(chat),
        chat: host.chatReader(chat),
        lorebook: host.lorebookReader(chat),
        extraTools,
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
      this.#end(run, { outcome: DIRECTOR_OUTCOME[result.outcome], detail: result.outcome, message: result.error, usage: result.usage }, result.trace);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      this.#end(run, { outcome: 'failed', detail: 'error', message: `Troupe could not run the turn: ${message}` });
    } finally {
      turnTools.close();
    }
  }
}
