// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { createApp } from '../../src/app/app.ts';
import type { ChatRequest } from '../../src/core/llm/types.ts';
import type { DirectorProfile } from '../../src/core/profiles/schemas/director.ts';
import { createTrace } from '../../src/core/trace/trace.ts';
import { fakeModel, type Responder } from '../../test/fixtures/director/fake-model.ts';
import { memoryHost } from '../../test/fixtures/memory-host.ts';
import { TroupePanel } from '../app/TroupePanel.tsx';
import { lang, loadTable } from '../i18n/index.ts';
import { notesEn } from '../notes/i18n.ts';
import { runEn } from './i18n.ts';
import { useTraceFrame } from './useFrame.ts';

let n = 0;
afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const isMain = (r: ChatRequest) => !!r.tools?.some((t) => t.name === 'finalize');
const said = (r: ChatRequest) => r.messages.filter((m) => m.role === 'tool').length;
const U = (p: number, c: number, cached = 0) => ({
  promptTokens: p,
  completionTokens: c,
  totalTokens: p + c,
  ...(cached ? { cachedPromptTokens: cached } : {}),
});

/** Main writes, dispatches two critics at once (their reports are the calls' results), reads the draft back, finalizes. Every response reports usage. */
const director =
  (gate?: Promise<unknown>): Responder =>
  (r) => {
    if (isMain(r)) {
      switch (said(r)) {
        case 0:
          return { toolCalls: [{ name: 'write_message', args: { text: 'Mira lit the lamp.' } }], usage: U(1000, 100, 400) };
        case 1:
          return {
            toolCalls: [
              { name: 'dispatch_subagent', args: { subagentId: 'voice_critic', task: 'Voice.' } },
              { name: 'dispatch_subagent', args: { subagentId: 'continuity_critic', task: 'Continuity.' } },
            ],
            usage: U(1100, 50),
          };
        case 3:
          return { toolCalls: [{ name: 'get_draft', args: {} }], usage: U(1200, 20) };
        default:
          return { toolCalls: [{ name: 'finalize', args: {} }], usage: U(1300, 5) };
      }
    }
    return { text: 'Fine as it is.', usage: U(500, 30), ...(gate ? { gate } : {}) };
  };

async function setup(respond: Responder) {
  const model = fakeModel(respond);
  const host = memoryHost(model);
  const app = createApp({ prefix: `ui-run-${++n}-`, host });
  await app.ready;
  await app.profiles.setEnabled(true);
  const draft = app.profiles.drafts.value.director as DirectorProfile;
  app.profiles.setDraft('director', { ...draft, subAgents: draft.subAgents.filter((a) => a.id === 'voice_critic' || a.id === 'continuity_critic') });
  await app.profiles.save('director');
  render(<TroupePanel app={app} />);
  return { app, host, model };
}

const dialog = () => screen.getByRole('dialog', { name: 'Run view' });
/** The run view and the notes panel are chunks of their own: the first opening imports them. */
const FIRST_LOAD = { timeout: 10_000 };
const laneLabels = () => [...dialog().querySelectorAll('.troupe-timeline__lane')].map((l) => l.getAttribute('data-lane'));

