// Character-card overrides: a card can carry its own profile per mode (and skills) so a card author can
// ship a whole orchestration setup. Pure functions: the host reads and writes the card.
//
// Ours: card.data.extensions.troupe = {version: 1, overrides: {<mode>: profile | null}, skills?: [...]}
// (`null` = cleared: the reference's data on the same card is then ignored for that mode too).
// Fallback: Luker's card.data.extensions.orchestrator (a per-mode preset library with an active id, or
// the older `override: {director, loop, agenda, spec + presets}` object). The skills a card carries
// in Luker's container (zips among them) are read by card-skills.ts.

import { dropHugeUnknownFields, GUARD_TEXT, teamProblem, tooDeep } from './guards.ts';
import { parseEmbeddedSkills, type EmbeddedSkill } from './embedded-skills.ts';
import { hashValue } from './hash.ts';
import { FROM_LUKER } from './luker.ts';
import type { ProfileWarning } from './messages.ts';
import { MODES, type Mode } from './modes.ts';
import { parseProfile, type ProfileByMode } from './parse.ts';
import { isPlainObject, toPlain, WarningSink } from './sanitize.ts';
import { stripSecrets } from './secrets.ts';
import { customToolsSwitchedOn } from './tools.ts';

export const TROUPE_CARD_VERSION = 1;

export interface TroupeCardExtension {
  version: number;
  overrides: Partial<Record<Mode, Record<string, unknown> | null>>;
  skills?: EmbeddedSkill[];
  [key: string]: unknown;
}

