// A list of problems, each naming the file once and the rule it broke. The core's messages already
// start with where they are (`evil/SKILL.md: …`); others get the file put in front.
import type { SkillIssue } from '../../src/core/skills/types.ts';

/** The issue's text naming its file exactly once. */
export function issueText(issue: SkillIssue): string {
  const m = issue.message;
  const named = !issue.file || m.startsWith(issue.file) || (!!issue.skill && m.startsWith(`${issue.skill}/`));
  return named ? m : `${issue.file}: ${m}`;
}

export function IssueList({ issues }: { issues: readonly SkillIssue[] }) {
  if (issues.length === 0) return null;
  return (
    <ul class="troupe-issues">
      {issues.map((issue, i) => (
        <li key={i} data-file={issue.file}>
          {issueText(issue)} <span class="troupe-issues__rule">({issue.rule})</span>
        </li>
      ))}
    </ul>
  );
}
