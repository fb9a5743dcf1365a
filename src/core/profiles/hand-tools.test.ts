import { describe, expect, test } from 'vitest';
import { handToolCodeKey, handToolProblem, HAND_TOOL_LIMITS } from './hand-tools.ts';
import { parseProfile } from './parse.ts';

describe('hand-written tools in profiles', () => {
  test('every mode with tools keeps them; a malformed entry is dropped with a warning; the list is capped', () => {
    for (const mode of ['director', 'loop', 'spec', 'agenda'] as const) {
      const { profile, warnings } = parseProfile(mode, {
        customTools: [
          { name: 'dice', description: 'Rolls.', code: 'return 4', parameters: { type: 'object', properties: { sides: { type: 'integer' } } } },
          { code: 'return 2' },
          'junk',
        ],
      });
      expect((profile as { customTools: unknown[] }).customTools).toEqual([
        { name: 'dice', description: 'Rolls.', code: 'return 4', parameters: { type: 'object', properties: { sides: { type: 'integer' } } }, sample: '{}' },
      ]);
      expect(warnings.map((w) => [w.path, w.code])).toEqual([
        ['customTools[1]', 'dropped'],
        ['customTools[2]', 'dropped'],
      ]);
    }
    const many = Array.from({ length: HAND_TOOL_LIMITS.tools + 1 }, (_, i) => ({ name: `t${i}`, code: 'return 1' }));
    expect((parseProfile('loop', { customTools: many }).profile as { customTools: unknown[] }).customTools.length).toBeLessThanOrEqual(HAND_TOOL_LIMITS.tools);
  });

  test('consent key: the SHA-256 of the code, so one changed character asks again', () => {
    expect(handToolCodeKey('return 1')).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(handToolCodeKey('return 1')).not.toBe(handToolCodeKey('return 2'));
  });

  test('problems: names, built-in names, duplicates, a description and code are required', () => {
    const ok = { name: 'dice_roll', description: 'Rolls a die.', code: 'return 1' };
    expect(handToolProblem(ok)).toBe('');
    expect(handToolProblem({ ...ok, name: '1dice' })).toMatch(/not a tool name/);
    expect(handToolProblem({ ...ok, name: 'chat_search' })).toMatch(/built-in/);
    // The core's one list: future verbs of a namespace, default sub-agents, Object.prototype members.
    expect(handToolProblem({ ...ok, name: 'memory_future_verb' })).toMatch(/starts with "memory_"/);
    expect(handToolProblem({ ...ok, name: 'search_web' })).toMatch(/starts with "search_"/);
    expect(handToolProblem({ ...ok, name: 'canon_scout' })).toMatch(/default sub-agents/);
    expect(handToolProblem({ ...ok, name: 'constructor' })).toMatch(/member every JavaScript object has/);
    expect(handToolProblem(ok, new Set(['dice_roll']))).toMatch(/already called/);
    expect(handToolProblem({ ...ok, description: ' ' })).toMatch(/needs a description/);
    expect(handToolProblem({ ...ok, code: '' })).toMatch(/no code/);
  });
});
