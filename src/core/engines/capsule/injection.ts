// Where a capsule goes in the main prompt. The host does the injecting; the engine only describes it.
// The profile speaks in world-info anchors (atDepth, before, after, author's note, example messages);
// hosts built on SillyTavern's extension prompts know three places, so each anchor also carries the
// nearest of those. A host that can place text at the anchor itself reads `anchor`.

export type CapsuleAnchor = 'atDepth' | 'before' | 'after' | 'ANTop' | 'ANBottom' | 'EMTop' | 'EMBottom';
export type CapsuleRole = 'system' | 'user' | 'assistant';
/** SillyTavern's extension-prompt places: after the story string, in the chat at a depth, before everything. */
export type CapsulePlacement = 'in_prompt' | 'in_chat' | 'before_prompt';

/** The profile's `capsule` block. */
export interface CapsuleSettings {
  customInstruction: string;
  position: CapsuleAnchor;
  depth: number;
  role: CapsuleRole;
}

/** Structurally a host `CapsuleInjection` (src/ports/host.ts), plus the profile's own anchor. */
export interface CapsuleInjection {
  /** Custom instruction + blank line + guidance. */
  text: string;
  position: CapsulePlacement;
  /** Messages from the end of the chat (used with `in_chat`; kept as given otherwise). */
  depth: number;
  role: CapsuleRole;
  /** The profile's position, for hosts that can place text exactly there. */
  anchor: CapsuleAnchor;
}

/**
 * The extension-prompt place for each anchor: `before` → before the prompt; `after` and the
 * example-message anchors → after the story string; `atDepth` and the author's-note anchors → in the
 * chat at `depth` (the author's note itself lives in the chat at a depth).
 */
export const CAPSULE_PLACEMENT: Readonly<Record<CapsuleAnchor, CapsulePlacement>> = {
  atDepth: 'in_chat',
  before: 'before_prompt',
  after: 'in_prompt',
  ANTop: 'in_chat',
  ANBottom: 'in_chat',
  EMTop: 'in_prompt',
  EMBottom: 'in_prompt',
};

/** The injection for `text` (already carrying the instruction), or undefined when there is nothing to inject. */
export function capsuleInjection(settings: Pick<CapsuleSettings, 'position' | 'depth' | 'role'>, text: string): CapsuleInjection | undefined {
  if (!text.trim()) return undefined;
  const anchor: CapsuleAnchor = settings.position in CAPSULE_PLACEMENT ? settings.position : 'atDepth';
  const depth = Number.isFinite(settings.depth) ? Math.max(0, Math.min(10_000, Math.trunc(settings.depth))) : 0;
  const role: CapsuleRole = settings.role === 'user' || settings.role === 'assistant' ? settings.role : 'system';
  return { text, position: CAPSULE_PLACEMENT[anchor], depth, role, anchor };
}
