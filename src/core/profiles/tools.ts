// Tool switches: `tools.<namespace>.<verb>` booleans, one tree per profile, optional per-agent overrides.
//
// Rules (the same at profile and agent level):
// - a namespace object you write out is exactly what you get: verbs missing from it are off, except the
//   two read-only draft tools `message.get_draft` / `message.draft_search`, which are on unless set false;
// - profile level: a namespace missing from `tools` gets the mode's default for that namespace;
// - agent level: `tools: null` (or a missing namespace) inherits the profile's namespace; a namespace
//   present on the agent replaces the profile's one as a whole.
// - `custom.<toolName>`: every tool whose name is not in TOOL_VERBS (other extensions' tools, SillyTavern
//   function tools, hand-written ones): off until switched on, so a tool registered later never turns
//   itself on in a profile that existed before it.

import { z } from 'zod';

export const MEMORY_READ_VERBS = [
  'schema',
  'list_candidates',
  'edge_summary',
  'node_brief',
  'expand_seeds',
  'keyword_search',
  'vector_search',
  'find_by_name',
  'compaction_candidates',
] as const;
export const MEMORY_WRITE_VERBS = ['node_create', 'node_edit', 'node_delete', 'link_upsert', 'link_delete', 'compact_nodes'] as const;

/** Every namespace and its verbs. */
export const TOOL_VERBS = {
  chat: ['read_range', 'search'],
  lorebook: ['world_book_list', 'list', 'search', 'get', 'force_activate'],
  note: ['open', 'close'],
  memory: [...MEMORY_READ_VERBS, ...MEMORY_WRITE_VERBS],
  search: ['search', 'visit'],
  message: ['write_message', 'apply_message_patches', 'get_draft', 'draft_search'],
  collab: ['dispatch_subagent', 'dispatch_inline_subagent'],
} as const satisfies Record<string, readonly string[]>;

export type ToolNamespace = keyof typeof TOOL_VERBS;

/**
 * A mode's tool set: the namespaces its profile switches, the verbs it leaves out, and what a profile
 * starts with. Each mode's descriptor carries its own (src/core/modes); the functions below read a
 * set, and `src/core/modes/tools.ts` names them by mode.
 */
export interface ModeTools {
  readonly namespaces: readonly ToolNamespace[];
  /** Verbs of a namespace the mode does not offer. */
  readonly excluded?: Partial<Record<ToolNamespace, readonly string[]>>;
  /** The profile-level default of a namespace (`all(on)`: every verb of it on or off); missing: all off. */
  defaults?(ns: ToolNamespace, all: (on: boolean) => NamespaceFlags): NamespaceFlags;
}

/** The verbs of a namespace a tool set offers. */
export function verbsOf(set: ModeTools, ns: ToolNamespace): readonly string[] {
  const skip = set.excluded?.[ns] ?? [];
  return TOOL_VERBS[ns].filter((v) => !skip.includes(v));
}

/**
 * The tools the core implements over the host's readers. The rest of TOOL_VERBS (memory_*, search_*,
 * lorebook_force_activate) exist only where a host or an extension provides them; until then their
 * switches are not shown and agents that need only them are not offered.
 */
export const CORE_TOOL_NAMES: ReadonlySet<string> = new Set([
  'chat_read_range',
  'chat_search',
  'world_book_list',
  'lorebook_list',
  'lorebook_search',
  'lorebook_get',
  'note_open',
  'note_close',
  'write_message',
  'apply_message_patches',
  'get_draft',
  'draft_search',
  'dispatch_subagent',
  'dispatch_inline_subagent',
]);

/** The verbs of a namespace whose tools exist (`available`: the core's tools plus host and extension tools). */
export function offeredVerbsOf(set: ModeTools, ns: ToolNamespace, available: ReadonlySet<string>): readonly string[] {
  return verbsOf(set, ns).filter((v) => available.has(toolNameFor(ns, v)));
}

const ON_WHEN_MISSING: Partial<Record<ToolNamespace, readonly string[]>> = { message: ['get_draft', 'draft_search'] };

export type NamespaceFlags = Record<string, boolean>;
export type ToolFlags = Partial<Record<ToolNamespace, NamespaceFlags>> & { custom: Record<string, boolean> };
export type ToolOverride = Partial<Record<ToolNamespace, NamespaceFlags>> & { custom?: Record<string, boolean> };

function namespaceSchema(set: ModeTools, ns: ToolNamespace) {
  const shape: Record<string, z.ZodType<boolean>> = {};
  for (const verb of verbsOf(set, ns)) shape[verb] = z.boolean().default(ON_WHEN_MISSING[ns]?.includes(verb) ?? false);
  return z.looseObject(shape);
}

const customSchema = z.record(z.string(), z.boolean());

/** All verbs of a tool set's namespace set to `on` (draft readers stay on regardless). */
export function namespaceFlags(set: ModeTools, ns: ToolNamespace, on: boolean): NamespaceFlags {
  const out: NamespaceFlags = {};
  for (const verb of verbsOf(set, ns)) out[verb] = on || (ON_WHEN_MISSING[ns]?.includes(verb) ?? false);
  return out;
}

/** The memory reads a loop agent gets by default: the ones its method (loop-agent-method) names. */
export const LOOP_MEMORY_READS = ['find_by_name', 'keyword_search', 'node_brief'] as const;

