// The conversation with the workbench AI: the messages and the tools it called, what it is doing now,
// the connection it uses, and the input with a few known requests to start from.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../../src/core/llm/types.ts';
import type { WorkbenchActivity, WorkbenchService, WorkbenchView } from '../../src/app/workbench/workbench.ts';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import { wt, type WorkbenchKey } from './i18n.ts';

export interface WorkbenchChatProps {
  wb: WorkbenchService;
  view: WorkbenchView;
  activity: WorkbenchActivity | null;
  connections: readonly { name: string; label: string }[];
  error: string | null;
  act(fn: () => Promise<unknown>, done?: (r: unknown) => string): void;
}

const EXAMPLES: [WorkbenchKey, WorkbenchKey][] = [
  ['wb.example.single', 'wb.example.single.text'],
  ['wb.example.critic', 'wb.example.critic.text'],
  ['wb.example.skill', 'wb.example.skill.text'],
  ['wb.example.cheap', 'wb.example.cheap.text'],
  ['wb.example.build', 'wb.example.build.text'],
];

/** "[What the user did since…]\n\n text": the note the AI was told, shown apart from what the user typed. */
function splitNote(content: string): { note?: string; text: string } {
  const m = /^\[([^\]]*)\]\n\n([\s\S]*)$/.exec(content);
  return m ? { note: m[1], text: m[2]! } : { text: content };
}

interface CallView {
  name: string;
  args: string;
  ok?: boolean;
  changeId?: string;
  error?: string;
}

function callsOf(m: ChatMessage, results: Map<string, ChatMessage>): CallView[] {
  return (m.toolCalls ?? []).map((c) => {
    const r = results.get(c.id);
    let parsed: { ok?: boolean; changeId?: string; error?: string } = {};
    try {
      parsed = r?.content ? JSON.parse(r.content) : {};
    } catch {
      // Not JSON: shown without a result.
    }
    return {
      name: c.name,
      args: c.arguments.length > 140 ? `${c.arguments.slice(0, 139)}…` : c.arguments,
      ok: parsed.ok,
      changeId: parsed.changeId,
      error: parsed.ok === false ? parsed.error : undefined,
    };
  });
}

function Calls({ calls }: { calls: readonly CallView[] }) {
  if (!calls.length) return null;
  return (
    <ul class="troupe-wb-calls">
      {calls.map((c, i) => (
        <li key={i} class={`troupe-wb-call${c.ok === false ? ' troupe-wb-call--refused' : ''}`} title={c.error}>
          <code>{c.name}</code> <span class="troupe-wb-call__args">{c.args}</span>
          {c.changeId && <span class="troupe-wb-call__result"> → {wt('wb.call.proposed', { id: c.changeId })}</span>}
          {c.ok === false && <span class="troupe-wb-call__result"> → {wt('wb.call.refused')}</span>}
        </li>
      ))}
    </ul>
  );
}

export function WorkbenchChat({ wb, view, activity, connections, error, act }: WorkbenchChatProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const headingId = useUid();
  const connId = useUid();
  const running = activity?.kind === 'answer';
  const messages = view.session.messages;
  const results = new Map(messages.filter((m) => m.role === 'tool' && m.toolCallId).map((m) => [m.toolCallId!, m]));
  useLayoutEffect(() => {
    const el = logRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, activity?.text, activity?.calls.length]);

  const send = () => {
    const msg = text.trim();
    if (!msg || activity) return;
    setText('');
    // The message is only stored once the AI's part has loaded: if it cannot, the words go back in the box.
    act(async () => {
      try {
        await wb.send(msg);
      } catch (e) {
        setText((t) => t || msg);
        throw e;
      }
    });
  };
  const example = (key: WorkbenchKey) => {
    setText(wt(key));
    inputRef.current?.focus();
  };

  return (
    <section class="troupe-wb-chat" aria-labelledby={headingId}>
      <div class="troupe-wb-chat__head">
        <h3 id={headingId}>{wt('wb.chat')}</h3>
        <label for={connId}>{wt('wb.connection')}</label>
        <select
          id={connId}
          value={view.session.connection}
          disabled={!!activity}
          onChange={(e) => act(() => wb.setConnection((e.target as HTMLSelectElement).value))}
        >
          {connections.map((c) => (
            <option key={c.name} value={c.name}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div ref={logRef} class="troupe-wb-log" role="log" aria-label={wt('wb.chat')} data-messages={messages.length}>
        {messages.length === 0 && !activity && <p class="troupe-empty">{wt('wb.chat.empty')}</p>}
        {messages.map((m, i) => {
          if (m.role === 'user') {
            const { note, text: said } = splitNote(m.content ?? '');
            return (
              <div key={i} class="troupe-wb-msg troupe-wb-msg--user">
                <div class="troupe-wb-msg__who">{wt('wb.you')}</div>
                {note && <div class="troupe-wb-msg__note">{note}</div>}
                <div class="troupe-wb-msg__text">{said}</div>
              </div>
            );
          }
          if (m.role !== 'assistant') return null;
          return (
            <div key={i} class="troupe-wb-msg troupe-wb-msg--ai">
              {i === 0 || messages[i - 1]?.role === 'user' ? <div class="troupe-wb-msg__who">{wt('wb.ai')}</div> : null}
              {m.content?.trim() && <div class="troupe-wb-msg__text">{m.content}</div>}
              <Calls calls={callsOf(m, results)} />
            </div>
          );
        })}
        {running && (
          <div class="troupe-wb-msg troupe-wb-msg--ai troupe-wb-msg--live" aria-busy="true">
            <div class="troupe-wb-msg__who">{wt('wb.working')}</div>
            {activity.text.trim() && <div class="troupe-wb-msg__text">{activity.text}</div>}
            <Calls calls={activity.calls} />
          </div>
        )}
      </div>
      {error && (
        <div role="alert" class="troupe-message troupe-message--error">
          <div class="troupe-message__body">{error}</div>
        </div>
      )}
      <div class="troupe-wb-examples" role="group" aria-label={wt('wb.examples')}>
        <span>{wt('wb.examples')}:</span>
        {EXAMPLES.map(([label, fill]) => (
          <Button key={label} variant="quiet" disabled={!!activity} onClick={() => example(fill)}>
            {wt(label)}
          </Button>
        ))}
      </div>
      <textarea
        ref={inputRef}
        class="troupe-wb-input"
        aria-label={wt('wb.input')}
        placeholder={wt('wb.placeholder')}
        rows={3}
        value={text}
        onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div class="troupe-wb-chat__buttons">
        <Button variant="primary" disabled={!!activity || !text.trim()} onClick={send}>
          {wt('wb.send')}
        </Button>
        <Button disabled={!activity} onClick={() => wb.stop()}>
          {wt('wb.stop')}
        </Button>
        <Button
          variant="quiet"
          disabled={!!activity || (!messages.length && !view.session.changes.length)}
          onClick={() =>
            act(
              () => wb.clear(),
              () => wt('wb.cleared'),
            )
          }
        >
          {wt('wb.clear')}
        </Button>
      </div>
    </section>
  );
}
