// The agenda engine's texts. The words are the turn's frames (FrameTexts.capsule, in the profile's
// language; English by default).
import type { CapsuleFrameTexts } from '../../profiles/defaults/director-texts.ts';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';

const EN: CapsuleFrameTexts = DIRECTOR_TEXTS.en.frames.capsule;

export const PLANNER_NUDGE = EN.plannerNudge;
export const WORKER_NUDGE = EN.agendaWorkerNudge;

export function plannerBrief(
  p: {
    workers: readonly { id: string; description: string; inputTags?: readonly string[]; outputTags?: readonly string[] }[];
    finalWorkerId: string;
    plannerMaxRounds: number;
    maxConcurrentWorkers: number;
    maxTotalRuns: number;
    board: string;
    /** The tag board when the workers route reports by tags. */
    tags?: string;
  },
  F: CapsuleFrameTexts = EN,
): string {
  const routing = (w: { inputTags?: readonly string[]; outputTags?: readonly string[] }) =>
    w.inputTags?.length || w.outputTags?.length ? F.routing(w.inputTags?.join(', ') || '—', w.outputTags?.join(', ') || '—') : '';
  const roster = p.workers.length ? p.workers.map((w) => `- ${w.id}: ${w.description || F.noDescription}${routing(w)}`).join('\n') : F.noWorkers;
  const tags = p.workers.some((w) => routing(w)) || p.tags ? (p.tags ?? F.emptyTags) : undefined;
  return F.plannerBrief({
    roster,
    finalWorkerId: p.finalWorkerId,
    plannerMaxRounds: p.plannerMaxRounds,
    maxConcurrentWorkers: p.maxConcurrentWorkers,
    maxTotalRuns: p.maxTotalRuns,
    board: p.board,
    tags,
  });
}

export const FINAL_TASK = EN.finalTask;
