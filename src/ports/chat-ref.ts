// Which chat is on screen, and the key its stored data lives under.

/**
 * Which chat is on screen. `chatId` changes on every chat switch (and, in SillyTavern, on a rename):
 * compare it to tell whether the chat on screen changed. Key per-chat storage by `chatStoreKey(ref)`.
 */
export interface ChatRef {
  chatId: string;
  /**
   * The key Troupe stores this chat's data under (memory, run history, package binding), when it
   * differs from the chat id or must survive a rename (SillyTavern keeps it in the chat's metadata).
   * Absent: the chat id is the key.
   */
  storeKey?: string;
  /**
   * Present on a branch or checkpoint copy whose data has not been copied from the chat it was made
   * from yet: that chat's store key. The app copies, then calls `Host.forkSettled`.
   */
  forkedFrom?: string;
  /** The character card's stable key (SillyTavern: the avatar file name). Absent in group chats. */
  characterKey?: string;
  characterName?: string;
  groupId?: string;
}

/** The key a chat's stored data lives under: its stable key where the host has one, else its id. */
export function chatStoreKey(chat: ChatRef): string {
  return chat.storeKey ?? chat.chatId;
}
