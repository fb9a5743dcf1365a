import { describe, expect, it } from 'vitest';
import { MODES } from './modes.ts';
import { defaultProfile, parseProfile } from './parse.ts';
import { ProfileError } from './sanitize.ts';

describe('defaultProfile', () => {
  it.each(MODES)('%s parses from {} without warnings and is stable', (mode) => {
    const { profile, warnings } = parseProfile(mode, {});
    expect(warnings).toEqual([]);
    expect(profile.mode).toBe(mode);
    // Parsing a default profile again changes nothing.
    const again = parseProfile(mode, profile);
    expect(again.warnings).toEqual([]);
    expect(again.profile).toEqual(profile);
    expect(defaultProfile(mode)).not.toBe(defaultProfile(mode));
  });
});

describe('parseProfile', () => {
  it('rejects non-objects with a clear error', () => {
    expect(() => parseProfile('director', 'hello')).toThrow(ProfileError);
    expect(() => parseProfile('director', [1])).toThrow('A profile must be a JSON object.');
    expect(() => parseProfile('loop', null)).toThrow(/JSON object/);
  });
});
