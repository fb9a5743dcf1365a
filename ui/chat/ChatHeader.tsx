// Above the messages: which chat is open (a list of this character's chats) and "New chat"; in a group
// chat, its members in turn order (each but the chat's own character can be removed).
import { useUid } from '../common/uid.ts';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { ct } from './i18n.ts';
import { initialOf } from './MessageBubble.tsx';

export function ChatHeader({ session }: { session: ChatSession }) {
  const id = useUid();
  const chat = session.chat.value;
  const busy = !!session.generating.value;
  const members = session.group?.members.value ?? [];
  const next = session.group?.nextSpeaker.value ?? null;
  return (
    <>
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
      {members.length > 1 && (
        <ul class="troupe-chat__members" aria-label={ct('group.members')}>
          {members.map((m, i) => (
            <li key={m.key} class={`troupe-chat__member${m.key === next ? ' is-next' : ''}`}>
              <span class="troupe-avatar" aria-hidden="true">
                {initialOf(m.name)}
              </span>
              <span class="troupe-chat__member-name">{m.name}</span>
              {m.key === next && <span class="troupe-chat__member-next">{ct('group.nextTag')}</span>}
              {i > 0 && (
                <button
                  type="button"
                  class="troupe-btn troupe-btn--quiet"
                  disabled={busy}
                  aria-label={ct('group.remove', { name: m.name })}
                  title={ct('group.remove', { name: m.name })}
                  onClick={() => void session.group?.removeMember(m.key)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
