// The workbench's programmatic API for other extensions (`troupe.workbench.api`): read an agent's
// effective skills policy, bind and unbind skills, set the mode defaults, and hear about changes. The
// operations are the workbench AI's tools: the same schema, the same validation, and with
// `{review: true}` the same pending change the user approves in the workbench. Reading a policy needs
// only the stored profile; a change loads the workbench's engine (`change`, from workbench.ts).
import { findAgent, obj } from '../../core/workbench/agents.ts';
import { knownSkillNames } from '../../core/workbench/draft.ts';
import type { ChangeInput, ChangeTool } from '../../core/workbench/ops.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { SkillPolicy } from '../../core/skills/types.ts';
import { resolveVisibleSkills } from '../../core/skills/visibility.ts';
import { WorkbenchError } from './error.ts';
import type { WorkbenchEvent, WorkbenchSide } from './types.ts';

export interface ApiOptions {
  /** Leave the change pending for the user to approve in the workbench (default: apply it now). */
  review?: boolean;
  /** The mode whose profile to change (default: the mode on screen). */
  mode?: Mode;
}

export type ApiResult =
  | { ok: true; status: 'applied'; summary: string; warnings: string[] }
  | { ok: true; status: 'pending'; changeId: string; summary: string; warnings: string[] }
  | { ok: false; error: string; code: string; hint?: string };

export type EffectivePolicy =
  | {
      ok: true;
      agentId: string;
      mode: Mode;
      /** The agent's own lists as stored (absent lists are []). */
      visible: string[];
      deny: string[];
      /** Of what it sees, the skills whose text arrives in its system message (not read on demand). */
      preload: string[];
      /** How its list combines with the mode's: inherit (no list), extend ("+" first), replace. */
      rule: 'inherit' | 'extend' | 'replace';
      /** The mode-level lists. */
      modeSkills: { visible: string[]; deny: string[] };
      /** The installed skills it sees, in order. */
      sees: string[];
    }
  | { ok: false; error: string; code: string };

export interface WorkbenchApi {
  effectivePolicy(agentId: string, opts?: { mode?: Mode }): EffectivePolicy;
  bindSkill(args: ChangeInput<'skill_bind_to_agent'>, opts?: ApiOptions): Promise<ApiResult>;
  unbindSkill(args: ChangeInput<'skill_unbind_from_agent'>, opts?: ApiOptions): Promise<ApiResult>;
  setModeDefaults(args: ChangeInput<'skill_set_mode_defaults'>, opts?: ApiOptions): Promise<ApiResult>;
  /** Every proposal, decision, apply, undo and clear, of the AI, the user or an extension. Returns an unsubscribe. */
  subscribe(listener: (e: WorkbenchEvent) => void): () => void;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Applies or proposes one change (the engine's `change`); may throw, e.g. a WorkbenchError. */
export type ApiChange = (tool: ChangeTool, args: unknown, opts?: ApiOptions) => Promise<ApiResult>;

export function createWorkbenchApi(wb: WorkbenchSide, apply: ApiChange): WorkbenchApi {
  const change = async (tool: ChangeTool, args: unknown, opts: ApiOptions = {}): Promise<ApiResult> => {
    try {
      return await apply(tool, args, opts);
    } catch (e) {
      if (e instanceof WorkbenchError) return { ok: false, error: e.message, code: e.code };
      return { ok: false, error: e instanceof Error ? e.message : String(e), code: 'failed' };
    }
  };
  return {
    effectivePolicy(agentId, opts = {}) {
      try {
        const target = wb.target(opts.mode);
        const ctx = wb.context(target);
        const profile = wb.base(target);
        const agent = findAgent(target.mode, profile, agentId, 'skills');
        if (typeof agent === 'string') return { ok: false, error: agent, code: 'unknown_agent' };
        const own = obj(agent.holder.skills) as SkillPolicy;
        const mode = obj(obj(profile).skills) as SkillPolicy;
        const visible = strings(own.visible);
        return {
          ok: true,
          agentId,
          mode: target.mode,
          visible,
          deny: strings(own.deny),
          preload: strings(own.preload),
          rule: visible.length === 0 ? 'inherit' : visible[0] === '+' ? 'extend' : 'replace',
          modeSkills: { visible: strings(mode.visible), deny: strings(mode.deny) },
          sees: resolveVisibleSkills({ mode, agent: own }, knownSkillNames(ctx, { profile, skills: [] })),
        };
      } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e), code: 'failed' };
      }
    },
    bindSkill: (args, opts) => change('skill_bind_to_agent', args, opts),
    unbindSkill: (args, opts) => change('skill_unbind_from_agent', args, opts),
    setModeDefaults: (args, opts) => change('skill_set_mode_defaults', args, opts),
    subscribe: (listener) => wb.subscribe(listener),
  };
}
