// Types of bench/turn-cost-scene.mjs (the scene of the turn-cost bench).
import type { Tool } from '../src/core/agent/tool.ts';
import type { ChatMessage } from '../src/core/llm/types.ts';
import type { ReplySlot } from '../src/core/engines/runtime/slot.ts';
import type { StoryContext } from '../src/core/engines/runtime/story.ts';
import type { ChatReader } from '../src/core/tools/chat.ts';
import type { LorebookReader } from '../src/core/tools/lorebook.ts';
import type { NotesStore } from '../src/core/tools/notes.ts';
export interface TurnCostScene {
  plain: ChatMessage[];
  extraTools: Tool[];
  hosts: { story: StoryContext; slot: ReplySlot; chat: ChatReader; lorebook: LorebookReader; notes: NotesStore };
}
export declare function turnCostScene(
  core: unknown,
  lang: 'en' | 'zh',
  latest?: 'question' | 'exchange',
  memoryGraph?: 'empty' | 'grown',
): Promise<TurnCostScene>;
