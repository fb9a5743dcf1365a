import { describe, expect, test } from 'vitest';
import { handWrittenToolCodeKey, handWrittenToolProblem, HAND_WRITTEN_TOOL_LIMITS } from './hand-written-tools.ts';
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
    const many = Array.from({ length: HAND_WRITTEN_TOOL_LIMITS.tools + 1 }, (_, i) => ({ name: `t${i}`, code: 'return 1' }));
    expect((parseProfile('loop', { customTools: many }).profile as { customTools: unknown[] }).customTools.length).toBeLessThanOrEqual(
      HAND_WRITTEN_TOOL_LIMITS.tools,
    );
  });

  test('consent key: the SHA-256 of the code, so one changed character asks again', () => {
    expect(handWrittenToolCodeKey('return 1')).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(handWrittenToolCodeKey('return 1')).not.toBe(handWrittenToolCodeKey('return 2'));
  });

  test('problems: names, built-in names, duplicates, a description and code are required', () => {
    const ok = { name: 'dice_roll', description: 'Rolls a die.', code: 'return 1' };
    expect(handWrittenToolProblem(ok)).toBe('');
    expect(handWrittenToolProblem({ ...ok, name: '1dice' })).toMatch(/not a tool name/);
    expect(handWrittenToolProblem({ ...ok, name: 'chat_search' })).toMatch(/built-in/);
    // The core's one list: future verbs of a namespace, default sub-agents, Object.prototype members.
    expect(handWrittenToolProblem({ ...ok, name: 'memory_future_verb' })).toMatch(/starts with "memory_"/);
    expect(handWrittenToolProblem({ ...ok, name: 'search_web' })).toMatch(/starts with "search_"/);
    expect(handWrittenToolProblem({ ...ok, name: 'canon_scout' })).toMatch(/default sub-agents/);
    expect(handWrittenToolProblem({ ...ok, name: 'constructor' })).toMatch(/member every JavaScript object has/);
    expect(handWrittenToolProblem(ok, new Set(['dice_roll']))).toMatch(/already called/);
    expect(handWrittenToolProblem({ ...ok, description: ' ' })).toMatch(/needs a description/);
    expect(handWrittenToolProblem({ ...ok, code: '' })).toMatch(/no code/);
  });
});

describe('the earlier export names', () => {
  test('are the same values as the hand-written tools’ exports (deprecated aliases)', async () => {
    const api = await import('./index.ts');
    expect(api.handToolSchema).toBe(api.handWrittenToolSchema);
    expect(api.customToolsField).toBe(api.handWrittenToolsField);
    expect(api.handToolCodeKey).toBe(api.handWrittenToolCodeKey);
    expect(api.handToolProblem).toBe(api.handWrittenToolProblem);
    expect(api.HAND_TOOL_LIMITS).toBe(api.HAND_WRITTEN_TOOL_LIMITS);
  });
});
