// The agenda's own lint checks: the planner's prompt, the workers, the final worker, its limits.
import { arr, checkPrompt, limit, obj, str, type Obj } from '../../profiles/lint-checks.ts';
import type { LintIssue } from '../../profiles/lint.ts';

export function lintAgenda(issues: LintIssue[], p: Obj): void {
  const workers = arr(p.workers).map(obj);
  const ids = new Set(workers.map((w) => str(w.id)));
  if (!ids.has(str(p.finalWorkerId))) {
    issues.push({
      path: 'finalWorkerId',
      code: 'unknown_final_worker',
      severity: 'error',
      message: `The final worker "${str(p.finalWorkerId)}" does not exist.`,
    });
  }
  checkPrompt(issues, obj(p.planner).systemPrompt, 'planner.systemPrompt', 'The planner');
  workers.forEach((w, i) => checkPrompt(issues, w.systemPrompt, `workers[${i}].systemPrompt`, `Worker "${str(w.id)}"`));
  limit(issues, p, 'plannerMaxRounds', 1, 'Planner rounds');
  limit(issues, p, 'maxConcurrentWorkers', 1, 'Concurrent workers');
  limit(issues, p, 'maxTotalRuns', 1, 'Worker runs per turn');
  limit(issues, p, 'workerMaxRounds', 1, 'Worker rounds');
  const conc = p.maxConcurrentWorkers;
  const total = p.maxTotalRuns;
  if (typeof conc === 'number' && typeof total === 'number' && conc > total) {
    issues.push({
      path: 'maxConcurrentWorkers',
      code: 'limit_unreachable',
      severity: 'warning',
      message: `At most ${total} worker runs per turn, so ${conc} can never run at once.`,
    });
  }
}
