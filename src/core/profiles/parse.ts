// parseProfile: any JSON-ish value → a valid profile of the given mode plus the list of what changed.

import { MSG, type ProfileWarning } from './messages.ts';
import { isMode, type Mode } from './modes.ts';
import { ProfileError, repairParse, toPlain, WarningSink } from './sanitize.ts';
import { agendaSchema, normalizeAgenda, type AgendaProfile } from './schemas/agenda.ts';
import { directorSchema, normalizeDirector, type DirectorProfile } from './schemas/director.ts';
import { loopSchema, type LoopProfile } from './schemas/loop.ts';
import { singleSchema, type SingleProfile } from './schemas/single.ts';
import { normalizeSpec, prepareSpec, specSchema, type SpecProfile } from './schemas/spec.ts';

export const PROFILE_SCHEMAS = {
  director: directorSchema,
  loop: loopSchema,
  spec: specSchema,
  agenda: agendaSchema,
  single: singleSchema,
} as const;

export interface ProfileByMode {
  director: DirectorProfile;
  loop: LoopProfile;
  spec: SpecProfile;
  agenda: AgendaProfile;
  single: SingleProfile;
}
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
  let profile: Profile;
  switch (mode as Mode) {
    case 'director':
      profile = normalizeDirector(repairParse(directorSchema, data, sink), sink);
      break;
    case 'loop':
      profile = repairParse(loopSchema, data, sink);
      break;
    case 'spec':
      prepareSpec(data);
      profile = normalizeSpec(repairParse(specSchema, data, sink), sink);
      break;
    case 'agenda':
      profile = normalizeAgenda(repairParse(agendaSchema, data, sink), sink);
      break;
    case 'single':
      profile = repairParse(singleSchema, data, sink);
      break;
  }
  return { profile: profile as ProfileByMode[M], warnings: sink.list };
}

/** The built-in profile of a mode (fresh copy each call). */
export function defaultProfile<M extends Mode>(mode: M): ProfileByMode[M] {
  return parseProfile(mode, {}).profile;
}
