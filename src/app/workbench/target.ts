// What the workbench edits: the mode's active preset, or the character card's override when the card
// on screen has one in effect for the mode (it is what runs). Reading it and writing it back go
// through ProfilesService, each write in one transaction and only onto the profile it was made from.
import { readOverride } from '../../core/profiles/card.ts';
import { hashValue } from '../../core/profiles/hash.ts';
import type { Mode } from '../../core/profiles/modes.ts';
import type { Profile } from '../../core/profiles/parse.ts';
import { presetScope } from '../../core/profiles/presets.ts';
import type { SkillScope } from '../../core/skills/types.ts';
import type { CharacterCard } from '../../ports/host.ts';
import { toCardLike } from '../profiles/card-like.ts';
import type { ProfilesService } from '../profiles/profiles-service.ts';
import { ConflictError } from './conflict.ts';

export type WorkbenchTarget =
  | { kind: 'preset'; mode: Mode; presetId: string; presetName: string }
  | { kind: 'card'; mode: Mode; cardKey: string; cardName: string };

/** The session and history key of a target. */
export const targetKey = (t: WorkbenchTarget) => (t.kind === 'preset' ? `preset:${t.mode}/${t.presetId}` : `card:${t.mode}/${t.cardKey}`);

/** Where skills made for this target go. */
export const targetSkillScope = (t: WorkbenchTarget): SkillScope => (t.kind === 'preset' ? presetScope(t.mode, t.presetId) : `character:${t.cardKey}`);

/** The target of `mode` now: the card's override when it is in effect, else the active preset. */
export function currentTarget(profiles: ProfilesService, card: CharacterCard | null, mode: Mode = profiles.mode.value): WorkbenchTarget {
  const eff = profiles.effective(mode, card);
  if (eff.source === 'character' && card) return { kind: 'card', mode, cardKey: card.key, cardName: card.name };
  const lib = profiles.library(mode);
  const preset = lib.presets.find((p) => p.id === lib.activePresetId) ?? lib.presets[0]!;
  return { kind: 'preset', mode, presetId: preset.id, presetName: preset.name };
}

/** The panel is editing this preset and has not saved: its edits would be lost under a write. */
export function unsavedPanelEdits(profiles: ProfilesService, t: WorkbenchTarget): boolean {
  return t.kind === 'preset' && profiles.mode.value === t.mode && profiles.library(t.mode).activePresetId === t.presetId && profiles.dirty.value;
}

export class TargetGone extends Error {
  override name = 'TargetGone';
}

/** The stored profile of a target (the saved preset, not the panel's draft). */
export function targetProfile(profiles: ProfilesService, card: CharacterCard | null, t: WorkbenchTarget): Profile {
  if (t.kind === 'preset') {
    const p = profiles.library(t.mode).presets.find((x) => x.id === t.presetId);
    if (!p) throw new TargetGone(`The preset "${t.presetName}" no longer exists.`);
    return p.profile as Profile;
  }
  if (!card || card.key !== t.cardKey) throw new TargetGone(`The character card "${t.cardName}" is not the one on screen any more.`);
  const o = readOverride(toCardLike(card), t.mode);
  if (!o || !o.ok) throw new TargetGone(`The character card "${t.cardName}" has no ${t.mode} override any more.`);
  return o.profile as Profile;
}

/**
 * Writes `next` over the target's profile if it is still `expected` (the panel or another tab may have
 * saved since). Returns the profile as stored.
 */
export async function writeTargetProfile(
  profiles: ProfilesService,
  card: CharacterCard | null,
  t: WorkbenchTarget,
  expected: Profile,
  next: Profile,
): Promise<Profile> {
  if (t.kind === 'preset') {
    await profiles.writePresetProfile(t.mode, t.presetId, next, hashValue(expected));
    return targetProfile(profiles, card, t);
  }
  const current = targetProfile(profiles, card, t);
  if (hashValue(current) !== hashValue(expected)) throw new ConflictError();
  return targetProfile(profiles, await profiles.writeCardOverride(card!, t.mode, next), t);
}

/** A short English name of the target for the AI's prompt. */
export const describeTarget = (t: WorkbenchTarget) => (t.kind === 'preset' ? `the preset "${t.presetName}"` : `the character card override of ${t.cardName}`);
