// A SillyTavern chat's stable store key. SillyTavern names a chat by its file name, which a rename
// changes; Troupe keys the chat's stored data (memory, run history, package binding) by a key kept in
// the chat's own metadata (`chatMetadata.troupe`, next to the notes), so it travels with the file:
//   storeKey     the key (a chat seen for the first time adopts its chat id, so its data is found as is)
//   storeKeyChat the chat id the key was last seen under
//   forkOf       a branch's parent key, until the branch's copy of the parent's data is made
// A chat id that differs from `storeKeyChat` is a rename (the key stays) — unless `main_chat` names
// `storeKeyChat`: SillyTavern's branch and checkpoint copy the whole metadata and set `main_chat` to
// the chat they were made from, so the copy gets a key of its own and forks the parent's data.
//
// The chats whose key is not their id — renamed ones — are also listed in SillyTavern's extension
// settings (`extensionSettings.troupe.chatKeys`, chat id → key; settings.json on the server), so that
// Troupe finds a chat's key when all it has is the id: a chat deleted (its file and metadata are gone
// by then: CHAT_DELETED, GROUP_CHAT_DELETED), or a chat renamed from the chat list (CHAT_RENAMED,
// SillyTavern ≥ 1.19) before its key was ever written into its metadata, which then adopts the key
// its data is stored under instead of its new id. A new chat whose id is a key a renamed chat still
// uses gets `<id>#2` (or #3, …), so two chats never share data.
import type { ChatRef } from '../../ports/host.ts';
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

/** Troupe's bag in SillyTavern's extension settings (created on write). */
const settingsBag = (c: StContext, create = false): Record<string, unknown> | undefined => {
  const ext = c.extensionSettings;
  if (!ext || typeof ext !== 'object') return undefined;
  let bag = ext[METADATA_KEY];
  if (!bag || typeof bag !== 'object' || Array.isArray(bag)) {
    if (!create) return undefined;
    ext[METADATA_KEY] = bag = {};
  }
  return bag as Record<string, unknown>;
};

/** The keys of chats whose key is not their id (chat id → key), as stored. */
export function chatKeyAliases(c: StContext): Record<string, string> {
  const map = settingsBag(c)?.chatKeys;
  if (!map || typeof map !== 'object' || Array.isArray(map)) return {};
  const out: Record<string, string> = {};
  for (const [id, key] of Object.entries(map)) if (text(key)) out[id] = key as string;
  return out;
}

/** Records (or with `key` undefined, removes) the alias of `chatId`; one chat per key. Saves SillyTavern's settings when it changed. */
function setAlias(c: StContext, chatId: string, key: string | undefined): void {
  const current = chatKeyAliases(c);
  const next = { ...current };
  if (key && key !== chatId) {
    for (const [id, k] of Object.entries(next)) if (k === key && id !== chatId) delete next[id];
    next[chatId] = key;
  } else delete next[chatId];
  if (JSON.stringify(next) === JSON.stringify(current)) return;
  const bag = settingsBag(c, true);
  if (!bag) return;
  bag.chatKeys = next;
  if (typeof c.saveSettingsDebounced === 'function') (c.saveSettingsDebounced as () => void)();
}

/** The key a chat seen for the first time adopts: its alias, else its id — unless a renamed chat uses that. */
function firstKey(c: StContext, chatId: string): string {
  const aliases = chatKeyAliases(c);
  if (aliases[chatId]) return aliases[chatId];
  const taken = new Set(
    Object.entries(aliases)
      .filter(([id]) => id !== chatId)
      .map(([, k]) => k),
  );
  if (!taken.has(chatId)) return chatId;
  for (let n = 2; ; n++) if (!taken.has(`${chatId}#${n}`)) return `${chatId}#${n}`;
}

/** What the metadata should say for `chatId` (the stored fields when nothing changes). */
function wanted(c: StContext, meta: Record<string, unknown>, chatId: string): KeyFields {
  const bag = bagOf(meta);
  const key = text(bag.storeKey);
  const under = text(bag.storeKeyChat);
  const forkOf = text(bag.forkOf);
  if (!key) return { storeKey: firstKey(c, chatId), storeKeyChat: chatId };
  // A branch or checkpoint of the chat the key was seen under: a key of its own; anything else keeps it.
  if (under && under !== chatId && text(meta.main_chat) === under) return { storeKey: chatId, storeKeyChat: chatId, forkOf: key };
  return { storeKey: key, storeKeyChat: chatId, ...(forkOf ? { forkOf } : {}) };
}

const metadataOf = (c: StContext) => (c.chatMetadata && typeof c.chatMetadata === 'object' ? c.chatMetadata : undefined);

/** The key fields of the chat on screen, as read (nothing is written); empty without metadata. */
export function readStoreKey(c: StContext, chatId: string): Pick<ChatRef, 'storeKey' | 'forkedFrom'> {
  const meta = metadataOf(c);
  if (!meta) return {};
  const w = wanted(c, meta, chatId);
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
  const w = wanted(c, meta, chatId);
  setAlias(c, chatId, w.storeKey);
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

/** A chat id as SillyTavern's chat events name it: without the `.jsonl` a file name may carry. */
const idOf = (name: unknown) => (typeof name === 'string' ? name.replace(/\.jsonl$/, '') : '');

/**
 * SillyTavern renamed a chat (CHAT_RENAMED, from the chat list or `/renamechat`): its key — the alias
 * it had, else its old id — now goes with its new id.
 */
export function chatRenamed(c: StContext, oldName: unknown, newName: unknown): void {
  const from = idOf(oldName);
  const to = idOf(newName);
  if (!from || !to || from === to) return;
  const key = chatKeyAliases(c)[from] ?? from;
  setAlias(c, from, undefined);
  setAlias(c, to, key);
}

/**
 * SillyTavern deleted a chat (CHAT_DELETED, GROUP_CHAT_DELETED): the key its data is stored under,
 * and its alias is forgotten. Null when the key belongs to another chat (a renamed chat that took it).
 */
export function chatDeleted(c: StContext, name: unknown): string | null {
  const id = idOf(name);
  if (!id) return null;
  const aliases = chatKeyAliases(c);
  const key = aliases[id];
  setAlias(c, id, undefined);
  if (key) return key;
  return Object.values(aliases).includes(id) ? null : id;
}
