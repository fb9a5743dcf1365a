// One entry for every change: `applyChange` tries a change on a draft and returns the new draft or a
// failure the model can act on; `replayChanges` applies a list in order (what Apply and the review do
// with the approved ones, on the profile as it is stored now).
import type { ToolFailure } from '../agent/tool.ts';
import { bindSkill, setModeDefaults, unbindSkill } from './apply-skills.ts';
import { proposeProfile, setLimits, setTools } from './apply-settings.ts';
import { createSkill, editSkill } from './apply-skill-files.ts';
import { addSubagent, patchPrompt, removeSubagent, updateSubagent } from './apply-team.ts';
import type { ChangeContext, ChangeOutcome, WorkbenchDraft } from './draft.ts';
import type { ChangeOp } from './ops.ts';

export function applyChange(ctx: ChangeContext, draft: WorkbenchDraft, op: ChangeOp): ChangeOutcome {
  switch (op.tool) {
    case 'skill_bind_to_agent':
      return bindSkill(ctx, draft, op.args);
    case 'skill_unbind_from_agent':
      return unbindSkill(ctx, draft, op.args);
    case 'skill_set_mode_defaults':
      return setModeDefaults(ctx, draft, op.args);
    case 'profile_patch_prompt':
      return patchPrompt(ctx, draft, op.args);
    case 'subagent_add':
      return addSubagent(ctx, draft, op.args);
    case 'subagent_update':
      return updateSubagent(ctx, draft, op.args);
    case 'subagent_remove':
      return removeSubagent(ctx, draft, op.args);
    case 'limits_set':
      return setLimits(ctx, draft, op.args);
    case 'tools_set':
      return setTools(ctx, draft, op.args);
    case 'skill_create':
      return createSkill(ctx, draft, op.args);
    case 'skill_edit':
      return editSkill(ctx, draft, op.args);
    case 'profile_propose':
      return proposeProfile(ctx, draft, op.args);
  }
}

export interface ReplayStep<C> {
  change: C;
  /** The draft just before this change, and after it (the same object when it failed). */
  before: WorkbenchDraft;
  after: WorkbenchDraft;
  /** Set when the change no longer applies (an earlier one it built on is left out, the profile changed). */
  failure?: ToolFailure;
  summary?: string;
  warnings: string[];
}

/**
 * Applies `changes` in order, each on the result of the ones before. A change that fails is kept in
 * the steps with its failure, and the next ones go on from the draft before it.
 */
export function replayChanges<C extends { op: ChangeOp }>(
  ctx: ChangeContext,
  base: WorkbenchDraft,
  changes: readonly C[],
): { draft: WorkbenchDraft; steps: ReplayStep<C>[] } {
  let draft = base;
  const steps: ReplayStep<C>[] = [];
  for (const change of changes) {
    const r = applyChange(ctx, draft, change.op);
    if (r.ok) {
      steps.push({ change, before: draft, after: r.draft, summary: r.summary, warnings: r.warnings });
      draft = r.draft;
    } else {
      steps.push({ change, before: draft, after: draft, failure: r, warnings: [] });
    }
  }
  return { draft, steps };
}
