// The panel's modes: each mode's card descriptor is a file here named after the mode (`<mode>.ts`,
// exporting `modeCard`), found by name; a new mode's file is all the panel needs (a test holds the
// files to the core's mode registry). The mode select lists them by their `order`.
import type { Mode } from '../../../src/core/profiles/modes.ts';
import type { ModeCardDescriptor, SomeModeCard } from './types.ts';

const FILES = import.meta.glob<SomeModeCard>(['./*.ts', '!./index.ts', '!./types.ts', '!./*.test.ts'], { eager: true, import: 'modeCard' });

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

/** Loads every mode's card chunk (tests render any card at once). */
export const loadModeCards = (): Promise<unknown> => Promise.all(Object.values(FILES).map((d) => d.lazyCard?.part.load()));
