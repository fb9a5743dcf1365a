// The run history behind the run view: every finished run is stored with its trace (the last N per
// chat), the chat on screen's turns and totals are kept as signals, and the view's actions — open a
// turn, import a trace file, replay offline, edit prices, edit an injected capsule — land here.
import { computed, signal } from '@preact/signals-core';
import { modeDescriptor } from '../../core/modes/index.ts';
import { traceCosts, type ModelPrice, type PriceLookup } from '../../core/trace/cost.ts';
import { parseTraceJson } from '../../core/trace/parse.ts';
import { turnCost } from '../../core/trace/turn-cost.ts';
import type { TraceExport } from '../../core/trace/trace.ts';
import { chatStoreKey, type Host } from '../../ports/host.ts';
import type { ChatTotals, StoredTurn, StoredTurnSummary, TraceStore } from '../../storage/traces.ts';
import type { Orchestrator } from '../turns/orchestrator.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import { lazyPart } from '../../ports/lazy-part.ts';
import type { ReplayOutcome } from './replay.ts';

/** The replay runs the engines: loaded with them, at the first replay (or generation). */
const replayPart = lazyPart(import.meta.url, () => import('./replay.ts'));
import { presetKeyOf, type FinishedRun } from './run-state.ts';
import { costMedian, type CostMedian } from './turn-cost-median.ts';
import type { ReadonlySignal } from '@preact/signals-core';
import type { CharacterCard } from '../../ports/host.ts';
import type { CapsuleEditResult, ImportResult, RunsView, RunViewTarget } from './runs-contract.ts';

