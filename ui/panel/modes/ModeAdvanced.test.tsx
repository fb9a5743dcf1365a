// @vitest-environment happy-dom
// Every mode's card descriptor names its core descriptor, and the Advanced block each mode shows is
// the one its descriptors describe: its limits (with their ranges) and the turn budget, its switches,
// its tools or the note that it has none, its capsule placement when it writes a capsule.
import { cleanup, fireEvent, render, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODE_DESCRIPTORS, type ModeDescriptor } from '../../../src/core/modes/index.ts';
import { defaultProfile } from '../../../src/core/profiles/parse.ts';
import { MODES } from '../../../src/core/profiles/modes.ts';
import { pt } from '../i18n.ts';
import { harness, openAdvanced } from '../testHarness.tsx';
import { loadModeCards, MODE_CARD_FILES, MODE_CARDS, modeCard, modeWord, PANEL_MODES } from './index.ts';
import { COMMON_WORDS, type SettingWords } from './types.ts';

beforeAll(() => loadModeCards());
afterEach(cleanup);

const wordsOf = (mode: (typeof MODES)[number], field: string): SettingWords => modeCard(mode).words[field] ?? COMMON_WORDS[field as keyof typeof COMMON_WORDS];

describe('the panel’s mode registry', () => {
  it('has a card descriptor per mode, built on that mode’s core descriptor', () => {
    expect(Object.keys(MODE_CARDS).sort()).toEqual([...MODES].sort());
    // The select's order: director, then the capsule modes from the cheapest up.
    expect(PANEL_MODES).toEqual(['director', 'single', 'loop', 'spec', 'agenda']);
    for (const m of MODES) {
      expect(MODE_CARDS[m].core).toBe(MODE_DESCRIPTORS[m]);
      expect(Boolean(MODE_CARDS[m].card) !== Boolean(MODE_CARDS[m].lazyCard)).toBe(true);
      // Found by name: each mode's folder is named after it.
      expect(MODE_CARD_FILES[m]).toBe(`./${m}/index.ts`);
      // Its words are its own area of strings, named after it.
      expect(MODE_CARDS[m].strings.area).toBe(m);
    }
  });
});

describe.each(MODES)('Advanced of %s', (mode) => {
  const d = MODE_DESCRIPTORS[mode] as ModeDescriptor;

  function setup() {
    const { element, handle } = harness({ mode });
    render(element);
    return { advanced: openAdvanced(), draft: () => handle.drafts[mode] as unknown as Record<string, unknown> };
  }

  it('shows its descriptor’s limits and switches, in order, with their ranges and words', () => {
    const { advanced } = setup();
    const limits = within(advanced).getByRole('region', { name: pt('section.limits') });
    const spins = within(limits).getAllByRole('spinbutton') as HTMLInputElement[];
    expect(spins).toHaveLength(d.limits.length + 1);
    d.limits.forEach(({ field, range }, i) => {
      const w = wordsOf(mode, field);
      const spin = within(limits).getByRole('spinbutton', { name: modeWord(mode, w.label) }) as HTMLInputElement;
      expect(spin).toBe(spins[i]);
      expect(spin.getAttribute('data-path') ?? spin.closest('[data-path]')?.getAttribute('data-path')).toBe(field);
      expect(Number(spin.min)).toBe(range.min / (w.scale ?? 1));
      expect(Number(spin.max)).toBe(range.max / (w.scale ?? 1));
    });
    expect(within(limits).getByRole('spinbutton', { name: pt('limits.budgetTokens') })).toBe(spins.at(-1));
    const behaviour = within(advanced).getByRole('region', { name: pt('section.behaviour') });
    const switches = within(behaviour).getAllByRole('switch') as HTMLInputElement[];
    const profile = defaultProfile(mode) as unknown as Record<string, unknown>;
    expect(switches.map((s) => s.checked)).toEqual(d.switches.map((f) => profile[f]));
    d.switches.forEach((f, i) => expect(within(behaviour).getByRole('switch', { name: modeWord(mode, wordsOf(mode, f).label) })).toBe(switches[i]));
  });

  it('shows its tools (or says it has none), its capsule placement when it writes one, the world book filter and the stall time', () => {
    const { advanced } = setup();
    const tools = within(advanced).getByRole('region', { name: pt('section.tools') });
    expect(tools.textContent?.includes(pt('tools.none'))).toBe(d.tools.length === 0);
    const note = modeCard(mode).toolsNote;
    if (note) expect(tools.textContent).toContain(modeWord(mode, note));
    expect(within(advanced).queryByRole('region', { name: pt('section.capsule') }) !== null).toBe(d.output === 'capsule');
    expect(within(advanced).getByRole('region', { name: pt('section.lorebook') })).toBeTruthy();
    expect(within(advanced).getByRole('region', { name: pt('section.orchestration') })).toBeTruthy();
  });

  it('an edited limit lands in the draft and the summary names it', () => {
    const { advanced, draft } = setup();
    const { field, range } = d.limits[0]!;
    const w = wordsOf(mode, field);
    const spin = within(advanced).getByRole('spinbutton', { name: modeWord(mode, w.label) });
    const stored = range.def === range.max ? range.min : range.max;
    const value = stored / (w.scale ?? 1);
    fireEvent.change(spin, { target: { value: String(value) } });
    expect(draft()[field]).toBe(stored);
    expect(advanced.querySelector('.troupe-advanced__summary')!.textContent).toContain(`${modeWord(mode, w.label)} ${value}`);
  });
});
