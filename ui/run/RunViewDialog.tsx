// The run view: a dialog showing one turn — the one running now (live, re-read at most once per
// animation frame), a stored one of this chat, an imported trace file, or an offline replay — as a
// timeline with the selected bar's request / response / tool result, tokens and cost per agent, the
// chat's totals, the price table, the injected capsule (capsule modes) and Replay offline.
import './run.css';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ReplayResult, RunsView, RunViewTarget, StoredTurn, StoredTurnSummary } from '../../src/app/runs/runs-contract.ts';
import { traceCosts } from '../../src/core/trace/cost.ts';
import { turnCost } from '../../src/core/trace/turn-cost.ts';
import { TurnCostLine } from './TurnCostLine.tsx';
import { buildTimeline, type TimelineBar } from '../../src/core/trace/timeline.ts';
import type { StreamingText, Trace, TraceEntry, TraceExport } from '../../src/core/trace/trace.ts';
import { Button } from '../common/Button.tsx';
import { Dialog } from '../common/Dialog.tsx';
import { useUid } from '../common/uid.ts';
import { lang } from '../i18n/index.ts';
import { appEn, at, type AppKey } from '../app/i18n.ts';
import { BarDetail } from './BarDetail.tsx';
import { CapsuleEditor } from './CapsuleEditor.tsx';
import { ChatTotalsLine, CostTable } from './CostTable.tsx';
import { count, rt } from './i18n.ts';
import { PriceEditor } from './PriceEditor.tsx';
import { ReplayPanel } from './ReplayPanel.tsx';
import { Timeline } from './Timeline.tsx';
import { useTraceFrame, type FrameScheduler } from './useFrame.ts';

/** What is shown: a live Trace, or a finished export (stored, imported). */
type Shown = { kind: 'live'; trace: Trace } | { kind: 'export'; trace: TraceExport; turn?: StoredTurnSummary };

export interface RunViewDialogProps {
  runs: RunsView;
  /** When live frames are drawn (tests and benches pass their own). */
  schedule?: FrameScheduler;
}

const optionOf = (t: RunViewTarget | null) => (!t ? '' : t.kind === 'latest' ? 'latest' : t.kind === 'stored' ? `stored:${t.id}` : 'imported');

/** Loads a stored turn; undefined while loading, null when it is gone. */
function useStored(runs: RunsView, chatId: string | null, id: string | undefined): StoredTurn | null | undefined {
  const [turn, setTurn] = useState<{ key: string; turn: StoredTurn | null } | null>(null);
  const key = chatId && id ? `${chatId}\u0000${id}` : '';
  useEffect(() => {
    if (!key || !chatId || !id) return;
    let alive = true;
    void runs.load(chatId, id).then((t) => alive && setTurn({ key, turn: t ?? null }));
    return () => {
      alive = false;
    };
  }, [key]);
  if (!key) return null;
  return turn?.key === key ? turn.turn : undefined;
}

