import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, isTurnTeam, parseSettings } from './settings.ts';

describe('settings: who writes a reply (turnTeam)', () => {
  test('defaults to the full team', () => {
    expect(DEFAULT_SETTINGS.turnTeam).toBe('full');
    expect(parseSettings({ enabled: true }).turnTeam).toBe('full');
  });

  test('keeps each of the three choices', () => {
    for (const team of ['full', 'light', 'off'] as const) expect(parseSettings({ turnTeam: team }).turnTeam).toBe(team);
  });

  test('a bad stored value falls back to the full team and leaves the other fields alone', () => {
    for (const bad of ['writer', 'OFF', 1, null, {}, true]) {
      const s = parseSettings({ turnTeam: bad, enabled: true, mode: 'loop' });
      expect(s.turnTeam, JSON.stringify(bad)).toBe('full');
      expect(s).toMatchObject({ enabled: true, mode: 'loop' });
    }
  });

  test('isTurnTeam tells the three choices from anything else', () => {
    expect(['full', 'light', 'off'].every(isTurnTeam)).toBe(true);
    expect([' full', 'Light', '', undefined, 2].some(isTurnTeam)).toBe(false);
  });
});
