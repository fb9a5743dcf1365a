// The panel's modes: each mode has a folder here named after the mode (`<mode>/`): its card
// descriptor (`index.ts`, exporting `modeCard`), its card and its own strings (`i18n.ts` and its
// `<mode>.zh-*.ts` tables). The folders are found by name; a new mode's folder is all the panel needs (a
// test holds the folders to the core's mode registry). The mode select lists them by their `order`.
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { pt, type PanelKey } from '../i18n.ts';
import { MODE_CARD_MODULES } from './files.ts';
import type { ModeCardDescriptor, SomeModeCard } from './types.ts';

const FILES = MODE_CARD_MODULES;

/** Each mode's card descriptor, by the id of its core descriptor. */
export const MODE_CARDS = Object.fromEntries(Object.values(FILES).map((d) => [d.core.mode, d])) as unknown as { readonly [M in Mode]: ModeCardDescriptor<M> };

/** The files the descriptors came from, by mode (for the test that each is named after its mode). */
export const MODE_CARD_FILES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(FILES).map(([file, d]) => [d.core.mode, file]));

/** The modes in the panel's select, in their order. */
export const PANEL_MODES = (Object.values(FILES) as SomeModeCard[]).sort((a, b) => a.order - b.order).map((d) => d.core.mode as Mode);

/** The card descriptor of `mode`, for code that handles every mode alike. */
export function modeCard(mode: Mode): SomeModeCard {
  return MODE_CARDS[mode] as unknown as SomeModeCard;
}

/** The name of `mode` in the current language (its own strings' `mode.<mode>`). */
export const modeName = (mode: Mode): string => modeCard(mode).strings(`mode.${mode}`);

/** The hint under the mode select for `mode` (its own strings' `mode.hint.<mode>`). */
export const modeHint = (mode: Mode): string => modeCard(mode).strings(`mode.hint.${mode}`);

/** A word of `mode`'s settings: a key of its own strings, or else of the panel's (the words every mode shares). */
export const modeWord = (mode: Mode, key: string): string => {
  const own = modeCard(mode).strings;
  return Object.hasOwn(own.en, key) ? own(key) : pt(key as PanelKey);
};

/** Loads every mode's card chunk (tests render any card at once). */
export const loadModeCards = (): Promise<unknown> => Promise.all(Object.values(FILES).map((d) => d.lazyCard?.part.load()));
