// Entry bundled by bench/ui.bench.mjs for Chromium (not shipped): window.panelBench mounts the panel
// over 1,000 installed skills and a director profile of 50 sub-agents, and times renders and chip
// edits. Re-renders are made synchronous so one click = one measured update.
import { options, render } from 'preact';
import { defaultProfile } from '../../src/core/profiles/index.ts';
import type { Mode } from '../../src/core/profiles/modes.ts';
import { lang, loadLang, type Lang } from '../i18n/index.ts';
import { bigInventory } from '../skills/testFixtures.ts';
import { bigDirector } from './benchFixtures.ts';
import type { LastRun } from '../../src/app/panel-contract.ts';
import { harness } from './testHarness.tsx';

options.debounceRendering = (cb) => cb();

const settle = (el: HTMLElement) => el.offsetHeight; // forces style + layout

function fresh(): HTMLElement {
  const old = document.getElementById('bench-root');
  if (old) {
    render(null, old);
    old.remove();
  }
  const root = document.createElement('div');
  root.id = 'bench-root';
  document.body.append(root);
  return root;
}

export interface RenderSample {
  /** Preact render (script) only. */
  script: number;
  /** Script plus the forced style/layout of the result. */
  total: number;
}

const inventory = bigInventory(1000);

const api = {
  skills: inventory.length,
  /** Mounts the panel from scratch. */
  mount(agents = 50): RenderSample {
    const root = fresh();
    const { element } = harness({ inventory, profiles: { director: bigDirector(agents, inventory) } });
    const t0 = performance.now();
    render(element, root);
    const t1 = performance.now();
    settle(root);
    const t2 = performance.now();
    return { script: t1 - t0, total: t2 - t0 };
  },
  /**
   * Mounts the panel, then lets the remaining rows mount frame by frame. Reports the first
   * (synchronous) render, every later frame's render + layout, and the wall time until complete.
   */
  async mountComplete(agents = 50): Promise<{ first: RenderSample; frames: number[]; wall: number }> {
    const frames: number[] = [];
    const orig = window.requestAnimationFrame;
    window.requestAnimationFrame = (cb) =>
      orig((t) => {
        const t0 = performance.now();
        cb(t);
        const root = document.getElementById('bench-root');
        if (root) settle(root);
        frames.push(performance.now() - t0);
      });
    try {
      const t0 = performance.now();
      const first = api.mount(agents);
      while (document.querySelector('#bench-root .troupe-row--pending')) await new Promise((r) => orig(r));
      return { first, frames, wall: performance.now() - t0 };
    } finally {
      window.requestAnimationFrame = orig;
    }
  },
  /** Removes the first visible chip of sub-agent `agent` (the panel must be mounted). */
  chipEdit(agent: number): RenderSample {
    const root = document.getElementById('bench-root')!;
    // Team rows are compact: the agent's editor (with its editable chips) opens first, outside the
    // timing. Its toggle follows the main agent's.
    const toggle = root.querySelectorAll<HTMLButtonElement>('.troupe-row__toggle')[agent + 1];
    if (toggle && toggle.getAttribute('aria-expanded') !== 'true') {
      toggle.click();
      settle(root);
    }
    const row = root.querySelector(`[data-row-id="${agent}"]`);
    const chip = row?.querySelector<HTMLButtonElement>('.troupe-chip--visible');
    if (!chip) throw new Error(`no visible chip in row ${agent}`);
    const before = row!.querySelectorAll('.troupe-chip').length;
    const t0 = performance.now();
    chip.click();
    const t1 = performance.now();
    settle(root);
    const t2 = performance.now();
    if (row!.querySelectorAll('.troupe-chip').length >= before) throw new Error('the chip edit did not re-render the row');
    return { script: t1 - t0, total: t2 - t0 };
  },
  /** The built-in profile of a mode with a card, a running turn and a few skills (for screenshots). */
  async showcase(mode: Mode, language: Lang = 'en'): Promise<void> {
    await loadLang(language);
    lang.value = language;
    const root = fresh();
    const few = inventory.slice(0, 40);
    const { element } = harness({
      mode,
      inventory: few,
      profiles: { [mode]: { ...defaultProfile(mode), skills: { visible: ['skill-0000', 'skill-0003', 'missing-skill'], deny: ['skill-0006'] } } },
      card: { name: 'Alice', avatar: 'alice.png', overrideActive: true },
      presets: {
        items: [
          { id: 'default', name: 'Default' },
          { id: 'p-1', name: 'Noir' },
        ],
        activeId: 'p-1',
        dirty: true,
      },
      connections: [
        { value: 'fast', label: 'Fast' },
        { value: 'strong', label: 'Strong' },
      ],
      promptPresets: [{ value: 'tools', label: 'Tools only' }],
      lastRun: { status: 'running', mode, durationMs: 12400, detail: '3 sub-agents running' },
    });
    render(element, root);
  },
  /**
   * Mounts the panel, then feeds the status line a run's updates (running with a growing detail,
   * a long error, done). Returns the largest move of the mode card's top edge, in CSS pixels.
   */
  statusShift(): number {
    const root = fresh();
    let setRun: (r: LastRun | null) => void = () => {};
    const { element } = harness({ inventory, profiles: { director: bigDirector(12, inventory) }, lastRunRef: (set) => (setRun = set) });
    render(element, root);
    const card = () => root.querySelector('.troupe-card')!.getBoundingClientRect().top;
    const top = card();
    let worst = 0;
    const updates: (LastRun | null)[] = [];
    for (let i = 0; i < 18; i++) {
      updates.push({ status: 'running', mode: 'director', durationMs: i * 700, detail: `${i} tool calls · ${'sub-agent '.repeat(i)}` });
    }
    updates.push({ status: 'error', mode: 'director', durationMs: 13000, error: 'HTTP 429 Too Many Requests — '.repeat(6) });
    updates.push({ status: 'done', mode: 'director', durationMs: 14000 });
    for (const u of updates) {
      setRun(u);
      worst = Math.max(worst, Math.abs(card() - top));
    }
    return worst;
  },
  rows(): number {
    return document.querySelectorAll('#bench-root [data-row-id]').length;
  },
};

(window as unknown as { panelBench: typeof api }).panelBench = api;
