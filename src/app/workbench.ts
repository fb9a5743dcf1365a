// The AI workbench's app side: one session per edited scope (a preset, or a card's override) with its
// conversation and pending changes, kept in IndexedDB; the review (every change replayed in order on the
// stored profile, with its diff); approve / reject; Apply and Undo; and the programmatic API other
// extensions call. The AI's turn and the dry run load on first use (workbench-chat.ts, workbench-dry-run.ts).
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { ChatMessage } from '../core/llm/types.ts';
import type { Mode } from '../core/profiles/modes.ts';
import type { Profile } from '../core/profiles/parse.ts';
import { resolveInstalled } from '../core/skills/installed.ts';
import type { SkillFile } from '../core/skills/types.ts';
import { applyChange } from '../core/workbench/apply.ts';
import { diffDrafts, type DiffPart } from '../core/workbench/diff.ts';
import type { ChangeContext, InstalledSkill, WorkbenchDraft } from '../core/workbench/draft.ts';
import type { ChangeOp } from '../core/workbench/ops.ts';
import type { CharacterCard, Host } from '../hosts/host.ts';
import type { WorkbenchStore } from '../storage/index.ts';
import type { ProfilesService } from './profiles-service.ts';
import type { SkillsService } from './skills-service.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { applyChanges, readHistory, undoLatest, unsavedPanelEdits, WorkbenchError, type ApplyDeps } from './workbench-apply.ts';
import type { DryRunResult } from './workbench-dry-run.ts';
import { createWorkbenchApi, type WorkbenchApi } from './workbench-api.ts';
import { emptySession, parseSession, type ChangeStatus, type HistoryVersion, type PendingChange, type WorkbenchSession } from './workbench-records.ts';
import { currentTarget, targetKey, targetProfile, targetSkillScope, type WorkbenchTarget } from './workbench-target.ts';
import type { ContentLang } from '../core/profiles/defaults/director-texts.ts';

export { WorkbenchError };

export interface WorkbenchOptions {
  store: WorkbenchStore;
  profiles: ProfilesService;
  skills: SkillsService;
  tools: ToolRegistry;
  /** The card on screen. */
  card: Signal<CharacterCard | null>;
  host?: Host;
  /** The UI language's content language (the AI's prompt and recipes). */
  lang(): ContentLang;
  now?(): number;
}

/** One change as the review shows it: its diff against the profile the changes before it leave. */
export interface ReviewItem {
  change: PendingChange;
  parts: DiffPart[];
  /** Set when it no longer applies on the stored profile (or on the changes before it). */
  failure?: string;
  warnings: string[];
}

export interface WorkbenchView {
  target: WorkbenchTarget;
  key: string;
  session: WorkbenchSession;
  /** The last applied versions, newest first (what Undo restores). */
  history: HistoryVersion[];
  /** A stored record was damaged and put aside (the notice names it). */
  damaged?: string;
}

/** What is happening in the workbench now: the AI answering, or a dry run. */
export interface WorkbenchActivity {
  kind: 'answer' | 'dry-run';
  /** The AI's text of the round in progress. */
  text: string;
  /** Tool calls of this answer so far: name, a short view of the arguments, and whether it worked. */
  calls: { name: string; args: string; ok?: boolean; changeId?: string }[];
}

/** What the AI's turn (workbench-chat.ts) needs from the service besides its public methods. */
export interface WorkbenchChatHost {
  host?: Host;
  lang(): ContentLang;
  /** No bytes for this long ends a request attempt as a stall (the app's setting). */
  stallTimeoutMs(): number;
  save(view: WorkbenchView, session: WorkbenchSession): Promise<void>;
  setActivity(a: WorkbenchActivity | null): void;
}

export type WorkbenchEvent =
  | { type: 'proposed'; target: string; mode: Mode; change: { id: string; tool: string; summary: string; source: 'workbench' | 'api' } }
  | { type: 'decided'; target: string; mode: Mode; changes: { id: string; status: ChangeStatus }[] }
  | { type: 'applied'; target: string; mode: Mode; by: 'workbench' | 'api'; changes: { id: string; tool: string; summary: string }[] }
  | { type: 'undone'; target: string; mode: Mode; changes: { id: string; tool: string; summary: string }[] }
  | { type: 'cleared'; target: string; mode: Mode };

