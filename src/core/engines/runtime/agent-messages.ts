// How an agent's first messages are laid out, the same in every mode, so provider prompt caches hit:
// the parts that stay the same from round to round and from turn to turn come first, in the same
// bytes — the system text (frame, role, skills catalog), then the story — and everything that changes
// (the task, the current draft, open notes, runtime notices) goes in one trailing user message.
import type { ChatMessage } from '../../llm/types.ts';

/** Joins non-empty blocks with a blank line. */
export function joinBlocks(...blocks: (string | undefined)[]): string {
  return blocks
    .map((b) => (b ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}

export interface AgentMessageParts {
  /** Stable system text blocks: the frame, the agent's role, its catalog. */
  system: (string | undefined)[];
  /** Stable story messages (see storyMessages), or nothing. */
  story?: readonly ChatMessage[];
  /** Volatile blocks for the trailing user message. */
  volatile: (string | undefined)[];
  /**
   * The story before the system text: for agents of one turn that share the same story bytes and differ
   * in their own prompts (capsule nodes), so the shared block is the prefix a provider's cache reuses.
   */
  storyFirst?: boolean;
}

export function agentMessages(p: AgentMessageParts): ChatMessage[] {
  const out: ChatMessage[] = [];
  const system = joinBlocks(...p.system);
  if (p.story && p.storyFirst) out.push(...p.story);
  if (system) out.push({ role: 'system', content: system });
  if (p.story && !p.storyFirst) out.push(...p.story);
  out.push({ role: 'user', content: joinBlocks(...p.volatile) || '(no further input)' });
  return out;
}
