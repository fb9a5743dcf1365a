// Checks a spec workflow before anything runs. Review nodes judge earlier work, so they may not sit in
// a parallel stage (nothing to judge yet beside them) nor in the final stage (which writes the guidance).

import type { SpecConfig } from './config.ts';

export interface SpecConfigIssue {
  /** Where, e.g. `stages[1].nodes[0]`. */
  path: string;
  message: string;
}

export function validateSpecConfig(config: SpecConfig): SpecConfigIssue[] {
  const issues: SpecConfigIssue[] = [];
  if (config.stages.length === 0) return [{ path: 'stages', message: 'The spec workflow has no stages.' }];
  const seen = new Map<string, string>();
  const last = config.stages.length - 1;
  config.stages.forEach((stage, si) => {
    const where = `stages[${si}]`;
    if (stage.nodes.length === 0) issues.push({ path: `${where}.nodes`, message: `Stage "${stage.id}" has no nodes.` });
    stage.nodes.forEach((node, ni) => {
      const path = `${where}.nodes[${ni}]`;
      if (!node.id.trim()) {
        issues.push({ path: `${path}.id`, message: `A node of stage "${stage.id}" has no id.` });
        return;
      }
      const first = seen.get(node.id);
      if (first) issues.push({ path: `${path}.id`, message: `Node id "${node.id}" is used twice (also at ${first}); node ids must be unique.` });
      else seen.set(node.id, path);
      if (node.type !== 'review') return;
      if (stage.mode === 'parallel') {
        issues.push({ path, message: `Review node "${node.id}" sits in the parallel stage "${stage.id}"; review nodes may only sit in serial stages.` });
      }
      if (si === last) {
        issues.push({
          path,
          message: `Review node "${node.id}" sits in the final stage "${stage.id}"; the final stage writes the guidance and may hold worker nodes only.`,
        });
      }
    });
  });
  return issues;
}
