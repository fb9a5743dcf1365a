// A list of problems, each naming the file and the rule it broke.
import type { SkillIssue } from '../../src/core/skills/types.ts';

export function IssueList({ issues }: { issues: readonly SkillIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul class="troupe-issues">
      {issues.map((issue, i) => (
        <li key={i}>
          <code class="troupe-issues__file">{issue.file}</code>
          {': '}
          {issue.message} <span class="troupe-issues__rule">({issue.rule})</span>
        </li>
      ))}
    </ul>
  );
}
