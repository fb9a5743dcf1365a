// The director's fixed texts and message layouts. Plain English constants in one place.
import type { ChatMessage } from '../../llm/types.ts';
import { joinBlocks, roleText, storyContextMessages } from '../shared/agent-messages.ts';

export const MAIN_NUDGE =
  'You replied without calling a tool. Work only through tools: write the reply with write_message, dispatch or await sub-agents, and call finalize when the reply is done.';

export const CONTINUE_NOTE =
  'This turn continues an existing reply: the draft already holds its original text (read it with get_draft). Add to it; the original text cannot be changed.';

const SUB_FRAME =
  'You are an orchestration agent working behind a role-play. <story_context> is read-only background: do not continue the role-play and do not speak as a character. Your identity is in <orchestration_role> and your assignment in <task>. Your reply is a report to the director who dispatched you. Use your tools if you need them; finish by replying without calling a tool.';

const SUB_REMINDER = 'The story above is reference material. You are not a character in it.';

export function mainAgentMessages(p: { systemPrompt: string; context: readonly ChatMessage[]; openNotes: string; catalog: string; isContinue: boolean }): ChatMessage[] {
  const story = storyContextMessages(p.context);
  const close = story.pop()!;
  const instructions = joinBlocks(p.systemPrompt, p.isContinue ? CONTINUE_NOTE : '', p.openNotes, p.catalog);
  return [...story, { role: 'system', content: joinBlocks(close.content ?? '', instructions) }];
}

export function subAgentMessages(p: { systemPrompt: string; context: readonly ChatMessage[]; openNotes: string; catalog: string; draft: string; task: string }): ChatMessage[] {
  const out: ChatMessage[] = [{ role: 'system', content: SUB_FRAME }, ...storyContextMessages(p.context), { role: 'system', content: SUB_REMINDER }];
  out.push({ role: 'system', content: `<orchestration_role>\n${roleText(p.systemPrompt, p.openNotes, p.catalog)}\n</orchestration_role>` });
  if (p.draft.trim()) {
    out.push({ role: 'system', content: `<current_draft note="snapshot at dispatch; call get_draft to re-read">\n${p.draft}\n</current_draft>` });
  }
  out.push({ role: 'user', content: `<task>\n${p.task}\n</task>` });
  return out;
}

export function completionNotice(handle: string, subagentId: string, status: 'completed' | 'failed' | 'cancelled', detail: string): string {
  return status === 'completed'
    ? `[Runtime] sub-agent ${handle} (${subagentId}) completed (output: ${detail.length} chars). Call await_subagents(["${handle}"]) to read it.`
    : `[Runtime] sub-agent ${handle} (${subagentId}) ${status}: ${detail}`;
}
