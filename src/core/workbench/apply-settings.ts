// limits_set, tools_set and profile_propose on a draft.
import { toolFailure, type ToolFailure } from '../agent/tool.ts';
import { parseProfile } from '../profiles/parse.ts';
import { ProfileError } from '../profiles/sanitize.ts';
import { MODE_TOOL_NAMESPACES, verbsFor } from '../modes/tools.ts';
import { agentToolFlags, enabledToolNames, type ToolFlags, type ToolNamespace, type ToolOverride } from '../profiles/tools.ts';
import { findAgent, obj, workbenchAgents } from './agents.ts';
import type { ChangeContext, ChangeOutcome, WorkbenchDraft } from './draft.ts';
import type { ChangeArgs } from './ops.ts';
import { checkProfile, isFailure } from './validate.ts';

type Obj = Record<string, unknown>;

/** Text settings limits_set may change besides numbers and switches. */
const TEXT_SETTINGS: Partial<Record<ChangeContext['mode'], readonly string[]>> = {
  director: ['apiPreset', 'promptPreset'],
  loop: ['apiPreset', 'promptPreset'],
  spec: ['apiPreset', 'promptPreset'],
  agenda: ['apiPreset', 'promptPreset', 'finalWorkerId'],
  single: ['apiPreset', 'promptPreset'],
};

/** The top-level settings of a profile limits_set can change, with their current values. */
export function limitFields(mode: ChangeContext['mode'], profile: unknown): Record<string, number | boolean | string> {
  const out: Record<string, number | boolean | string> = {};
  for (const [k, v] of Object.entries(obj(profile))) {
    if (k === 'mode') continue;
    if (typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && TEXT_SETTINGS[mode]?.includes(k))) out[k] = v;
  }
  return out;
}

function finish(ctx: ChangeContext, draft: WorkbenchDraft, next: unknown, summary: string, warnings: string[] = []): ChangeOutcome {
  const checked = checkProfile(ctx, draft, next);
  if (isFailure(checked)) return checked;
  return { ok: true, draft: { ...draft, profile: checked.profile }, summary, warnings: [...warnings, ...checked.warnings] };
}

export function setLimits(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'limits_set'>): ChangeOutcome {
  const fields = limitFields(ctx.mode, draft.profile);
  const next = structuredClone(draft.profile) as Obj;
  const changed: string[] = [];
  const entries = Object.entries(args.limits);
  if (!entries.length)
    return toolFailure('Name at least one setting. Nothing was changed.', 'invalid_arguments', `Settings: ${Object.keys(fields).join(', ')}.`);
  for (const [k, v] of entries) {
    if (!(k in fields))
      return toolFailure(
        `"${k}" is not a setting of a ${ctx.mode} profile. Nothing was changed.`,
        'unknown_setting',
        `Settings: ${Object.keys(fields).join(', ')}.`,
      );
    if (typeof v !== typeof fields[k])
      return toolFailure(`"${k}" takes a ${typeof fields[k]}, not ${JSON.stringify(v)}. Nothing was changed.`, 'invalid_arguments');
    if (k === 'apiPreset' && typeof v === 'string' && v && ctx.connections && !ctx.connections.includes(v)) {
      return toolFailure(
        `There is no connection "${v}". Nothing was changed.`,
        'unknown_connection',
        `Connections: ${ctx.connections
          .filter(Boolean)
          .map((c) => `"${c}"`)
          .join(', ')}.`,
      );
    }
    if (next[k] !== v) {
      changed.push(`${k}: ${JSON.stringify(next[k])} → ${JSON.stringify(v)}`);
      next[k] = v;
    }
  }
  if (!changed.length) return toolFailure('Those settings already have these values. Nothing was changed.', 'no_change');
  return finish(ctx, draft, next, `Settings: ${changed.join('; ')}.`);
}

/** "ns.verb" → [ns, verb], checked against the mode's namespaces; `custom.<name>` for registered tools. */
function switchOf(ctx: ChangeContext, key: string): [ToolNamespace | 'custom', string] | ToolFailure {
  const dot = key.indexOf('.');
  const ns = dot > 0 ? key.slice(0, dot) : '';
  const verb = dot > 0 ? key.slice(dot + 1) : '';
  const spaces = MODE_TOOL_NAMESPACES[ctx.mode];
  if (ns === 'custom' && verb) return ['custom', verb];
  if (!(spaces as readonly string[]).includes(ns)) {
    return toolFailure(
      `"${key}" is not a tool switch of a ${ctx.mode} profile. Nothing was changed.`,
      'unknown_switch',
      spaces.length ? `Write "namespace.verb"; namespaces: ${spaces.join(', ')}, and custom.<tool>.` : `A ${ctx.mode} profile has no tools.`,
    );
  }
  const verbs = verbsFor(ctx.mode, ns as ToolNamespace);
  if (!verbs.includes(verb)) return toolFailure(`"${key}" is not a tool switch. Nothing was changed.`, 'unknown_switch', `${ns} verbs: ${verbs.join(', ')}.`);
  return [ns as ToolNamespace, verb];
}

/**
 * An agent's override after `set` and `inherit`: a namespace it did not have starts as a copy of the
 * profile's (so only the named verbs change), and one it has is edited in place. null = inherits all.
 */
