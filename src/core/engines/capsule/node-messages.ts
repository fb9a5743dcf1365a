// The message layout of capsule agents that work from a prompt template (spec nodes, agenda planner and
// workers, the single node), as stable-first parts: the story background when the profile includes it
// — first, the same bytes for every node of the turn, so a provider's prefix cache reuses it across
// nodes — then the frame, the agent's prompt and its skills; then the volatile user message: the
// rendered template, the contract and the Open Notes block.
// The words are the turn's frames (FrameTexts.capsule, in the profile's language; English by default).
import type { CapsuleFrameTexts } from '../../profiles/defaults/director-texts.ts';
import { DIRECTOR_TEXTS } from '../../profiles/defaults/team.ts';
import type { AgentMessageParts } from '../runtime/agent-messages.ts';

const EN: CapsuleFrameTexts = DIRECTOR_TEXTS.en.frames.capsule;

export const NODE_FRAME = EN.nodeFrame;

export function nodeMessages(p: {
  systemPrompt: string;
  openNotes: string;
  catalog: string;
  background?: string;
  user: string;
  frames?: CapsuleFrameTexts;
}): AgentMessageParts {
  const background = p.background?.trim();
  return {
    system: [(p.frames ?? EN).nodeFrame, p.systemPrompt, p.catalog],
    story: background ? [{ role: 'system', content: `<story_background>\n${background}\n</story_background>` }] : undefined,
    storyFirst: true,
    volatile: [p.user, p.openNotes],
  };
}

/** The closing section of a node's user message: how to hand in, and the round budget. */
export function contract(tool: string, what: string, rounds: number, hasOtherTools: boolean, frames: CapsuleFrameTexts = EN): string {
  return frames.contract(tool, what, rounds, hasOtherTools);
}
