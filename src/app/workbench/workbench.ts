// The AI workbench as the app holds it (`app.workbench`, what the UI and other extensions call): the
// signals the dialog shows, what is edited now, its events and the programmatic API. The engine —
// sessions in IndexedDB, the review, approve / reject, Apply and Undo — loads from its own chunk on
// first use (workbench-engine.ts), and the AI's turn and the dry run after it (workbench-chat.ts,
// workbench-dry-run.ts). A part that cannot be loaded is a WorkbenchError `unavailable` naming its
// file; nothing stored is touched, and the next use tries again.
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ChatMessage } from '../../core/llm/types.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { resolveInstalled } from '../../core/skills/installed.ts';
import type { SkillFile } from '../../core/skills/types.ts';
import type { ChangeContext, InstalledSkill } from '../../core/workbench/draft.ts';
import type { ChangeOp } from '../../core/workbench/ops.ts';
import type { CharacterCard } from '../../ports/host.ts';
import { lazyPart, type LazyPart } from '../../ports/lazy-part.ts';
import type { DryRunResult } from './workbench-dry-run.ts';
import { createWorkbenchApi, type WorkbenchApi } from './api.ts';
import type { WorkbenchEngine } from './workbench-engine.ts';
import { partUnavailable, WorkbenchError } from './error.ts';
import type { ChangeStatus, HistoryVersion } from './records.ts';
import { currentTarget, targetProfile, targetSkillScope, unsavedPanelEdits, type WorkbenchTarget } from './target.ts';
import type { ContentLang } from '../../core/profiles/defaults/director-texts.ts';
import type { ReviewItem, WorkbenchActivity, WorkbenchEvent, WorkbenchInside, WorkbenchOptions, WorkbenchSide, WorkbenchView } from './types.ts';

export { WorkbenchError };
export type { ReviewItem, WorkbenchActivity, WorkbenchEvent, WorkbenchInside, WorkbenchOptions, WorkbenchSide, WorkbenchView } from './types.ts';

/** The service's options: the workbench's, and where its parts load from (tests pass ones that fail). */
export interface WorkbenchServiceOptions extends WorkbenchOptions {
  parts?: Partial<WorkbenchParts>;
}

/** The workbench's parts, each loaded on first use from its own chunk. */
export interface WorkbenchParts {
  engine: LazyPart<typeof import('./workbench-engine.ts')>;
  chat: LazyPart<typeof import('./workbench-chat.ts')>;
  dryRun: LazyPart<typeof import('./workbench-dry-run.ts')>;
}
type WorkbenchPart = typeof import('./workbench-engine.ts');

/** The engine's chunk, loaded on the first open, change or API call that needs it. */
const enginePart = lazyPart(import.meta.url, () => import('./workbench-engine.ts'));

export class WorkbenchService implements WorkbenchSide {
  readonly view = signal<WorkbenchView | null>(null);
  readonly activity = signal<WorkbenchActivity | null>(null);
  /** The language of the AI's prompt and recipes when the UI says so (its language select); else the host's locale. */
  readonly language = signal<ContentLang | null>(null);
  /** Why the last answer ended early (a failed request, the round limit), until the next message. */
  readonly lastError = signal<string | null>(null);
  /** The last dry run's outcome (never stored). */
  readonly dryRunResult = signal<DryRunResult | null>(null);
  /** Each change of the open session with its diff (empty until the engine has opened one). */
  readonly review: ReadonlySignal<ReviewItem[]>;
  /** The programmatic API for other extensions (docs/api.md, "Workbench"). */
  readonly api: WorkbenchApi;
  readonly #o: WorkbenchServiceOptions;
  readonly #part: LazyPart<WorkbenchPart>;
  readonly #engine = signal<WorkbenchEngine | null>(null);
  /** Bumped when skill files the review needs have loaded. */
  readonly #files = signal(0);
  readonly #skillFiles = new Map<string, readonly SkillFile[]>();
  readonly #listeners = new Set<(e: WorkbenchEvent) => void>();

  constructor(options: WorkbenchServiceOptions) {
    this.#o = options;
    this.#part = options.parts?.engine ?? enginePart;
    this.review = computed(() => this.#engine.value?.review.value ?? []);
    this.api = createWorkbenchApi(this, async (tool, args, opts) => (await this.#load()).change(tool, args, opts));
  }

  /** The engine, loaded once (concurrent callers share the load); a failed load is a WorkbenchError `unavailable`. */
  async #load(): Promise<WorkbenchEngine> {
    const have = this.#engine.peek();
    if (have) return have;
    let part: WorkbenchPart;
    try {
      part = await this.#part.load();
    } catch (e) {
      throw partUnavailable('The workbench', e);
    }
    return this.#engine.peek() ?? (this.#engine.value = new part.WorkbenchEngine(this, this.#inside()));
  }

  #inside(): WorkbenchInside {
    return {
      options: this.#o,
      files: this.#files,
      emit: (e) => this.#emit(e),
      now: () => this.#now(),
      card: () => this.#card(),
      parts: { chat: this.#o.parts?.chat, dryRun: this.#o.parts?.dryRun },
    };
  }

  #now() {
    return this.#o.now?.() ?? Date.now();
  }

  #card(): CharacterCard | null {
    return this.#o.host?.currentCard() ?? this.#o.card.value;
  }

