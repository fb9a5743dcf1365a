import { expect, test } from 'vitest';
import { formatScope, isSkillScope, parseScope, scopeApplies, scopeRank } from './scope.ts';

test('parseScope and formatScope round-trip', () => {
  for (const s of ['global', 'preset:director/default', 'preset:loop/my preset/v2', 'character:Alice.png', 'character:角色 1.png']) {
    const ref = parseScope(s)!;
    expect(ref).not.toBeNull();
    expect(formatScope(ref)).toBe(s);
  }
  expect(parseScope('preset:director/default')).toEqual({ kind: 'preset', mode: 'director', presetId: 'default' });
  expect(parseScope('character:Alice.png')).toEqual({ kind: 'character', avatar: 'Alice.png' });
});

test('invalid scopes', () => {
  for (const s of ['', 'Global', 'preset:', 'preset:director', 'preset:/x', 'preset:director/', 'character:', 'character:a\nb', 'orch:x']) {
    expect(parseScope(s), s).toBeNull();
    expect(isSkillScope(s)).toBe(false);
    expect(scopeRank(s)).toBe(-1);
  }
  expect(() => formatScope({ kind: 'preset', mode: 'a/b', presetId: 'c' })).toThrow(RangeError);
  expect(() => formatScope({ kind: 'character', avatar: '' })).toThrow(/invalid skill scope/);
});

test('scopeRank: character > preset > global', () => {
  expect([scopeRank('global'), scopeRank('preset:m/p'), scopeRank('character:c')]).toEqual([0, 1, 2]);
});

test('scopeApplies', () => {
  const ctx = { mode: 'director', presetId: 'default', character: 'Alice.png' };
  expect(scopeApplies('global', {})).toBe(true);
  expect(scopeApplies('preset:director/default', ctx)).toBe(true);
  expect(scopeApplies('preset:director/other', ctx)).toBe(false);
  expect(scopeApplies('preset:loop/default', ctx)).toBe(false);
  expect(scopeApplies('character:Alice.png', ctx)).toBe(true);
  expect(scopeApplies('character:Bob.png', ctx)).toBe(false);
  expect(scopeApplies('character:Alice.png', {})).toBe(false);
  expect(scopeApplies('bogus', ctx)).toBe(false);
});

test('package scopes: parsed, ranked above the rest, in play only for a turn bound to that package', () => {
  expect(parseScope('package:story-compass')).toEqual({ kind: 'package', name: 'story-compass' });
  expect(formatScope({ kind: 'package', name: 'story-compass' })).toBe('package:story-compass');
  expect(parseScope('package:')).toBeNull();
  expect(scopeRank('package:x')).toBe(3);
  const ctx = { mode: 'agenda', presetId: 'default', character: 'Alice.png' };
  expect(scopeApplies('package:x', ctx)).toBe(false);
  expect(scopeApplies('package:x', { ...ctx, package: 'y' })).toBe(false);
  expect(scopeApplies('package:x', { ...ctx, package: 'x' })).toBe(true);
});

test('prompt-preset scopes: parsed, ranked between global and the orchestration preset, in play for that prompt preset only', async () => {
  const { forPromptPreset, isPromptPresetScope } = await import('./scope.ts');
  expect(parseScope('prompt-preset:Director A')).toEqual({ kind: 'promptPreset', name: 'Director A' });
  expect(formatScope({ kind: 'promptPreset', name: 'Director A' })).toBe('prompt-preset:Director A');
  expect(parseScope('prompt-preset:')).toBeNull();
  expect(scopeRank('global') < scopeRank('prompt-preset:x') && scopeRank('prompt-preset:x') < scopeRank('preset:m/p')).toBe(true);
  expect(scopeApplies('prompt-preset:x', {})).toBe(false);
  expect(scopeApplies('prompt-preset:x', { promptPreset: 'x' })).toBe(true);
  expect(isPromptPresetScope('prompt-preset:x')).toBe(true);
  expect(isPromptPresetScope('preset:m/p')).toBe(false);
  const list = [
    { name: 'a', scope: 'global' },
    { name: 'a', scope: 'prompt-preset:x' },
    { name: 'b', scope: 'prompt-preset:y' },
    { name: 'a', scope: 'character:c.png' },
  ];
  expect(forPromptPreset(list, 'x')).toEqual([{ name: 'a', scope: 'character:c.png' }]);
  expect(forPromptPreset(list.slice(0, 3), 'x')).toEqual([{ name: 'a', scope: 'prompt-preset:x' }]);
  expect(forPromptPreset(list.slice(0, 3), 'y')).toEqual([
    { name: 'a', scope: 'global' },
    { name: 'b', scope: 'prompt-preset:y' },
  ]);
  expect(forPromptPreset(list.slice(0, 3), undefined)).toEqual([{ name: 'a', scope: 'global' }]);
});