describe('the run view', () => {
  test('opens from the panel on the last turn: lanes per agent, bars by keyboard, the request shown, cost from the price table', async () => {
    const { app, host } = await setup(director());
    await host.generate('normal');
    await waitFor(() => expect(app.runs!.turns.value).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Run view' }));
    await waitFor(() => expect(laneLabels()).toEqual(['main', 'voice_critic', 'continuity_critic']), FIRST_LOAD);
    const d = dialog();
    // Four main rounds (write, dispatch both, read the draft, finalize); each critic one request.
    expect(within(d).getAllByRole('button', { name: /^main: request, round \d/ })).toHaveLength(4);
    expect(within(d).getAllByRole('button', { name: /^voice_critic: request/ })).toHaveLength(1);
    // Keyboard: the first bar is in the tab order; ArrowRight moves along main's lane, Enter shows it.
    const first = within(d).getByRole('button', { name: /^main: request, round 1,/ });
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const next = document.activeElement as HTMLElement;
    expect(next.getAttribute('aria-label')).toMatch(/^main: write_message,/);
    fireEvent.keyDown(next, { key: 'ArrowDown' });
    expect((document.activeElement as HTMLElement).getAttribute('aria-label')).toMatch(/^voice_critic: /);
    fireEvent.click(first);
    const detail = within(d).getByRole('region', { name: 'Selected' });
    expect(within(detail).getByText('Tokens: 1,000 in (400 cached) · 100 out')).toBeTruthy();
    expect(within(detail).getByText('Mira lit the lamp.', { exact: false })).toBeTruthy();
    // No price yet: the table says so; then a price is set in the editor.
    const agents = within(d).getByRole('region', { name: 'Per agent' });
    expect(within(agents).getByText(/No price for test-model/)).toBeTruthy();
    fireEvent.input(within(d).getByRole('spinbutton', { name: 'Input price for test-model' }), { target: { value: '2' } });
    fireEvent.input(within(d).getByRole('spinbutton', { name: 'Cached input price for test-model' }), { target: { value: '0.5' } });
    fireEvent.input(within(d).getByRole('spinbutton', { name: 'Output price for test-model' }), { target: { value: '10' } });
    fireEvent.click(within(d).getByRole('button', { name: 'Save: test-model' }));
    await waitFor(() => expect(app.profiles.settings.value.prices['test-model']).toEqual({ input: 2, cachedInput: 0.5, output: 10 }));
    const cost = (p: number, cached: number, c: number) => ((p - cached) * 2 + cached * 0.5 + c * 10) / 1e6;
    const main = cost(1000, 400, 100) + cost(1100, 0, 50) + cost(1200, 0, 20) + cost(1300, 0, 5);
    await waitFor(() => expect(agents.querySelector('[data-agent="main"] td:last-child')!.textContent).toBe(main.toFixed(4)));
    expect(agents.querySelector('[data-agent="voice_critic"] td:last-child')!.textContent).toBe(cost(500, 0, 30).toFixed(4));
    expect(agents.querySelector('tfoot td:last-child')!.textContent).toBe((main + 2 * cost(500, 0, 30)).toFixed(4));
    expect(within(d).getByRole('region', { name: 'This chat so far' }).textContent).toContain(
      `1 turn · ${(4775 + 1060).toLocaleString('en-US')} tokens · ${(main + 2 * cost(500, 0, 30)).toFixed(4)}`,
    );
  });

  test('live: the run in progress shows running bars; it updates once per frame however many events come', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { app, host } = await setup(director(gate));
    const done = host.generate('normal');
    await waitFor(() => expect(app.orchestrator!.running.value).not.toBeNull());
    app.runs!.show();
    await waitFor(() => expect(within(dialog()).getAllByRole('button', { name: /voice_critic: request, round 1, .*running/ })).toHaveLength(1), FIRST_LOAD);
    expect(within(dialog()).getByText(/running$/, { selector: '.troupe-run__status' })).toBeTruthy();
    release();
    await done;
    await waitFor(() => expect(within(dialog()).queryAllByRole('button', { name: /running/ })).toHaveLength(0));
    await waitFor(() => expect(dialog().querySelector('.troupe-run__status')!.textContent).toMatch(/finalized/));
  });

  test('useTraceFrame asks for one frame per burst of changes', async () => {
    const frames: (() => void)[] = [];
    const schedule = (cb: () => void) => void frames.push(cb);
    const trace = createTrace({ mode: 'loop' });
    let renders = 0;
    function Probe() {
      useTraceFrame(trace, schedule);
      renders++;
      return null;
    }
    render(<Probe />);
    expect(frames).toHaveLength(1);
    for (let i = 0; i < 50; i++) trace.event('a', `e${i}`);
    expect(frames).toHaveLength(1);
    const before = renders;
    frames.shift()!();
    await waitFor(() => expect(renders).toBe(before + 1));
    // While the turn runs, the next frame is asked for (bars grow); once finished, no more.
    expect(frames).toHaveLength(1);
    trace.finish('completed');
    frames.shift()!();
    await waitFor(() => expect(renders).toBe(before + 2));
    expect(frames).toHaveLength(0);
  });

  test('import a trace file and replay it offline to the same reply; a damaged file is refused', async () => {
    const { app, host, model } = await setup(director());
    await host.generate('normal');
    await waitFor(() => expect(app.runs!.turns.value).toHaveLength(1));
    const stored = (await app.runs!.load('chat-1', app.runs!.turns.value[0]!.id))!;
    app.runs!.show();
    const input = await waitFor(() => within(dialog()).getByLabelText('Trace file to import') as HTMLInputElement, FIRST_LOAD);
    const file = (name: string, text: string) => Object.assign(new File([text], name, { type: 'application/json' }), {});
    fireEvent.change(input, { target: { files: [file('broken.json', '{"format":"troupe_trace_v1"}')] } });
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toMatch(/^broken\.json: The trace is damaged at/));
    fireEvent.change(input, { target: { files: [file('shared.json', JSON.stringify(stored.trace))] } });
    await waitFor(() => expect((within(dialog()).getByRole('combobox', { name: 'Turn' }) as HTMLSelectElement).value).toBe('imported'));
    const sent = model.requests.length;
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Replay offline' }));
    await waitFor(() => expect(within(dialog()).getByText(/The replay wrote the same reply as the recording \(6 of 6 requests answered\)/)).toBeTruthy());
    expect(model.requests.length).toBe(sent);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Show the replay’s run' }));
    await waitFor(() => expect(within(dialog()).getByText(/Showing the offline replay, not the recording\./)).toBeTruthy());
    expect(laneLabels()).toEqual(['main', 'voice_critic', 'continuity_critic']);
  });

  test('the injected capsule of a loop turn is shown and edited in the run view; a swipe injects the edit', async () => {
    const loop: Responder = (r) =>
      r.tools?.some((t) => t.name === 'finalize')
        ? { toolCalls: [{ name: 'finalize', args: { capsule_text: 'Let Mira hesitate.' } }] }
        : { text: 'The main reply.' };
    const { app, host, model } = await setup(loop);
    await app.profiles.setMode('loop');
    await host.generate('normal');
    await waitFor(() => expect(app.runs!.turns.value).toHaveLength(1));
    app.runs!.show();
    const section = await waitFor(() => within(dialog()).getByRole('region', { name: 'Injected capsule' }), FIRST_LOAD);
    const box = within(section).getByRole('textbox', { name: 'Guidance' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Let Mira hesitate.');
    fireEvent.input(box, { target: { value: 'Let Mira refuse outright.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save guidance' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toMatch(/^Saved\. Swipes/));
    await waitFor(() => expect(within(dialog()).getByRole('region', { name: 'Injected capsule' }).textContent).toContain('edited'));
    const before = model.requests.length;
    const swipe = await host.generate('swipe');
    expect(model.requests.length).toBe(before);
    expect((swipe.decision as { capsule: { text: string } }).capsule.text).toContain('Let Mira refuse outright.');
  });

  test('note text is shown as text, never as HTML', async () => {
    const { host } = await setup(director());
    host.notes = [{ id: 'n1', text: '<img src=x onerror="globalThis.__pwned=1">Bell', status: 'open', openedBy: 'notes_curator', openedTurn: 3 } as never];
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const item = await waitFor(() => within(screen.getByRole('dialog', { name: 'Notes' })).getByRole('listitem', { name: /Bell/ }), FIRST_LOAD);
    expect(item.querySelector('img')).toBeNull();
    expect(item.textContent).toContain('<img src=x');
    expect(item.textContent).toContain('Opened by notes_curator in message #3');
  });

  test('the notes panel: add, edit, close, reopen and delete, with who and when; in Chinese too', async () => {
    const { app, host } = await setup(director());
    fireEvent.click(screen.getByRole('button', { name: 'Notes' }));
    const d = await waitFor(() => screen.getByRole('dialog', { name: 'Notes' }), FIRST_LOAD);
    const add = within(d).getByRole('region', { name: 'New note' });
    fireEvent.input(within(add).getByRole('textbox', { name: 'Note' }), { target: { value: 'The ferry leaves at six.' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add note' }));
    const item = await waitFor(() => within(d).getByRole('listitem', { name: 'Note: The ferry leaves at six.' }));
    expect(item.textContent).toContain('Opened by you in message #1');
    fireEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    fireEvent.input(within(item).getByRole('textbox', { name: 'Note' }), { target: { value: 'The ferry leaves at seven.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(host.notes[0]!.text).toBe('The ferry leaves at seven.'));
    const edited = await waitFor(() => within(d).getByRole('listitem', { name: 'Note: The ferry leaves at seven.' }));
    fireEvent.click(within(edited).getByRole('button', { name: 'Close' }));
    fireEvent.input(within(edited).getByRole('textbox', { name: 'Why it is closed (optional)' }), { target: { value: 'sailed' } });
    fireEvent.click(within(edited).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(d).getByRole('region', { name: 'Closed (1)' })).toBeTruthy());
    expect(within(d).getByRole('region', { name: 'Closed (1)' }).textContent).toContain('Closed by you in message #1 · Why: sailed');
    lang.value = 'zh-CN';
    await waitFor(() => expect(screen.getByRole('dialog', { name: '笔记' })).toBeTruthy());
    const closed = within(screen.getByRole('dialog', { name: '笔记' })).getByRole('region', { name: '已关闭（1）' });
    fireEvent.click(within(closed).getByRole('button', { name: '重新打开' }));
    await waitFor(() => expect(host.notes[0]!.status).toBe('open'));
    const open = await waitFor(() => within(screen.getByRole('dialog', { name: '笔记' })).getByRole('region', { name: '未关闭（1）' }));
    fireEvent.click(within(open).getByRole('button', { name: '删除' }));
    fireEvent.click(within(open).getAllByRole('button', { name: '删除' }).at(-1)!);
    await waitFor(() => expect(host.notes).toEqual([]));
    expect(app.notes!.notes.value).toEqual([]);
  });
});

describe('what a turn cost (run view)', () => {
  const turnLine = () => document.querySelector('[data-testid="turn-cost"]')?.textContent;

  test('a recorded turn states its requests and the input tokens the provider reported', async () => {
    const { app, host } = await setup(director());
    await host.generate('normal');
    await waitFor(() => expect(app.runs!.turns.value).toHaveLength(1));
    app.runs!.show();
    // Four main requests and two critics; 4,600 + 2 × 500 prompt tokens. The engine records the serial calls
    // (four main rounds, the critics in parallel: five) and one plain reply's input, so the ratio is stated too.
    await waitFor(() => expect(turnLine()).toMatch(/^This turn: 5 serial calls · 6 requests · 5\.6 k input tokens · \d+× a plain reply$/), FIRST_LOAD);
  });

  test('with the engine’s events it adds the serial calls and the ratio; unreported usage is said, not estimated; in Chinese', async () => {
    const { app } = await setup(director());
    const entry = { at: 0, round: 1, attempt: 0 };
    const trace = {
      format: 'troupe_trace_v1',
      mode: 'director',
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 10,
      status: 'finalized',
      usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
      agents: [],
      entries: [
        { at: 0, agent: 'turn', kind: 'event', name: 'plain-reply', data: { chars: 1000 } },
        {
          ...entry,
          agent: 'main',
          kind: 'request',
          model: 'm',
          stream: true,
          messages: [{ role: 'user', content: 'x' }],
          tools: [],
          params: {},
          inputChars: 30_000,
          toolChars: 5000,
        },
        {
          ...entry,
          agent: 'main',
          kind: 'response',
          durationMs: 1,
          content: '',
          reasoning: '',
          toolCalls: [],
          finishReason: 'stop',
          usage: { promptTokens: 9000, completionTokens: 1, totalTokens: 9001 },
        },
        {
          ...entry,
          agent: 'main',
          round: 2,
          kind: 'request',
          model: 'm',
          stream: true,
          messages: [{ role: 'user', content: 'x' }],
          tools: [],
          params: {},
          inputChars: 34_000,
          toolChars: 5000,
        },
        { ...entry, agent: 'main', round: 2, kind: 'response', durationMs: 1, content: '', reasoning: '', toolCalls: [], finishReason: 'stop' },
        { at: 5, agent: 'main', kind: 'event', name: 'critical-path', data: { calls: 2 } },
      ],
    };
    expect(app.runs!.importTrace('t.json', JSON.stringify(trace)).ok).toBe(true);
    await waitFor(
      () => expect(turnLine()).toBe('This turn: 2 serial calls · 2 requests · tokens not reported by the provider · 64× a plain reply'),
      FIRST_LOAD,
    );
    expect(turnLine()).not.toMatch(/\d k input tokens|\$|cost/i);
    lang.value = 'zh-CN';
    await waitFor(() => expect(turnLine()).toBe('本轮： 2 次串行调用 · 2 个请求 · 提供方未报告 token 用量 · 普通回复的 64 倍'));
  });
});

const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)/g)].map((m) => m[1]))].sort();
test('run view and notes strings: every language, same keys and parameters', async () => {
  for (const [en, zh] of [
    [runEn, await loadTable('run', 'zh-CN')],
    [runEn, await loadTable('run', 'zh-TW')],
    [notesEn, await loadTable('notes', 'zh-CN')],
    [notesEn, await loadTable('notes', 'zh-TW')],
  ] as [Record<string, string>, Record<string, string>][]) {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of Object.entries(en)) expect(params(zh[k]!), k).toEqual(params(v));
  }
});
