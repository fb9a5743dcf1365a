// The loop agent's fixed texts. Plain English constants in one place.
import type { AgentMessageParts } from '../runtime/agent-messages.ts';

export const LOOP_NUDGE =
  'You replied without calling a tool. Keep working through tools, and call finalize({capsule_text}) with the guidance when you have enough. After three replies in a row without a tool call the run ends.';

/** `lastUser`: the latest user message, quoted apart when the story does not hold it (undefined: it does). */
export function loopMessages(p: { systemPrompt: string; openNotes: string; catalog: string; lastUser?: string; maxRounds: number }): AgentMessageParts {
  return {
    system: [p.systemPrompt, p.catalog],
    volatile: [
      p.lastUser === undefined ? '' : `<latest_user_message>\n${p.lastUser || '(none)'}\n</latest_user_message>`,
      `Prepare the guidance for the next reply to ${p.lastUser === undefined ? "the story's latest user message" : 'this message'}. Gather what you need with your tools, then call finalize({capsule_text}). You have at most ${p.maxRounds} rounds.`,
      p.openNotes,
    ],
  };
}
