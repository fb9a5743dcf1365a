import { describe, expect, test } from 'vitest';
import { checkSkillPath, compareSkillPaths, junkReason, normalizeArchivePath } from './paths.ts';

describe('checkSkillPath', () => {
  test.each([
    ['SKILL.md', null],
    ['references/api.md', null],
    ['assets/fonts/Inter Regular.ttf', null],
    ['数据/说明.md', null],
    ['.hidden/config', null],
    ['a..b/c...md', null],
    ['', 'path-empty'],
    ['/etc/passwd', 'path-absolute'],
    ['C:/Windows/x', 'path-drive'],
    ['c:x', 'path-drive'],
    ['a\\b.md', 'path-backslash'],
    ['..\\..\\evil', 'path-backslash'],
    ['../evil', 'path-traversal'],
    ['a/../../evil', 'path-traversal'],
    ['a/./b', 'path-traversal'],
    ['..', 'path-traversal'],
    ['a//b', 'path-empty-segment'],
    ['a/', 'path-empty-segment'],
    ['a\u0000b', 'path-control-char'],
    ['a\nb', 'path-control-char'],
    ['x'.repeat(1025), 'path-too-long'],
  ])('%j → %s', (path, rule) => {
    expect(checkSkillPath(path)).toBe(rule);
  });
});

test('normalizeArchivePath turns backslashes into folders so traversal is still caught', () => {
  expect(normalizeArchivePath('skill\\refs\\a.md')).toEqual({ path: 'skill/refs/a.md', isDir: false });
  expect(checkSkillPath(normalizeArchivePath('..\\..\\evil').path)).toBe('path-traversal');
  expect(checkSkillPath(normalizeArchivePath('\\\\server\\share').path)).toBe('path-absolute');
  expect(normalizeArchivePath('./skill/')).toEqual({ path: 'skill', isDir: true });
});

test('junkReason spots OS metadata only', () => {
  expect(junkReason('__MACOSX/skill/._SKILL.md')).toMatch(/macOS/);
  expect(junkReason('skill/.DS_Store')).toMatch(/macOS/);
  expect(junkReason('skill/Thumbs.db')).toMatch(/Windows/);
  expect(junkReason('skill/SKILL.md')).toBeNull();
  expect(junkReason('skill/.env')).toBeNull();
});

test('compareSkillPaths puts SKILL.md first, then code-unit order', () => {
  const paths = ['b.md', 'SKILL.md', 'B.md', 'a/z.md', 'LICENSE.txt'];
  expect(paths.sort(compareSkillPaths)).toEqual(['SKILL.md', 'B.md', 'LICENSE.txt', 'a/z.md', 'b.md']);
});
