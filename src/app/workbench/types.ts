// The workbench's shapes, shared by the service (workbench.ts), its API (api.ts), its engine and the AI's
// turn (the lazily loaded parts): each of them imports these, and none imports another's module for
// its types, so the workbench's files import one another in one direction only.
import type { ReadonlySignal, Signal } from '@preact/signals-core';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import type { ContentLang } from '../../core/profiles/defaults/director-texts.ts';
import type { SkillFile } from '../../core/skills/types.ts';
import type { DiffPart } from '../../core/workbench/diff.ts';
import type { ChangeContext } from '../../core/workbench/draft.ts';
import type { ChangeOp } from '../../core/workbench/ops.ts';
import type { CharacterCard, Host } from '../../ports/host.ts';
import type { WorkbenchStore } from '../../storage/index.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import type { SkillsService } from '../skills/skills-service.ts';
import type { ToolRegistry } from '../tools/tool-registry.ts';
import type { DryRunDeps, DryRunResult } from './workbench-dry-run.ts';
import type { ChangeStatus, HistoryVersion, PendingChange, WorkbenchSession } from './records.ts';
import type { WorkbenchTarget } from './target.ts';
import type { WorkbenchDraft } from '../../core/workbench/draft.ts';
import type { LazyPart } from '../../ports/lazy-part.ts';

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

export type WorkbenchEvent =
  | { type: 'proposed'; target: string; mode: Mode; change: { id: string; tool: string; summary: string; source: 'workbench' | 'api' } }
  | { type: 'decided'; target: string; mode: Mode; changes: { id: string; status: ChangeStatus }[] }
  | { type: 'applied'; target: string; mode: Mode; by: 'workbench' | 'api'; changes: { id: string; tool: string; summary: string }[] }
  | { type: 'undone'; target: string; mode: Mode; changes: { id: string; tool: string; summary: string }[] }
  | { type: 'cleared'; target: string; mode: Mode };

/** What the engine gets from the service besides its public side. */
export interface WorkbenchInside {
  options: WorkbenchOptions;
  /** Bumped when skill files the review needs have loaded. */
  files: ReadonlySignal<number>;
  emit(e: WorkbenchEvent): void;
  now(): number;
  card(): CharacterCard | null;
  /** Where the AI's turn and the dry run load from (tests pass ones that fail); default: their own chunks. */
  parts: { chat?: LazyPart<WorkbenchChatPart>; dryRun?: LazyPart<WorkbenchDryRunPart> };
}

/** The service's side its API, engine and AI turn use (WorkbenchService implements it). */
export interface WorkbenchSide {
  readonly view: Signal<WorkbenchView | null>;
  readonly activity: Signal<WorkbenchActivity | null>;
  readonly language: Signal<ContentLang | null>;
  readonly lastError: Signal<string | null>;
  readonly dryRunResult: Signal<DryRunResult | null>;
  target(mode?: Mode): WorkbenchTarget;
  base(target: WorkbenchTarget): Profile;
  context(target: WorkbenchTarget): ChangeContext;
  loadSkill(target: WorkbenchTarget, name: string): Promise<readonly SkillFile[] | undefined>;
  propose(target: WorkbenchTarget, op: ChangeOp, summary: string, source?: 'workbench' | 'api'): Promise<string>;
  subscribe(listener: (e: WorkbenchEvent) => void): () => void;
}

/** What the AI's turn (workbench-chat.ts) needs from the engine besides its public methods. */
export interface WorkbenchChatHost {
  host?: Host;
  lang(): ContentLang;
  /** No bytes for this long ends a request attempt as a stall (the app's setting). */
  stallTimeoutMs(): number;
  save(view: WorkbenchView, session: WorkbenchSession): Promise<void>;
  setActivity(a: WorkbenchActivity | null): void;
}

/** The engine's side the AI's turn works on (WorkbenchEngine implements it). */
export interface WorkbenchTurnEngine {
  readonly view: Signal<WorkbenchView | null>;
  context(target: WorkbenchTarget): ChangeContext;
  loadSkill(target: WorkbenchTarget, name: string): Promise<readonly SkillFile[] | undefined>;
  draftOf(view: WorkbenchView, include?: (c: PendingChange) => boolean): WorkbenchDraft;
  propose(target: WorkbenchTarget, op: ChangeOp, summary: string, source?: 'workbench' | 'api'): Promise<string>;
}

/** The AI's turn part (workbench-chat.ts) and the dry-run part (workbench-dry-run.ts), as the engine loads them. */
export interface WorkbenchChatPart {
  runWorkbenchTurn(wb: WorkbenchTurnEngine, ch: WorkbenchChatHost, view: WorkbenchView, text: string, signal: AbortSignal): Promise<{ error?: string }>;
}
export interface WorkbenchDryRunPart {
  runDryTurn(deps: DryRunDeps, target: WorkbenchTarget, draft: WorkbenchDraft, signal: AbortSignal): Promise<DryRunResult>;
}
