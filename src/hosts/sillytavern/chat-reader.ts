// ChatReader over SillyTavern's chat array: what the agents may read, with SillyTavern's own roles.
// Hidden messages and SillyTavern's system notices (is_system) are skipped as the prompt skips them;
// a narrator message (/sys) reads as 'system'. The reply being written by a takeover is left out
// (a continue turn shows its original text instead of the draft).
import type { ChatRef } from '../../ports/host.ts';
import type { ChatEntry, ChatReader } from '../../core/tools/chat.ts';
import type { StAccess } from './access.ts';
import type { ActiveReplyHolder } from './active-reply.ts';
import { currentChatId } from './chat-ref.ts';
import { StHostError } from './errors.ts';
import { MSG } from './messages.ts';
import type { StMessage } from './types.ts';

export function roleOf(m: StMessage): ChatEntry['role'] {
  if (m.is_user) return 'user';
  if (m.extra?.type === 'narrator') return 'system';
  return 'assistant';
}

export function isReadable(m: unknown): m is StMessage {
  if (!m || typeof m !== 'object') return false;
  const msg = m as StMessage;
  if (msg.is_system) return false;
  if (Array.isArray(msg.extra?.tool_invocations)) return false;
  return typeof msg.mes === 'string';
}

export function createChatReader(access: StAccess, chat: ChatRef, active: ActiveReplyHolder): ChatReader {
  return {
    messages() {
      const c = access.ctx();
      if (currentChatId(c) !== chat.chatId) throw new StHostError(MSG.chatChangedRead, 'chat_changed');
      const list = Array.isArray(c.chat) ? c.chat : [];
      const draft = active.current?.chatId === chat.chatId ? active.current : null;
      const out: ChatEntry[] = [];
      list.forEach((m, floor) => {
        if (!isReadable(m)) return;
        let content = m.mes;
        if (draft && draft.message === m) {
          if (!draft.initialText) return;
          content = draft.initialText;
        }
        const entry: ChatEntry = { floor, role: roleOf(m), content };
        if (typeof m.name === 'string' && m.name) entry.name = m.name;
        out.push(entry);
      });
      return out;
    },
  };
}
