// A list of issues as a reader takes it in: a rule that occurs a few times keeps its lines; a rule that
// occurs more often (one "ignored file" per file of a 100,000-file repository) becomes one row with
// its count, whose issues a UI takes a page at a time. One issue may stand for many files
// (`SkillIssue.files`); its lines are made only for the page asked for. The rows are bounded by the
// rules, not by the input.
import type { SkillIssue } from './types.ts';

export type IssueRow =
  | { kind: 'one'; issue: SkillIssue }
  /** Every issue of `rule`, in input order; shown as one line with its count, a page at a time. */
  | { kind: 'group'; rule: string; count: number; page: (from: number, size: number) => SkillIssue[] };

/** Issues of one rule shown line by line; more than this becomes one group row. */
export const ISSUE_GROUP_THRESHOLD = 5;

/** How many issues `issue` stands for. */
export const issueCount = (issue: SkillIssue): number => issue.files?.count ?? 1;

/** How many issues a list holds, counting one that stands for many files as that many. */
export function issuesCount(issues: readonly SkillIssue[]): number {
  let n = 0;
  for (let i = 0; i < issues.length; i++) n += issueCount(issues[i]!);
  return n;
}

/** The issues `issue` stands for, from `from` (inclusive) to `to` (exclusive). */
function expand(issue: SkillIssue, from: number, to: number, split: () => string[]): SkillIssue[] {
  if (!issue.files) return from === 0 && to > 0 ? [issue] : [];
  const { files: _files, ...one } = issue;
  return split()
    .slice(from, to)
    .map((file) => ({ ...one, file, message: `${file}: ${issue.message}` }));
}

function pager(list: readonly SkillIssue[]): (from: number, size: number) => SkillIssue[] {
  const splits = new Map<SkillIssue, string[]>();
  const split = (issue: SkillIssue) => () => {
    let paths = splits.get(issue);
    if (!paths) splits.set(issue, (paths = issue.files!.paths.split('\0')));
    return paths;
  };
  return (from, size) => {
    const out: SkillIssue[] = [];
    const to = from + size;
    let at = 0;
    for (const issue of list) {
      if (at >= to) break;
      const n = issueCount(issue);
      const lo = Math.max(from, at);
      const hi = Math.min(to, at + n);
      if (lo < hi) out.push(...expand(issue, lo - at, hi - at, split(issue)));
      at += n;
    }
    return out;
  };
}

/**
 * The rows for `issues`, in their order: issues of a rule that occurs at most `threshold` times stay
 * single rows (one standing for a few files becomes those few); a rule that occurs more often becomes
 * one group row where its first issue was. At most `threshold` × (distinct rules) rows, in two passes
 * over the list.
 */
export function groupIssues(issues: readonly SkillIssue[], threshold = ISSUE_GROUP_THRESHOLD): IssueRow[] {
  const counts = new Map<string, number>();
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i]!;
    counts.set(issue.rule, (counts.get(issue.rule) ?? 0) + issueCount(issue));
  }
  const rows: IssueRow[] = [];
  const groups = new Map<string, SkillIssue[]>();
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i]!;
    const count = counts.get(issue.rule)!;
    if (count <= threshold) {
      for (const one of issue.files ? pager([issue])(0, count) : [issue]) rows.push({ kind: 'one', issue: one });
      continue;
    }
    let list = groups.get(issue.rule);
    if (!list) {
      list = [];
      groups.set(issue.rule, list);
      rows.push({ kind: 'group', rule: issue.rule, count, page: pager(list) });
    }
    list.push(issue);
  }
  return rows;
}
