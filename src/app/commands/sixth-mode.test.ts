// A sixth mode in the slash commands: the made-up "sketch" mode (test/fixtures/sketch-mode.ts) is added
// to the registry, and its words file (test/fixtures/sketch-words.ts) to what the glob of
// src/core/engines/*/words.ts finds. The commands then offer it and name it in English, Simplified and
// Traditional Chinese, from its own words — the commands' tables (messages.ts, messages-zh-CN.ts) never
// name it.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { toHantUi } from '../../../scripts/hant-plugin.ts';
import { MODE_DESCRIPTORS } from '../../core/modes/index.ts';
import type { ModeWords } from '../../core/modes/types.ts';
import { MODES, type Mode } from '../../core/profiles/modes.ts';
import { COMMAND_TABLES, useCommandLanguage } from './languages.ts';
import { MSG } from './messages.ts';
import { MODE_WORDS } from './mode-words.ts';
import { modeChoices } from './specs.ts';

vi.mock('../../core/modes/registry.ts', async (importOriginal) => {
  const { MODE_REGISTRY } = await importOriginal<typeof import('../../core/modes/registry.ts')>();
  const { sketchMode } = await import('../../../test/fixtures/sketch-mode.ts');
  return { MODE_REGISTRY: [...MODE_REGISTRY, sketchMode] };
});

// The glob of the modes' words files, with the sketch's beside the five (in Traditional too, converted
// at build time as the five are).
vi.mock('./mode-words.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./mode-words.ts')>();
  const { modeWords } = await import('../../../test/fixtures/sketch-words.ts');
  const hant = import.meta.glob<ModeWords>('../../../test/fixtures/sketch-words.ts', { import: 'modeWords', query: '?hant-ui' });
  const hantWords = await Object.values(hant)[0]!();
  return { ...real, MODE_WORDS: [...real.MODE_WORDS, modeWords], MODE_WORDS_HANT: [...real.MODE_WORDS_HANT, hantWords] };
});

afterEach(() => useCommandLanguage('en'));

const SKETCH = 'sketch' as Mode;
const words = MODE_DESCRIPTORS[SKETCH].words;

describe('a sixth mode in the commands', () => {
  test('is offered in the registry’s order, in the words its descriptor carries', () => {
    expect(MODES).toContain(SKETCH);
    expect(MODE_WORDS.map((w) => w.mode)).toEqual([...MODES]);
    expect(MODE_WORDS.at(-1)).toBe(words);
    expect(modeChoices().at(-1)).toEqual({ value: 'sketch', description: 'one sketcher draws guidance in a few strokes' });
    expect(MSG.unknownMode('x')).toContain('director, loop, spec, agenda, single, sketch');
  });

  test('speaks its words in Chinese, Simplified and Traditional', () => {
    expect(COMMAND_TABLES['zh-CN'].CHOICES.modes[SKETCH]).toBe('一个速写者用几笔画出作业说明');
    expect(COMMAND_TABLES['zh-TW'].CHOICES.modes[SKETCH]).toBe(toHantUi(words.blurb['zh-CN']));
    expect(COMMAND_TABLES['zh-TW'].CHOICES.modes[SKETCH]).toBe('一個速寫者用幾筆畫出作業說明');
    useCommandLanguage('zh-TW');
    expect(modeChoices().at(-1)!.description).toBe('一個速寫者用幾筆畫出作業說明');
    expect(MSG.unknownMode('x')).toContain('director、loop、spec、agenda、single、sketch');
  });

  test('the commands’ tables never name it: its words are its own', () => {
    for (const file of ['messages.ts', 'messages-zh-CN.ts', 'languages.ts', 'mode-words.ts'])
      expect(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'), file).not.toMatch(/sketch|速写/);
  });
});
