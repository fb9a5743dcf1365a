import { expect, test } from 'vitest';
import { diffLines, diffSkillFiles, hunksOf } from './file-diff.ts';

const kinds = (l: { kind: string; text: string }[]) => l.map((x) => `${x.kind === 'same' ? ' ' : x.kind === 'add' ? '+' : '-'}${x.text}`);

test('diffLines: a minimal edit script', () => {
  expect(kinds(diffLines(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'd', 'e'])!)).toEqual([' a', '-b', '+x', ' c', ' d', '+e']);
  expect(kinds(diffLines([], ['a'])!)).toEqual(['+a']);
  expect(kinds(diffLines(['a'], [])!)).toEqual(['-a']);
  expect(diffLines(['a'], ['a'])).toEqual([{ kind: 'same', text: 'a' }]);
  expect(
    diffLines(
      Array.from({ length: 50 }, (_, i) => `a${i}`),
      Array.from({ length: 50 }, (_, i) => `b${i}`),
      10,
    ),
  ).toBeNull();
});

test('hunksOf keeps context around changes and splits distant ones', () => {
  const a = Array.from({ length: 20 }, (_, i) => `line ${i}`);
  const b = [...a];
  b[2] = 'changed 2';
  b[17] = 'changed 17';
  const hunks = hunksOf(diffLines(a, b)!, 2);
  expect(hunks.map(kinds)).toEqual([
    [' line 0', ' line 1', '-line 2', '+changed 2', ' line 3', ' line 4'],
    [' line 15', ' line 16', '-line 17', '+changed 17', ' line 18', ' line 19'],
  ]);
});

test('diffSkillFiles: added, removed, changed text with hunks, changed binary with sizes, same files omitted', () => {
  const changes = diffSkillFiles(
    [
      { path: 'SKILL.md', text: '---\nname: pdf\n---\nOld rule.\n' },
      { path: 'gone.md', text: 'x' },
      { path: 'logo.png', bytes: new Uint8Array([1, 2, 3]) },
      { path: 'same.md', text: 'same' },
    ],
    [
      { path: 'SKILL.md', text: '---\nname: pdf\n---\nNew rule.\n' },
      { path: 'logo.png', bytes: new Uint8Array([1, 2, 4, 5]) },
      { path: 'new.md', text: 'hello' },
      { path: 'same.md', bytes: new TextEncoder().encode('same') },
    ],
  );
  expect(changes.map((c) => [c.path, c.status])).toEqual([
    ['SKILL.md', 'changed'],
    ['gone.md', 'removed'],
    ['logo.png', 'changed'],
    ['new.md', 'added'],
  ]);
  expect(changes[0]!.hunks!.map(kinds)).toEqual([[' ---', ' name: pdf', ' ---', '-Old rule.', '+New rule.', ' ']]);
  expect(changes[2]).toEqual({ path: 'logo.png', status: 'changed', before: 3, after: 4 });
  expect(diffSkillFiles([{ path: 'a', text: 'x' }], [{ path: 'a', text: 'x' }])).toEqual([]);
});

test('diffLines on random inputs: same+del lines give the old text, same+add the new', () => {
  let seed = 7;
  const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) >>> 0) % n;
  for (let round = 0; round < 200; round++) {
    const a = Array.from({ length: rnd(12) }, () => 'abcd'[rnd(4)]!);
    const b = Array.from({ length: rnd(12) }, () => 'abcd'[rnd(4)]!);
    const d = diffLines(a, b)!;
    expect(d.filter((l) => l.kind !== 'add').map((l) => l.text)).toEqual(a);
    expect(d.filter((l) => l.kind !== 'del').map((l) => l.text)).toEqual(b);
  }
});
