// The message layout of capsule agents that work from a prompt template (spec nodes, agenda planner and
// workers, the single node): a system message with the frame, the agent's prompt, the Open Notes block
// and its skills catalog; the story background when the profile includes it; the rendered template.
import type { ChatMessage } from '../../llm/types.ts';
import { joinBlocks } from '../shared/agent-messages.ts';

export const NODE_FRAME =
  'You work behind a role-play as one member of an orchestration team. You do not write the reply and you do not speak as a character: another model writes the reply after reading the guidance your team prepares. Background material is read-only. Hand in your work through the tool named in your instructions.';

export function nodeMessages(p: { systemPrompt: string; openNotes: string; catalog: string; background?: string; user: string }): ChatMessage[] {
  const out: ChatMessage[] = [{ role: 'system', content: joinBlocks(NODE_FRAME, p.systemPrompt, p.openNotes, p.catalog) }];
  if (p.background?.trim()) out.push({ role: 'system', content: `<story_background>\n${p.background.trim()}\n</story_background>` });
  out.push({ role: 'user', content: p.user });
  return out;
}

/** The closing section of a node's user message: how to hand in, and the round budget. */
export function contract(tool: string, what: string, rounds: number, hasOtherTools: boolean): string {
  const gather = hasOtherTools ? ` You may call your other tools first (at most ${rounds} rounds in all);` : '';
  return `## contract\n${what}${gather} finish by calling ${tool}. Reply through the function call only.`;
}