const sessionKey = (t: WorkbenchTarget) => `session:${targetKey(t)}`;

export class WorkbenchService {
  readonly view = signal<WorkbenchView | null>(null);
  readonly activity = signal<WorkbenchActivity | null>(null);
  /** The language of the AI's prompt and recipes when the UI says so (its language select); else the host's locale. */
  readonly language = signal<ContentLang | null>(null);
  /** Why the last answer ended early (a failed request, the round limit), until the next message. */
  readonly lastError = signal<string | null>(null);
  /** The last dry run's outcome (never stored). */
  readonly dryRunResult = signal<DryRunResult | null>(null);
  /** Bumped when skill files the review needs have loaded. */
  readonly #files = signal(0);
  readonly review: ReadonlySignal<ReviewItem[]>;
  /** The programmatic API for other extensions (docs/api.md, "Workbench"). */
  readonly api: WorkbenchApi = createWorkbenchApi(this);
  readonly #o: WorkbenchOptions;
  readonly #skillFiles = new Map<string, readonly SkillFile[]>();
  readonly #listeners = new Set<(e: WorkbenchEvent) => void>();
  #controller: AbortController | null = null;

  constructor(options: WorkbenchOptions) {
    this.#o = options;
    this.review = computed(() => {
      void this.#files.value;
      void this.#o.profiles.libraries.value;
      void this.#o.skills.inventory.value;
      const v = this.view.value;
      return v ? this.#reviewOf(v) : [];
    });
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
      connections: this.#o.host?.connections().filter((c) => c.usable).map((c) => c.name) ?? [''],
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

  // Sessions

  /** Opens the session of `target` (default: what the workbench edits now). */
  async open(target: WorkbenchTarget = this.target()): Promise<WorkbenchView> {
    const key = targetKey(target);
    const [s, h] = await Promise.all([this.#o.store.read(sessionKey(target), parseSession), readHistory(this.#o.store, target)]);
    const damaged = [s.damaged?.reason, h.damaged].filter(Boolean).join('; ');
    const view: WorkbenchView = { target, key, session: s.value ?? emptySession(target.mode), history: h.history.versions, ...(damaged ? { damaged } : {}) };
    this.view.value = view;
    for (const c of view.session.changes) if (c.op.tool === 'skill_edit') void this.loadSkill(target, c.op.args.name);
    return view;
  }

  async #save(view: WorkbenchView, session: WorkbenchSession): Promise<void> {
    const stored = await this.#o.store.write(sessionKey(view.target), session, parseSession);
    if (this.view.value?.key === view.key) this.view.value = { ...this.view.value, session: stored };
  }

  /** The session of `target`: the open one, or read from the store. */
  async #sessionOf(target: WorkbenchTarget): Promise<{ view: WorkbenchView; session: WorkbenchSession }> {
    const open = this.view.value;
    if (open && open.key === targetKey(target)) return { view: open, session: open.session };
    const s = await this.#o.store.read(sessionKey(target), parseSession);
    const view: WorkbenchView = { target, key: targetKey(target), session: s.value ?? emptySession(target.mode), history: [] };
    return { view, session: view.session };
  }

  /** The draft the AI and the dry run see: the stored profile with every change not rejected. */
  draftOf(view: WorkbenchView, include: (c: PendingChange) => boolean = (c) => c.status !== 'rejected'): WorkbenchDraft {
    const ctx = this.context(view.target);
    let draft: WorkbenchDraft = { profile: this.base(view.target), skills: [] };
    for (const c of view.session.changes) {
      if (!include(c)) continue;
      const r = applyChange(ctx, draft, c.op);
      if (r.ok) draft = r.draft;
    }
    return draft;
  }

  #reviewOf(view: WorkbenchView): ReviewItem[] {
    const ctx = this.context(view.target);
    let base: Profile;
    try {
      base = this.base(view.target);
    } catch (e) {
      return view.session.changes.map((change) => ({ change, parts: [], failure: e instanceof Error ? e.message : String(e), warnings: [] }));
    }
    let draft: WorkbenchDraft = { profile: base, skills: [] };
    return view.session.changes.map((change) => {
      const r = applyChange(ctx, draft, change.op);
      if (!r.ok) return { change, parts: [], failure: r.error, warnings: [] };
      const item = { change, parts: diffDrafts(ctx, draft, r.draft), warnings: r.warnings };
      // A rejected change is shown, but the ones after it do not build on it.
      if (change.status !== 'rejected') draft = r.draft;
      return item;
    });
  }

