// A list of problems, each naming the file once and the rule it broke. The core's messages already
// start with where they are (`evil/SKILL.md: …`); others get the file put in front. A rule that occurs
// more than a few times (one "ignored file" per file of a 100,000-file repository) is one line with its
// count; opening it shows its issues a page at a time, so the list stays small whatever the input
// (an issue standing for many files makes the lines of the page shown only).
import { useMemo, useState } from 'preact/hooks';
import { groupIssues } from '../../src/core/skills/issue-groups.ts';
import { groupDigits } from '../../src/core/numbers.ts';
import type { SkillIssue } from '../../src/core/skills/types.ts';
import { t } from '../i18n/index.ts';
import { Button } from './Button.tsx';

/** Issues of a group shown at once. */
export const ISSUE_PAGE_SIZE = 50;

/** The issue's text naming its file exactly once. */
export function issueText(issue: SkillIssue): string {
  const m = issue.message;
  const named = !issue.file || m.startsWith(issue.file) || (!!issue.skill && m.startsWith(`${issue.skill}/`));
  return named ? m : `${issue.file}: ${m}`;
}

const count = groupDigits;

function IssueLine({ issue }: { issue: SkillIssue }) {
  return (
    <li data-file={issue.file}>
      {issueText(issue)} <span class="troupe-issues__rule">({issue.rule})</span>
    </li>
  );
}

function IssueGroup({ rule, total, pageOf }: { rule: string; total: number; pageOf: (from: number, size: number) => SkillIssue[] }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const pages = Math.ceil(total / ISSUE_PAGE_SIZE);
  const from = page * ISSUE_PAGE_SIZE;
  const shown = useMemo(() => (open ? pageOf(from, ISSUE_PAGE_SIZE) : []), [open, from, pageOf]);
  const summary = rule === 'ignored-file' ? t('issues.groupIgnored', { count: count(total) }) : t('issues.group', { count: count(total), rule });
  return (
    <li class="troupe-issues__group" data-rule={rule}>
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{summary}</summary>
        {open && (
          <>
            <ul class="troupe-issues" aria-label={summary}>
              {shown.map((issue, i) => (
                <IssueLine key={from + i} issue={issue} />
              ))}
            </ul>
            {pages > 1 && (
              <div class="troupe-issues__pager" role="group" aria-label={summary}>
                <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t('issues.prev')}
                </Button>
                <span aria-live="polite">{t('issues.page', { from: count(from + 1), to: count(from + shown.length), count: count(total) })}</span>
                <Button disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                  {t('issues.next')}
                </Button>
              </div>
            )}
          </>
        )}
      </details>
    </li>
  );
}

export function IssueList({ issues }: { issues: readonly SkillIssue[] }) {
  const rows = useMemo(() => groupIssues(issues), [issues]);
  if (rows.length === 0) return null;
  return (
    <ul class="troupe-issues">
      {rows.map((row, i) =>
        row.kind === 'one' ? (
          <IssueLine key={i} issue={row.issue} />
        ) : (
          <IssueGroup key={`group:${row.rule}`} rule={row.rule} total={row.count} pageOf={row.page} />
        ),
      )}
    </ul>
  );
}
