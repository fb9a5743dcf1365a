// Entry bundled by bench/run-view.bench.mjs for Chromium (not shipped): window.runBench mounts the run
// view on a synthetic director turn of 100 requests over 45 lanes (with tool calls and queued
// sub-agents), then drives it live: each step records the next events of the turn and runs one
// animation frame of the view, timed (render + forced layout).
import { options, render } from 'preact';
import { signal } from '@preact/signals';
import type { RunsView } from '../../src/app/runs/runs-contract.ts';
import { createTrace, type Trace } from '../../src/core/trace/trace.ts';
import { RunViewDialog } from './RunViewDialog.tsx';

options.debounceRendering = (cb) => cb();

interface Step {
  at: number;
  run(trace: Trace): void;
}

/** The turn as a list of timed steps: main rounds, sub-agents dispatched in waves of 4 with 2 slots. */
function script(requests: number): Step[] {
  const steps: Step[] = [];
  const usage = { promptTokens: 1200, completionTokens: 80, totalTokens: 1280, cachedPromptTokens: 600 };
  let t = 0;
  let made = 0;
  let sub = 0;
  const request = (agent: string, round: number, start: number, ms: number, tool?: string) => {
    made++;
    steps.push({
      at: start,
      run: (tr) =>
        tr.record({
          type: 'request',
          agentId: agent,
          round,
          attempt: 0,
          request: {
            model: 'bench-model',
            messages: [
              { role: 'system', content: 'You are a bench agent.' },
              { role: 'user', content: 'x'.repeat(2000) },
            ],
            tools: [],
          },
        }),
    });
    for (let d = 1; d <= 4; d++)
      steps.push({ at: start + (ms * d) / 5, run: (tr) => tr.record({ type: 'text-delta', agentId: agent, round, attempt: 0, text: 'some streamed words ' }) });
    const calls = tool ? [{ id: `c${made}`, name: tool, arguments: '{}' }] : [];
    steps.push({
      at: start + ms,
      run: (tr) =>
        tr.record({
          type: 'response',
          agentId: agent,
          round,
          attempt: 0,
          durationMs: ms,
          completion: { content: 'some streamed words '.repeat(4), reasoning: '', toolCalls: calls, finishReason: tool ? 'tool_calls' : 'stop', usage },
        }),
    });
    if (tool) {
      steps.push({ at: start + ms + 1, run: (tr) => tr.record({ type: 'tool-call', agentId: agent, round, attempt: 0, index: 0, call: calls[0]! }) });
      steps.push({
        at: start + ms + 40,
        run: (tr) =>
          tr.record({ type: 'tool-result', agentId: agent, round, attempt: 0, index: 0, call: calls[0]!, ok: true, result: { ok: true }, durationMs: 39 }),
      });
    }
    return start + ms + (tool ? 41 : 0);
  };
  let round = 1;
  while (made < requests) {
    t = request('main', round++, t, 300, 'dispatch_subagent');
    // A wave of 4 sub-agents, 2 at a time: two wait in the queue.
    const wave = Math.min(4, Math.ceil((requests - made) / 3));
    for (let w = 0; w < wave && made < requests; w++) {
      const id = `subagent-${sub++}`;
      const queuedAt = t;
      const startAt = t + (w >= 2 ? 700 : 0);
      steps.push({ at: queuedAt, run: (tr) => (tr.label(id, `critic_${w}`), tr.event(id, 'subagent-queued', { subagentId: `critic_${w}`, task: 'Review.' })) });
      steps.push({ at: startAt, run: (tr) => tr.event(id, 'subagent-running', { subagentId: `critic_${w}` }) });
      let s = startAt;
      for (let r = 1; r <= 2 && made < requests; r++) s = request(id, r, s, 350, r === 1 ? 'chat_read_range' : undefined);
      steps.push({ at: s + 1, run: (tr) => tr.record({ type: 'end', agentId: id, rounds: 2, status: 'natural' }) });
    }
    t += 700 + 750;
  }
  return steps.sort((a, b) => a.at - b.at);
}

function fakeRuns(trace: Trace): RunsView {
  const never = async () => ({ ok: false as const, error: 'bench' });
  return {
    target: signal({ kind: 'latest' }),
    live: signal(trace),
    liveChatId: signal('c'),
    liveMode: signal('director'),
    chatId: signal('c'),
    turns: signal([]),
    totals: signal(null),
    prices: signal({ 'bench-model': { input: 2, cachedInput: 0.5, output: 8 } }),
    kept: signal(20),
    problem: signal(null),
    show: () => {},
    showMessage: () => false,
    close: () => {},
    load: async () => undefined,
    importTrace: () => ({ ok: false, error: 'bench' }),
    exportTrace: () => {},
    replay: never,
    setPrice: async () => {},
    setKept: async () => {},
    editCapsule: async () => ({ ok: false, error: 'bench' }),
  };
}

const settle = () => document.body.offsetHeight;

const api = {
  /**
   * Runs a whole turn of `requests` requests live. Each step records the events due at the next
   * 16 ms of turn time, then runs the view's pending frame. Returns the time of each frame (render +
   * layout) and the first render.
   */
  async live(requests = 100): Promise<{ first: number; frames: number[]; renders: number[]; bars: number; lanes: number }> {
    let clock = 0;
    const trace = createTrace({ mode: 'director', now: () => clock });
    const steps = script(requests);
    let pending: (() => void) | undefined;
    const schedule = (cb: () => void) => void (pending = cb);
    const root = document.createElement('div');
    document.body.append(root);
    const t0 = performance.now();
    render(<RunViewDialog runs={fakeRuns(trace)} schedule={schedule} />, root);
    settle();
    const first = performance.now() - t0;
    // Effects (the view's trace subscription) run after the next paint.
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    const frames: number[] = [];
    const renders: number[] = [];
    let i = 0;
    const end = steps.at(-1)!.at;
    for (clock = 0; clock <= end + 16; clock += 16) {
      while (i < steps.length && steps[i]!.at <= clock) steps[i++]!.run(trace);
      if (i === steps.length && trace.finished() === undefined) trace.finish('finalized');
      const frame = pending;
      pending = undefined;
      if (!frame) continue;
      const f0 = performance.now();
      frame();
      const f1 = performance.now();
      settle();
      const f2 = performance.now();
      frames.push(f2 - f0);
      renders.push(f1 - f0);
    }
    const bars = document.querySelectorAll('.troupe-bar').length;
    const lanes = document.querySelectorAll('.troupe-timeline__lane').length;
    render(null, root);
    root.remove();
    return { first, frames, renders, bars, lanes };
  },
};

(window as unknown as { runBench: typeof api }).runBench = api;
