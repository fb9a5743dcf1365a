import { describe, expect, it } from 'vitest';
import { saveOverride, type CardLike } from './card.ts';
import { createProfileResolver, effectiveProfile } from './effective.ts';
import { defaultProfile, parseProfile } from './parse.ts';
import { createPreset, defaultLibrary, renamePreset, updatePreset } from './presets.ts';

const cardWith = (ext: unknown): CardLike => ({ avatar: 'c.png', data: { extensions: { troupe: ext } } });

describe('effectiveProfile', () => {
  const { library } = createPreset(defaultLibrary('director'), 'director', 'Tight', parseProfile('director', { maxRounds: 5 }).profile);

  it('character override > active preset > default', () => {
    const card = cardWith(saveOverride(undefined, 'director', parseProfile('director', { maxRounds: 33 }).profile));
    const withCard = effectiveProfile({ mode: 'director', library, card });
    expect(withCard).toMatchObject({ source: 'character', overrideFrom: 'troupe' });
    expect(withCard.profile.maxRounds).toBe(33);

    const noConsent = effectiveProfile({ mode: 'director', library, card, useCardOverride: false });
    expect(noConsent).toMatchObject({ source: 'preset', presetName: 'Tight' });
    expect(noConsent.profile.maxRounds).toBe(5);

    const otherMode = effectiveProfile({ mode: 'loop', library: defaultLibrary('loop'), card });
    expect(otherMode).toMatchObject({ source: 'preset', presetId: 'default' });

    expect(effectiveProfile({ mode: 'spec' })).toMatchObject({ source: 'default', profile: defaultProfile('spec') });
  });

  it('a broken card override falls back to the preset with a warning', () => {
    const r = effectiveProfile({ mode: 'director', library, card: cardWith({ overrides: { director: 7 } }) });
    expect(r.source).toBe('preset');
    expect(r.warnings[0]).toMatchObject({ path: 'card' });
  });
});

describe('createProfileResolver', () => {
  it('memoises per mode + preset + override, and empties on mode switch', () => {
    const resolver = createProfileResolver();
    let lib = defaultLibrary('director');
    const a = resolver.resolve({ mode: 'director', library: lib });
    expect(resolver.resolve({ mode: 'director', library: lib })).toBe(a);

    lib = updatePreset(lib, 'default', parseProfile('director', { maxRounds: 2 }).profile);
    const b = resolver.resolve({ mode: 'director', library: lib });
    expect(b).not.toBe(a);
    expect(b.profile.maxRounds).toBe(2);

    expect(resolver.resolve({ mode: 'director', library: renamePreset(lib, 'default', 'Renamed') }).presetName).toBe('Renamed');

    const card = cardWith(saveOverride(undefined, 'director', parseProfile('director', { maxRounds: 40 }).profile));
    expect(resolver.resolve({ mode: 'director', library: lib, card }).source).toBe('character');
    expect(resolver.size).toBe(4);

    // Mode switch: the memo is emptied; each mode resolves its own policy.
    const loop = resolver.resolve({ mode: 'loop', library: defaultLibrary('loop') });
    expect(resolver.size).toBe(1);
    expect(loop.profile.mode).toBe('loop');
    const back = resolver.resolve({ mode: 'director', library: lib });
    expect(back).not.toBe(b);
    expect(back.profile).toEqual(b.profile);

    resolver.invalidate();
    expect(resolver.size).toBe(0);
  });
});
