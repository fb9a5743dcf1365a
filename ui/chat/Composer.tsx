// The input row: the "Message" textbox (Enter sends, Shift+Enter adds a line, an IME composition is
// never cut short) and the Send / Stop / Regenerate / Continue buttons, always in place so nothing
// moves while a reply streams.
import { useId, useRef, useState } from 'preact/hooks';
import type { StandaloneHost } from '../../src/hosts/standalone/host.ts';
import { Button } from '../common/Button.tsx';
import { ct } from './i18n.ts';

export function Composer({ host }: { host: StandaloneHost }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const generating = host.generating.value;
  const messages = host.chat.value?.messages ?? [];
  const lastIsUser = messages.at(-1)?.role === 'user';
  const canSend = !generating && (text.trim() !== '' || lastIsUser);

  const send = () => {
    if (!canSend) return;
    const value = text;
    setText('');
    void host.send(value);
    box.current?.focus();
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
          send();
        }}
      />
      <div class="troupe-composer__actions">
        <Button variant="primary" disabled={!canSend} onClick={send}>
          {ct('action.send')}
        </Button>
        <Button variant="danger" disabled={!generating} onClick={() => host.stopGeneration()}>
          {ct('action.stop')}
        </Button>
        <Button disabled={!!generating || messages.length === 0} onClick={() => void host.regenerate()}>
          {ct('action.regenerate')}
        </Button>
        <Button disabled={!!generating || messages.length === 0} onClick={() => void host.continueReply()}>
          {ct('action.continue')}
        </Button>
        <span class="troupe-composer__status" role="status" aria-live="polite">
          {generating ? (generating.phase === 'preparing' ? ct('chat.preparing') : ct('chat.writing')) : ''}
        </span>
      </div>
    </div>
  );
}
