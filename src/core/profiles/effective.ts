// The profile a turn runs with: the current card's override for this mode, else the active preset,
// else the mode's default. Plus a small memo for the app that is emptied whenever the mode changes.

import { readOverride, type CardLike } from './card.ts';
import { hashFrozen } from './hash.ts';
import type { ProfileWarning } from './messages.ts';
import type { Mode } from './modes.ts';
import { defaultProfile, parseProfile, type ProfileByMode } from './parse.ts';
import { activePreset, type PresetLibrary } from './presets.ts';

export type ProfileSource = 'character' | 'preset' | 'default';

export interface EffectiveProfile<M extends Mode = Mode> {
  mode: M;
  profile: ProfileByMode[M];
  source: ProfileSource;
  /** The preset used (source 'preset'). */
  presetId?: string;
  presetName?: string;
  /** Whose card data the override came from (source 'character'). */
  overrideFrom?: 'troupe' | 'luker';
  /** Repairs made while reading, and an unusable card override (path 'card'). */
  warnings: ProfileWarning[];
}

export interface EffectiveProfileInput<M extends Mode> {
  mode: M;
  library?: PresetLibrary<M> | null;
  card?: CardLike | null;
  /** false when the user has not agreed to enable this card's override (see cardNeedsConsent). */
  useCardOverride?: boolean;
}

export function effectiveProfile<M extends Mode>({ mode, library, card, useCardOverride = true }: EffectiveProfileInput<M>): EffectiveProfile<M> {
  const warnings: ProfileWarning[] = [];
  if (card && useCardOverride) {
    const ov = readOverride(card, mode);
    if (ov?.ok) return { mode, profile: ov.profile, source: 'character', overrideFrom: ov.from, warnings: ov.warnings };
    if (ov && !ov.ok) warnings.push({ path: 'card', code: 'dropped', message: ov.error });
  }
  const preset = library ? activePreset(library) : undefined;
  if (preset) {
    try {
      const parsed = parseProfile(mode, preset.profile);
      warnings.push(...parsed.warnings);
      return { mode, profile: parsed.profile, source: 'preset', presetId: preset.id, presetName: preset.name, warnings };
    } catch (e) {
      warnings.push({ path: `presets.${preset.id}`, code: 'dropped', message: (e as Error).message });
    }
  }
  return { mode, profile: defaultProfile(mode), source: 'default', warnings };
}

/**
 * Memoised effectiveProfile. Keyed by mode + active preset (id, name, content hash) + the card's
 * override data; switching to another mode empties the memo, so each mode's policy is resolved afresh.
 * Content hashes are remembered per object: replace a profile to change it (updatePreset, saveOverride
 * return new objects), do not edit it in place.
 */
export function createProfileResolver() {
  let lastMode: Mode | undefined;
  const memo = new Map<string, EffectiveProfile>();
  return {
    resolve<M extends Mode>(input: EffectiveProfileInput<M>): EffectiveProfile<M> {
      if (input.mode !== lastMode) {
        memo.clear();
        lastMode = input.mode;
      }
      const preset = input.library ? activePreset(input.library) : undefined;
      const ext = input.card?.data?.extensions;
      const cardPart = input.useCardOverride === false || !ext ? '' : `${hashFrozen(ext.troupe ?? null)}.${hashFrozen(ext.orchestrator ?? null)}`;
      const key = `${input.mode}|${preset?.id ?? ''}|${preset?.name ?? ''}|${preset ? hashFrozen(preset.profile) : ''}|${cardPart}`;
      let hit = memo.get(key) as EffectiveProfile<M> | undefined;
      if (!hit) {
        hit = effectiveProfile(input);
        if (memo.size > 32) memo.clear();
        memo.set(key, hit);
      }
      return hit;
    },
    /** Forget everything (e.g. after skills or presets changed elsewhere). */
    invalidate(): void {
      memo.clear();
      lastMode = undefined;
    },
    get size(): number {
      return memo.size;
    },
  };
}
export type ProfileResolver = ReturnType<typeof createProfileResolver>;
