// A trace as a timeline: one lane per agent (in the order agents appeared), with a bar for every model
// request (request → response), every tool call (call → result) and a queued sub-agent's wait
// (queued → running). Bars still open end at `now` and are marked running.
import { requestKey, type TraceEntry } from './trace.ts';

export type TimelineBarKind = 'request' | 'tool' | 'wait';

export interface TimelineBar {
  /** Stable across re-reads of a growing trace. */
  key: string;
  kind: TimelineBarKind;
  agent: string;
  /** ms since the trace started. */
  start: number;
  end: number;
  running: boolean;
  /** Index in the entries of what opened it (request, tool-call, subagent-queued event). */
  entry: number;
  /** Index of what closed it (response, tool-result, subagent-running event). */
  endEntry?: number;
  /** Request bars: the round; tool bars: the tool's name. */
  round?: number;
  attempt?: number;
  tool?: string;
  /** A response with an error, a tool result with `ok: false`, a wait that ended cancelled. */
  failed: boolean;
}

export interface TimelineLane {
  agent: string;
  label: string;
  bars: TimelineBar[];
}

export interface Timeline {
  lanes: TimelineLane[];
  /** The end of the last bar (or `now`). */
  duration: number;
}

const SUBAGENT_WAIT_END = new Set(['subagent-running', 'subagent-cancelled', 'subagent-failed']);

/**
 * Lanes and bars of `entries`. `labels` names agents (a trace's `agents()`: `subagent-0` → `chat_scout`);
 * `now` is where open bars end (a live trace's `elapsed()`); default: the last entry's time. `finished`:
 * the turn is over, so bars still open were cut off (shown failed, not running).
 */
export function buildTimeline(entries: readonly TraceEntry[], opts: { labels?: ReadonlyMap<string, string>; now?: number; finished?: boolean } = {}): Timeline {
  const lanes = new Map<string, TimelineLane>();
  const openRequests = new Map<string, TimelineBar[]>();
  const openTools = new Map<string, TimelineBar>();
  const openWaits = new Map<string, TimelineBar>();
  let last = 0;
  const lane = (agent: string) => {
    let l = lanes.get(agent);
    if (!l) lanes.set(agent, (l = { agent, label: opts.labels?.get(agent) ?? agent, bars: [] }));
    return l;
  };
  entries.forEach((e, i) => {
    last = Math.max(last, e.at);
    switch (e.kind) {
      case 'request': {
        const key = requestKey(e.agent, e.round, e.attempt);
        const bars = openRequests.get(key) ?? [];
        const bar: TimelineBar = {
          key: `r${i}`,
          kind: 'request',
          agent: e.agent,
          start: e.at,
          end: e.at,
          running: true,
          entry: i,
          round: e.round,
          attempt: e.attempt,
          failed: false,
        };
        bars.push(bar);
        openRequests.set(key, bars);
        lane(e.agent).bars.push(bar);
        break;
      }
      case 'response': {
        const bar = openRequests.get(requestKey(e.agent, e.round, e.attempt))?.shift();
        if (!bar) break;
        bar.end = e.at;
        bar.running = false;
        bar.endEntry = i;
        bar.failed = !!e.error;
        break;
      }
      case 'tool-call': {
        const bar: TimelineBar = {
          key: `t${i}`,
          kind: 'tool',
          agent: e.agent,
          start: e.at,
          end: e.at,
          running: true,
          entry: i,
          round: e.round,
          tool: e.name,
          failed: false,
        };
        openTools.set(`${e.agent}\u0000${e.callId}`, bar);
        lane(e.agent).bars.push(bar);
        break;
      }
      case 'tool-result': {
        const id = `${e.agent}\u0000${e.callId}`;
        const bar = openTools.get(id);
        if (!bar) break;
        openTools.delete(id);
        bar.end = e.at;
        bar.running = false;
        bar.endEntry = i;
        bar.failed = !e.ok;
        break;
      }
      case 'event': {
        if (e.name === 'subagent-queued') {
          const bar: TimelineBar = { key: `w${i}`, kind: 'wait', agent: e.agent, start: e.at, end: e.at, running: true, entry: i, failed: false };
          openWaits.set(e.agent, bar);
          lane(e.agent).bars.push(bar);
        } else if (SUBAGENT_WAIT_END.has(e.name)) {
          const bar = openWaits.get(e.agent);
          if (!bar) break;
          openWaits.delete(e.agent);
          bar.end = e.at;
          bar.running = false;
          bar.endEntry = i;
          bar.failed = e.name !== 'subagent-running';
        }
        break;
      }
      case 'agent-end': {
        // An agent that ended closes whatever it left open (an aborted request, a tool cut short).
        for (const b of lane(e.agent).bars) {
          if (!b.running) continue;
          b.end = e.at;
          b.running = false;
          b.failed = true;
        }
        break;
      }
    }
  });
  const now = opts.now ?? last;
  let duration = now;
  // A sub-agent that started at once has no wait: nothing happened between its queueing and its start
  // but the dispatch of its siblings and the start of those ahead of it in free slots (the dispatches
  // of one response are queued together, then run).
  const waited = (b: TimelineBar) => {
    for (let j = b.entry + 1; j < (b.endEntry ?? entries.length); j++) {
      const x = entries[j]!;
      if (x.kind !== 'tool-call' && !(x.kind === 'event' && (x.name === 'subagent-queued' || x.name === 'subagent-running'))) return true;
    }
    return false;
  };
  for (const l of lanes.values()) {
    l.bars = l.bars.filter((b) => b.kind !== 'wait' || waited(b));
    for (const b of l.bars) {
      if (b.running) b.end = Math.max(b.start, now);
      // A finished turn has nothing running: what is still open was cut off.
      if (b.running && opts.finished) {
        b.running = false;
        b.failed = true;
      }
      duration = Math.max(duration, b.end);
    }
  }
  return { lanes: [...lanes.values()].filter((l) => l.bars.length > 0), duration };
}
