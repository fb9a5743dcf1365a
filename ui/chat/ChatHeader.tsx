// Above the messages: which chat is open (a list of this character's chats) and "New chat".
import { useUid } from '../common/uid.ts';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { ct } from './i18n.ts';

export function ChatHeader({ session }: { session: ChatSession }) {
  const id = useUid();
  const chat = session.chat.value;
  const busy = !!session.generating.value;
  return (
    <div class="troupe-chat__header">
      <h2 class="troupe-chat__title">{session.character.value?.name ?? ''}</h2>
      <label for={id} class="troupe-visually-hidden">
        {ct('chat.list')}
      </label>
      <select id={id} value={chat?.id ?? ''} disabled={busy} onChange={(e) => void session.openChat(e.currentTarget.value)}>
        {session.chats.value.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title || c.id} · {ct('chat.messageCount', { n: c.messageCount })}
          </option>
        ))}
      </select>
      <Button disabled={busy} onClick={() => void session.newChat()}>
        {ct('chat.new')}
      </Button>
    </div>
  );
}
