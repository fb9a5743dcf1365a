// Decides what Troupe does with each generation the host offers: which mode, which team, pass or run.
// The run itself goes through the one turn pipeline (turn-runner.ts, with the per-mode table of
// turn-modes.ts). Owns the run signals the UI reads (the runner's).
import type { ModelClient } from '../../core/llm/types.ts';
import { turnAnchor, type CapsuleCache, type TurnAnchor } from '../../core/engines/capsule/swipe-cache.ts';
import { chatStoreKey, takeOver, type GenerationDecision, type GenerationTurn } from '../../ports/host.ts';
import type { BoundTurn } from '../packages/chat-package.ts';
import { lazyPart } from '../../ports/lazy-part.ts';
import { replyPartFailureText } from '../part-failure.ts';
import { prepareToolSchemas } from '../../core/agent/tool.ts';
import type { TurnTeam } from '../settings.ts';
import { profileToolNames } from '../profiles/profile-tools.ts';
import { loadTurnSkills } from './turn-skills.ts';
import { TurnRunner, type TurnRequest, type TurnRunnerOptions } from './turn-runner.ts';
import type { Engines } from './turn-modes.ts';
import { modeDescriptor, modeTurn, type ModeDescriptor } from '../../core/modes/index.ts';
import type { Mode } from '../../core/profiles/modes.ts';

export { BUDGET_NOTICE, RUN_EVENTS, replyIndex } from './turn-runner.ts';

/** The engines load at the first generation Troupe runs (their own chunk). */
const enginesPart = lazyPart(import.meta.url, () => import('./engines.ts'));

export interface OrchestratorOptions extends TurnRunnerOptions {
  /** A chat bound to a skill package runs the package's agenda profile with the package's skills only. */
  boundTurn?(turn: GenerationTurn): Promise<BoundTurn | null>;
  /** The user's direction a generation runs with (chats/directions.ts), or none. */
  direction?(turn: GenerationTurn): Promise<string | undefined>;
}

/** Generations that redo the reply of a turn already answered: they keep that turn's team choice. */
const REDO_TYPES: readonly string[] = ['swipe', 'regenerate', 'continue'];

export class Orchestrator {
  readonly running: TurnRunner['running'];
  /** What the run in progress is waiting for, when it is not plain work (a retry after a stall). */
  readonly runNotice: TurnRunner['runNotice'];
  readonly lastRun: TurnRunner['lastRun'];
  readonly lastTrace: TurnRunner['lastTrace'];
  /** The trace of the run in progress (null between runs): the run view draws it live. */
  readonly liveTrace: TurnRunner['liveTrace'];
  /** Grows by one each time a run has ended and its trace is final (the run history reloads on it). */
  readonly runsEnded: TurnRunner['runsEnded'];
  /** Capsules of recent user turns, reused by swipes and regenerations of the same turn. */
  readonly capsules: CapsuleCache;
  /** The turn's pause for the user's pick of the angle: the question the UI shows and answers. */
  readonly angles: TurnRunner['angles'];
  readonly #o: OrchestratorOptions;
  readonly #runner: TurnRunner;
  /** The team choice of each chat's latest user turn (by store key), kept by its swipes and regenerations. */
  readonly #turnTeams = new Map<string, { anchor: TurnAnchor; team: TurnTeam }>();

  constructor(options: OrchestratorOptions) {
    this.#o = options;
    const runner = (this.#runner = new TurnRunner(options));
    ({
      running: this.running,
      runNotice: this.runNotice,
      lastRun: this.lastRun,
      lastTrace: this.lastTrace,
      liveTrace: this.liveTrace,
      runsEnded: this.runsEnded,
      capsules: this.capsules,
      angles: this.angles,
    } = runner);
  }

  /** Resolves once every memory_curator started after a host's reply has finished. */
  afterRepliesIdle(): Promise<void> {
    return this.#runner.afterRepliesIdle();
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
    const direction = await this.#o.direction?.(turn).catch(() => undefined);
    const request: TurnRequest = {
      ...(bound ? { mode: 'agenda', turn, bound, team } : { mode: profiles.mode.value, turn, team }),
      ...(direction ? { direction } : {}),
    };
    // What the mode's descriptor says its turn does here: write the reply, write a capsule, or nothing
    // ('light', the writer alone, is only a mode's with one; the capsule modes then let the host reply).
    const output = modeTurn(request.mode, turn.type, team);
    if (!output) return { kind: 'pass' };
    if (output === 'reply')
      return this.#withEngines(request.mode, (e) => takeOver(turn, async (slot) => void (await this.#runner.run(e, { ...request, slot }))));
    return this.#withEngines(request.mode, (e) => this.#runner.run(e, request));
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
    await Promise.all([
      enginesPart.load().catch(() => {}),
      (modeDescriptor(mode) as ModeDescriptor).engine().catch(() => {}),
      host.loadModelClients?.().catch(() => {}),
      host.promptPresetSource([]).catch(() => {}),
      preloadSkills().catch(() => {}),
      prepareTools().catch(() => {}),
    ]);
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
    const { dryRunCurrentProfile } = await import('../workbench/workbench-dry-run.ts');
    const refuse: ModelClient = async function* () {
      yield { type: 'error', error: { message: 'Troupe warm-up: nothing is sent.', kind: 'aborted', retryable: false } };
    };
    await dryRunCurrentProfile({ host, skills, tools, profiles, card: host.currentCard(), client: refuse }, new AbortController().signal);
  }

  /**
   * Runs `next` with the engines loaded (and the mode's own engine, a capsule mode's chunk); when they
   * cannot be loaded, says so and passes (nothing was written).
   */
  async #withEngines(mode: Mode, next: (engines: Engines) => GenerationDecision | Promise<GenerationDecision>): Promise<GenerationDecision> {
    let engines: Engines;
    try {
      // The host's transport too (SillyTavern's is a chunk): a turn that could not send would end half-done.
      [engines] = await Promise.all([enginesPart.load(), this.#o.host.loadModelClients?.(), (modeDescriptor(mode) as ModeDescriptor).engine()]);
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
}
