// The message strip of a panel or dialog: results and errors, each dismissable. A success leaves by
// itself after SUCCESS_MS (it is news, not a task); errors and warnings stay until dismissed. The
// strip keeps a minimum height so it appearing does not push the layout around.
import '../common.css';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { SkillIssue } from '../../src/core/skills/types.ts';
import { t } from '../i18n/index.ts';
import { IssueList } from './IssueList.tsx';

export type MessageKind = 'info' | 'success' | 'error';

/** How long a success message stays in the strip. */
export const SUCCESS_MS = 6000;

export interface Message {
  id: number;
  kind: MessageKind;
  text: string;
  issues?: readonly SkillIssue[];
}

export interface MessageApi {
  messages: readonly Message[];
  push(kind: MessageKind, text: string, issues?: readonly SkillIssue[]): void;
  dismiss(id: number): void;
  clear(): void;
}

/** Keeps the latest few messages (older ones fall off). */
export function useMessages(limit = 4): MessageApi {
  const [messages, setMessages] = useState<readonly Message[]>([]);
  const next = useRef(1);
  const push = useCallback(
    (kind: MessageKind, text: string, issues?: readonly SkillIssue[]) => {
      const msg: Message = { id: next.current++, kind, text, issues };
      setMessages((list) => [...list, msg].slice(-limit));
    },
    [limit],
  );
  const dismiss = useCallback((id: number) => setMessages((list) => list.filter((m) => m.id !== id)), []);
  const clear = useCallback(() => setMessages([]), []);
  return { messages, push, dismiss, clear };
}

export function MessageArea({ api }: { api: MessageApi }) {
  const errors = api.messages.filter((m) => m.kind === 'error');
  const notes = api.messages.filter((m) => m.kind !== 'error');
  return (
    <div class="troupe-messages">
      <div role="alert" class="troupe-messages__errors">
        {errors.map((m) => (
          <MessageItem key={m.id} message={m} onDismiss={api.dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite" class="troupe-messages__notes">
        {notes.map((m) => (
          <MessageItem key={m.id} message={m} onDismiss={api.dismiss} />
        ))}
      </div>
    </div>
  );
}

function MessageItem({ message, onDismiss }: { message: Message; onDismiss(id: number): void }) {
  useEffect(() => {
    if (message.kind !== 'success' || message.issues?.length) return;
    const timer = setTimeout(() => onDismiss(message.id), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message, onDismiss]);
  return (
    <div class={`troupe-message troupe-message--${message.kind}`}>
      <div class="troupe-message__body">
        <span>{message.text}</span>
        {message.issues && <IssueList issues={message.issues} />}
      </div>
      <button type="button" class="troupe-message__close" aria-label={t('common.dismiss')} title={t('common.dismiss')} onClick={() => onDismiss(message.id)}>
        ×
      </button>
    </div>
  );
}
