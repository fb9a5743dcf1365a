// What the standalone page's host is: the Host the app drives, the ChatSession the page's chat UI
// reads, and the page's own parts (its data signals, prompt presets, storage repairs, event bus).
import type { ReadonlySignal } from '@preact/signals-core';
import type { ChatSession, GroupSession } from '../../ports/chat-session.ts';
import type { ModelClient } from '../../core/llm/types.ts';
import type { PromptPresetSource } from '../../core/engines/runtime/prompt-preset.ts';
import type { StorageProblemSource } from '../../ports/storage-problems.ts';
import type { Host, PromptPresetInfo } from '../../ports/host.ts';
import type { DamageNotice } from './messages.ts';
import type { OwnPromptPresets } from './prompt-presets.ts';
import type { CharacterData, ChatData, ChatSummary, LorebookData } from './schema.ts';

export interface StandaloneHostOptions {
  /** Database name prefix (tests pass their own). Default `troupe-`. */
  prefix?: string;
  /** The origin the demo preset points at (`<origin>/demo/v1`). Default: the page's origin. */
  origin?: string;
  fetch?: typeof fetch;
  /** The in-page demo model, used when the origin does not serve /demo/v1 (a statically served page). */
  demoFallback?: () => ModelClient;
  /** UI language tag. Default: the browser's. */
  locale?: string;
  now?: () => number;
  newId?: () => string;
}

export interface StandaloneHost extends Host, ChatSession, StorageProblemSource {
  readonly kind: 'standalone';
  /** Group chats: the page's characters, the open chat's members, turn order. */
  readonly group: GroupSession;
  /** The page's own requests (a plain reply) use this stall time; the app hands it its one setting. */
  useStallTimeout(ms: () => number): void;
  /** Resolves once the stored state is loaded (a fresh page is seeded first). */
  readonly ready: Promise<void>;
  readonly character: ReadonlySignal<CharacterData | null>;
  readonly lorebooks: ReadonlySignal<readonly LorebookData[]>;
  readonly chat: ReadonlySignal<ChatData | null>;
  readonly chats: ReadonlySignal<readonly ChatSummary[]>;
  /** Runs a repair the Storage problems notice offers (`recover-lorebooks`); null when there is nothing to do. */
  repairStorage(repair: string): Promise<DamageNotice | null>;
  /** The page's own prompt presets (edited in the Connection area). */
  readonly promptPresets: OwnPromptPresets;
  listPromptPresets(): PromptPresetInfo[];
  promptPresetSource(names?: readonly string[]): Promise<PromptPresetSource>;
  /** Listens to what `emit` publishes. */
  on(event: string, cb: (payload: unknown) => void): () => void;
  dispose(): void;
}
