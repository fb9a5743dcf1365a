// Each mode's words for the commands (its line in the mode list), found in the mode's own folder
// (src/core/engines/<mode>/words.ts) by name: a new mode's words file is all the commands need (a test
// holds the files to the mode registry). SillyTavern's boot module registers the commands before any
// mode's schema loads, so the words files import nothing and this module does not import the registry.
// Their Traditional Chinese is the Simplified converted at build time (scripts/hant-plugin.ts `?hant-ui`,
// as the commands' own table is).
import type { ModeWords } from '../../core/modes/types.ts';

const inOrder = (files: Record<string, ModeWords>): readonly ModeWords[] => Object.values(files).sort((a, b) => a.order - b.order);

/** Each mode's words, in the registry's order. */
export const MODE_WORDS: readonly ModeWords[] = inOrder(import.meta.glob<ModeWords>('../../core/engines/*/words.ts', { eager: true, import: 'modeWords' }));

/** The same words with their Chinese in Traditional characters. */
export const MODE_WORDS_HANT: readonly ModeWords[] = inOrder(
  import.meta.glob<ModeWords>('../../core/engines/*/words.ts', { eager: true, import: 'modeWords', query: '?hant-ui' }),
);

/** The modes' blurbs in one language, by mode, in the registry's order (the autocomplete's choices). */
export const modeBlurbs = (words: readonly ModeWords[], lang: 'en' | 'zh-CN'): Record<string, string> =>
  Object.fromEntries(words.map((w) => [w.mode, w.blurb[lang]]));
