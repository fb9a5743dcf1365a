// skill_bind_to_agent, skill_unbind_from_agent and skill_set_mode_defaults on a draft. An agent that
// inherits the mode's skills keeps inheriting (its list gets or keeps the leading "+"); a skill the
// agent only inherits is unbound by denying it for that agent, so the mode list stays whole.
import { toolFailure, type ToolFailure } from '../agent/tool.ts';
import { SKILL_NAME_RE } from '../skills/frontmatter.ts';
import type { SkillPolicy } from '../skills/types.ts';
import { resolveVisibleSkills } from '../skills/visibility.ts';
import { findAgent, obj, workbenchAgents } from './agents.ts';
import { knownSkillNames, type ChangeContext, type ChangeOutcome, type WorkbenchDraft } from './draft.ts';
import type { ChangeArgs } from './ops.ts';
import { checkProfile, isFailure } from './validate.ts';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(', ');

function similar(name: string, known: Iterable<string>): string[] {
  const parts = name
    .toLowerCase()
    .split(/[-_]/)
    .filter((p) => p.length > 2);
  return [...known].filter((k) => parts.some((p) => k.includes(p))).slice(0, 8);
}

/** A skill the draft can name: installed for this scope or made in this session. */
function checkSkill(ctx: ChangeContext, draft: WorkbenchDraft, skill: string): ToolFailure | null {
  const known = knownSkillNames(ctx, draft);
  if (known.has(skill)) return null;
  const near = similar(skill, known);
  return toolFailure(
    `Skill "${skill}" is not installed for this ${ctx.mode} profile and was not created in this session. Nothing was changed.`,
    'skill_not_installed',
    near.length
      ? `Did you mean ${quoted(near)}? skills_list shows every installed skill.`
      : 'Call skills_list for the installed names, or skill_create to write it first.',
  );
}

function modePolicy(draft: WorkbenchDraft): Required<Pick<SkillPolicy, 'visible' | 'deny'>> {
  const s = obj(obj(draft.profile).skills);
  return { visible: strings(s.visible), deny: strings(s.deny) };
}

/** The names an agent sees with these policies (against the known names). */
export function effectiveFor(ctx: ChangeContext, draft: WorkbenchDraft, mode: SkillPolicy, agent: SkillPolicy | undefined): string[] {
  return resolveVisibleSkills({ mode, agent }, knownSkillNames(ctx, draft));
}

function finish(ctx: ChangeContext, draft: WorkbenchDraft, next: unknown, summary: string, warnings: string[] = []): ChangeOutcome {
  const checked = checkProfile(ctx, draft, next);
  if (isFailure(checked)) return checked;
  return { ok: true, draft: { ...draft, profile: checked.profile }, summary, warnings: [...warnings, ...checked.warnings] };
}

export function bindSkill(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'skill_bind_to_agent'>): ChangeOutcome {
  const next = structuredClone(draft.profile);
  const agent = findAgent(ctx.mode, next, args.agentId, 'skills');
  if (typeof agent === 'string')
    return toolFailure(`${agent} Nothing was changed.`, 'unknown_agent', 'Use an id from profile_summary; the mode level is skill_set_mode_defaults.');
  const bad = checkSkill(ctx, draft, args.skill);
  if (bad && args.list === 'visible') return bad;
  const policy = obj(agent.holder.skills);
  const visible = strings(policy.visible);
  const deny = strings(policy.deny);
  const mode = modePolicy(draft);
  const before = effectiveFor(ctx, draft, mode, { visible, deny });
  const warnings: string[] = [];
  if (args.list === 'deny') {
    if (deny.includes(args.skill)) return toolFailure(`"${args.skill}" is already on ${args.agentId}'s deny list. Nothing was changed.`, 'no_change');
    agent.holder.skills = { ...policy, visible, deny: [...deny, args.skill] };
    if (bad) warnings.push(`"${args.skill}" is not installed; the deny entry takes effect once it is.`);
    const after = effectiveFor(ctx, draft, mode, agent.holder.skills as SkillPolicy);
    return finish(
      ctx,
      draft,
      next,
      `${args.agentId} will never see "${args.skill}" (deny).${before.length !== after.length ? ` It sees ${after.length} skills instead of ${before.length}.` : ''}`,
      warnings,
    );
  }
  if (mode.deny.includes(args.skill)) {
    return toolFailure(
      `"${args.skill}" is denied at mode level, and deny always wins. Nothing was changed.`,
      'denied_at_mode',
      'Remove it from the mode deny list with skill_set_mode_defaults first, or leave it denied.',
    );
  }
  if (visible.includes(args.skill) && !deny.includes(args.skill))
    return toolFailure(`"${args.skill}" is already on ${args.agentId}'s visible list. Nothing was changed.`, 'no_change');
  const wasDenied = deny.includes(args.skill);
  if (visible.includes('*') && !wasDenied)
    return toolFailure(`${args.agentId} already sees every installed skill ("*"), "${args.skill}" included. Nothing was changed.`, 'no_change');
  let list = visible;
  let how = 'already sees every installed skill ("*")';
  if (visible.length === 0) {
    // Rule 1 (inherits the mode): keep inheriting, then add.
    list = ['+', args.skill];
    how = 'keeps the mode\'s skills ("+") and adds it';
  } else if (!visible.includes('*') && !visible.includes(args.skill)) {
    list = [...visible, args.skill];
    how = visible[0] === '+' ? 'keeps the mode\'s skills ("+") and adds it' : "has its own list (it does not inherit the mode's skills); added to it";
  }
  agent.holder.skills = { ...policy, visible: list, deny: deny.filter((d) => d !== args.skill) };
  if (wasDenied) warnings.push(`"${args.skill}" was on ${args.agentId}'s deny list; it was taken off.`);
  return finish(ctx, draft, next, `${args.agentId} will see "${args.skill}": it ${how}.`, warnings);
}