/** The part of a SillyTavern character card this module reads. */
export interface CardLike {
  avatar?: string;
  name?: string;
  data?: { name?: string; extensions?: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

export type OverrideResult<M extends Mode> =
  | { ok: true; profile: ProfileByMode[M]; warnings: ProfileWarning[]; from: 'troupe' | 'luker' }
  | { ok: false; error: string; from: 'troupe' | 'luker' };

function extensions(card: CardLike | null | undefined): Record<string, unknown> {
  const ext = card?.data?.extensions;
  return isPlainObject(ext) ? ext : {};
}

/** Our extension object from a card, or undefined. */
export function readTroupeExtension(card: CardLike | null | undefined): TroupeCardExtension | undefined {
  const t = extensions(card).troupe;
  if (!isPlainObject(t)) return undefined;
  return {
    ...t,
    version: typeof t.version === 'number' ? t.version : TROUPE_CARD_VERSION,
    overrides: isPlainObject(t.overrides) ? (t.overrides as TroupeCardExtension['overrides']) : {},
  };
}

/** Luker's stored body for `mode`, before conversion; undefined when the card has none. */
function lukerOverrideBody(card: CardLike | null | undefined, mode: Mode): Record<string, unknown> | undefined {
  const o = extensions(card).orchestrator;
  if (!isPlainObject(o) || mode === 'single') return undefined;
  if (o.enabled === false || o.useCharacterOverride === false || o.overrideEnabled === false) return undefined;
  const libs = o.presetLibraries;
  const active = isPlainObject(o.activePresetIds) ? o.activePresetIds[mode] : undefined;
  if (isPlainObject(libs) && isPlainObject(libs[mode]) && typeof active === 'string' && active) {
    const entry = (libs[mode] as Record<string, unknown>)[active];
    if (isPlainObject(entry)) {
      const { name: _n, ...body } = entry;
      return body;
    }
  }
  const legacy = o.override;
  if (!isPlainObject(legacy)) return undefined;
  if (mode === 'spec') {
    if (!isPlainObject(legacy.spec)) return undefined;
    return { spec: legacy.spec, presets: legacy.presets };
  }
  const branch = legacy[mode];
  if (!isPlainObject(branch)) return undefined;
  const { updatedAt: _u, enabled, ...body } = branch;
  if (enabled === false) return undefined;
  return body;
}

/**
 * The card's override for `mode`: ours first (a `null` entry means cleared), else Luker's.
 * null = the card has none. A stored override that cannot be used gives `ok: false` with the reason.
 */
export function readOverride<M extends Mode>(card: CardLike | null | undefined, mode: M): OverrideResult<M> | null {
  const troupe = readTroupeExtension(card);
  let body: unknown;
  let from: 'troupe' | 'luker';
  if (troupe && mode in troupe.overrides) {
    body = troupe.overrides[mode];
    if (body === null || body === undefined) return null;
    from = 'troupe';
  } else {
    const luker = lukerOverrideBody(card, mode);
    if (!luker) return null;
    body = FROM_LUKER[mode]?.(toPlain(luker) as Record<string, unknown>) ?? luker;
    from = 'luker';
  }
  const refuse = (why: string): OverrideResult<M> => ({ ok: false, error: `The character card's ${mode} override cannot be used: ${why}.`, from });
  // A card comes from anywhere: the same limits as an imported profile file, checked before anything walks it.
  if (tooDeep(body)) return refuse(GUARD_TEXT.deep());
  try {
    const stripped = stripSecrets(toPlain(body));
    const sink = new WarningSink();
    for (const p of stripped.removed) sink.add(p, 'secret_removed', 'a credential was removed from the card override.');
    const parsed = parseProfile(mode, stripped.value);
    const tooBig = teamProblem(mode, parsed.profile);
    if (tooBig) return refuse(tooBig);
    const { profile, dropped } = dropHugeUnknownFields(mode, parsed.profile);
    for (const d of dropped) sink.add(d.path, 'dropped', d.message);
    return { ok: true, profile, warnings: [...sink.list, ...parsed.warnings], from };
  } catch (e) {
    return { ok: false, error: `The character card's ${mode} override cannot be used: ${(e as Error).message}`, from };
  }
}

function baseExtension(ext: unknown): TroupeCardExtension {
  const t = isPlainObject(ext) ? (toPlain(ext) as Record<string, unknown>) : {};
  return { ...t, version: TROUPE_CARD_VERSION, overrides: isPlainObject(t.overrides) ? (t.overrides as TroupeCardExtension['overrides']) : {} };
}

/** The new value of `data.extensions.troupe` with `profile` stored as the card's override for `mode`. */
export function saveOverride<M extends Mode>(ext: unknown, mode: M, profile: ProfileByMode[M]): TroupeCardExtension {
  const next = baseExtension(ext);
  const clean = stripSecrets(toPlain(profile)).value as Record<string, unknown>;
  clean.mode = mode;
  next.overrides = { ...next.overrides, [mode]: clean };
  return next;
}

/** The new value of `data.extensions.troupe` without an override for `mode` (also hides Luker's). */
export function clearOverride(ext: unknown, mode: Mode): TroupeCardExtension {
  const next = baseExtension(ext);
  next.overrides = { ...next.overrides, [mode]: null };
  return next;
}

/** Modes for which the card has a usable-looking override. */
export function overrideModes(card: CardLike | null | undefined): Mode[] {
  const troupe = readTroupeExtension(card);
  return MODES.filter((m) => (troupe && m in troupe.overrides ? isPlainObject(troupe.overrides[m]) : lukerOverrideBody(card, m) !== undefined));
}

/** The skills the card carries in our field (`data.extensions.troupe.skills`), validated into `sink`. */
export function troupeCardSkills(card: CardLike | null | undefined, sink = new WarningSink()): EmbeddedSkill[] {
  return parseEmbeddedSkills(readTroupeExtension(card)?.skills, sink, 'data.extensions.troupe.skills');
}

/** Luker's container of the card's skills (`data.extensions.luker.embedded_skills_source`), if it has one. */
export function lukerCardSkillsSource(card: CardLike | null | undefined): unknown {
  const luker = extensions(card).luker;
  return isPlainObject(luker) ? luker.embedded_skills_source : undefined;
}

/** The new value of `data.extensions.troupe` carrying `skills` (an empty list removes them). */
export function setCardSkills(ext: unknown, skills: EmbeddedSkill[]): TroupeCardExtension {
  const next = baseExtension(ext);
  const list = parseEmbeddedSkills(toPlain(skills), new WarningSink());
  if (list.length) next.skills = list;
  else delete next.skills;
  return next;
}

/**
 * cardConsentKey (card-skills.ts), told whether the card carries skills: `carriesSkills` is asked
 * only when that decides it (the card has no override), so a card with an override needs no skill
 * reading at all.
 */
export function consentKeyOf(card: CardLike | null | undefined, carriesSkills: () => boolean): string | null {
  const ext = extensions(card);
  const who = card?.avatar ?? card?.data?.name ?? card?.name ?? '';
  // Too deep to hash (or to use: readOverride refuses it); one key, so the question is asked once.
  if (tooDeep([ext.troupe, ext.orchestrator, ext.luker])) return `${who}#nested-too-deeply`;
  if (overrideModes(card).length === 0 && !carriesSkills()) return null;
  const payload = {
    troupe: ext.troupe ?? null,
    orchestrator: ext.orchestrator ?? null,
    lukerSkills: isPlainObject(ext.luker) ? (ext.luker.embedded_skills_source ?? null) : null,
  };
  return `${who}#${hashValue(payload)}`;
}

/**
 * What the card's overrides would let run, for the consent notice: the names of tools from outside
 * Troupe they switch on (`tools.custom`, at profile or agent level) and of the hand-written tools they
 * carry (`customTools`; each still runs only once its code is allowed). Sorted, without repeats.
 */
export function cardOverrideTools(card: CardLike | null | undefined): { switchedOn: string[]; handWritten: string[] } {
  const on = new Set<string>();
  const hand = new Set<string>();
  for (const mode of overrideModes(card)) {
    const r = readOverride(card, mode);
    if (!r?.ok) continue;
    const profile = r.profile as Record<string, unknown>;
    for (const name of customToolsSwitchedOn(profile)) on.add(name);
    if (Array.isArray(profile.customTools))
      for (const t of profile.customTools) if (isPlainObject(t) && typeof t.name === 'string' && t.name.trim()) hand.add(t.name.trim());
  }
  for (const name of hand) on.delete(name);
  const sorted = (s: Set<string>) => [...s].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { switchedOn: sorted(on), handWritten: sorted(hand) };
}