export function RunViewDialog({ runs, schedule }: RunViewDialogProps) {
  const target = runs.target.value;
  const chatId = runs.chatId.value;
  const turns = runs.turns.value;
  const live = runs.live.value && runs.liveChatId.value === chatId ? runs.live.value : null;
  // A replay belongs to the turn it replayed: picking another turn leaves it.
  const [replay, setReplay] = useState<{ of: string; result: ReplayResult } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const pickId = useUid();

  // Which stored turn to load.
  const newest = turns.at(-1);
  const storedChat = target?.kind === 'stored' ? target.chatId : chatId;
  const storedId = target?.kind === 'stored' ? target.id : target?.kind === 'latest' && !live ? newest?.id : undefined;
  const stored = useStored(runs, storedChat, storedId);
  const viewKey = `${optionOf(target)}\u0000${storedId ?? ''}\u0000${target?.kind === 'imported' ? target.trace.startedAt : ''}`;
  const replayed = replay?.of === viewKey ? replay.result : null;
  const setReplayed = (r: ReplayResult | null) => setReplay(r ? { of: viewKey, result: r } : null);

  if (!target) return null;
  let shown: Shown | undefined;
  let waiting = '';
  if (target.kind === 'imported') shown = { kind: 'export', trace: target.trace };
  else if (target.kind === 'latest' && live) shown = { kind: 'live', trace: live };
  else if (storedId) {
    if (stored === undefined) waiting = rt('run.loading');
    else if (stored === null) waiting = rt('run.gone');
    else shown = { kind: 'export', trace: stored.trace, turn: turns.find((t) => t.id === stored.id) ?? stored };
  } else waiting = rt('run.none');

  const onPick = (value: string) => {
    if (value === 'latest') runs.show({ kind: 'latest' });
    else if (value.startsWith('stored:') && chatId) runs.show({ kind: 'stored', chatId, id: value.slice(7) });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const r = runs.importTrace(file.name, await file.text());
    setImportError(r.ok ? null : r.error);
  };
  const time = (at: number) => new Date(at).toLocaleTimeString(lang.value === 'en' ? 'en-US' : lang.value, { hour: '2-digit', minute: '2-digit' });

  return (
    <Dialog open title={rt('run.title')} onClose={() => runs.close()} class="troupe-dialog--run">
      <div class="troupe-run">
        <div class="troupe-run__bar">
          <label for={pickId}>{rt('run.pick')}</label>
          <select id={pickId} class="troupe-select" value={optionOf(target)} onChange={(e) => onPick(e.currentTarget.value)}>
            <option value="latest">{live ? rt('run.liveNow', { mode: runs.liveMode.value ?? '' }) : rt('run.latest')}</option>
            {target.kind === 'imported' && <option value="imported">{rt('run.importedOption', { name: target.name })}</option>}
            {[...turns].reverse().map((t) => (
              <option key={t.id} value={`stored:${t.id}`}>
                {t.messageIndex !== undefined
                  ? rt('run.turnOption', { index: t.messageIndex, mode: t.mode, time: time(t.savedAt), tokens: count(t.usage.totalTokens) })
                  : rt('run.turnOptionNoIndex', { mode: t.mode, time: time(t.savedAt), tokens: count(t.usage.totalTokens) })}
              </option>
            ))}
          </select>
          <Button onClick={() => fileRef.current?.click()}>{rt('run.import')}</Button>
          <input
            ref={fileRef}
            type="file"
            accept=".json,application/json"
            class="troupe-run__file"
            aria-label={rt('run.importLabel')}
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
          />
          {shown && <Button onClick={() => runs.exportTrace(shown.kind === 'live' ? shown.trace.toJSON() : shown.trace)}>{rt('run.export')}</Button>}
        </div>
        {importError && (
          <p role="alert" class="troupe-run__error">
            {importError}
          </p>
        )}
        {runs.problem.value && (
          <p role="alert" class="troupe-run__error">
            {runs.problem.value}
          </p>
        )}
        {replayed && (
          <p class="troupe-run__replaying">
            {rt('run.replayShown')} <Button onClick={() => setReplayed(null)}>{rt('run.backToRecording')}</Button>
          </p>
        )}
        {waiting && !replayed && <p class="troupe-note">{waiting}</p>}
        {replayed ? (
          <LiveBody trace={replayed.trace} runs={runs} schedule={schedule} />
        ) : shown?.kind === 'live' ? (
          <LiveBody trace={shown.trace} runs={runs} schedule={schedule} />
        ) : shown ? (
          <ExportBody trace={shown.trace} turn={shown.turn} runs={runs} onReplayShown={setReplayed} />
        ) : null}
        {runs.totals.value && target.kind !== 'imported' && runs.totals.value.turns > 0 && (
          <ChatTotalsLine totals={runs.totals.value} prices={runs.prices.value} kept={runs.kept.value} onKept={(n) => void runs.setKept(n)} />
        )}
      </div>
    </Dialog>
  );
}

