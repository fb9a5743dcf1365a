import { describe, expect, test } from 'vitest';
import { mayBeBound, readSwitch, RUNS_FOR_FIELD, SWITCH_DEFAULTS } from '../ports/boot-settings.ts';
import { DEFAULT_SETTINGS, parseSettings } from './settings.ts';

const STORED: unknown[] = [
  undefined,
  null,
  'not an object',
  42,
  [],
  {},
  { enabled: true },
  { enabled: 'true', mode: 'loop' },
  { enabled: 1, mode: 'Director' },
  { enabled: false, mode: 'agenda', defaultPackage: 'story-compass' },
  { enabled: true, mode: 'single', defaultPackage: 7 },
  { enabled: true, mode: null, consentedCards: ['x'], stallTimeoutSec: 5 },
  { mode: 'spec', extra: { deep: true } },
];

describe('the switch read without zod', () => {
  test('gives the same enabled, mode and default package as parseSettings for every stored shape', () => {
    for (const raw of STORED) {
      const full = parseSettings(raw);
      expect(readSwitch(raw), JSON.stringify(raw)).toEqual({ enabled: full.enabled, runsFor: null, defaultPackage: full.defaultPackage });
    }
  });

  test('reads the generation types the app recorded for the mode (strings only); none recorded: null', () => {
    expect(readSwitch({ enabled: true, mode: 'director', [RUNS_FOR_FIELD]: ['normal', 'swipe'] }).runsFor).toEqual(['normal', 'swipe']);
    expect(readSwitch({ enabled: true, [RUNS_FOR_FIELD]: ['normal', 3, null] }).runsFor).toEqual(['normal']);
    expect(readSwitch({ enabled: true, [RUNS_FOR_FIELD]: 'normal' }).runsFor).toBeNull();
  });

  test('its defaults are the settings defaults', () => {
    expect(SWITCH_DEFAULTS).toEqual({ enabled: DEFAULT_SETTINGS.enabled, mode: DEFAULT_SETTINGS.mode, defaultPackage: DEFAULT_SETTINGS.defaultPackage });
  });

  test('a binding may bind its chat only when it names a package', () => {
    expect(mayBeBound({ package: 'story-compass', startedAt: 1 })).toBe(true);
    expect(mayBeBound({ package: '', startedAt: 1 })).toBe(false);
    expect(mayBeBound({ package: 3 })).toBe(false);
    expect(mayBeBound(undefined)).toBe(false);
    expect(mayBeBound('story-compass')).toBe(false);
  });
});
