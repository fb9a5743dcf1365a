// The loop's own lint checks: its agent's prompt and its limits.
import { checkPrompt, limit, obj, type Obj } from '../../profiles/lint-checks.ts';
import type { LintIssue } from '../../profiles/lint.ts';

export function lintLoop(issues: LintIssue[], p: Obj): void {
  checkPrompt(issues, obj(p.loopAgent).systemPrompt, 'loopAgent.systemPrompt', 'The loop agent');
  limit(issues, p, 'maxRounds', 1, 'Rounds');
  limit(issues, p, 'wallClockBudgetMs', 10_000, 'The wall-clock budget (ms)');
}