  /** Records a change that applies on the draft; returns its id. */
  async propose(target: WorkbenchTarget, op: ChangeOp, summary: string, source: 'workbench' | 'api' = 'workbench'): Promise<string> {
    const { view, session } = await this.#sessionOf(target);
    const id = `c${session.nextId}`;
    const change: PendingChange = { id, op, summary, status: 'pending', source, at: this.#now() };
    await this.#save(view, { ...session, changes: [...session.changes, change], nextId: session.nextId + 1 });
    this.#emit({ type: 'proposed', target: view.key, mode: target.mode, change: { id, tool: op.tool, summary, source } });
    return id;
  }

  async decide(ids: readonly string[] | 'all', status: ChangeStatus): Promise<void> {
    const view = this.view.value;
    if (!view) return;
    const pick = (c: PendingChange) => ids === 'all' || ids.includes(c.id);
    const changes = view.session.changes.map((c) => (pick(c) ? { ...c, status } : c));
    await this.#save(view, { ...view.session, changes });
    this.#emit({ type: 'decided', target: view.key, mode: view.target.mode, changes: changes.filter(pick).map((c) => ({ id: c.id, status })) });
  }

  async setConnection(name: string): Promise<void> {
    const view = this.view.value;
    if (view) await this.#save(view, { ...view.session, connection: name });
  }

  /** Empties the conversation and its pending changes (the Undo history stays). */
  async clear(): Promise<void> {
    const view = this.view.value;
    if (!view) return;
    this.stop();
    await this.#save(view, { ...emptySession(view.target.mode), connection: view.session.connection });
    this.#emit({ type: 'cleared', target: view.key, mode: view.target.mode });
  }

  #deps(): ApplyDeps {
    return { store: this.#o.store, profiles: this.#o.profiles, skills: this.#o.skills, card: () => this.#card(), now: () => this.#now() };
  }

  /** Writes the approved changes to the target in order; the rejected ones leave the list, the pending ones stay. */
  async apply(): Promise<HistoryVersion> {
    const view = this.view.value;
    if (!view) throw new WorkbenchError('nothing_approved', 'Open the workbench first.');
    const approved = view.session.changes.filter((c) => c.status === 'approved');
    for (const c of approved) if (c.op.tool === 'skill_edit') await this.loadSkill(view.target, c.op.args.name);
    const version = await applyChanges(this.#deps(), view.target, this.context(view.target), approved, 'workbench');
    const rejected = view.session.changes.filter((c) => c.status === 'rejected');
    const notes = [...view.session.notes];
    notes.push(`The user applied ${approved.map((c) => c.id).join(', ')}${rejected.length ? ` and rejected ${rejected.map((c) => c.id).join(', ')}` : ''}; the profile you read now includes what was applied.`);
    const session = { ...view.session, changes: view.session.changes.filter((c) => c.status === 'pending'), notes: notes.slice(-50) };
    await this.#save(view, session);
    await this.#refreshHistory();
    this.#emit({ type: 'applied', target: view.key, mode: view.target.mode, by: 'workbench', changes: version.changes });
    return version;
  }

  /** Restores the version before the latest apply. */
  async undo(): Promise<HistoryVersion> {
    const view = this.view.value;
    if (!view) throw new WorkbenchError('no_history', 'Open the workbench first.');
    const version = await undoLatest(this.#deps(), view.target);
    await this.#save(view, { ...view.session, notes: [...view.session.notes, `The user undid ${version.changes.map((c) => c.id).join(', ')}: the profile is back to what it was before them.`].slice(-50) });
    await this.#refreshHistory();
    this.#emit({ type: 'undone', target: view.key, mode: view.target.mode, changes: version.changes });
    return version;
  }

  async #refreshHistory() {
    const view = this.view.value;
    if (!view) return;
    const { history } = await readHistory(this.#o.store, view.target);
    if (this.view.value?.key === view.key) this.view.value = { ...this.view.value, history: history.versions };
  }

  // The AI and the dry run (loaded on first use)

  /** Sends the user's message; the AI reads and proposes through its tools until it answers without one. */
  async send(text: string): Promise<void> {
    const view = this.view.value;
    if (!view || this.activity.value) return;
    this.lastError.value = null;
    this.activity.value = { kind: 'answer', text: '', calls: [] };
    const { runWorkbenchTurn } = await import('./workbench-chat.ts');
    const controller = (this.#controller = new AbortController());
    try {
      const r = await runWorkbenchTurn(this, this.#chatHost(), view, text, controller.signal);
      if (r.error) this.lastError.value = r.error;
    } catch (e) {
      this.lastError.value = e instanceof Error ? e.message : String(e);
    } finally {
      if (this.#controller === controller) this.#controller = null;
      this.activity.value = null;
    }
  }

  /** Runs one turn of the edited profile (the changes not rejected) on the chat on screen; writes nothing. */
  async dryRun(): Promise<DryRunResult> {
    const view = this.view.value;
    if (!view) throw new WorkbenchError('nothing_approved', 'Open the workbench first.');
    if (this.activity.value) throw new WorkbenchError('failed', 'The workbench is busy.');
    const { runDryTurn } = await import('./workbench-dry-run.ts');
    const controller = (this.#controller = new AbortController());
    this.activity.value = { kind: 'dry-run', text: '', calls: [] };
    try {
      for (const c of view.session.changes) if (c.op.tool === 'skill_edit' && c.status !== 'rejected') await this.loadSkill(view.target, c.op.args.name);
      const draft = this.draftOf(view);
      const result = await runDryTurn({ host: this.#o.host, skills: this.#o.skills, tools: this.#o.tools, profiles: this.#o.profiles, card: this.#card() }, view.target, draft, controller.signal);
      this.dryRunResult.value = result;
      return result;
    } finally {
      if (this.#controller === controller) this.#controller = null;
      this.activity.value = null;
    }
  }

  stop(): void {
    this.#controller?.abort();
  }

  /** What workbench-chat needs from the app: the model, the UI language, session writes. */
  #chatHost(): WorkbenchChatHost {
    return {
      host: this.#o.host,
      lang: () => this.language.value ?? this.#o.lang(),
      stallTimeoutMs: () => this.#o.profiles.settings.value.stallTimeoutSec * 1000,
      save: (view: WorkbenchView, session: WorkbenchSession) => this.#save(view, session),
      setActivity: (a: WorkbenchActivity | null) => void (this.activity.value = a),
    };
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

  // For the API (workbench-api.ts): apply one change at once, as the user would with review.

  async applyNow(target: WorkbenchTarget, op: ChangeOp, summary: string): Promise<HistoryVersion> {
    if (op.tool === 'skill_edit') await this.loadSkill(target, op.args.name);
    const version = await applyChanges(this.#deps(), target, this.context(target), [{ id: 'api', op, summary }], 'api');
    if (this.view.value?.key === targetKey(target)) await this.#refreshHistory();
    this.#emit({ type: 'applied', target: targetKey(target), mode: target.mode, by: 'api', changes: version.changes });
    return version;
  }

  /** The AI's conversation as stored (for tests and the chat view). */
  messages(): readonly ChatMessage[] {
    return this.view.value?.session.messages ?? [];
  }
}

