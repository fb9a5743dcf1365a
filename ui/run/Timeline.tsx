// The timeline: one lane per agent, a bar (a button) per request, tool call and queued wait, placed by
// time. One bar is in the tab order; arrow keys move between bars (Left/Right in a lane, Up/Down to
// the nearest bar of the next lane, Home/End), Enter or a click selects. The track scrolls sideways
// when the view is narrow (SillyTavern's drawer, a phone).
import { memo } from '../common/memo.ts';
import { useCallback, useRef, useState } from 'preact/hooks';
import type { Timeline as TimelineData, TimelineBar } from '../../src/core/trace/timeline.ts';
import { duration, rt } from './i18n.ts';

export interface TimelineProps {
  timeline: TimelineData;
  /** The turn still runs: the scale moves in whole axis steps, so a frame redraws only the growing bars. */
  live?: boolean;
  selected?: string;
  onSelect(bar: TimelineBar): void;
}

/** The accessible name of a bar. */
export function barName(bar: TimelineBar, agent: string): string {
  const d = duration(bar.end - bar.start);
  const name =
    bar.kind === 'request'
      ? rt('bar.request', { agent, round: bar.round ?? 0, duration: d })
      : bar.kind === 'tool'
        ? rt('bar.tool', { agent, tool: bar.tool ?? '', duration: d })
        : rt('bar.wait', { agent, duration: d });
  if (bar.running) return rt('bar.running', { name });
  if (bar.failed) return rt('bar.failed', { name });
  return name;
}

const STEPS = [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600];
/** The axis step (seconds) for a timeline of `total` ms: at most 6 marks. */
const stepOf = (sec: number) => STEPS.find((s) => sec / s <= 6) ?? Math.ceil(sec / 6);

/** A live timeline's length rounded up to the next axis step (ms). */
export function liveScale(duration: number): number {
  const step = stepOf(duration / 1000) * 1000;
  return Math.max(step, Math.ceil(duration / step) * step);
}

/** A few round-second marks along the axis. */
function ticks(total: number): number[] {
  const sec = total / 1000;
  const step = stepOf(sec);
  const out: number[] = [];
  for (let t = 0; t <= sec + 1e-9; t += step) out.push(t);
  return out;
}

export function Timeline({ timeline, selected, onSelect, live }: TimelineProps) {
  const root = useRef<HTMLDivElement>(null);
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const total = live ? liveScale(timeline.duration) : Math.max(timeline.duration, 1);
  const lanes = timeline.lanes;
  const all = lanes.flatMap((l) => l.bars);
  const current = focusKey && all.some((b) => b.key === focusKey) ? focusKey : (selected ?? all[0]?.key);
  const byKey = useRef(new Map<string, TimelineBar>());
  byKey.current = new Map(all.map((b) => [b.key, b]));
  const select = useCallback(
    (key: string) => {
      const bar = byKey.current.get(key);
      if (bar) onSelect(bar);
    },
    [onSelect],
  );

  const focus = (key: string | undefined) => {
    if (!key) return;
    setFocusKey(key);
    root.current?.querySelector<HTMLElement>(`[data-bar="${key}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const li = lanes.findIndex((l) => l.bars.some((b) => b.key === current));
    if (li === -1) return;
    const lane = lanes[li]!;
    const bi = lane.bars.findIndex((b) => b.key === current);
    const bar = lane.bars[bi]!;
    const nearest = (to: number) => {
      const other = lanes[to];
      if (!other) return undefined;
      let best = other.bars[0];
      for (const b of other.bars) if (Math.abs(b.start - bar.start) < Math.abs((best?.start ?? 0) - bar.start)) best = b;
      return best?.key;
    };
    let next: string | undefined;
    switch (e.key) {
      case 'ArrowRight':
        next = lane.bars[bi + 1]?.key;
        break;
      case 'ArrowLeft':
        next = lane.bars[bi - 1]?.key;
        break;
      case 'ArrowDown':
        next = nearest(li + 1);
        break;
      case 'ArrowUp':
        next = nearest(li - 1);
        break;
      case 'Home':
        next = lane.bars[0]?.key;
        break;
      case 'End':
        next = lane.bars.at(-1)?.key;
        break;
      default:
        return;
    }
    e.preventDefault();
    focus(next);
  };

  if (all.length === 0) return <p class="troupe-note">{rt('timeline.empty')}</p>;
  return (
    <div class="troupe-timeline" ref={root} onKeyDown={onKeyDown} role="group" aria-label={rt('timeline.title')}>
      <div class="troupe-timeline__scroll">
        <div class="troupe-timeline__grid" style={{ '--t': String(total) }}>
          <div class="troupe-timeline__axis" aria-hidden="true">
            <span class="troupe-timeline__label" />
            <span class="troupe-timeline__track">
              {ticks(total).map((t) => (
                <span key={t} class="troupe-timeline__tick" style={{ left: `${((t * 1000) / total) * 100}%` }}>
                  {rt('timeline.axis', { s: t })}
                </span>
              ))}
            </span>
          </div>
          {lanes.map((lane) => (
            <div key={lane.agent} class="troupe-timeline__lane" role="group" aria-label={lane.label} data-lane={lane.label}>
              <span class="troupe-timeline__label" title={lane.agent === lane.label ? lane.label : `${lane.label} (${lane.agent})`}>
                {lane.label}
              </span>
              <span class="troupe-timeline__track">
                {lane.bars.map((b) => (
                  <Bar
                    key={b.key}
                    id={b.key}
                    kind={b.kind}
                    start={b.start}
                    end={b.end}
                    running={b.running}
                    failed={b.failed}
                    name={barName(b, lane.label)}
                    selected={b.key === selected}
                    tabbable={b.key === current}
                    onSelect={select}
                    onFocusBar={setFocusKey}
                  />
                ))}
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Plain values only, and the scale in a CSS variable of the grid (`--t`, the timeline's length), so a
 * frame re-renders just the bars that grew (the running ones), not every bar when the scale moves.
 */
interface BarProps {
  id: string;
  kind: TimelineBar['kind'];
  start: number;
  end: number;
  running: boolean;
  failed: boolean;
  name: string;
  selected: boolean;
  tabbable: boolean;
  onSelect(key: string): void;
  onFocusBar(key: string): void;
}

const Bar = memo(function Bar(p: BarProps) {
  const cls = `troupe-bar troupe-bar--${p.kind}${p.running ? ' is-running' : ''}${p.failed ? ' is-failed' : ''}${p.selected ? ' is-selected' : ''}`;
  return (
    <button
      type="button"
      class={cls}
      style={{ '--s': String(p.start), '--d': String(p.end - p.start) }}
      data-bar={p.id}
      data-kind={p.kind}
      data-start={Math.round(p.start)}
      data-end={Math.round(p.end)}
      tabIndex={p.tabbable ? 0 : -1}
      aria-pressed={p.selected ? 'true' : 'false'}
      aria-label={p.name}
      title={p.name}
      onFocus={() => p.onFocusBar(p.id)}
      onClick={() => p.onSelect(p.id)}
    />
  );
});
