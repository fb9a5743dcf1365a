// How an agent's system text is put together, shared by every mode: the story context wrapped as
// read-only reference material, then the role text with the Open Notes block and the skills catalog.
import type { ChatMessage } from '../../llm/types.ts';

/** Joins non-empty blocks with a blank line. */
export function joinBlocks(...blocks: (string | undefined)[]): string {
  return blocks
    .map((b) => (b ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** `<story_context>`, the host's context messages verbatim, `</story_context>`. */
export function storyContextMessages(context: readonly ChatMessage[]): ChatMessage[] {
  return [{ role: 'system', content: '<story_context>' }, ...context.map((m) => ({ ...m })), { role: 'system', content: '</story_context>' }];
}

/** The agent's role text with the Open Notes block and the `<available_skills>` catalog appended. */
export function roleText(systemPrompt: string, openNotes: string, catalog: string): string {
  return joinBlocks(systemPrompt, openNotes, catalog);
}
