// What one bar stands for: a request (its messages, tools, model) and its response (text, reasoning,
// tool calls, usage), a tool call and its result, or a queued sub-agent's wait. Everything is shown
// as text — model output is never HTML — and the trace has no secrets to show.
import type { ChatMessage } from '../../src/core/llm/types.ts';
import type { TimelineBar } from '../../src/core/trace/timeline.ts';
import { requestKey, type StreamingText, type TraceEntry } from '../../src/core/trace/trace.ts';
import { count, duration, rt } from './i18n.ts';

type Entry<K extends TraceEntry['kind']> = Extract<TraceEntry, { kind: K }>;

export interface BarDetailProps {
  bar: TimelineBar;
  entries: readonly TraceEntry[];
  label: string;
  /** Text still streaming, for a running request. */
  streaming?: ReadonlyMap<string, StreamingText>;
}

const pretty = (v: unknown) => {
  if (typeof v === 'string') {
    try {
      return JSON.stringify(JSON.parse(v), null, 2);
    } catch {
      return v;
    }
  }
  try {
    return JSON.stringify(v, null, 2) ?? String(v);
  } catch {
    return String(v);
  }
};

function Message({ m, n }: { m: ChatMessage; n: number }) {
  const text = typeof m.content === 'string' ? m.content : '';
  const role = m.role === 'tool' && m.name ? `tool ${m.name}` : m.role;
  return (
    <details class="troupe-run__message">
      <summary>{rt('detail.message', { n, role, chars: count(text.length) })}</summary>
      {text && <pre class="troupe-run__pre">{text}</pre>}
      {m.toolCalls?.map((c) => (
        <pre key={c.id} class="troupe-run__pre">{`${c.name}(${pretty(c.arguments)})`}</pre>
      ))}
    </details>
  );
}

function RequestDetail({ req, res, live }: { req: Entry<'request'>; res?: Entry<'response'>; live?: StreamingText }) {
  const u = res?.usage;
  return (
    <>
      <h5>{rt('detail.request')}</h5>
      <p class="troupe-run__facts">
        {rt('detail.model', { model: req.model || rt('prices.defaultModel') })}
        {req.preset && <> · {rt('detail.preset', { preset: req.preset })}</>}
      </p>
      <p class="troupe-run__facts">{req.tools.length ? rt('detail.toolsOffered', { names: req.tools.join(', ') }) : rt('detail.noTools')}</p>
      <details class="troupe-run__messages">
        <summary>{rt('detail.messages', { n: req.messages.length })}</summary>
        {req.messages.map((m, i) => (
          <Message key={i} m={m} n={i + 1} />
        ))}
      </details>
      <h5>{rt('detail.response')}</h5>
      {!res && live && (
        <>
          <p class="troupe-run__facts">{rt('detail.streaming')}</p>
          {live.reasoning && <pre class="troupe-run__pre troupe-run__pre--reasoning">{live.reasoning}</pre>}
          {live.content && <pre class="troupe-run__pre">{live.content}</pre>}
        </>
      )}
      {!res && !live && <p class="troupe-note">{rt('detail.pending')}</p>}
      {res && (
        <>
          <p class="troupe-run__facts">
            {rt('detail.timing', { duration: duration(res.durationMs), firstByte: duration(res.timing?.firstByteMs ?? 0) })} ·{' '}
            {rt('detail.finish', { reason: res.finishReason })}
          </p>
          <p class="troupe-run__facts">
            {u
              ? rt('detail.usage', { input: count(u.promptTokens), cached: count(u.cachedPromptTokens ?? 0), output: count(u.completionTokens) })
              : rt('detail.noUsage')}
          </p>
          {res.error && <p class="troupe-run__error">{rt('detail.error', { error: res.error })}</p>}
          {res.reasoning && (
            <details>
              <summary>{rt('detail.reasoning')}</summary>
              <pre class="troupe-run__pre troupe-run__pre--reasoning">{res.reasoning}</pre>
            </details>
          )}
          {res.content && (
            <>
              <h6>{rt('detail.text')}</h6>
              <pre class="troupe-run__pre">{res.content}</pre>
            </>
          )}
          {res.toolCalls.length > 0 && (
            <>
              <h6>{rt('detail.toolCalls')}</h6>
              {res.toolCalls.map((c) => (
                <pre key={c.id} class="troupe-run__pre">{`${c.name}(${pretty(c.arguments)})`}</pre>
              ))}
            </>
          )}
        </>
      )}
    </>
  );
}

export function BarDetail({ bar, entries, label, streaming }: BarDetailProps) {
  const start = entries[bar.entry];
  const end = bar.endEntry !== undefined ? entries[bar.endEntry] : undefined;
  let body;
  if (bar.kind === 'request' && start?.kind === 'request') {
    const live = streaming?.get(requestKey(start.agent, start.round, start.attempt));
    body = <RequestDetail req={start} res={end?.kind === 'response' ? end : undefined} live={bar.running ? live : undefined} />;
  } else if (bar.kind === 'tool' && start?.kind === 'tool-call') {
    const result = end?.kind === 'tool-result' ? end : undefined;
    body = (
      <>
        <h6>{rt('detail.arguments')}</h6>
        <pre class="troupe-run__pre">{pretty(start.arguments)}</pre>
        <h6>{rt('detail.result')}</h6>
        {result ? (
          <>
            <p class="troupe-run__facts">
              {result.ok ? rt('detail.toolOk', { duration: duration(result.durationMs) }) : rt('detail.toolFailed', { duration: duration(result.durationMs) })}
            </p>
            <pre class="troupe-run__pre">{pretty(result.result)}</pre>
          </>
        ) : (
          <p class="troupe-note">{rt('detail.pending')}</p>
        )}
      </>
    );
  } else if (bar.kind === 'wait' && start?.kind === 'event') {
    const task = typeof start.data?.task === 'string' ? start.data.task : '';
    body = (
      <>
        <p class="troupe-run__facts">{rt('detail.waited', { duration: duration(bar.end - bar.start) })}</p>
        {task && (
          <>
            <h6>{rt('detail.task')}</h6>
            <pre class="troupe-run__pre">{task}</pre>
          </>
        )}
      </>
    );
  }
  return (
    <section class="troupe-run__detail" aria-label={rt('detail.title')}>
      <h4>
        {bar.kind === 'request'
          ? rt('bar.request', { agent: label, round: bar.round ?? 0, duration: duration(bar.end - bar.start) })
          : bar.kind === 'tool'
            ? rt('bar.tool', { agent: label, tool: bar.tool ?? '', duration: duration(bar.end - bar.start) })
            : rt('bar.wait', { agent: label, duration: duration(bar.end - bar.start) })}
      </h4>
      {body}
    </section>
  );
}
