// What the workbench edits: a copy of one profile plus the skills created or edited in the session,
// and what a change needs to know about the place it is made in.
import type { ToolFailure } from '../agent/tool.ts';
import type { Mode } from '../profiles/modes.ts';
import type { Profile } from '../profiles/parse.ts';
import type { SkillFile, SkillScope } from '../skills/types.ts';

/** A skill as the session would leave it: new (`baseHash` absent) or an installed one edited. */
export interface SkillDraft {
  name: string;
  scope: SkillScope;
  description: string;
  files: SkillFile[];
  /** The installed version's hash when this edits one; applying refuses if it changed meanwhile. */
  baseHash?: string;
}

export interface WorkbenchDraft {
  profile: Profile;
  skills: readonly SkillDraft[];
}

/** An installed skill as the scope being edited resolves it (character > preset > global). */
export interface InstalledSkill {
  name: string;
  scope: SkillScope;
  description: string;
  hash?: string;
}

export interface ChangeContext {
  mode: Mode;
  /** The installed skills that apply to the edited scope, by name. */
  installed: ReadonlyMap<string, InstalledSkill>;
  /** Where new skills go: the preset's scope, or the character's when a card override is edited. */
  skillScope: SkillScope;
  /** Files of an installed skill (skill_edit); the caller loads them before the change runs. */
  skillFiles?(name: string): readonly SkillFile[] | undefined;
  /** Tools the host has beyond chat, lorebook and notes (for the lint's notices). */
  extraToolNames?: readonly string[];
  /** Connection names the host offers ('' = the default). Checked when a change names one. */
  connections?: readonly string[];
  now?: number;
}

export type ChangeOutcome =
  | {
      ok: true;
      draft: WorkbenchDraft;
      /** What the change does, in one or two English sentences (for the model). */
      summary: string;
      /** Accepted, but worth knowing (a new lint warning, a name not installed…). */
      warnings: string[];
    }
  | ToolFailure;

/** Every skill name the draft can refer to: installed or made in this session. */
export function knownSkillNames(ctx: ChangeContext, draft: WorkbenchDraft): Set<string> {
  return new Set([...ctx.installed.keys(), ...draft.skills.map((s) => s.name)]);
}
