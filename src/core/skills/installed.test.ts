import { expect, test } from 'vitest';
import { resolveInstalled } from './installed.ts';

test('resolveInstalled: character > preset > global among the scopes that apply', () => {
  const skills = [
    { name: 'voice', scope: 'global', id: 1 },
    { name: 'voice', scope: 'preset:director/default', id: 2 },
    { name: 'voice', scope: 'character:Alice.png', id: 3 },
    { name: 'style', scope: 'character:Bob.png', id: 4 },
    { name: 'style', scope: 'global', id: 5 },
    { name: 'loop-only', scope: 'preset:loop/default', id: 6 },
    { name: 'broken', scope: 'nowhere', id: 7 },
    { name: 'alpha', scope: 'preset:director/default', id: 8 },
  ];
  const ids = (m: Map<string, { id: number }>) => Object.fromEntries([...m].map(([k, v]) => [k, v.id]));
  expect(ids(resolveInstalled(skills, { mode: 'director', presetId: 'default', character: 'Alice.png' }))).toEqual({ alpha: 8, style: 5, voice: 3 });
  expect([...resolveInstalled(skills, { mode: 'director', presetId: 'default', character: 'Alice.png' }).keys()]).toEqual(['alpha', 'style', 'voice']);
  expect(ids(resolveInstalled(skills, { mode: 'director', presetId: 'default' }))).toEqual({ alpha: 8, style: 5, voice: 2 });
  expect(ids(resolveInstalled(skills, { character: 'Bob.png' }))).toEqual({ style: 4, voice: 1 });
  expect(ids(resolveInstalled(skills, { mode: 'loop', presetId: 'default' }))).toEqual({ 'loop-only': 6, style: 5, voice: 1 });
  expect(ids(resolveInstalled(skills))).toEqual({ style: 5, voice: 1 });
  // input order does not matter
  expect(ids(resolveInstalled([...skills].reverse(), { character: 'Alice.png' }))).toEqual({ style: 5, voice: 3 });
});
