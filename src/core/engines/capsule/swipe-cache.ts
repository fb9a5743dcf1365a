// Swipe reuse: a capsule computed for a user turn is kept, keyed by the chat, the last user message
// (its position and a hash of its text), the mode and a hash of the profile. A swipe or regeneration of
// that turn finds it and injects it again without running the agents; an edited user message, a new
// turn, a mode switch, a profile change or another direction for the reply all give a different key, so a stale capsule is never reused.
import { hashString, hashValue } from '../../profiles/hash.ts';
import type { CapsuleInjection } from './injection.ts';

/** Which user turn a capsule belongs to. */
export interface TurnAnchor {
  /** The last user message's position in the chat. */
  index: number;
  /** Hash of its text. */
  hash: string;
}

export interface CapsuleKey {
  chatId: string;
  anchor: TurnAnchor;
  mode: string;
  /** Hash of the effective profile (anything that changes the agents' work changes it). */
  profileHash: string;
  /** The user's direction for the reply ('' or absent: none): a swipe with another direction runs the agents again. */
  direction?: string;
}

export interface CachedCapsule {
  key: CapsuleKey;
  /** The capsule text as injected (instruction + guidance). */
  capsule: string;
  /** The guidance alone. */
  body: string;
  injection: CapsuleInjection;
  /** The fold of the run that produced it. */
  fold: string;
  createdAt: number;
}

export function turnAnchor(lastUser: { index: number; text: string }): TurnAnchor {
  return { index: lastUser.index, hash: hashString(lastUser.text) };
}

export function capsuleKey(p: { chatId: string; lastUser: { index: number; text: string }; mode: string; profile: unknown; direction?: string }): CapsuleKey {
  return {
    chatId: p.chatId,
    anchor: turnAnchor(p.lastUser),
    mode: p.mode,
    profileHash: hashValue(p.profile),
    ...(p.direction ? { direction: p.direction } : {}),
  };
}

export function sameKey(a: CapsuleKey, b: CapsuleKey): boolean {
  return (
    a.chatId === b.chatId &&
    a.anchor.index === b.anchor.index &&
    a.anchor.hash === b.anchor.hash &&
    a.mode === b.mode &&
    a.profileHash === b.profileHash &&
    (a.direction ?? '') === (b.direction ?? '')
  );
}

export interface CapsuleCache {
  /** The capsule stored for exactly this key, or undefined. */
  get(key: CapsuleKey): CachedCapsule | undefined;
  /** The latest capsule of a chat whatever its turn (`{{previous_orchestration}}`). */
  latest(chatId: string): CachedCapsule | undefined;
  set(entry: CachedCapsule): void;
  /** Forget a chat's capsule (e.g. the chat was deleted or its turn failed). */
  invalidate(chatId: string): void;
  clear(): void;
  readonly size: number;
}

/** One capsule per chat (its latest turn), for at most `maxChats` chats (least recently used dropped). */
export function createCapsuleCache(opts: { maxChats?: number } = {}): CapsuleCache {
  const max = Math.max(1, opts.maxChats ?? 32);
  const byChat = new Map<string, CachedCapsule>();
  const touch = (chatId: string, e: CachedCapsule) => {
    byChat.delete(chatId);
    byChat.set(chatId, e);
  };
  return {
    get(key) {
      const e = byChat.get(key.chatId);
      if (!e || !sameKey(e.key, key)) return undefined;
      touch(key.chatId, e);
      return e;
    },
    latest: (chatId) => byChat.get(chatId),
    set(entry) {
      touch(entry.key.chatId, entry);
      while (byChat.size > max) byChat.delete(byChat.keys().next().value as string);
    },
    invalidate: (chatId) => void byChat.delete(chatId),
    clear: () => byChat.clear(),
    get size() {
      return byChat.size;
    },
  };
}
