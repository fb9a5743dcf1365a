// The loop agent's messages. The words are the turn's frames (FrameTexts.capsule, in the profile's
// language; English by default).
import type { CapsuleFrameTexts } from '../../profiles/defaults/director-texts.ts';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';
import type { AgentMessageParts } from '../runtime/agent-messages.ts';

const EN: CapsuleFrameTexts = DIRECTOR_TEXTS.en.frames.capsule;

export const LOOP_NUDGE = EN.loopNudge;

/** `lastUser`: the latest user message, quoted apart when the story does not hold it (undefined: it does). */
export function loopMessages(p: {
  systemPrompt: string;
  openNotes: string;
  catalog: string;
  lastUser?: string;
  maxRounds: number;
  /** "Let me choose the angle": the instruction to offer angles, or the user's answer ('' or absent: off). */
  angle?: string;
  frames?: CapsuleFrameTexts;
}): AgentMessageParts {
  const F = p.frames ?? EN;
  return {
    system: [p.systemPrompt, p.catalog],
    volatile: [
      p.lastUser === undefined ? '' : `<latest_user_message>\n${p.lastUser || F.none}\n</latest_user_message>`,
      F.loopTask(p.lastUser !== undefined, p.maxRounds),
      p.angle,
      p.openNotes,
    ],
  };
}