/** A trace still growing (or a replay's): re-read once per frame. */
function LiveBody({ trace, runs, schedule }: { trace: Trace; runs: RunsView; schedule?: FrameScheduler }) {
  const frame = useTraceFrame(trace, schedule);
  const finished = trace.finished() !== undefined;
  const labels = useMemo(() => new Map(trace.agents().map((a) => [a.id, a.label])), [trace, frame]);
  return (
    <TraceBody entries={trace.entries} labels={labels} now={trace.elapsed()} finished={finished} frame={frame} streaming={trace.streaming()} runs={runs} />
  );
}

function ExportBody({
  trace,
  turn,
  runs,
  onReplayShown,
}: {
  trace: TraceExport;
  turn?: StoredTurnSummary;
  runs: RunsView;
  onReplayShown(r: ReplayResult): void;
}) {
  const labels = useMemo(() => new Map(trace.agents.map((a) => [a.id, a.label])), [trace]);
  return (
    <>
      <TraceBody entries={trace.entries} labels={labels} now={trace.durationMs} finished frame={0} runs={runs} status={trace.status} />
      {turn?.capsule && <CapsuleEditor key={turn.id} turn={turn} onSave={(text) => runs.editCapsule(turn, text)} />}
      <ReplayPanel key={trace.startedAt} trace={trace} labels={labels} replay={(t, p) => runs.replay(t, p)} onShow={onReplayShown} />
    </>
  );
}

interface TraceBodyProps {
  entries: readonly TraceEntry[];
  labels: ReadonlyMap<string, string>;
  now: number;
  finished: boolean;
  /** Changes whenever `entries` (a live array) grew. */
  frame: number;
  streaming?: ReadonlyMap<string, StreamingText>;
  runs: RunsView;
  status?: string;
}

/** How the turn ended, in the reader's language when the panel has a word for it. */
function statusText(status: string | undefined): string {
  const key = `detail.${status}` as AppKey;
  return status ? (key in appEn ? at(key) : status) : '';
}

function TraceBody({ entries, labels, now, finished, frame, streaming, runs, status }: TraceBodyProps) {
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const prices = runs.prices.value;
  const timeline = useMemo(() => buildTimeline(entries, { labels, now, finished }), [entries, frame, labels, finished, now]);
  const costs = useMemo(() => traceCosts(entries, (m) => prices[m], now), [entries, frame, prices, now]);
  const cost = useMemo(() => turnCost(entries), [entries, frame]);
  const bar: TimelineBar | undefined = selected ? timeline.lanes.flatMap((l) => l.bars).find((b) => b.key === selected) : undefined;
  const onSelect = useMemo(() => (b: TimelineBar) => setSelected(b.key), []);
  const models = [...costs.models.keys()];
  return (
    <>
      <section class="troupe-run__section" aria-label={rt('timeline.title')}>
        <h4>
          {rt('timeline.title')}
          <span class="troupe-run__status">
            {' '}
            · {finished ? rt('run.status.done', { status: statusText(status), seconds: (now / 1000).toFixed(1) }) : rt('run.status.running')}
          </span>
        </h4>
        <TurnCostLine cost={cost} />
        <p class="troupe-note">{rt('timeline.hint')}</p>
        <Timeline timeline={timeline} selected={selected} onSelect={onSelect} live={!finished} />
      </section>
      {bar ? (
        <BarDetail bar={bar} entries={entries} label={labels.get(bar.agent) ?? bar.agent} streaming={streaming} />
      ) : (
        <p class="troupe-note">{rt('detail.none')}</p>
      )}
      <CostTable costs={costs} labels={labels} />
      <PriceEditor models={models} prices={prices} onSet={(m, p) => runs.setPrice(m, p)} />
    </>
  );
}
