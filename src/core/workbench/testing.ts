// Helpers for this folder's tests (not exported from the core).
import { referencedSkillNames } from '../profiles/lint.ts';
import type { Mode } from '../profiles/modes.ts';
import { defaultProfile, type Profile } from '../profiles/parse.ts';
import type { SkillFile } from '../skills/types.ts';
import { applyChange } from './apply.ts';
import type { ChangeContext, InstalledSkill, WorkbenchDraft } from './draft.ts';
import { parseChangeOp, type ChangeOp } from './ops.ts';

/** The default profile of a mode with every skill it names installed globally, plus `extra`. */
export function setup(mode: Mode = 'director', extra: string[] = [], files: Record<string, SkillFile[]> = {}) {
  const profile = defaultProfile(mode) as Profile;
  const names = [...referencedSkillNames(mode, profile), ...extra];
  const installed = new Map<string, InstalledSkill>(names.map((n) => [n, { name: n, scope: 'global', description: `About ${n}.`, hash: `h-${n}` }]));
  const ctx: ChangeContext = {
    mode,
    installed,
    skillScope: `preset:${mode}/default`,
    skillFiles: (n) => files[n],
    connections: ['', 'demo', 'custom', 'cheap'],
  };
  const draft: WorkbenchDraft = { profile, skills: [] };
  return { ctx, draft, profile };
}

/** Parses the op as the tool would and applies it. */
export function run(ctx: ChangeContext, draft: WorkbenchDraft, tool: string, args: unknown) {
  const p = parseChangeOp({ tool, args });
  if (!p.ok) throw new Error(p.error);
  return applyChange(ctx, draft, p.op as ChangeOp);
}

/** Like run, but throws on a failure and returns the new draft. */
export function ok(ctx: ChangeContext, draft: WorkbenchDraft, tool: string, args: unknown): WorkbenchDraft {
  const r = run(ctx, draft, tool, args);
  if (!r.ok) throw new Error(`${tool} failed: ${r.error}`);
  return r.draft;
}

export const sub = (draft: WorkbenchDraft, id: string) =>
  (draft.profile as { subAgents: { id: string; [k: string]: unknown }[] }).subAgents.find((s) => s.id === id)!;
