// The message list: stored messages with the reply being written laid over them (a new bubble at the
// end, a new swipe, or a continued text). Stays scrolled to the bottom while the reader is there.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { messageReasoning, messageText, type ChatSession } from '../../src/ports/chat-session.ts';
import { ct } from './i18n.ts';
import { MessageBubble, type BubbleProps } from './MessageBubble.tsx';
import type { FoldMemory } from './ReasoningFold.tsx';

type Row = Omit<BubbleProps, 'busy' | 'onSwipe' | 'onShowRun' | 'onGuide' | 'memory' | 'onShowMemory'> & { id: string; index: number };

/** Which replies were written by a run the run view can show, and how to open it. */
export interface RunLinks {
  /** `live`: the reply being written now. */
  has(messageIndex: number, live: boolean): boolean;
  show(messageIndex: number): void;
  /** What the reply's turn did to memory (the fold's memory line); null when nothing. */
  memory?(messageIndex: number): FoldMemory | null;
  /** Opens the panel's Memory section at that turn's changes. */
  showMemory?(messageIndex: number): void;
}

export function chatRows(session: ChatSession): Row[] {
  const chat = session.chat.value;
  const live = session.live.value;
  const char = session.character.value?.name ?? '';
  const user = session.userName.value;
  const messages = chat?.messages ?? [];
  const group = (session.group?.members.value.length ?? 0) > 1 || !!live?.name;
  const lastAssistant = messages.length && messages[messages.length - 1].role === 'assistant' ? messages.length - 1 : -1;
  const rows: Row[] = messages.map((m, i) => {
    const base: Row = {
      id: m.id,
      index: i,
      role: m.role,
      name: m.name ?? (m.role === 'user' ? user : char),
      text: messageText(m),
      reasoning: messageReasoning(m),
      swipeIndex: Math.min(m.swipeId, m.swipes.length - 1),
      swipeCount: m.swipes.length,
      live: false,
      swipes: i === lastAssistant && !(live?.target === 'new'),
      avatar: group && m.role === 'assistant',
    };
    if (!live || live.messageId !== m.id) return base;
    if (live.target === 'swipe')
      return { ...base, text: live.text, reasoning: live.reasoning, swipeIndex: m.swipes.length, swipeCount: m.swipes.length + 1, live: true };
    return { ...base, text: live.text, reasoning: live.reasoning, live: true };
  });
  if (live?.target === 'new') {
    rows.push({
      id: live.messageId,
      index: messages.length,
      role: 'assistant',
      name: live.name ?? char,
      avatar: group,
      text: live.text,
      reasoning: live.reasoning,
      swipeIndex: 0,
      swipeCount: 1,
      live: true,
      swipes: false,
    });
  }
  return rows;
}

/** `onGuide`: "Regenerate with a direction" on the last reply (the page passes it once the app has loaded). */
export function ChatView({ session, runs, onGuide }: { session: ChatSession; runs?: RunLinks; onGuide?(): void }) {
  const rows = chatRows(session);
  const busy = !!session.generating.value;
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = list.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  });
  return (
    <div
      ref={list}
      class="troupe-chat__log"
      role="log"
      aria-label={ct('chat.log')}
      aria-busy={busy ? 'true' : 'false'}
      // Grows by one when a generation has fully ended (its reply saved or dropped): what tests and
      // scripts wait for, since no other state of the log tells "not started" from "finished".
      data-generations={session.lastGeneration.value?.count ?? 0}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
    >
      {rows.length === 0 && <p class="troupe-chat__empty">{ct('chat.empty')}</p>}
      {rows.map(({ id, index, ...row }) => (
        <MessageBubble
          key={id}
          {...row}
          busy={busy}
          onSwipe={(d) => void session.swipe(id, d)}
          onShowRun={row.role === 'assistant' && runs?.has(index, row.live) ? () => runs.show(index) : undefined}
          onGuide={row.swipes ? onGuide : undefined}
          {...memoryOf(runs, row.role === 'assistant' && !row.live ? index : -1)}
        />
      ))}
    </div>
  );
}

/** The fold's memory line of the reply at `index` (-1: none), and its "Show in Memory". */
function memoryOf(runs: RunLinks | undefined, index: number): Pick<BubbleProps, 'memory' | 'onShowMemory'> {
  const memory = index >= 0 ? (runs?.memory?.(index) ?? null) : null;
  if (!memory || !runs?.showMemory) return {};
  return { memory, onShowMemory: () => runs.showMemory!(index) };
}
