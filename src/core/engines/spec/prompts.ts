// The spec engine's fixed texts. Plain English constants in one place.
import { formatOutputs } from '../capsule/template.ts';

export const WORKER_NUDGE = (tool: string) => `You replied without calling ${tool}. Hand in your result by calling ${tool} now.`;
export const REVIEW_NUDGE = 'You replied without a decision. Call review_approve({review_feedback}) or request_rerun({target_node_ids, review_feedback}).';

/** What a worker is told before its template: approved review feedback, and a rerun request aimed at it. */
export function workerPrelude(p: { approvals: readonly { node: string; feedback: string }[]; rerun?: { by: string; feedback: string; previous: string } }): string {
  const parts: string[] = [];
  if (p.approvals.length) parts.push(`## review_feedback\n${p.approvals.map((a) => `- ${a.node}: ${a.feedback}`).join('\n')}`);
  if (p.rerun) {
    parts.push(`## rerun_request\nThe reviewer ${p.rerun.by} sent your work back. Fix this:\n${p.rerun.feedback}\n\nYour previous output:\n${p.rerun.previous.trim() || '(none)'}`);
  }
  return parts.join('\n\n');
}

export function reviewContract(p: { executedWorkers: readonly string[]; rerunsLeft: number; rerunMax: number; rounds: number; hasOtherTools?: boolean }): string {
  const gather = p.hasOtherTools === false ? '' : ` You may use your other tools first (at most ${p.rounds} rounds in all).`;
  return `## contract
Decide with exactly one call: review_approve({review_feedback, reason?}) when the work is consistent and complete enough, or request_rerun({target_node_ids, review_feedback}) to send specific earlier worker nodes back. Worker nodes you may target: ${p.executedWorkers.join(', ') || '(none)'}. Reruns left: ${p.rerunsLeft} of ${p.rerunMax}.${gather} Reply through the function call only.`;
}

export { formatOutputs };
