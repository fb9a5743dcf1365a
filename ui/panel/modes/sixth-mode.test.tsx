// @vitest-environment happy-dom
// A sixth mode in the panel: the made-up "sketch" mode's core descriptor (test/fixtures/sketch-mode.ts)
// is added to the core's registry, and its panel folder (test/fixtures/sketch-panel/: its descriptor,
// card and own strings in English, Simplified and Traditional Chinese) to what the glob of
// ui/panel/modes/*/index.ts finds. The mode select then names it and hints at it in its own words, the
// one Advanced renderer shows its limit with the range of its schema, its switch, its tools and its
// capsule placement, and an edit lands in its draft — and none of its words is in the panel's table.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { sketchEn } from '../../../test/fixtures/sketch-panel/i18n.ts';
import { lang, loadTable, stringsReady } from '../../i18n/index.ts';
import { panelEn, pt } from '../i18n.ts';
import { harness, openAdvanced } from '../testHarness.tsx';
import { MODE_CARD_FILES, modeHint, modeName, modeWord, PANEL_MODES } from './index.ts';

vi.mock('../../../src/core/modes/registry.ts', async (importOriginal) => {
  const { MODE_REGISTRY } = await importOriginal<typeof import('../../../src/core/modes/registry.ts')>();
  const { sketchMode } = await import('../../../test/fixtures/sketch-mode.ts');
  return { MODE_REGISTRY: [...MODE_REGISTRY, sketchMode] };
});

// The glob of the modes' folders, with the sketch's folder beside the five.
vi.mock('./files.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./files.ts')>();
  const { modeCard } = await import('../../../test/fixtures/sketch-panel/index.ts');
  return { MODE_CARD_MODULES: { ...real.MODE_CARD_MODULES, './sketch/index.ts': modeCard } };
});

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const SKETCH = 'sketch' as Mode;

describe('a sixth mode in the panel', () => {
  it('is found by its folder and listed after the five', () => {
    expect(PANEL_MODES).toEqual(['director', 'single', 'loop', 'spec', 'agenda', 'sketch']);
    expect(MODE_CARD_FILES.sketch).toBe('./sketch/index.ts');
  });

  it('brings its words in its own strings: the panel’s table has none of them', () => {
    for (const key of Object.keys(sketchEn)) expect(Object.keys(panelEn), key).not.toContain(key);
    expect(Object.keys(panelEn).filter((k) => k.includes('sketch'))).toEqual([]);
  });

  it('renders its own part and the Advanced block from its descriptor; an edited limit lands in its draft', () => {
    const { element, handle } = harness({ mode: SKETCH });
    const view = render(element);
    expect(view.getByText('The sketcher’s card')).toBeTruthy();
    const select = view.getByRole('combobox', { name: pt('panel.mode') }) as HTMLSelectElement;
    expect(within(select).getByRole('option', { name: 'Sketch (one stroke)' })).toBeTruthy();
    expect(view.getByText('One sketcher draws the scene in a few strokes of guidance.')).toBeTruthy();
    const advanced = openAdvanced();
    const limits = within(advanced).getByRole('region', { name: pt('section.limits') });
    const strokes = within(limits).getByRole('spinbutton', { name: 'Sketch strokes' }) as HTMLInputElement;
    expect([strokes.min, strokes.max, strokes.value]).toEqual(['1', '9', '3']);
    // Its shared setting keeps the words every mode shares.
    expect(within(limits).getByRole('spinbutton', { name: pt('common.retries') })).toBeTruthy();
    const behaviour = within(advanced).getByRole('region', { name: pt('section.behaviour') });
    expect(within(behaviour).getAllByRole('switch')).toHaveLength(1);
    expect(within(advanced).getByRole('region', { name: pt('section.tools') }).textContent).not.toContain(pt('tools.none'));
    expect(within(advanced).getByRole('region', { name: pt('section.capsule') })).toBeTruthy();
    fireEvent.change(strokes, { target: { value: '7' } });
    expect((handle.drafts[SKETCH] as unknown as { sketchStrokes: number }).sketchStrokes).toBe(7);
  });

  it('speaks Chinese from its own tables, Traditional made from its Simplified one', async () => {
    expect(await loadTable('sketch', 'zh-TW')).toMatchObject({ 'mode.sketch': '速寫（一筆）', 'sketch.card': '速寫者的卡' });
    lang.value = 'zh-CN';
    await stringsReady();
    expect([modeName(SKETCH), modeHint(SKETCH), modeWord(SKETCH, 'sketch.strokes')]).toEqual(['速写（一笔）', '一个速写者用几笔指导勾勒场景。', '速写笔画数']);
    render(harness({ mode: SKETCH }).element);
    expect(screen.getByText('速写者的卡片')).toBeTruthy();
    expect(within(openAdvanced()).getByRole('spinbutton', { name: '速写笔画数' })).toBeTruthy();
    lang.value = 'zh-TW';
    await stringsReady();
    expect([modeName(SKETCH), modeWord(SKETCH, 'sketch.strokes')]).toEqual(['速寫（一筆）', '速寫筆畫數']);
  });
});
