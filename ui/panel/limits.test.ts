import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../src/core/profiles/index.ts';
import { clampTo, RANGES } from './limits.ts';

describe('limits read from the schemas', () => {
  it('match the documented ranges and defaults', () => {
    expect(RANGES.director.maxRounds).toEqual({ min: 1, max: 50, def: 20 });
    expect(RANGES.director.maxConcurrentSubagents).toEqual({ min: 1, max: 16, def: 4 });
    expect(RANGES.director.maxTotalSubagentRuns).toEqual({ min: 1, max: 100, def: 16 });
    expect(RANGES.director.subAgentRounds).toMatchObject({ min: 1, max: 50 });
    expect(RANGES.loop.wallClockBudgetMs).toEqual({ min: 10_000, max: 86_400_000, def: 300_000 });
    expect(RANGES.agenda.maxTotalRuns).toEqual({ min: 1, max: 200, def: 24 });
    expect(RANGES.spec.reviewRerunMaxRounds).toEqual({ min: 0, max: 20, def: 2 });
    expect(RANGES.capsuleDepth).toEqual({ min: 0, max: 10000, def: 0 });
  });

  it('clamp like parseProfile does', () => {
    for (const v of [-5, 0, 1, 7.6, 50, 80, 1e9]) {
      const ui = clampTo(RANGES.director.maxRounds, v);
      expect(ui, String(v)).toBe(parseProfile('director', { maxRounds: v }).profile.maxRounds);
    }
    expect(clampTo(RANGES.director.maxRounds, Number('abc'))).toBeNull();
  });
});
