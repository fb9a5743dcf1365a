// @vitest-environment happy-dom
// A sixth mode in the panel: the made-up "sketch" mode (test/fixtures/sketch-mode.ts) is added to the
// core's registry, and its card file to the panel's modes (what the glob of ui/panel/modes/*.ts would
// find). The one Advanced renderer then shows its limit with the range of its schema, its switch, its
// tools and its capsule placement, and an edit lands in its draft.
import { cleanup, fireEvent, render, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { pt } from '../i18n.ts';
import { harness, openAdvanced } from '../testHarness.tsx';

vi.mock('../../../src/core/modes/registry.ts', async (importOriginal) => {
  const { MODE_REGISTRY } = await importOriginal<typeof import('../../../src/core/modes/registry.ts')>();
  const { sketchMode } = await import('../../../test/fixtures/sketch-mode.ts');
  return { MODE_REGISTRY: [...MODE_REGISTRY, sketchMode] };
});

vi.mock('./index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./index.ts')>();
  const { sketchMode } = await import('../../../test/fixtures/sketch-mode.ts');
  const sketchCard = { core: sketchMode, order: 5, card: () => <p>The sketcher’s card</p>, words: { sketchStrokes: { label: 'loop.maxRounds' } } };
  const cards = { ...real.MODE_CARDS, sketch: sketchCard } as unknown as typeof real.MODE_CARDS;
  return { ...real, MODE_CARDS: cards, PANEL_MODES: [...real.PANEL_MODES, 'sketch'], modeCard: (mode: string) => cards[mode as Mode] };
});

afterEach(cleanup);

const SKETCH = 'sketch' as Mode;

describe('a sixth mode’s card', () => {
  it('renders its own part and the Advanced block from its descriptor; an edited limit lands in its draft', () => {
    const { element, handle } = harness({ mode: SKETCH });
    const view = render(element);
    expect(view.getByText('The sketcher’s card')).toBeTruthy();
    const advanced = openAdvanced();
    const limits = within(advanced).getByRole('region', { name: pt('section.limits') });
    const strokes = within(limits).getByRole('spinbutton', { name: pt('loop.maxRounds') }) as HTMLInputElement;
    expect([strokes.min, strokes.max, strokes.value]).toEqual(['1', '9', '3']);
    const behaviour = within(advanced).getByRole('region', { name: pt('section.behaviour') });
    expect(within(behaviour).getAllByRole('switch')).toHaveLength(1);
    expect(within(advanced).getByRole('region', { name: pt('section.tools') }).textContent).not.toContain(pt('tools.none'));
    expect(within(advanced).getByRole('region', { name: pt('section.capsule') })).toBeTruthy();
    fireEvent.change(strokes, { target: { value: '7' } });
    expect((handle.drafts[SKETCH] as unknown as { sketchStrokes: number }).sketchStrokes).toBe(7);
  });
});
