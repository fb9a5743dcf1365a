// The input row: the "Message" textbox (Enter sends, Shift+Enter adds a line, an IME composition is
// never cut short), the one-line direction for the next reply under it (once the app has loaded), and
// the Send / Stop / Regenerate / Continue buttons, always in place so nothing moves while a reply streams.
// In a group chat, "Reply as" by Send picks the member who answers this Send (Alt+1…9 from the textbox
// too); it goes back to turn order after each Send.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { DirectionControl } from '../../src/app/chats/directions.ts';
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
  /** The chat's direction for its next reply (the field under the message box); absent until the app loads. */
  direction?: DirectionControl;
  /** Grows by one each time "Regenerate with a direction" is chosen: the field takes the focus, Enter regenerates. */
  guide?: number;
}

export function Composer({ session, onCommand, direction, guide = 0 }: ComposerProps) {
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useUid();
  const speakerId = useUid();
  const [speaker, setSpeaker] = useState('');
  const guideId = useUid();
  const hintId = useUid();
  const current = direction?.current.value ?? '';
  const [line, setLine] = useState(current);
  const [regen, setRegen] = useState(false);
  const guideBox = useRef<HTMLInputElement>(null);
  // The stored direction changed (set by a command, cleared by the next message): the field shows it.
  useEffect(() => setLine(current), [current]);
  useEffect(() => {
    if (!guide) return;
    setRegen(true);
    guideBox.current?.focus();
    guideBox.current?.select();
  }, [guide]);
  /** Stores the field's line when it differs from the chat's direction. */
  const commitLine = async (value = line): Promise<boolean> => {
    if (!direction || value.trim() === current) return true;
    try {
      await direction.set(value);
      return true;
    } catch (e) {
      setFeedback({ kind: 'error', text: ct('direction.saveFailed', { reason: e instanceof Error ? e.message : String(e) }) });
      return false;
    }
  };
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
    if (!(await commitLine())) return;
    setSpeaker('');
    await session.send(value, chosen ? { speaker: chosen } : undefined);
  };

  const regenerateWithLine = async () => {
    setRegen(false);
    if (!(await commitLine())) return;
    box.current?.focus();
    await session.regenerate();
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
      {direction && (
        <div class={`troupe-composer__direction${regen ? ' is-regenerating' : ''}`}>
          <label class="troupe-composer__direction-label" for={guideId}>
            {ct('direction.label')}
          </label>
          <input
            id={guideId}
            ref={guideBox}
            type="text"
            class="troupe-composer__direction-input"
            maxLength={500}
            placeholder={ct('direction.placeholder')}
            value={line}
            aria-describedby={regen ? hintId : undefined}
            onInput={(e) => setLine(e.currentTarget.value)}
            onBlur={() => {
              if (!regen) void commitLine();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && regen) {
                e.preventDefault();
                setRegen(false);
                setLine(current);
                return;
              }
              if (e.key !== 'Enter' || e.isComposing || e.keyCode === 229) return;
              e.preventDefault();
              if (regen && !generating && messages.length > 0) void regenerateWithLine();
              else void commitLine();
            }}
          />
          {current && (
            <Button
              variant="quiet"
              aria-label={ct('direction.clear')}
              title={ct('direction.clear')}
              onClick={() => {
                setLine('');
                void commitLine('');
              }}
            >
              ×
            </Button>
          )}
          {regen && (
            <span id={hintId} class="troupe-composer__direction-hint">
              {ct('direction.regenHint')}
            </span>
          )}
        </div>
      )}
      {(onCommand || direction) && <FeedbackLine feedback={feedback} />}
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
