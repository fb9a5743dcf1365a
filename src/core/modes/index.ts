// The mode registry: one descriptor per mode (each in its engine's folder, src/core/engines/<mode>/mode.ts).
// A new mode adds its descriptor here; the type below makes the registry name every mode of MODES.
// This module is light (schemas and tables, no engine): the panel and the boot path import it; the
// engines themselves load with the engines chunk.
import { agendaMode } from '../engines/agenda/mode.ts';
import { directorMode } from '../engines/director/mode.ts';
import { loopMode } from '../engines/loop/mode.ts';
import { singleMode } from '../engines/single/mode.ts';
import { specMode } from '../engines/spec/mode.ts';
import { MODES, type Mode } from '../profiles/modes.ts';
import type { Range } from '../profiles/ranges.ts';
import type { ModeAgent } from './agents.ts';
import type { ModeDescriptor } from './types.ts';

export type { KeysOf, ModeDescriptor, ModeLimit } from './types.ts';
export type { AgentRole, ModeAgent, TeamList } from './agents.ts';

export const MODE_DESCRIPTORS = {
  director: directorMode,
  loop: loopMode,
  spec: specMode,
  agenda: agendaMode,
  single: singleMode,
} as const satisfies { [M in Mode]: ModeDescriptor<M> };

type Descriptors = typeof MODE_DESCRIPTORS;

/** The descriptor of `mode`. */
export function modeDescriptor<M extends Mode>(mode: M): Descriptors[M] {
  return MODE_DESCRIPTORS[mode];
}

/** Every mode's descriptor, in MODES order. */
export function modeDescriptors(): readonly ModeDescriptor[] {
  return MODES.map((m) => MODE_DESCRIPTORS[m] as ModeDescriptor);
}

/**
 * Does `mode` run for a generation of `type`? The descriptor's answer; the boot gate asks the same of
 * engines/runtime/generation.ts (`modeRunsFor` there), which loads no schema.
 */
export function runsFor(mode: Mode, type: unknown): boolean {
  return typeof type === 'string' && MODE_DESCRIPTORS[mode].generationTypes.some((t) => t === type);
}

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
