// The panel's mode registry: each mode's card descriptor (its file here). A new mode adds its line;
// the type makes the registry name every mode of MODES. Its order is the mode select's: director,
// then the capsule modes from the cheapest (single) up.
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { agendaCard } from './agenda.ts';
import { directorCard } from './director.ts';
import { loopCard } from './loop.ts';
import { singleCard } from './single.ts';
import { specCard } from './spec.ts';
import type { ModeCardDescriptor, SomeModeCard } from './types.ts';

export const MODE_CARDS: { readonly [M in Mode]: ModeCardDescriptor<M> } = {
  director: directorCard,
  single: singleCard,
  loop: loopCard,
  spec: specCard,
  agenda: agendaCard,
};

/** The modes in the panel's select, in the registry's order. */
export const PANEL_MODES = Object.keys(MODE_CARDS) as Mode[];

/** The card descriptor of `mode`, for code that handles every mode alike. */
export function modeCard(mode: Mode): SomeModeCard {
  return MODE_CARDS[mode] as unknown as SomeModeCard;
}
