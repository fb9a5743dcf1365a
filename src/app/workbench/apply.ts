// Apply and Undo. Apply replays the approved changes on the profile as it is stored now, writes the
// skills they make or edit (one transaction for all of them), then the profile (one transaction, only
// onto the profile the changes were replayed on), and keeps the version it replaced in the scope's
// history (the last 20). Undo writes the latest kept version back, and the skills as they were.
import { hashValue } from '../../core/profiles/hash.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { parseSkill } from '../../core/skills/parse.ts';
import type { SkillFile, SkillScope } from '../../core/skills/types.ts';
import { replayChanges } from '../../core/workbench/apply.ts';
import type { ChangeContext } from '../../core/workbench/draft.ts';
import type { ChangeOp } from '../../core/workbench/ops.ts';
import type { CharacterCard } from '../../ports/host.ts';
import type { WorkbenchStore } from '../../storage/index.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import type { SkillsService } from '../skills/skills-service.ts';
import { ConflictError } from './conflict.ts';
import { emptyHistory, HISTORY_LIMIT, parseHistory, type HistoryVersion, type WorkbenchHistory } from './records.ts';
import { WorkbenchError } from './error.ts';
import { targetKey, targetProfile, unsavedPanelEdits, writeTargetProfile, type WorkbenchTarget } from './target.ts';

export interface ApplyDeps {
  store: WorkbenchStore;
  profiles: ProfilesService;
  skills: SkillsService;
  card(): CharacterCard | null;
  now(): number;
}

export const historyKey = (t: WorkbenchTarget) => `history:${targetKey(t)}`;

export async function readHistory(store: WorkbenchStore, t: WorkbenchTarget): Promise<{ history: WorkbenchHistory; damaged?: string }> {
  const r = await store.read(historyKey(t), parseHistory);
  return { history: r.value ?? emptyHistory(), ...(r.damaged ? { damaged: r.damaged.reason } : {}) };
}

const UNSAVED = 'The panel has unsaved edits to this preset. Save or revert them first, so the workbench does not write over them.';

async function storedFiles(skills: SkillsService, scope: SkillScope, name: string): Promise<{ files: SkillFile[]; hash: string } | null> {
  const s = await skills.readSkill(scope, name);
  return s ? { files: s.files, hash: s.hash } : null;
}

export interface AppliedChange {
  id: string;
  op: ChangeOp;
  summary: string;
}

/** Applies `changes` (in order) to the target; returns the version kept for Undo. */
export async function applyChanges(
  deps: ApplyDeps,
  target: WorkbenchTarget,
  ctx: ChangeContext,
  changes: readonly AppliedChange[],
  by: 'workbench' | 'api',
): Promise<HistoryVersion> {
  if (!changes.length) throw new WorkbenchError('nothing_approved', 'Approve at least one change first.');
  if (unsavedPanelEdits(deps.profiles, target)) throw new WorkbenchError('unsaved_edits', UNSAVED);
  const card = deps.card();
  let base: Profile;
  try {
    base = targetProfile(deps.profiles, card, target);
  } catch (e) {
    throw new WorkbenchError('gone', e instanceof Error ? e.message : String(e));
  }
  const { draft, steps } = replayChanges(ctx, { profile: base, skills: [] }, changes);
  const failed = steps.filter((s) => s.failure);
  if (failed.length) {
    throw new WorkbenchError(
      'no_longer_applies',
      `Nothing was applied: ${failed.map((s) => `${s.change.id} — ${s.failure!.error}`).join(' ')} Reject it, or approve the change it builds on.`,
    );
  }
  // Skills first (one transaction), each only over the version the change was made from.
  const before: HistoryVersion['skills'] = [];
  const writes: Parameters<SkillsService['placeSkills']>[0] = [];
  for (const s of draft.skills) {
    const old = await storedFiles(deps.skills, s.scope, s.name);
    const parsed = parseSkill(s.files, { folderName: s.name, scope: s.scope, now: deps.now() });
    if (!parsed.skill) throw new WorkbenchError('failed', `Skill "${s.name}" cannot be installed: ${parsed.issues.map((i) => i.message).join('; ')}`);
    before.push({ name: s.name, scope: s.scope, before: old?.files ?? null });
    writes.push({ scope: s.scope, name: s.name, skill: parsed.skill, expectedHash: s.baseHash ?? null });
  }
  try {
    if (writes.length) await deps.skills.placeSkills(writes);
  } catch (e) {
    throw new WorkbenchError('conflict', `Nothing was applied: ${e instanceof Error ? e.message : String(e)}`);
  }
  let stored: Profile;
  try {
    stored = await writeTargetProfile(deps.profiles, card, target, base, draft.profile);
  } catch (e) {
    // Put the skills back as they were, so a refused profile write leaves nothing half-applied.
    if (writes.length) await restoreSkills(deps.skills, before).catch(() => {});
    if (e instanceof ConflictError) throw new WorkbenchError('conflict', e.message);
    throw new WorkbenchError('failed', `Nothing was applied: ${e instanceof Error ? e.message : String(e)}`);
  }
  const version: HistoryVersion = {
    at: deps.now(),
    before: base as Record<string, unknown>,
    afterHash: hashValue(stored),
    skills: before,
    changes: changes.map((c) => ({ id: c.id, tool: c.op.tool, summary: c.summary })),
    by,
  };
  await deps.store.update(
    historyKey(target),
    (h) => ({ version: 1 as const, versions: [version, ...(h?.versions ?? [])].slice(0, HISTORY_LIMIT) }),
    parseHistory,
  );
  return version;
}

async function restoreSkills(skills: SkillsService, versions: HistoryVersion['skills']) {
  const writes: Parameters<SkillsService['placeSkills']>[0] = [];
  for (const v of versions) {
    const scope = v.scope as SkillScope;
    if (!v.before) writes.push({ scope, name: v.name, skill: null });
    else {
      const parsed = parseSkill(v.before, { folderName: v.name, scope });
      if (parsed.skill) writes.push({ scope, name: v.name, skill: parsed.skill });
    }
  }
  if (writes.length) await skills.placeSkills(writes);
}

/** Writes the latest kept version back (the profile and its skills) and drops it from the history. */
export async function undoLatest(deps: ApplyDeps, target: WorkbenchTarget): Promise<HistoryVersion> {
  const { history } = await readHistory(deps.store, target);
  const top = history.versions[0];
  if (!top) throw new WorkbenchError('no_history', 'There is nothing to undo.');
  if (unsavedPanelEdits(deps.profiles, target)) throw new WorkbenchError('unsaved_edits', UNSAVED);
  const card = deps.card();
  let current: Profile;
  try {
    current = targetProfile(deps.profiles, card, target);
  } catch (e) {
    throw new WorkbenchError('gone', e instanceof Error ? e.message : String(e));
  }
  if (hashValue(current) !== top.afterHash) {
    throw new WorkbenchError(
      'conflict',
      'The profile was changed after this version was applied (in the panel or another tab); Undo would lose that change, so nothing was restored.',
    );
  }
  await restoreSkills(deps.skills, top.skills);
  try {
    await writeTargetProfile(deps.profiles, card, target, current, top.before as Profile);
  } catch (e) {
    throw new WorkbenchError(e instanceof ConflictError ? 'conflict' : 'failed', e instanceof Error ? e.message : String(e));
  }
  await deps.store.update(
    historyKey(target),
    (h) => ({ version: 1 as const, versions: (h?.versions ?? []).filter((v) => v.at !== top.at || v.afterHash !== top.afterHash) }),
    parseHistory,
  );
  return top;
}
