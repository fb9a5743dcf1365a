// The AI workbench's engine (a chunk of its own, loaded by `app.workbench` on first use): one session
// per edited scope (a preset, or a card's override) with its conversation and pending changes, kept in
// IndexedDB; the review (every change replayed in order on the stored profile, with its diff);
// approve / reject; Apply and Undo; the API's changes. The AI's turn and the dry run load on first use
// (workbench-chat.ts, workbench-dry-run.ts). Its state lives in the service's signals.
import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { Profile } from '../../core/profiles/parse.ts';
import { applyChange } from '../../core/workbench/apply.ts';
import { diffDrafts } from '../../core/workbench/diff.ts';
import type { ChangeContext, WorkbenchDraft } from '../../core/workbench/draft.ts';
import { parseChangeOp, type ChangeOp, type ChangeTool } from '../../core/workbench/ops.ts';
import { lazyPart } from '../../ports/lazy-part.ts';
import type { ApiOptions, ApiResult } from './api.ts';
import { applyChanges, readHistory, undoLatest, type ApplyDeps } from './apply.ts';
import type { DryRunResult } from './workbench-dry-run.ts';
import { partUnavailable, WorkbenchError } from './error.ts';
import { emptySession, parseSession, type ChangeStatus, type HistoryVersion, type PendingChange, type WorkbenchSession } from './records.ts';
import { targetKey, type WorkbenchTarget } from './target.ts';
import type {
  ReviewItem,
  WorkbenchActivity,
  WorkbenchChatHost,
  WorkbenchInside,
  WorkbenchSide,
  WorkbenchTurnEngine,
  WorkbenchView,
  WorkbenchChatPart,
  WorkbenchDryRunPart,
} from './types.ts';

const chatPart = lazyPart(import.meta.url, () => import('./workbench-chat.ts'));
const dryRunPart = lazyPart(import.meta.url, () => import('./workbench-dry-run.ts'));

export type { WorkbenchChatHost } from './types.ts';

const sessionKey = (t: WorkbenchTarget) => `session:${targetKey(t)}`;

export class WorkbenchEngine implements WorkbenchTurnEngine {
  readonly review: ReadonlySignal<ReviewItem[]>;
  readonly #wb: WorkbenchSide;
  readonly #in: WorkbenchInside;
  #controller: AbortController | null = null;

  constructor(wb: WorkbenchSide, inside: WorkbenchInside) {
    this.#wb = wb;
    this.#in = inside;
    const { profiles, skills } = inside.options;
    this.review = computed(() => {
      void inside.files.value;
      void profiles.libraries.value;
      void skills.inventory.value;
      const v = wb.view.value;
      return v ? this.#reviewOf(v) : [];
    });
  }

  get view() {
    return this.#wb.view;
  }

  context(target: WorkbenchTarget): ChangeContext {
    return this.#wb.context(target);
  }

  loadSkill(target: WorkbenchTarget, name: string) {
    return this.#wb.loadSkill(target, name);
  }

  // Sessions

  async open(target: WorkbenchTarget): Promise<WorkbenchView> {
    const store = this.#in.options.store;
    const key = targetKey(target);
    const [s, h] = await Promise.all([store.read(sessionKey(target), parseSession), readHistory(store, target)]);
    const damaged = [s.damaged?.reason, h.damaged].filter(Boolean).join('; ');
    const view: WorkbenchView = { target, key, session: s.value ?? emptySession(target.mode), history: h.history.versions, ...(damaged ? { damaged } : {}) };
    this.#wb.view.value = view;
    for (const c of view.session.changes) if (c.op.tool === 'skill_edit') void this.loadSkill(target, c.op.args.name);
    return view;
  }

