// A SillyTavern chat's stable store key. SillyTavern names a chat by its file name, which a rename
// changes; Troupe keys the chat's stored data (memory, run history, package binding) by a key kept in
// the chat's own metadata (`chatMetadata.troupe`, next to the notes), so it travels with the file:
//   storeKey     the key (a chat seen for the first time adopts its chat id, so its data is found as is)
//   storeKeyChat the chat id the key was last seen under
//   forkOf       a branch's parent key, until the branch's copy of the parent's data is made
// A chat id that differs from `storeKeyChat` is a rename (the key stays) — unless `main_chat` names
// `storeKeyChat`: SillyTavern's branch and checkpoint copy the whole metadata and set `main_chat` to
// the chat they were made from, so the copy gets a key of its own and forks the parent's data.
import type { ChatRef } from '../host.ts';
import type { StContext } from './types.ts';

/** Troupe's bag in a chat's metadata (the notes and the store key live there). */
export const METADATA_KEY = 'troupe';

interface KeyFields {
  storeKey: string;
  storeKeyChat: string;
  forkOf?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const bagOf = (meta: Record<string, unknown>): Record<string, unknown> => {
  const bag = meta[METADATA_KEY];
  return bag && typeof bag === 'object' && !Array.isArray(bag) ? (bag as Record<string, unknown>) : {};
};

/** What the metadata should say for `chatId` (the stored fields when nothing changes). */
function wanted(meta: Record<string, unknown>, chatId: string): KeyFields {
  const bag = bagOf(meta);
  const key = text(bag.storeKey);
  const under = text(bag.storeKeyChat);
  const forkOf = text(bag.forkOf);
  if (!key) return { storeKey: chatId, storeKeyChat: chatId };
  // A branch or checkpoint of the chat the key was seen under: a key of its own; anything else keeps it.
  if (under && under !== chatId && text(meta.main_chat) === under) return { storeKey: chatId, storeKeyChat: chatId, forkOf: key };
  return { storeKey: key, storeKeyChat: chatId, ...(forkOf ? { forkOf } : {}) };
}

const metadataOf = (c: StContext) => (c.chatMetadata && typeof c.chatMetadata === 'object' ? c.chatMetadata : undefined);

/** The key fields of the chat on screen, as read (nothing is written); empty without metadata. */
export function readStoreKey(c: StContext, chatId: string): Pick<ChatRef, 'storeKey' | 'forkedFrom'> {
  const meta = metadataOf(c);
  if (!meta) return {};
  const w = wanted(meta, chatId);
  return { storeKey: w.storeKey, ...(w.forkOf ? { forkedFrom: w.forkOf } : {}) };
}

/**
 * Records the key of chat `chatId` (the one on screen, loaded: SillyTavern's CHAT_CHANGED) in its
 * metadata when it is not recorded as it should be — a chat seen for the first time, a rename, a
 * branch — and saves the metadata. Nothing happens when the metadata already agrees.
 */
export function recordStoreKey(c: StContext, chatId: string): Promise<void> {
  const meta = metadataOf(c);
  if (!meta) return Promise.resolve();
  const bag = bagOf(meta);
  const w = wanted(meta, chatId);
  if (bag.storeKey === w.storeKey && bag.storeKeyChat === w.storeKeyChat && text(bag.forkOf) === w.forkOf) return Promise.resolve();
  const next: Record<string, unknown> = { ...bag, storeKey: w.storeKey, storeKeyChat: w.storeKeyChat };
  if (w.forkOf) next.forkOf = w.forkOf;
  else delete next.forkOf;
  meta[METADATA_KEY] = next;
  return save(c);
}

/** The branch's copy was made: the metadata of the chat on screen stops naming its parent. */
export function settleFork(c: StContext): Promise<void> {
  const meta = metadataOf(c);
  if (!meta) return Promise.resolve();
  const bag = bagOf(meta);
  if (!('forkOf' in bag)) return Promise.resolve();
  const next = { ...bag };
  delete next.forkOf;
  meta[METADATA_KEY] = next;
  return save(c);
}

/** Saves the metadata; without saveMetadata it is saved with the chat's next save. */
async function save(c: StContext): Promise<void> {
  if (typeof c.saveMetadata !== 'function') return;
  try {
    await c.saveMetadata();
  } catch (e) {
    console.warn('[Troupe] the chat’s store key could not be saved', e);
  }
}
