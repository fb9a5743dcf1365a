import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../src/core/profiles/index.ts';
import { AGENT_BUDGETS, clampTo, RANGES } from './limits.ts';

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

  it('agents have their own output limit (never the host reply slider) and story budget, per role', () => {
    expect(AGENT_BUDGETS.directorMain).toEqual({
      maxTokens: { min: 0, max: 200_000, def: 8192 },
      storyMessages: { min: 0, max: 1000, def: 24 },
      storyTokens: { min: 0, max: 1_000_000, def: 12_000 },
    });
    expect(AGENT_BUDGETS.directorSub.maxTokens.def).toBe(4096);
    expect(AGENT_BUDGETS.loopAgent.storyMessages?.def).toBe(8);
    expect(AGENT_BUDGETS.singleNode).toEqual({ maxTokens: { min: 0, max: 200_000, def: 4096 } });
  });

  it('clamp like parseProfile does', () => {
    for (const v of [-5, 0, 1, 7.6, 50, 80, 1e9]) {
      const ui = clampTo(RANGES.director.maxRounds, v);
      expect(ui, String(v)).toBe(parseProfile('director', { maxRounds: v }).profile.maxRounds);
    }
    expect(clampTo(RANGES.director.maxRounds, Number('abc'))).toBeNull();
  });
});
