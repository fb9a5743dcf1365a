// The message layout of capsule agents that work from a prompt template (spec nodes, agenda planner and
// workers, the single node), as stable-first parts: the story background when the profile includes it
// — first, the same bytes for every node of the turn, so a provider's prefix cache reuses it across
// nodes — then the frame, the agent's prompt and its skills; then the volatile user message: the
// rendered template, the contract and the Open Notes block.
import type { AgentMessageParts } from '../runtime/agent-messages.ts';

export const NODE_FRAME =
  'You work behind a role-play as one member of an orchestration team. You do not write the reply and you do not speak as a character: another model writes the reply after reading the guidance your team prepares. Background material is read-only. Hand in your work through the tool named in your instructions.';

export function nodeMessages(p: { systemPrompt: string; openNotes: string; catalog: string; background?: string; user: string }): AgentMessageParts {
  const background = p.background?.trim();
  return {
    system: [NODE_FRAME, p.systemPrompt, p.catalog],
    story: background ? [{ role: 'system', content: `<story_background>\n${background}\n</story_background>` }] : undefined,
    storyFirst: true,
    volatile: [p.user, p.openNotes],
  };
}

/** The closing section of a node's user message: how to hand in, and the round budget. */
export function contract(tool: string, what: string, rounds: number, hasOtherTools: boolean): string {
  const gather = hasOtherTools ? ` You may call your other tools first (at most ${rounds} rounds in all);` : '';
  return `## contract\n${what}${gather} finish by calling ${tool}. Reply through the function call only.`;
}
