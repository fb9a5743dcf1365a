// Which chat is on screen, named by SillyTavern's chat id, and which card it belongs to, named by
// the card's avatar file (characterId is only an index into an array that gets re-sorted).
import type { ChatRef } from '../../ports/host.ts';
import type { StAccess } from './access.ts';
import { readStoreKey, recordStoreKey, settleFork } from './chat-key.ts';
import type { StCharacter, StContext } from './types.ts';

/**
 * The selected character, or undefined (none selected). In a group chat SillyTavern selects the member
 * it chose to speak while that member generates (the character of the turn); otherwise none.
 */
export function selectedCharacter(c: StContext): { index: number; character: StCharacter } | undefined {
  const raw = c.characterId;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const index = Number(raw);
  const list = c.characters;
  if (!Number.isInteger(index) || index < 0 || !Array.isArray(list) || !list[index]) return undefined;
  return { index, character: list[index] };
}

export function currentChatId(c: StContext): string | undefined {
  let id: unknown;
  if (typeof c.getCurrentChatId === 'function') {
    try {
      id = c.getCurrentChatId();
    } catch {
      id = undefined;
    }
  }
  if (id === undefined || id === null || id === '') id = c.chatId;
  return id === undefined || id === null || id === '' ? undefined : String(id);
}

export function readChatRef(access: StAccess): ChatRef | null {
  const c = access.ctx();
  const chatId = currentChatId(c);
  if (!chatId) return null;
  const key = readStoreKey(c, chatId);
  if (c.groupId) return { chatId, ...key, groupId: String(c.groupId) };
  const selected = selectedCharacter(c);
  const ref: ChatRef = { chatId, ...key };
  if (selected?.character.avatar) ref.characterKey = selected.character.avatar;
  const name = selected?.character.name ?? selected?.character.data?.name;
  if (name) ref.characterName = name;
  return ref;
}

/** Records the store key of the chat on screen in its metadata (see chat-key.ts); call once it is loaded. */
export function keepChatKey(access: StAccess): Promise<void> {
  const c = access.ctx();
  const chatId = currentChatId(c);
  return chatId ? recordStoreKey(c, chatId) : Promise.resolve();
}

/** The app copied a branch's data from its parent: the chat stops reporting `forkedFrom`. */
export function settleChatFork(access: StAccess, chat: ChatRef): Promise<void> {
  const c = access.ctx();
  return currentChatId(c) === chat.chatId ? settleFork(c) : Promise.resolve();
}
