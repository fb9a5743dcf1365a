// A list of issues as a reader takes it in: a rule that occurs a few times keeps its lines; a rule that
// occurs more often (one "ignored file" line per file of a 100,000-file repository) becomes one row
// with its count, whose issues a UI shows a page at a time. One pass over the list; the rows are
// bounded by the rules, not by the input.
import type { SkillIssue } from './types.ts';

export type IssueRow =
  | { kind: 'one'; issue: SkillIssue }
  /** Every issue of `rule`, in input order; shown as one line with its count. */
  | { kind: 'group'; rule: string; issues: readonly SkillIssue[] };

/** Issues of one rule shown line by line; more than this becomes one group row. */
export const ISSUE_GROUP_THRESHOLD = 5;

/**
 * The rows for `issues`, in their order: issues of a rule that occurs at most `threshold` times stay
 * single rows; a rule that occurs more often becomes one group row where its first issue was. At most
 * `threshold` × (distinct rules) rows, in two passes over the list.
 */
export function groupIssues(issues: readonly SkillIssue[], threshold = ISSUE_GROUP_THRESHOLD): IssueRow[] {
  const counts = new Map<string, number>();
  for (let i = 0; i < issues.length; i++) {
    const rule = issues[i]!.rule;
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
  }
  const rows: IssueRow[] = [];
  const groups = new Map<string, SkillIssue[]>();
  for (let i = 0; i < issues.length; i++) {
    const issue = issues[i]!;
    if (counts.get(issue.rule)! <= threshold) {
      rows.push({ kind: 'one', issue });
      continue;
    }
    let list = groups.get(issue.rule);
    if (!list) {
      list = [];
      groups.set(issue.rule, list);
      rows.push({ kind: 'group', rule: issue.rule, issues: list });
    }
    list.push(issue);
  }
  return rows;
}
