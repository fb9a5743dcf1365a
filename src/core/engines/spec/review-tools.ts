// The tools of a spec review node: approve with feedback for later nodes, or ask for specific earlier
// worker nodes to be redone. Targets are checked here so the model gets a precise, fixable error.
import * as z from 'zod';
import { defineTool, toolFailure, type Tool } from '../../agent/tool.ts';

export type ReviewDecision = { kind: 'approve'; feedback: string; reason?: string } | { kind: 'rerun'; targets: string[]; feedback: string };

export interface ReviewToolsOptions {
  /** Worker node ids that have run so far (the only valid targets). */
  executedWorkers: readonly string[];
  /** Reruns still allowed in this run. */
  rerunsLeft: number;
  /** The limit, for the message. */
  rerunMax: number;
  decide(decision: ReviewDecision): void;
}

const approveArgs = z.object({
  review_feedback: z.string().trim().describe('What later nodes must keep in mind.'),
  reason: z.string().trim().optional().describe('Why the work is good enough (for the log).'),
});
const rerunArgs = z.object({
  target_node_ids: z.array(z.string().trim()).describe('Ids of earlier worker nodes to redo.'),
  review_feedback: z.string().trim().describe('What exactly they must fix.'),
});

export function reviewTools(o: ReviewToolsOptions): Tool[] {
  const approve = defineTool({
    name: 'review_approve',
    description: 'Approve the work so far. Your feedback is shown to every later node, including the one that writes the final guidance.',
    parameters: approveArgs,
    execute: (args) => {
      const feedback = args.review_feedback;
      if (!feedback) return toolFailure('review_feedback is empty.', 'empty_feedback', 'Approve again with short feedback for the later nodes.');
      o.decide({ kind: 'approve', feedback, ...(args.reason ? { reason: args.reason } : {}) });
      return { ok: true, approved: true };
    },
  });
  const rerun = defineTool({
    name: 'request_rerun',
    description: `Send earlier worker nodes back to redo their work with your feedback; the workflow replays from the earliest of them and you review again. Valid targets: ${o.executedWorkers.join(', ') || '(none)'}. Reruns left: ${o.rerunsLeft} of ${o.rerunMax}.`,
    parameters: rerunArgs,
    execute: (args) => {
      const feedback = args.review_feedback;
      const targets = args.target_node_ids;
      if (targets.length === 0 || !targets.every(Boolean)) {
        return toolFailure(
          'target_node_ids must be a non-empty list of node ids.',
          'invalid_rerun_target',
          `Valid targets: ${o.executedWorkers.join(', ') || '(none)'}.`,
        );
      }
      const dupes = targets.filter((t, i) => targets.indexOf(t) !== i);
      if (dupes.length)
        return toolFailure(
          `target_node_ids lists ${[...new Set(dupes)].map((d) => `"${d}"`).join(', ')} more than once.`,
          'invalid_rerun_target',
          'Name each node once.',
        );
      const unknown = targets.filter((t) => !o.executedWorkers.includes(t));
      if (unknown.length) {
        return toolFailure(
          `Not an earlier worker node: ${unknown.map((u) => `"${u}"`).join(', ')}.`,
          'invalid_rerun_target',
          `Valid targets: ${o.executedWorkers.join(', ') || '(none)'}. Review nodes and nodes that have not run cannot be rerun.`,
        );
      }
      if (!feedback) return toolFailure('review_feedback is empty.', 'empty_feedback', 'Say exactly what the targets must fix.');
      if (o.rerunsLeft <= 0) {
        return toolFailure(
          `Review rerun limit reached (${o.rerunMax}).`,
          'rerun_limit',
          'Approve with review_approve and put what still needs fixing in your feedback.',
        );
      }
      o.decide({ kind: 'rerun', targets, feedback });
      return { ok: true, rerun: targets };
    },
  });
  return [approve, rerun] as Tool[];
}
