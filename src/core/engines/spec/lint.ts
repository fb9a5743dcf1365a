// Spec's own lint checks: its agents and stages, the nodes' references and templates, its limits.
import { arr, limit, obj, str, type Obj } from '../../profiles/lint-checks.ts';
import type { LintIssue } from '../../profiles/lint.ts';

export function lintSpec(issues: LintIssue[], p: Obj): void {
  const agentIds = new Set(arr(p.agents).map((a) => str(obj(a).id)));
  const stages = arr(p.stages).map(obj);
  const nodeIds = new Set<string>();
  stages.forEach((stage, si) => {
    arr(stage.nodes).forEach((n, ni) => {
      const node = obj(n);
      const id = str(node.id) || str(node.agent);
      if (nodeIds.has(id))
        issues.push({ path: `stages[${si}].nodes[${ni}].id`, code: 'duplicate_id', severity: 'error', message: `Node id "${id}" is used twice.` });
      nodeIds.add(id);
    });
  });
  const vars = new Set(['recent_chat', 'last_user', 'previous_outputs', 'previous_orchestration', ...nodeIds]);
  const checkTemplate = (t: unknown, path: string) => {
    for (const m of str(t).matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)) {
      if (!vars.has(m[1]!))
        issues.push({
          path,
          code: 'unknown_variable',
          severity: 'warning',
          message: `Template variable {{${m[1]}}} is neither a built-in variable nor a node id.`,
        });
    }
  };
  arr(p.agents).forEach((a, i) => checkTemplate(obj(a).userPromptTemplate, `agents[${i}].userPromptTemplate`));
  stages.forEach((stage, si) => {
    const last = si === stages.length - 1;
    arr(stage.nodes).forEach((n, ni) => {
      const node = obj(n);
      const path = `stages[${si}].nodes[${ni}]`;
      const agent = str(node.agent) || str(node.id);
      if (!agentIds.has(agent))
        issues.push({
          path: `${path}.agent`,
          code: 'unknown_agent',
          severity: 'error',
          message: `Node "${str(node.id)}" runs agent "${agent}", which does not exist.`,
        });
      if (node.type === 'review' && last)
        issues.push({
          path: `${path}.type`,
          code: 'review_misplaced',
          severity: 'error',
          message: 'A review node cannot be in the final stage: the final stage writes the capsule.',
        });
      if (node.type === 'review' && stage.mode === 'parallel')
        issues.push({ path: `${path}.type`, code: 'review_misplaced', severity: 'error', message: 'A review node cannot be in a parallel stage.' });
      checkTemplate(node.userPromptTemplate, `${path}.userPromptTemplate`);
    });
  });
  limit(issues, p, 'nodeIterationMaxRounds', 1, 'Node rounds');
  limit(issues, p, 'reviewRerunMaxRounds', 0, 'Review reruns');
}
