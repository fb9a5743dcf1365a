// "Replay offline": re-runs the shown turn against its recorded responses, with its recorded profile or
// the current one, and tells whether the reply came out the same — or where the run left the recording.
import { useState } from 'preact/hooks';
import type { ReplayOutcome, ReplayResult } from '../../src/app/runs/runs-contract.ts';
import type { ChatMessage } from '../../src/core/llm/types.ts';
import type { TraceExport } from '../../src/core/trace/trace.ts';
import { Button } from '../common/Button.tsx';
import { useUid } from '../common/uid.ts';
import { rt } from './i18n.ts';

const textOf = (m?: ChatMessage) =>
  m
    ? `${m.role}: ${typeof m.content === 'string' ? m.content : ''}${m.toolCalls?.length ? `\n${m.toolCalls.map((c) => `${c.name}(${c.arguments})`).join('\n')}` : ''}`
    : rt('replay.noMessage');

export interface ReplayPanelProps {
  trace: TraceExport;
  labels: ReadonlyMap<string, string>;
  replay(trace: TraceExport, profile: 'recorded' | 'current'): Promise<ReplayOutcome>;
  onShow(result: ReplayResult): void;
}

export function ReplayPanel({ trace, labels, replay, onShow }: ReplayPanelProps) {
  const selectId = useUid();
  const [profile, setProfile] = useState<'recorded' | 'current'>('recorded');
  const [busy, setBusy] = useState(false);
  const [out, setOut] = useState<ReplayOutcome | null>(null);
  const run = async () => {
    setBusy(true);
    setOut(null);
    setOut(await replay(trace, profile));
    setBusy(false);
  };
  const r = out?.ok ? out.result : undefined;
  const d = r?.divergence;
  return (
    <section class="troupe-run__section" aria-label={rt('replay.title')}>
      <h4>{rt('replay.title')}</h4>
      <p class="troupe-note">{rt('replay.hint')}</p>
      <div class="troupe-run__actions">
        <label for={selectId}>{rt('replay.profile')}</label>
        <select id={selectId} class="troupe-select" value={profile} onChange={(e) => setProfile(e.currentTarget.value as 'recorded' | 'current')}>
          <option value="recorded">{rt('replay.recorded')}</option>
          <option value="current">{rt('replay.current', { mode: trace.mode })}</option>
        </select>
        <Button variant="primary" disabled={busy} onClick={() => void run()}>
          {busy ? rt('replay.running') : rt('replay.run')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {out && !out.ok && <p class="troupe-run__error">{rt('replay.cannot', { error: out.error })}</p>}
        {r &&
          (r.same ? (
            <p class="troupe-run__ok">{rt('replay.same', { answered: r.answered, recorded: r.recorded })}</p>
          ) : (
            <p class="troupe-run__error">{rt('replay.differs')}</p>
          ))}
      </div>
      {r && d && (
        <div class="troupe-run__divergence">
          <p>
            {d.kind === 'request'
              ? rt('replay.divergedRequest', {
                  index: d.index + 1,
                  agent: labels.get(d.agent ?? '') ?? d.agent ?? '?',
                  round: d.round ?? 0,
                  message: (d.messageIndex ?? 0) + 1,
                })
              : rt('replay.divergedTool', { tool: d.tool ?? '' })}
          </p>
          {d.kind === 'request' && (
            <div class="troupe-run__compare">
              <div>
                <h6>{rt('replay.recordedMessage')}</h6>
                <pre class="troupe-run__pre">{textOf(d.recorded)}</pre>
              </div>
              <div>
                <h6>{rt('replay.replayedMessage')}</h6>
                <pre class="troupe-run__pre">{textOf(d.replayed)}</pre>
              </div>
            </div>
          )}
        </div>
      )}
      {r && (
        <>
          {r.text && (
            <details>
              <summary>{rt('replay.text')}</summary>
              <pre class="troupe-run__pre">{r.text}</pre>
            </details>
          )}
          <Button onClick={() => onShow(r)}>{rt('replay.show')}</Button>
        </>
      )}
    </section>
  );
}