  async #save(view: WorkbenchView, session: WorkbenchSession): Promise<void> {
    const stored = await this.#in.options.store.write(sessionKey(view.target), session, parseSession);
    const open = this.#wb.view;
    if (open.value?.key === view.key) open.value = { ...open.value, session: stored };
  }

  /** The session of `target`: the open one, or read from the store. */
  async #sessionOf(target: WorkbenchTarget): Promise<{ view: WorkbenchView; session: WorkbenchSession }> {
    const open = this.#wb.view.value;
    if (open && open.key === targetKey(target)) return { view: open, session: open.session };
    const s = await this.#in.options.store.read(sessionKey(target), parseSession);
    const view: WorkbenchView = { target, key: targetKey(target), session: s.value ?? emptySession(target.mode), history: [] };
    return { view, session: view.session };
  }

  /** The draft the AI and the dry run see: the stored profile with every change not rejected. */
  draftOf(view: WorkbenchView, include: (c: PendingChange) => boolean = (c) => c.status !== 'rejected'): WorkbenchDraft {
    const ctx = this.context(view.target);
    let draft: WorkbenchDraft = { profile: this.#wb.base(view.target), skills: [] };
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
      base = this.#wb.base(view.target);
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

  async propose(target: WorkbenchTarget, op: ChangeOp, summary: string, source: 'workbench' | 'api' = 'workbench'): Promise<string> {
    const { view, session } = await this.#sessionOf(target);
    const id = `c${session.nextId}`;
    const change: PendingChange = { id, op, summary, status: 'pending', source, at: this.#in.now() };
    await this.#save(view, { ...session, changes: [...session.changes, change], nextId: session.nextId + 1 });
    this.#in.emit({ type: 'proposed', target: view.key, mode: target.mode, change: { id, tool: op.tool, summary, source } });
    return id;
  }

  async decide(ids: readonly string[] | 'all', status: ChangeStatus): Promise<void> {
    const view = this.#wb.view.value;
    if (!view) return;
    const pick = (c: PendingChange) => ids === 'all' || ids.includes(c.id);
    const changes = view.session.changes.map((c) => (pick(c) ? { ...c, status } : c));
    await this.#save(view, { ...view.session, changes });
    this.#in.emit({ type: 'decided', target: view.key, mode: view.target.mode, changes: changes.filter(pick).map((c) => ({ id: c.id, status })) });
  }

  async setConnection(name: string): Promise<void> {
    const view = this.#wb.view.value;
    if (view) await this.#save(view, { ...view.session, connection: name });
  }

  async clear(): Promise<void> {
    const view = this.#wb.view.value;
    if (!view) return;
    this.stop();
    await this.#save(view, { ...emptySession(view.target.mode), connection: view.session.connection });
    this.#in.emit({ type: 'cleared', target: view.key, mode: view.target.mode });
  }

  #deps(): ApplyDeps {
    const { store, profiles, skills } = this.#in.options;
    return { store, profiles, skills, card: () => this.#in.card(), now: () => this.#in.now() };
  }

  async apply(): Promise<HistoryVersion> {
    const view = this.#wb.view.value;
    if (!view) throw new WorkbenchError('nothing_approved', 'Open the workbench first.');
    const approved = view.session.changes.filter((c) => c.status === 'approved');
    for (const c of approved) if (c.op.tool === 'skill_edit') await this.loadSkill(view.target, c.op.args.name);
    const version = await applyChanges(this.#deps(), view.target, this.context(view.target), approved, 'workbench');
    const rejected = view.session.changes.filter((c) => c.status === 'rejected');
    const notes = [...view.session.notes];
    notes.push(
      `The user applied ${approved.map((c) => c.id).join(', ')}${rejected.length ? ` and rejected ${rejected.map((c) => c.id).join(', ')}` : ''}; the profile you read now includes what was applied.`,
    );
    const session = { ...view.session, changes: view.session.changes.filter((c) => c.status === 'pending'), notes: notes.slice(-50) };
    await this.#save(view, session);
    await this.#refreshHistory();
    this.#in.emit({ type: 'applied', target: view.key, mode: view.target.mode, by: 'workbench', changes: version.changes });
    return version;
  }

  async undo(): Promise<HistoryVersion> {
    const view = this.#wb.view.value;
    if (!view) throw new WorkbenchError('no_history', 'Open the workbench first.');
    const version = await undoLatest(this.#deps(), view.target);
    await this.#save(view, {
      ...view.session,
      notes: [...view.session.notes, `The user undid ${version.changes.map((c) => c.id).join(', ')}: the profile is back to what it was before them.`].slice(
        -50,
      ),
    });
    await this.#refreshHistory();
    this.#in.emit({ type: 'undone', target: view.key, mode: view.target.mode, changes: version.changes });
    return version;
  }

  async #refreshHistory() {
    const open = this.#wb.view;
    const view = open.value;
    if (!view) return;
    const { history } = await readHistory(this.#in.options.store, view.target);
    if (open.value?.key === view.key) open.value = { ...open.value, history: history.versions };
  }

  // The AI and the dry run (loaded on first use)

  async send(text: string): Promise<void> {
    const wb = this.#wb;
    const view = wb.view.value;
    if (!view || wb.activity.value) return;
    wb.lastError.value = null;
    wb.activity.value = { kind: 'answer', text: '', calls: [] };
    let runWorkbenchTurn: WorkbenchChatPart['runWorkbenchTurn'];
    try {
      ({ runWorkbenchTurn } = await (this.#in.parts.chat ?? chatPart).load());
    } catch (e) {
      wb.activity.value = null;
      throw partUnavailable('The workbench AI', e);
    }
    const controller = (this.#controller = new AbortController());
    try {
      const r = await runWorkbenchTurn(this, this.#chatHost(), view, text, controller.signal);
      if (r.error) wb.lastError.value = r.error;
    } catch (e) {
      wb.lastError.value = e instanceof Error ? e.message : String(e);
    } finally {
      if (this.#controller === controller) this.#controller = null;
      wb.activity.value = null;
    }
  }

  async dryRun(): Promise<DryRunResult> {
    const wb = this.#wb;
    const view = wb.view.value;
    if (!view) throw new WorkbenchError('nothing_approved', 'Open the workbench first.');
    if (wb.activity.value) throw new WorkbenchError('failed', 'The workbench is busy.');
    let runDryTurn: WorkbenchDryRunPart['runDryTurn'];
    try {
      ({ runDryTurn } = await (this.#in.parts.dryRun ?? dryRunPart).load());
    } catch (e) {
      throw partUnavailable('The dry run', e);
    }
    const controller = (this.#controller = new AbortController());
    wb.activity.value = { kind: 'dry-run', text: '', calls: [] };
    try {
      for (const c of view.session.changes) if (c.op.tool === 'skill_edit' && c.status !== 'rejected') await this.loadSkill(view.target, c.op.args.name);
      const draft = this.draftOf(view);
      const { host, skills, tools, profiles } = this.#in.options;
      const result = await runDryTurn({ host, skills, tools, profiles, card: this.#in.card() }, view.target, draft, controller.signal);
      wb.dryRunResult.value = result;
      return result;
    } finally {
      if (this.#controller === controller) this.#controller = null;
      wb.activity.value = null;
    }
  }

  stop(): void {
    this.#controller?.abort();
  }

  /** What workbench-chat needs from the app: the model, the UI language, session writes. */
  #chatHost(): WorkbenchChatHost {
    const { host, profiles, lang } = this.#in.options;
    return {
      host,
      lang: () => this.#wb.language.value ?? lang(),
      stallTimeoutMs: () => profiles.settings.value.stallTimeoutSec * 1000,
      save: (view: WorkbenchView, session: WorkbenchSession) => this.#save(view, session),
      setActivity: (a: WorkbenchActivity | null) => void (this.#wb.activity.value = a),
    };
  }

  // For the API (workbench-api.ts): one change, applied now or left for review.

  async applyNow(target: WorkbenchTarget, op: ChangeOp, summary: string): Promise<HistoryVersion> {
    if (op.tool === 'skill_edit') await this.loadSkill(target, op.args.name);
    const version = await applyChanges(this.#deps(), target, this.context(target), [{ id: 'api', op, summary }], 'api');
    if (this.#wb.view.value?.key === targetKey(target)) await this.#refreshHistory();
    this.#in.emit({ type: 'applied', target: targetKey(target), mode: target.mode, by: 'api', changes: version.changes });
    return version;
  }

  /** An API change: checked by the change's schema, then applied now or (`review`) left pending. Throws a WorkbenchError when refused on write. */
  async change(tool: ChangeTool, args: unknown, opts: ApiOptions = {}): Promise<ApiResult> {
    const parsed = parseChangeOp({ tool, args });
    if (!parsed.ok) return { ok: false, error: parsed.error, code: 'invalid_arguments' };
    const wb = this.#wb;
    const target = wb.target(opts.mode);
    const ctx = this.context(target);
    if (opts.review) {
      const open = wb.view.value;
      const view = open && open.key === targetKey(target) ? open : await this.open(target);
      const r = applyChange(ctx, this.draftOf(view), parsed.op);
      if (!r.ok) return { ok: false, error: r.error, code: r.code ?? 'refused', ...(r.hint ? { hint: r.hint } : {}) };
      const changeId = await this.propose(target, parsed.op, r.summary, 'api');
      return { ok: true, status: 'pending', changeId, summary: r.summary, warnings: r.warnings };
    }
    const r = applyChange(ctx, { profile: wb.base(target), skills: [] }, parsed.op);
    if (!r.ok) return { ok: false, error: r.error, code: r.code ?? 'refused', ...(r.hint ? { hint: r.hint } : {}) };
    await this.applyNow(target, parsed.op, r.summary);
    return { ok: true, status: 'applied', summary: r.summary, warnings: r.warnings };
  }
}