/** A tool set's default switches (also what a missing namespace becomes). */
export function defaultFlagsOf(set: ModeTools): ToolFlags {
  const flags: ToolFlags = { custom: {} };
  for (const ns of set.namespaces) {
    const all = (on: boolean) => namespaceFlags(set, ns, on);
    flags[ns] = set.defaults ? set.defaults(ns, all) : all(false);
  }
  return flags;
}

/** Profile-level `tools`: every namespace of the set present. */
export function toolFlagsSchema(set: ModeTools) {
  const defaults = defaultFlagsOf(set);
  const shape: Record<string, z.ZodType> = {};
  for (const ns of set.namespaces) shape[ns] = namespaceSchema(set, ns).prefault(() => ({ ...defaults[ns] }));
  shape.custom = customSchema.default(() => ({}));
  return z.looseObject(shape) as unknown as z.ZodType<ToolFlags & Record<string, unknown>, unknown>;
}

/** Agent-level `tools`: null = inherit; otherwise only the namespaces it names. */
export function toolOverrideSchema(set: ModeTools) {
  const shape: Record<string, z.ZodType> = {};
  for (const ns of set.namespaces) shape[ns] = namespaceSchema(set, ns).optional();
  shape.custom = customSchema.optional();
  return z.looseObject(shape) as unknown as z.ZodType<ToolOverride & Record<string, unknown>, unknown>;
}

/** The switches one agent actually gets: its namespaces replace the profile's, the rest inherit. */
export function agentToolFlags(profileTools: ToolFlags, agentTools: ToolOverride | null | undefined): ToolFlags {
  if (!agentTools) return profileTools;
  const out: ToolFlags = { ...profileTools };
  for (const [ns, flags] of Object.entries(agentTools)) {
    if (flags && typeof flags === 'object') (out as Record<string, unknown>)[ns] = flags;
  }
  return out;
}

/** The name the model sees for a switch: `chat_read_range`, `world_book_list`, `write_message`, ... */
export function toolNameFor(ns: ToolNamespace, verb: string): string {
  if (ns === 'message' || ns === 'collab') return verb;
  if (ns === 'lorebook' && verb === 'world_book_list') return 'world_book_list';
  return `${ns}_${verb}`;
}

/** The switch that gates a tool name, or null for names that are not built-in (custom tools). */
export function flagForTool(name: string): [ToolNamespace, string] | null {
  for (const ns of Object.keys(TOOL_VERBS) as ToolNamespace[]) {
    for (const verb of TOOL_VERBS[ns]) if (toolNameFor(ns, verb) === name) return [ns, verb];
  }
  return null;
}

/** Is this tool on for these switches? Custom tools are on only where `custom[name] === true`. */
export function isToolEnabled(flags: ToolFlags, name: string): boolean {
  const f = flagForTool(name);
  if (!f) return flags.custom?.[name] === true;
  return flags[f[0]]?.[f[1]] === true;
}

/** Built-in tool names switched on (in namespace order). */
export function enabledToolNames(flags: ToolFlags): string[] {
  const out: string[] = [];
  for (const ns of Object.keys(TOOL_VERBS) as ToolNamespace[]) {
    const nsFlags = flags[ns];
    if (!nsFlags) continue;
    for (const verb of TOOL_VERBS[ns]) if (nsFlags[verb] === true) out.push(toolNameFor(ns, verb));
  }
  return out;
}

/** Namespaces whose tools exist only when the host provides them (the memory graph, web search). */
export const HOST_CAPABILITY_NAMESPACES = ['memory', 'search'] as const satisfies readonly ToolNamespace[];

/** A switched-on tool name that needs a capability the host does not provide (`available`: the host's extra tool names). */
export function isMissingTool(name: string, available: ReadonlySet<string>): boolean {
  const f = flagForTool(name);
  return !!f && (HOST_CAPABILITY_NAMESPACES as readonly string[]).includes(f[0]) && !available.has(name);
}

/**
 * True when an agent has tools to work with and none of them exists in this host (every one needs the
 * memory graph or web search, and the host has neither): such a director sub-agent is not offered.
 * Drafting, dispatch and skill tools do not count.
 */
export function lacksEveryTool(names: readonly string[], available: ReadonlySet<string>): boolean {
  const work = names.filter((n) => {
    const f = flagForTool(n);
    return !f || (f[0] !== 'message' && f[0] !== 'collab');
  });
  return work.length > 0 && work.every((n) => isMissingTool(n, available));
}

/**
 * Every tool a profile switches on by `custom` name anywhere in it (profile level or an agent's
 * override, in any mode's shape): the tools from outside Troupe and the hand-written ones it lets run.
 */
export function customToolsSwitchedOn(profile: unknown): Set<string> {
  const on = new Set<string>();
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const walk = (v: unknown, key: string, depth: number) => {
    if (depth > 64) return;
    if (Array.isArray(v)) return v.forEach((x) => walk(x, '', depth + 1));
    if (!isObj(v)) return;
    if (key === 'tools' && isObj(v.custom)) for (const [name, value] of Object.entries(v.custom)) if (value === true) on.add(name);
    for (const [k, x] of Object.entries(v)) walk(x, k, depth + 1);
  };
  walk(profile, '', 0);
  return on;
}