export interface RunsServiceOptions {
  store: TraceStore;
  host: Host;
  orchestrator: Orchestrator;
  profiles: ProfilesService;
  saveAs(name: string, text: string): void;
  now?(): number;
  /** The character card on screen (the app's signal); default: the host's, read when needed. */
  card?: ReadonlySignal<CharacterCard | null>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export class RunsService implements RunsView {
  readonly target = signal<RunViewTarget | null>(null);
  readonly chatId = signal<string | null>(null);
  readonly turns = signal<readonly StoredTurnSummary[]>([]);
  readonly totals = signal<ChatTotals | null>(null);
  readonly problem = signal<string | null>(null);
  readonly live;
  readonly liveChatId;
  readonly liveMode;
  readonly prices;
  readonly kept;
  /**
   * The panel's line: the median cost of this chat's completed runs with the profile and team a turn
   * would run with now (the current mode's active preset or the card's override), or null when none.
   */
  readonly costMedian: ReadonlySignal<CostMedian | null>;
  readonly #o: RunsServiceOptions;
  #seq = 0;
  /** Saves in order, so a refresh after one sees it. */
  #saving: Promise<unknown> = Promise.resolve();

  constructor(o: RunsServiceOptions) {
    this.#o = o;
    this.live = o.orchestrator.liveTrace;
    this.liveChatId = computed(() => o.orchestrator.running.value?.storeKey ?? null);
    this.liveMode = computed(() => o.orchestrator.running.value?.mode ?? null);
    this.prices = computed(() => o.profiles.settings.value.prices);
    this.kept = computed(() => o.profiles.settings.value.runsKept);
    this.costMedian = computed(() => {
      const mode = o.profiles.mode.value;
      const card = o.card ? o.card.value : o.host.currentCard();
      const eff = o.profiles.effective(mode, card);
      const team = modeDescriptor(mode).writerAlone && o.profiles.settings.value.turnTeam === 'light' ? 'light' : 'full';
      return costMedian(this.turns.value, { mode, preset: presetKeyOf(eff, card?.key), team });
    });
    const current = o.host.currentChat();
    this.chatId.value = current ? chatStoreKey(current) : null;
    o.host.onChatChanged((chat) => {
      this.chatId.value = chat ? chatStoreKey(chat) : null;
      void this.refresh();
    });
  }

  /** The price table as a lookup (read when called, so edits apply at once). */
  readonly priceOf: PriceLookup = (model) => this.#o.profiles.settings.value.prices[model];

  /** Stores a finished run (the orchestrator's onRunEnded). */
  save(run: FinishedRun): Promise<void> {
    const job = this.#saving.then(() => this.#save(run));
    this.#saving = job.catch(() => {});
    return job;
  }

  async #save(run: FinishedRun): Promise<void> {
    const trace = run.trace.toJSON();
    const costs = traceCosts(trace.entries, () => undefined);
    const byModel: StoredTurn['byModel'] = {};
    for (const [model, c] of costs.models) byModel[model] = { requests: c.requests, usage: c.usage, unreported: c.unreported };
    const savedAt = this.#o.now?.() ?? Date.now();
    const turn: StoredTurn = {
      id: `${savedAt.toString(36).padStart(9, '0')}-${(this.#seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      chatId: run.summary.storeKey,
      savedAt,
      mode: run.summary.mode,
      generationType: run.generationType,
      ...(run.messageIndex !== undefined ? { messageIndex: run.messageIndex } : {}),
      outcome: run.summary.outcome,
      detail: run.summary.detail,
      durationMs: run.summary.durationMs,
      usage: trace.usage,
      byModel,
      ...(run.capsule ? { capsule: { text: run.capsule.text, edited: false, ...(run.capsule.anchor ? { anchor: run.capsule.anchor } : {}) } } : {}),
      cost: turnCost(trace),
      ...(run.preset !== undefined ? { preset: run.preset } : {}),
      ...(run.team ? { team: run.team } : {}),
      trace,
    };
    try {
      await this.#o.store.add(turn, this.kept.value);
      this.problem.value = null;
    } catch (e) {
      this.problem.value = `The run could not be saved in this browser: ${message(e)}`;
    }
    if (turn.chatId === this.chatId.value) await this.refresh();
  }

  /** Reads the current chat's turns and totals again. */
  async refresh(): Promise<void> {
    const chatId = this.chatId.value;
    if (!chatId) {
      this.turns.value = [];
      this.totals.value = null;
      return;
    }
    try {
      const [turns, totals] = await Promise.all([this.#o.store.list(chatId), this.#o.store.totals(chatId)]);
      if (this.chatId.value !== chatId) return;
      this.turns.value = turns;
      this.totals.value = totals;
    } catch (e) {
      this.problem.value = `The run history could not be read: ${message(e)}`;
    }
  }

  show(target: RunViewTarget = { kind: 'latest' }): void {
    this.target.value = target;
    void this.refresh();
  }

  showMessage(messageIndex: number): boolean {
    const chatId = this.chatId.value;
    const running = this.#o.orchestrator.running.value;
    if (running && running.storeKey === chatId && this.live.value && liveIndex(this.live.value) === messageIndex) {
      this.show({ kind: 'latest' });
      return true;
    }
    const turn = [...this.turns.value].reverse().find((t) => t.messageIndex === messageIndex);
    if (!turn || !chatId) return false;
    this.show({ kind: 'stored', chatId, id: turn.id });
    return true;
  }

  close(): void {
    this.target.value = null;
  }

  async load(chatId: string, id: string): Promise<StoredTurn | undefined> {
    try {
      return await this.#o.store.get(chatId, id);
    } catch (e) {
      this.problem.value = `The run could not be read: ${message(e)}`;
      return undefined;
    }
  }

  importTrace(name: string, text: string): ImportResult {
    try {
      const trace = parseTraceJson(text);
      this.target.value = { kind: 'imported', name, trace };
      return { ok: true, trace };
    } catch (e) {
      return { ok: false, error: `${name}: ${message(e)}` };
    }
  }

  exportTrace(trace: TraceExport): void {
    this.#o.saveAs(`troupe-trace-${trace.mode}-${trace.startedAt.replace(/[:.]/g, '-')}.json`, JSON.stringify(trace, null, 2));
  }

  async replay(trace: TraceExport, profile: 'recorded' | 'current'): Promise<ReplayOutcome> {
    const mode = trace.mode;
    let opts = {};
    if (profile === 'current') {
      const p = this.#o.profiles;
      if (!(mode in p.libraries.value)) return { ok: false, error: `This trace is of an unknown mode (${mode}).` };
      opts = { profile: p.effective(mode as never, this.#o.host.currentCard()).profile };
    }
    let replayTurn: typeof import('./replay.ts').replayTurn;
    try {
      ({ replayTurn } = await replayPart.load());
    } catch (e) {
      return { ok: false, error: `The replay could not be loaded: ${e instanceof Error ? e.message : String(e)}` };
    }
    return replayTurn(trace, opts);
  }

  async setPrice(model: string, price: ModelPrice | null): Promise<void> {
    const prices = { ...this.#o.profiles.settings.value.prices };
    if (price) prices[model] = price;
    else delete prices[model];
    await this.#o.profiles.updateSettings({ prices });
  }

  async setKept(n: number): Promise<void> {
    await this.#o.profiles.updateSettings({ runsKept: Math.max(1, Math.min(200, Math.round(n))) });
  }

  async editCapsule(turn: StoredTurnSummary, text: string): Promise<CapsuleEditResult> {
    const body = text.trim();
    if (!body) return { ok: false, error: 'The guidance is empty; write some, or leave it as it was.' };
    if (!turn.capsule) return { ok: false, error: 'This turn injected no capsule.' };
    const cached = this.#o.orchestrator.editCapsule(turn.chatId, turn.capsule.anchor, body);
    try {
      await this.#o.store.setCapsule(turn.chatId, turn.id, body);
    } catch (e) {
      return { ok: false, error: `The edit could not be saved: ${message(e)}` };
    }
    await this.refresh();
    return { ok: true, cached };
  }
}

/** The chat message the run in progress writes, from its recorded input. */
function liveIndex(trace: { entries: readonly { kind: string; name?: string; data?: Record<string, unknown> }[] }): number | undefined {
  const e = trace.entries.find((x) => x.kind === 'event' && x.name === 'turn-input');
  const i = e?.data?.messageIndex;
  return typeof i === 'number' ? i : undefined;
}