export function unbindSkill(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'skill_unbind_from_agent'>): ChangeOutcome {
  const next = structuredClone(draft.profile);
  const agent = findAgent(ctx.mode, next, args.agentId, 'skills');
  if (typeof agent === 'string')
    return toolFailure(`${agent} Nothing was changed.`, 'unknown_agent', 'Use an id from profile_summary; the mode level is skill_set_mode_defaults.');
  const policy = obj(agent.holder.skills);
  const visible = strings(policy.visible);
  const deny = strings(policy.deny);
  const mode = modePolicy(draft);
  if (args.list === 'deny') {
    if (!deny.includes(args.skill))
      return toolFailure(
        `"${args.skill}" is not on ${args.agentId}'s deny list. Nothing was changed.`,
        'no_change',
        mode.deny.includes(args.skill) ? 'It is denied at mode level: see skill_set_mode_defaults.' : undefined,
      );
    agent.holder.skills = { ...policy, visible, deny: deny.filter((d) => d !== args.skill) };
    const warn = mode.deny.includes(args.skill) ? [`"${args.skill}" stays denied at mode level.`] : [];
    return finish(ctx, draft, next, `"${args.skill}" is no longer denied for ${args.agentId}.`, warn);
  }
  const before = effectiveFor(ctx, draft, mode, { visible, deny });
  if (visible.includes(args.skill)) {
    const list = visible.filter((n) => n !== args.skill);
    // A preload names a visible skill: the name leaves the preload list with it.
    const preload = Array.isArray(policy.preload) ? { preload: strings(policy.preload).filter((n) => n !== args.skill) } : {};
    agent.holder.skills = { ...policy, visible: list, deny, ...preload };
    const warnings: string[] = [];
    if (list.length === 0) {
      const after = effectiveFor(ctx, draft, mode, { visible: list, deny });
      warnings.push(`${args.agentId}'s own list is now empty, so it inherits the mode's skills (${after.length ? quoted(after) : 'none'}).`);
    }
    return finish(ctx, draft, next, `${args.agentId} no longer lists "${args.skill}".`, warnings);
  }
  if (before.includes(args.skill)) {
    // It comes from the mode list (through "+", inheritance or "*"): deny it for this agent only.
    agent.holder.skills = { ...policy, visible, deny: [...deny, args.skill] };
    return finish(ctx, draft, next, `"${args.skill}" comes from the mode's skills; it is denied for ${args.agentId} only, so the other agents keep it.`);
  }
  return toolFailure(`${args.agentId} does not see "${args.skill}". Nothing was changed.`, 'no_change', 'agent_get shows the skills an agent sees.');
}

export function setModeDefaults(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'skill_set_mode_defaults'>): ChangeOutcome {
  if (!args.visible && !args.deny) return toolFailure('Give "visible", "deny" or both. Nothing was changed.', 'invalid_arguments');
  const warnings: string[] = [];
  const clean = (list: string[] | undefined, which: 'visible' | 'deny'): string[] | ToolFailure | undefined => {
    if (!list) return undefined;
    const out: string[] = [];
    for (const n of list) {
      if (n === '+')
        return toolFailure(
          `"+" means "inherit the mode's skills" and belongs to agent lists, not to the mode's ${which} list. Nothing was changed.`,
          'invalid_arguments',
        );
      if (n !== '*' && !SKILL_NAME_RE.test(n))
        return toolFailure(`"${n}" is not a skill name. Nothing was changed.`, 'invalid_arguments', 'Skill names use lowercase letters, digits, "-" and "_".');
      if (n !== '*' && which === 'visible') {
        const bad = checkSkill(ctx, draft, n);
        if (bad) return bad;
      }
      if (!out.includes(n)) out.push(n);
    }
    return out;
  };
  const visible = clean(args.visible, 'visible');
  if (isFailure(visible)) return visible;
  const deny = clean(args.deny, 'deny');
  if (isFailure(deny)) return deny;
  const next = structuredClone(draft.profile) as Record<string, unknown>;
  const old = modePolicy(draft);
  const policy = { ...obj(next.skills), visible: visible ?? old.visible, deny: deny ?? old.deny };
  next.skills = policy;
  // Who sees something else now.
  const changed: string[] = [];
  for (const a of workbenchAgents(ctx.mode, next).filter((x) => x.has.skills)) {
    const p = obj(a.holder.skills) as SkillPolicy;
    const was = effectiveFor(ctx, draft, old, p).join('\n');
    const now = effectiveFor(ctx, draft, policy, p).join('\n');
    if (was !== now) changed.push(a.id);
  }
  const parts: string[] = [];
  if (visible) parts.push(`mode visible: ${visible.length ? quoted(visible) : 'none'}`);
  if (deny) parts.push(`mode deny: ${deny.length ? quoted(deny) : 'none'}`);
  return finish(
    ctx,
    draft,
    next,
    `Mode skills set (${parts.join('; ')}). ${changed.length ? `Agents whose skills change: ${changed.join(', ')}.` : 'No agent sees anything different.'}`,
    warnings,
  );
}
