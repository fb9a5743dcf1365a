// Every change is tried on a copy: the result must parse through the mode's schema with nothing to
// repair, and must not add a lint error. New lint warnings are accepted and told to the model.
import { toolFailure, type ToolFailure } from '../agent/tool.ts';
import { lintProfile, type LintIssue } from '../profiles/lint.ts';
import type { Mode } from '../profiles/modes.ts';
import { parseProfile, PROFILE_SCHEMAS, type Profile } from '../profiles/parse.ts';
import { ProfileError } from '../profiles/sanitize.ts';
import { knownSkillNames, type ChangeContext, type WorkbenchDraft } from './draft.ts';

/** Most agents of one kind a profile may hold (the import limit). */
export const TEAM_LIMIT = 64;

const key = (i: { path: string; code: string; message: string }) => `${i.path}|${i.code}|${i.message}`;

function lintOf(ctx: ChangeContext, draft: WorkbenchDraft, profile: unknown): LintIssue[] {
  return lintProfile(ctx.mode, profile as Profile, { installedSkills: knownSkillNames(ctx, draft) }).filter((i) => i.severity !== 'notice');
}

function repairs(mode: Mode, profile: unknown): string[] | string {
  try {
    return parseProfile(mode, profile).warnings.map((w) => `${w.path}: ${w.message}`);
  } catch (e) {
    return e instanceof ProfileError ? e.message : String(e);
  }
}

export interface Checked {
  profile: Profile;
  warnings: string[];
}

/**
 * Checks `next` (a changed copy of `draft.profile`) and returns it parsed, with the lint warnings it
 * adds; or a failure naming what is wrong, so the model can try again. Problems the draft already had
 * do not count against the change.
 */
export function checkProfile(ctx: ChangeContext, draft: WorkbenchDraft, next: unknown): Checked | ToolFailure {
  const before = repairs(ctx.mode, draft.profile);
  const after = repairs(ctx.mode, next);
  if (typeof after === 'string') return toolFailure(`The change makes the profile unusable: ${after} Nothing was changed.`, 'invalid_profile');
  const had = new Set(typeof before === 'string' ? [] : before);
  const fresh = after.filter((w) => !had.has(w));
  if (fresh.length) {
    return toolFailure(
      `The profile would not keep this change as given: ${fresh.slice(0, 3).join('; ')}. Nothing was changed.`,
      'out_of_range',
      'Use values inside the limits and ids that are unique and not empty.',
    );
  }
  const strict = PROFILE_SCHEMAS[ctx.mode].safeParse(next);
  if (!strict.success) {
    const list = strict.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || 'profile'}: ${i.message}`);
    return toolFailure(
      `The change makes the profile invalid: ${list.join('; ')}. Nothing was changed.`,
      'invalid_profile',
      'Fix the values named above and call the tool again.',
    );
  }
  const old = new Set(lintOf(ctx, draft, draft.profile).map(key));
  const added = lintOf(ctx, draft, next).filter((i) => !old.has(key(i)));
  const errors = added.filter((i) => i.severity === 'error');
  if (errors.length) {
    return toolFailure(
      `The change would break the profile: ${errors.map((e) => e.message).join(' ')} Nothing was changed.`,
      'lint_error',
      'Change something else first (see lint), or make this change differently.',
    );
  }
  return { profile: parseProfile(ctx.mode, next).profile, warnings: added.map((i) => i.message) };
}

export const isFailure = (v: unknown): v is ToolFailure => !!v && typeof v === 'object' && (v as { ok?: unknown }).ok === false;
