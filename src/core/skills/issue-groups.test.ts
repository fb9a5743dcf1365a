import { afterEach, describe, expect, test, vi } from 'vitest';
import { groupIssues, ISSUE_GROUP_THRESHOLD, issuesCount } from './issue-groups.ts';
import { skillIssue } from './issues.ts';
import { findSkillFolders } from './layout.ts';
import type { SkillIssue } from './types.ts';

/** `list` behind a proxy that counts reads of its elements. */
function counted<T>(list: T[]): { list: T[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(list, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { list: proxy, reads: () => reads };
}

const ignored = (n: number) =>
  Array.from({ length: n }, (_, i) => skillIssue('ignored-file', `repo/docs/page-${i}.md`, { why: 'outside any skill folder (not fetched)' }));

describe('groupIssues: the warning model of a preview', () => {
  test('100,000 ignored files become one row holding all of them; the other warnings keep their lines and order', () => {
    const other = [
      skillIssue('description-long', 'SKILL.md', { length: 2000 }, 'alpha'),
      skillIssue('field-ignored', 'SKILL.md', { field: 'license', why: 'is not text' }, 'beta'),
    ];
    const issues = [other[0]!, ...ignored(100_000), other[1]!];
    const rows = groupIssues(issues);
    expect(rows.map((r) => r.kind)).toEqual(['one', 'group', 'one']);
    const group = rows[1] as Extract<(typeof rows)[number], { kind: 'group' }>;
    expect(group.rule).toBe('ignored-file');
    expect(group.count).toBe(100_000);
    expect(group.page(99_999, 50).map((i) => i.file)).toEqual(['repo/docs/page-99999.md']);
    expect(rows[0]).toEqual({ kind: 'one', issue: other[0] });
    expect(rows[2]).toEqual({ kind: 'one', issue: other[1] });
  });

  test('a few issues of a rule stay single rows, in the input order', () => {
    const few = ignored(ISSUE_GROUP_THRESHOLD);
    const mixed = [few[0]!, skillIssue('description-long', 'SKILL.md', { length: 2000 }), ...few.slice(1)];
    expect(groupIssues(mixed)).toEqual(mixed.map((issue) => ({ kind: 'one', issue })));
    expect(groupIssues([])).toEqual([]);
  });

  test('one issue standing for 100,000 files: one row with their count; a page makes the lines of that page only, the same lines skillIssue makes', () => {
    const why = { why: 'outside any skill folder (not fetched)' };
    const paths = Array.from({ length: 100_000 }, (_, i) => `repo/docs/page-${i}.md`);
    const many: SkillIssue = { ...skillIssue('ignored-file', '', why), files: { count: paths.length, paths: paths.join('\0') } };
    const before = skillIssue('ignored-file', 'repo/README.md', why);
    const rows = groupIssues([before, many]);
    expect(rows).toHaveLength(1);
    const group = rows[0] as Extract<(typeof rows)[number], { kind: 'group' }>;
    expect(group.count).toBe(100_001);
    expect(group.page(0, 3)).toEqual([before, skillIssue('ignored-file', 'repo/docs/page-0.md', why), skillIssue('ignored-file', 'repo/docs/page-1.md', why)]);
    expect(group.page(50, 50)).toEqual(paths.slice(49, 99).map((p) => skillIssue('ignored-file', p, why)));
    expect(group.page(100_000, 50)).toEqual([skillIssue('ignored-file', 'repo/docs/page-99999.md', why)]);
    expect(issuesCount([before, many])).toBe(100_001);
    // A few files stay lines of their own.
    const three: SkillIssue = { ...skillIssue('ignored-file', '', why), files: { count: 3, paths: paths.slice(0, 3).join('\0') } };
    expect(groupIssues([three])).toEqual(paths.slice(0, 3).map((p) => ({ kind: 'one', issue: skillIssue('ignored-file', p, why) })));
  });

  test('linear and bounded: each issue is read twice whatever the size, and the rows never outnumber threshold × rules', () => {
    const rules = ['ignored-file', 'path-duplicate', 'file-too-large', 'zip-crc'] as const;
    const make = (n: number): SkillIssue[] => Array.from({ length: n }, (_, i) => skillIssue(rules[i % rules.length]!, `f${i}`, { bytes: 1, why: 'x' }));
    for (const n of [1_000, 10_000, 100_000]) {
      const { list, reads } = counted(make(n));
      const rows = groupIssues(list);
      expect(reads()).toBe(2 * n);
      expect(rows.length).toBeLessThanOrEqual(ISSUE_GROUP_THRESHOLD * rules.length);
      expect(rows.reduce((sum, r) => sum + (r.kind === 'group' ? r.count : 1), 0)).toBe(n);
    }
  });
});

describe('findSkillFolders on a huge listing', () => {
  afterEach(() => vi.restoreAllMocks());

  test('lookups per path follow its folder depth, not the number of skill folders (no path is compared with every folder)', () => {
    const folders = 1_000;
    const paths: string[] = [];
    for (let i = 0; i < folders; i++) paths.push(`repo/skills/s${i}/SKILL.md`, `repo/skills/s${i}/notes.md`);
    for (let i = 0; paths.length < 20_000; i++) paths.push(`repo/docs/d${i % 50}/page-${i}.md`);
    const levels = paths.reduce((n, p) => n + p.split('/').length, 0);
    const startsWith = vi.spyOn(String.prototype, 'startsWith');
    const get = vi.spyOn(Map.prototype, 'get');
    const has = vi.spyOn(Set.prototype, 'has');
    const some = vi.spyOn(Array.prototype, 'some');
    const find = vi.spyOn(Array.prototype, 'find');
    const r = findSkillFolders(paths);
    const lookups =
      startsWith.mock.calls.length + get.mock.calls.length + has.mock.calls.length + some.mock.calls.length * folders + find.mock.calls.length * folders;
    vi.restoreAllMocks();
    expect(r.folders).toHaveLength(folders);
    expect(r.ignored).toHaveLength(20_000 - 2 * folders);
    expect(lookups).toBeLessThanOrEqual(2 * levels);
  });
});
