// The input row: the "Message" textbox (Enter sends, Shift+Enter adds a line, an IME composition is
// never cut short) and the Send / Stop / Regenerate / Continue buttons, always in place so nothing
// moves while a reply streams. In a group chat, "Reply as" by Send picks the member who answers this
// Send (Alt+1…9 from the textbox too); it goes back to turn order after each Send.
import { useRef, useState } from 'preact/hooks';
import { useUid } from '../common/uid.ts';
import type { ChatSession } from '../../src/ports/chat-session.ts';
import { Button } from '../common/Button.tsx';
import { type Feedback, FeedbackLine } from './Field.tsx';
import { ct } from './i18n.ts';

/** What a slash command line gave: not ours (`handled: false`, sent as a chat message), or its output / error. */
export interface CommandOutcome {
  handled: boolean;
  output?: string;
  error?: string;
}

export interface ComposerProps {
  session: ChatSession;
  /** Runs a line starting with `/` (e.g. the app's runCommandLine); unhandled lines are sent as messages. */
  onCommand?(line: string): Promise<CommandOutcome>;
}

export function Composer({ session, onCommand }: ComposerProps) {
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useUid();
  const speakerId = useUid();
  const [speaker, setSpeaker] = useState('');
  const generating = session.generating.value;
  const messages = session.chat.value?.messages ?? [];
  const members = session.group?.members.value ?? [];
  const group = members.length > 1;
  const next = members.find((m) => m.key === session.group?.nextSpeaker.value);
  const chosen = group && members.some((m) => m.key === speaker) ? speaker : '';
  const lastIsUser = messages.at(-1)?.role === 'user';
  // In a group chat an empty Send lets the next member speak.
  const canSend = !generating && (text.trim() !== '' || lastIsUser || group);

  const send = async () => {
    if (!canSend) return;
    const value = text;
    setText('');
    box.current?.focus();
    if (onCommand && value.trimStart().startsWith('/')) {
      const r = await onCommand(value.trim());
      if (r.handled) {
        setFeedback(r.error ? { kind: 'error', text: r.error } : r.output ? { kind: 'ok', text: r.output } : null);
        return;
      }
    }
    setFeedback(null);
    setSpeaker('');
    await session.send(value, chosen ? { speaker: chosen } : undefined);
  };

  return (
    <div class="troupe-composer">
      <label class="troupe-composer__label" for={id}>
        {ct('input.label')}
      </label>
      <textarea
        id={id}
        ref={box}
        class="troupe-composer__input"
        rows={3}
        placeholder={ct('input.placeholder')}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Alt+1…9: reply as that member; Alt+0: turn order.
          if (group && e.altKey && /^Digit\d$/.test(e.code)) {
            const n = Number(e.code.slice(5));
            if (n === 0 || n <= members.length) {
              e.preventDefault();
              setSpeaker(n === 0 ? '' : members[n - 1].key);
            }
            return;
          }
          if (e.key !== 'Enter' || e.shiftKey || e.isComposing || e.keyCode === 229) return;
          e.preventDefault();
          void send();
        }}
      />
      {onCommand && <FeedbackLine feedback={feedback} />}
      <div class="troupe-composer__actions">
        {group && (
          <span class="troupe-composer__speaker">
            <label for={speakerId}>{ct('group.replyAs')}</label>
            <select id={speakerId} value={chosen} title={ct('group.replyAsHint')} onChange={(e) => setSpeaker(e.currentTarget.value)}>
              <option value="">{ct('group.turnOrder', { name: next?.name ?? '' })}</option>
              {members.map((m, i) => (
                <option key={m.key} value={m.key}>
                  {i < 9 ? `${i + 1}. ${m.name}` : m.name}
                </option>
              ))}
            </select>
          </span>
        )}
        <Button variant="primary" disabled={!canSend} onClick={() => void send()}>
          {ct('action.send')}
        </Button>
        <Button variant="danger" disabled={!generating} onClick={() => session.stopGeneration()}>
          {ct('action.stop')}
        </Button>
        <Button disabled={!!generating || messages.length === 0} onClick={() => void session.regenerate()}>
          {ct('action.regenerate')}
        </Button>
        <Button disabled={!!generating || messages.length === 0} onClick={() => void session.continueReply()}>
          {ct('action.continue')}
        </Button>
        <span class="troupe-composer__status" role="status" aria-live="polite">
          {generating
            ? generating.retry
              ? ct('chat.retrying', { attempt: generating.retry.attempt, reason: generating.retry.reason })
              : generating.phase === 'preparing'
                ? ct('chat.preparing')
                : ct('chat.writing')
            : ''}
        </span>
      </div>
    </div>
  );
}
