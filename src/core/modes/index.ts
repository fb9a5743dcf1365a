// The modes as the rest of Troupe reads them: each mode's descriptor by id, and the per-mode tables
// the core derives from the registry (registry.ts, one line per mode). This module is light (schemas
// and tables, no engine): the panel and the app import it; a capsule mode's engine loads on its first
// turn (`engine()` on its descriptor), the director's with the engines chunk.
import { MODES, type Mode } from '../profiles/modes.ts';
import type { Range } from '../profiles/ranges.ts';
import type { ModeAgent } from './agents.ts';
import { MODE_REGISTRY } from './registry.ts';
import type { CapsuleEngine, ModeDescriptor, ModeLint, ReplyEngine } from './types.ts';

export type { CapsuleEngine, KeysOf, ModeDescriptor, ModeEngine, ModeLimit, ModeLint, ReplyEngine } from './types.ts';
export type { AgentRole, ModeAgent, TeamList } from './agents.ts';
export { MODE_REGISTRY } from './registry.ts';

type Registry = (typeof MODE_REGISTRY)[number];

/** Each mode's descriptor by id (from the registry). */
export const MODE_DESCRIPTORS = Object.fromEntries(MODE_REGISTRY.map((d) => [d.mode, d])) as unknown as { readonly [D in Registry as D['mode']]: D };

type Descriptors = typeof MODE_DESCRIPTORS;

/** Each mode's own lint checks (lint.ts runs the shared ones around them). */
export const MODE_LINTS = Object.fromEntries(MODE_REGISTRY.map((d) => [d.mode, d.lint])) as { readonly [M in Mode]: ModeLint };

const descriptorOf = (mode: string) => (Object.hasOwn(MODE_DESCRIPTORS, mode) ? (MODE_DESCRIPTORS[mode as Mode] as ModeDescriptor) : undefined);

/** The engine of a capsule mode, loaded on first use (a chunk of its own); any other mode is refused. */
export async function loadCapsuleEngine(mode: string): Promise<CapsuleEngine> {
  const d = descriptorOf(mode);
  const engine = d?.output === 'capsule' ? await d.engine() : undefined;
  if (!engine || !('capsule' in engine)) throw new TypeError(`runCapsuleTurn: unknown capsule mode "${mode}".`);
  return engine.capsule;
}

/** The engine of a reply mode (director), loaded on first use; any other mode is refused. */
export async function loadReplyEngine(mode: string): Promise<ReplyEngine> {
  const d = descriptorOf(mode);
  const engine = d?.output === 'reply' ? await d.engine() : undefined;
  if (!engine || !('reply' in engine)) throw new TypeError(`"${mode}" is not a mode that writes the reply.`);
  return engine.reply;
}

/** The descriptor of `mode`. */
export function modeDescriptor<M extends Mode>(mode: M): Descriptors[M] {
  return MODE_DESCRIPTORS[mode];
}

/** Every mode's descriptor, in MODES order. */
export function modeDescriptors(): readonly ModeDescriptor[] {
  return MODES.map((m) => MODE_DESCRIPTORS[m] as ModeDescriptor);
}

/**
 * Does `mode` run for a generation of `type`? The descriptor's answer. SillyTavern's boot gate, which
 * loads no schema, reads the same answer from the settings record (`runsFor`, written by the app).
 */
export function runsFor(mode: Mode, type: unknown): boolean {
  return typeof type === 'string' && MODE_DESCRIPTORS[mode].generationTypes.some((t) => t === type);
}

/** The same as `runsFor` (its name in the runtime's API). */
export const modeRunsFor = runsFor;

/** Who writes a reply: the whole team, the writer alone (a mode with `writerAlone`), or the host alone. */
export type TeamChoice = 'full' | 'light' | 'off';

/**
 * What a turn of `mode` does for a generation of `type` with the user's team choice: take the reply
 * over (`'reply'`), write a capsule for the host's reply (`'capsule'`), or nothing (null: the host
 * replies alone). A turn runner asks this once per generation.
 */
export function modeTurn(mode: Mode, type: unknown, team: TeamChoice): ModeDescriptor['output'] | null {
  const d = MODE_DESCRIPTORS[mode];
  if (team === 'off' || !runsFor(mode, type)) return null;
  if (team === 'light' && !d.writerAlone) return null;
  return d.output;
}

/** The ranges of a mode's Advanced limits, by field. */
export function limitRanges<M extends Mode>(mode: M): { readonly [K in Descriptors[M]['limits'][number]['field']]: Range } {
  const out: Record<string, Range> = {};
  for (const l of MODE_DESCRIPTORS[mode].limits as readonly { field: string; range: Range }[]) out[l.field] = l.range;
  return out as { [K in Descriptors[M]['limits'][number]['field']]: Range };
}

/** The agent whose prompt speaks for the profile (its language): the mode's first agent with a system prompt. */
export function leadAgent(mode: Mode, profile: unknown): ModeAgent | undefined {
  return MODE_DESCRIPTORS[mode].agents(profile).find((a) => a.has.prompt);
}
