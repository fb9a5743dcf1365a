// parseProfile: any JSON-ish value → a valid profile of the given mode plus the list of what changed.

import { MODE_DESCRIPTORS } from '../modes/index.ts';
import type { ModeDescriptor } from '../modes/types.ts';
import { MSG, type ProfileWarning } from './messages.ts';
import { isMode, MODES, type Mode } from './modes.ts';
import { ProfileError, repairParse, toPlain, WarningSink } from './sanitize.ts';
import type { z } from 'zod';
import type { MODE_REGISTRY } from '../modes/registry.ts';

/** Each mode's profile schema (from its descriptor). */
export const PROFILE_SCHEMAS = Object.fromEntries(MODES.map((m) => [m, MODE_DESCRIPTORS[m].schema])) as {
  readonly [M in Mode]: (typeof MODE_DESCRIPTORS)[M]['schema'];
};

/** Each mode's profile: what its descriptor's schema gives (DirectorProfile, LoopProfile, …). */
export type ProfileByMode = { [D in (typeof MODE_REGISTRY)[number] as D['mode']]: z.output<D['schema']> };
export type Profile = ProfileByMode[Mode];

export interface ParseResult<M extends Mode> {
  profile: ProfileByMode[M];
  warnings: ProfileWarning[];
}

/**
 * Turn `input` into a valid profile of `mode`. Unknown fields are kept; invalid values are clamped,
 * coerced or replaced by the default, invalid list entries dropped — each change listed in `warnings`.
 * Missing fields take the default profile's value silently. Throws ProfileError when `input` is not an
 * object or cannot be repaired.
 */
export function parseProfile<M extends Mode>(mode: M, input: unknown): ParseResult<M> {
  if (!isMode(mode)) throw new ProfileError(MSG.unknownMode(String(mode)));
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new ProfileError(MSG.notObject('A profile'));
  const data = toPlain(input) as Record<string, unknown>;
  const sink = new WarningSink();
  if (data.mode !== undefined && data.mode !== mode) {
    sink.add('mode', 'mode_forced', `mode ${JSON.stringify(data.mode)} replaced by "${mode}".`);
  }
  data.mode = mode;
  const d = MODE_DESCRIPTORS[mode as Mode] as ModeDescriptor;
  d.prepare?.(data);
  const parsed = repairParse(d.schema, data, sink) as Profile;
  const profile = d.normalize ? d.normalize(parsed, sink) : parsed;
  return { profile: profile as ProfileByMode[M], warnings: sink.list };
}

/** The built-in profile of a mode (fresh copy each call). */
export function defaultProfile<M extends Mode>(mode: M): ProfileByMode[M] {
  return parseProfile(mode, {}).profile;
}
