// Single's own lint check: its node's prompt.
import { checkPrompt, obj, type Obj } from '../../profiles/lint-checks.ts';
import type { LintIssue } from '../../profiles/lint.ts';

export function lintSingle(issues: LintIssue[], p: Obj): void {
  checkPrompt(issues, obj(p.node).systemPrompt, 'node.systemPrompt', 'The node');
}
