// The input row: the "Message" textbox (Enter sends, Shift+Enter adds a line, an IME composition is
// never cut short) and the Send / Stop / Regenerate / Continue buttons, always in place so nothing
// moves while a reply streams.
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
  const generating = session.generating.value;
  const messages = session.chat.value?.messages ?? [];
  const lastIsUser = messages.at(-1)?.role === 'user';
  const canSend = !generating && (text.trim() !== '' || lastIsUser);

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
    await session.send(value);
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
          if (e.key !== 'Enter' || e.shiftKey || e.isComposing || e.keyCode === 229) return;
          e.preventDefault();
          void send();
        }}
      />
      {onCommand && <FeedbackLine feedback={feedback} />}
      <div class="troupe-composer__actions">
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
