// The spec engine's texts. The words are the turn's frames (FrameTexts.capsule, in the profile's
// language; English by default).
import type { CapsuleFrameTexts } from '../../profiles/defaults/director-texts.ts';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';
import { formatOutputs } from '../capsule/template.ts';

const EN: CapsuleFrameTexts = DIRECTOR_TEXTS.en.frames.capsule;

export const WORKER_NUDGE = EN.specNudge;
export const REVIEW_NUDGE = EN.reviewNudge;

/** What a worker is told before its template: approved review feedback, and a rerun request aimed at it. */
export function workerPrelude(
  p: { approvals: readonly { node: string; feedback: string }[]; rerun?: { by: string; feedback: string; previous: string } },
  F: CapsuleFrameTexts = EN,
): string {
  const parts: string[] = [];
  if (p.approvals.length) parts.push(`## review_feedback\n${p.approvals.map((a) => `- ${a.node}: ${a.feedback}`).join('\n')}`);
  if (p.rerun) parts.push(F.rerunRequest(p.rerun.by, p.rerun.feedback, p.rerun.previous.trim() || F.none));
  return parts.join('\n\n');
}

export function reviewContract(
  p: { executedWorkers: readonly string[]; rerunsLeft: number; rerunMax: number; rounds: number; hasOtherTools?: boolean },
  F: CapsuleFrameTexts = EN,
): string {
  return F.reviewContract({
    workers: p.executedWorkers.join(', ') || F.none,
    rerunsLeft: p.rerunsLeft,
    rerunMax: p.rerunMax,
    rounds: p.rounds,
    hasOtherTools: p.hasOtherTools !== false,
  });
}

export { formatOutputs };