  /** What the workbench edits now for the mode on screen (or `mode`). */
  target(mode?: Mode): WorkbenchTarget {
    return currentTarget(this.#o.profiles, this.#card(), mode);
  }

  /** The stored profile the target runs with. */
  base(target: WorkbenchTarget): Profile {
    return targetProfile(this.#o.profiles, this.#card(), target);
  }

  /** The panel has unsaved edits to the preset the workbench edits. */
  unsavedPanelEdits(target: WorkbenchTarget): boolean {
    return unsavedPanelEdits(this.#o.profiles, target);
  }

  /** What a change needs to know about the target: its installed skills, where new ones go, the host's tools. */
  context(target: WorkbenchTarget): ChangeContext {
    const character = target.kind === 'card' ? target.cardKey : undefined;
    const presetId = target.kind === 'preset' ? target.presetId : this.#o.profiles.effective(target.mode, this.#card()).presetId;
    const installed = new Map<string, InstalledSkill>();
    for (const [name, s] of resolveInstalled(this.#o.skills.inventory.value, { mode: target.mode, presetId, character })) {
      installed.set(name, { name, scope: s.scope, description: s.description, hash: s.hash });
    }
    return {
      mode: target.mode,
      installed,
      skillScope: targetSkillScope(target),
      skillFiles: (name) => this.#skillFiles.get(`${installed.get(name)?.scope}\0${name}`),
      extraToolNames: this.#o.tools.tools.value.map((t) => t.name),
      connections: this.#o.host
        ?.connections()
        .filter((c) => c.usable)
        .map((c) => c.name) ?? [''],
      now: this.#now(),
    };
  }

  /** Loads an installed skill's files for skill_edit, skill_get and the review's diff. */
  async loadSkill(target: WorkbenchTarget, name: string): Promise<readonly SkillFile[] | undefined> {
    const inst = this.context(target).installed.get(name);
    if (!inst) return undefined;
    const key = `${inst.scope}\0${name}`;
    const hit = this.#skillFiles.get(key);
    if (hit) return hit;
    const [skill] = await this.#o.skills.load([{ scope: inst.scope, name }]);
    if (!skill) return undefined;
    this.#skillFiles.set(key, skill.files);
    this.#files.value++;
    return skill.files;
  }

  // Sessions, the review, Apply and Undo (the engine, loaded on first use)

  /** Opens the session of `target` (default: what the workbench edits now). */
  async open(target: WorkbenchTarget = this.target()): Promise<WorkbenchView> {
    return (await this.#load()).open(target);
  }

  /** Records a change that applies on the draft; returns its id. */
  async propose(target: WorkbenchTarget, op: ChangeOp, summary: string, source: 'workbench' | 'api' = 'workbench'): Promise<string> {
    return (await this.#load()).propose(target, op, summary, source);
  }

  async decide(ids: readonly string[] | 'all', status: ChangeStatus): Promise<void> {
    return (await this.#load()).decide(ids, status);
  }

  async setConnection(name: string): Promise<void> {
    return (await this.#load()).setConnection(name);
  }

  /** Empties the conversation and its pending changes (the Undo history stays). */
  async clear(): Promise<void> {
    return (await this.#load()).clear();
  }

  /** Writes the approved changes to the target in order; the rejected ones leave the list, the pending ones stay. */
  async apply(): Promise<HistoryVersion> {
    return (await this.#load()).apply();
  }

  /** Restores the version before the latest apply. */
  async undo(): Promise<HistoryVersion> {
    return (await this.#load()).undo();
  }

  /** Sends the user's message; the AI reads and proposes through its tools until it answers without one. */
  async send(text: string): Promise<void> {
    return (await this.#load()).send(text);
  }

  /** Runs one turn of the edited profile (the changes not rejected) on the chat on screen; writes nothing. */
  async dryRun(): Promise<DryRunResult> {
    return (await this.#load()).dryRun();
  }

  /** For the API: applies one change at once, as the user would with review. */
  async applyNow(target: WorkbenchTarget, op: ChangeOp, summary: string): Promise<HistoryVersion> {
    return (await this.#load()).applyNow(target, op, summary);
  }

  stop(): void {
    this.#engine.peek()?.stop();
  }

  // Events

  subscribe(listener: (e: WorkbenchEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  #emit(e: WorkbenchEvent) {
    for (const l of this.#listeners) {
      try {
        l(e);
      } catch (err) {
        console.error('Troupe: a workbench listener failed', err);
      }
    }
  }

  /** The AI's conversation as stored (for tests and the chat view). */
  messages(): readonly ChatMessage[] {
    return this.view.value?.session.messages ?? [];
  }
}