export function overrideFromSwitches(
  ctx: ChangeContext,
  profile: Obj,
  current: ToolOverride | null,
  set: Record<string, boolean>,
  inherit: readonly string[] = [],
): ToolOverride | null | ToolFailure {
  const profileTools = obj(profile.tools) as ToolFlags;
  let out: Obj = inherit.includes('*') ? {} : structuredClone(obj(current));
  for (const ns of inherit) if (ns !== '*') delete out[ns];
  for (const [key, on] of Object.entries(set)) {
    const sw = switchOf(ctx, key);
    if (isFailure(sw)) return sw;
    const [ns, verb] = sw;
    if (!out[ns]) out[ns] = ns === 'custom' ? {} : { ...obj((profileTools as Obj)[ns]) };
    (out[ns] as Obj)[verb] = on;
  }
  out = Object.fromEntries(Object.entries(out).filter(([, v]) => v && typeof v === 'object'));
  return Object.keys(out).length ? (out as ToolOverride) : null;
}

export function setTools(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'tools_set'>): ChangeOutcome {
  if (!MODE_TOOL_NAMESPACES[ctx.mode].length) return toolFailure(`A ${ctx.mode} profile has no tools. Nothing was changed.`, 'no_tools');
  if (!args.set && !args.inherit) return toolFailure('Give "set", "inherit" or both. Nothing was changed.', 'invalid_arguments');
  const next = structuredClone(draft.profile) as Obj;
  const profileTools = obj(next.tools) as ToolFlags;
  if (!args.agentId || args.agentId === 'profile') {
    if (args.inherit)
      return toolFailure('"inherit" is for an agent\'s own switches; the profile level is what agents inherit. Nothing was changed.', 'invalid_arguments');
    const before = enabledToolNames(profileTools);
    for (const [key, on] of Object.entries(args.set ?? {})) {
      const sw = switchOf(ctx, key);
      if (isFailure(sw)) return sw;
      const [ns, verb] = sw;
      const tools = next.tools as Obj;
      tools[ns] = { ...obj(tools[ns]), [verb]: on };
    }
    return finish(
      ctx,
      draft,
      next,
      `Profile tools: ${toolDelta(before, enabledToolNames(next.tools as ToolFlags), customOf(profileTools), customOf(next.tools as ToolFlags))}. Agents with their own switches for a namespace keep them.`,
    );
  }
  const agent = findAgent(ctx.mode, next, args.agentId, 'tools');
  if (typeof agent === 'string')
    return toolFailure(
      `${agent} Nothing was changed.`,
      'unknown_agent',
      ctx.mode === 'loop' ? "A loop profile's tools are the profile level: leave agentId out." : undefined,
    );
  const current = (agent.holder.tools ?? null) as ToolOverride | null;
  const before = agentToolFlags(profileTools, current);
  const override = overrideFromSwitches(ctx, next, current, args.set ?? {}, args.inherit ?? []);
  if (isFailure(override)) return override;
  agent.holder.tools = override;
  const after = agentToolFlags(profileTools, override);
  const delta = toolDelta(enabledToolNames(before), enabledToolNames(after), customOf(before), customOf(after));
  if (JSON.stringify(current) === JSON.stringify(override))
    return toolFailure(`${args.agentId}'s switches already are that. Nothing was changed.`, 'no_change');
  return finish(ctx, draft, next, `${args.agentId}'s tools: ${delta}.${override === null ? ' It now inherits every namespace from the profile.' : ''}`);
}

const customOf = (flags: ToolFlags) =>
  Object.entries(flags.custom ?? {})
    .filter(([, v]) => v === false)
    .map(([k]) => k);

function toolDelta(before: string[], after: string[], offBefore: string[], offAfter: string[]): string {
  const on = after.filter((t) => !before.includes(t));
  const off = before.filter((t) => !after.includes(t));
  const customOff = offAfter.filter((t) => !offBefore.includes(t));
  const customOn = offBefore.filter((t) => !offAfter.includes(t));
  const parts = [
    on.length || customOn.length ? `on ${[...on, ...customOn].join(', ')}` : '',
    off.length || customOff.length ? `off ${[...off, ...customOff].join(', ')}` : '',
  ].filter(Boolean);
  return parts.join('; ') || 'the same tools';
}

export function proposeProfile(ctx: ChangeContext, draft: WorkbenchDraft, args: ChangeArgs<'profile_propose'>): ChangeOutcome {
  const input = { ...args.profile };
  if (input.mode !== undefined && input.mode !== ctx.mode) {
    return toolFailure(
      `This is a ${String(input.mode)} profile, but the workbench edits the ${ctx.mode} profile. Nothing was changed.`,
      'mode_mismatch',
      `Propose a ${ctx.mode} profile, or tell the user to switch the mode first.`,
    );
  }
  let parsed;
  try {
    parsed = parseProfile(ctx.mode, { ...input, mode: ctx.mode });
  } catch (e) {
    return toolFailure(`The proposed profile cannot be used: ${e instanceof ProfileError ? e.message : String(e)} Nothing was changed.`, 'invalid_profile');
  }
  if (parsed.warnings.length) {
    return toolFailure(
      `The proposed profile has problems: ${parsed.warnings
        .slice(0, 5)
        .map((w) => `${w.path}: ${w.message}`)
        .join('; ')}${parsed.warnings.length > 5 ? ` (and ${parsed.warnings.length - 5} more)` : ''}. Nothing was changed.`,
      'invalid_profile',
      'Fix those fields and propose it again.',
    );
  }
  const agents = workbenchAgents(ctx.mode, parsed.profile).map((a) => a.id);
  return finish(
    ctx,
    draft,
    parsed.profile,
    `The whole ${ctx.mode} profile replaced${args.summary ? `: ${args.summary}` : ''}. Agents: ${[...new Set(agents)].join(', ')}.`,
  );
}
