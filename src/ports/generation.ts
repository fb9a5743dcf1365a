// The generation turn and its decision: what a host offers Troupe before each generation, where a
// takeover writes its reply, and what Troupe answers. The GenerationHook of host.ts installs the handler.
import type { ReplySlot } from '../core/engines/runtime/slot.ts';
import type { StoryContext } from '../core/engines/runtime/story.ts';
import type { ChatRef } from './chat-ref.ts';

/** Generation types as SillyTavern names them. */
export type GenerationType = 'normal' | 'regenerate' | 'swipe' | 'continue' | 'impersonate' | 'quiet';

/** One generation the host is about to run, offered to Troupe before the main model is called. */
export interface GenerationTurn {
  type: GenerationType;
  chat: ChatRef;
  /** The story as the agents should read it: background (card, persona), active lore, history, composed by the host. */
  story: StoryContext;
  /** The last user message (position and text), the anchor for capsule reuse across swipes. */
  lastUser?: { index: number; text: string };
  /** The user's Stop for this generation. */
  signal: AbortSignal;
  /**
   * Optional: shows live reasoning-fold text in the pending reply while Troupe prepares the turn
   * (a capsule mode's agent sections). The host keeps it above the model's own reasoning. Hosts
   * that cannot show it leave it out.
   */
  progress?(reasoning: string): void;
  /**
   * Optional: tags the reply this generation produces with `mark` (Troupe's turn id, kept on the
   * reply's swipe, so it travels with it). Resolves true once that reply was saved carrying the mark,
   * false when the generation ended without one (stopped and discarded, failed, chat switched).
   * Memory keeps a turn's writes only when it resolves true.
   */
  markReply?(mark: string): Promise<boolean>;
  /**
   * Optional (capsule modes): pushes dormant lorebook entries into this generation's world info,
   * past the lore budget. Hosts without it have no lorebook_force_activate.
   */
  activateLore?(entries: readonly { book: string; uid: number }[]): Promise<LoreActivation>;
  /** Where a takeover writes its reply (see `takeOver`); absent where the host cannot be taken over. */
  reply?: ReplyTarget;
}

export interface LoreActivation {
  activated: { book: string; uid: number; name: string; chars: number }[];
  skipped: { book: string; uid: number; reason: string }[];
}

/**
 * Troupe's answer to a generation: let it run (optionally with a capsule), or `takeover`: Troupe wrote
 * the reply itself, through the turn's reply target (the host closes the reply it opened).
 */
export type GenerationDecision = { kind: 'pass' } | { kind: 'inject'; capsule: CapsuleInjection } | { kind: 'takeover' };

/**
 * Where a takeover writes its reply, handed to the app with the turn: the host opens its pending reply
 * on request and stops its own generation. Hosts that cannot be taken over leave it out.
 */
export interface ReplyTarget {
  /** Opens the reply; null when this generation cannot be taken over (the host said why). */
  open(): Promise<ReplySlot | null>;
  /** Writing the reply failed: the host tells the user (what was written is kept as its slot settles). */
  failed(error: unknown): void;
}

/**
 * Takes `turn` over: opens the host's reply and runs `write` in it. A host that cannot be taken over
 * (no reply target, or it refused) gets a pass; a failing `write` is reported through the target.
 */
export async function takeOver(turn: GenerationTurn, write: (slot: ReplySlot) => Promise<void>): Promise<GenerationDecision> {
  const slot = turn.reply ? await turn.reply.open() : null;
  if (!slot) return { kind: 'pass' };
  try {
    await write(slot);
  } catch (e) {
    turn.reply!.failed(e);
  }
  return { kind: 'takeover' };
}

export interface CapsuleInjection {
  text: string;
  /** `in_prompt` (after the system prompt), `in_chat` (at depth), `before_prompt`. */
  position: 'in_prompt' | 'in_chat' | 'before_prompt';
  depth: number;
  role: 'system' | 'user' | 'assistant';
}
