// The director's fixed texts and message layouts. Plain English constants in one place. Layouts put
// the stable parts first (role, catalog, story) and the volatile ones (task, draft, notes) last.
import { renderMainPrompt } from '../../profiles/defaults/team.ts';
import type { AgentMessageParts } from '../runtime/agent-messages.ts';

export const MAIN_NUDGE =
  'You replied without calling a tool. Work only through tools: write the reply with write_message, dispatch or await sub-agents, and call finalize when the reply is done.';

export const CONTINUE_NOTE =
  'This turn continues an existing reply: the draft already holds its original text (read it with get_draft). Add to it; the original text cannot be changed.';

export const MAIN_KICKOFF = 'Write this turn\'s reply to the latest message of the story, working through your tools, and finish with finalize.';

const SUB_FRAME =
  'You are an orchestration agent working behind a role-play. <story_context> is read-only background: do not continue the role-play and do not speak as a character. Your identity is in <orchestration_role> and your assignment in <task>. Your reply is a report to the director who dispatched you. Use your tools if you need them; finish by replying without calling a tool.';

/** Closes the story block of a sub-agent. */
export const SUB_REMINDER = 'The story above is reference material. You are not a character in it.';

/**
 * The main agent's parts. `team` (the ids it can dispatch) and `skills` (the names it can see) fill the
 * `{{team}}` placeholder of its prompt, so the prompt names only members and skills that exist.
 */
export function mainAgentParts(p: { systemPrompt: string; catalog: string; openNotes: string; isContinue: boolean; team: readonly string[]; skills: readonly string[] }): Omit<AgentMessageParts, 'story'> {
  return {
    system: [renderMainPrompt(p.systemPrompt, { team: p.team, skills: p.skills }), p.catalog],
    volatile: [p.openNotes, p.isContinue ? CONTINUE_NOTE : '', MAIN_KICKOFF],
  };
}

export function subAgentParts(p: { systemPrompt: string; catalog: string; openNotes: string; draft: string; task: string }): Omit<AgentMessageParts, 'story'> {
  return {
    system: [SUB_FRAME, `<orchestration_role>\n${[p.systemPrompt.trim(), p.catalog].filter(Boolean).join('\n\n')}\n</orchestration_role>`],
    volatile: [
      `<task>\n${p.task}\n</task>`,
      p.draft.trim() ? `<current_draft note="snapshot at dispatch; call get_draft to re-read">\n${p.draft}\n</current_draft>` : '',
      p.openNotes,
    ],
  };
}

export function completionNotice(handle: string, subagentId: string, status: 'completed' | 'failed' | 'cancelled', detail: string): string {
  return status === 'completed'
    ? `[Runtime] sub-agent ${handle} (${subagentId}) completed (output: ${detail.length} chars). Call await_subagents(["${handle}"]) to read it.`
    : `[Runtime] sub-agent ${handle} (${subagentId}) ${status}: ${detail}`;
}
