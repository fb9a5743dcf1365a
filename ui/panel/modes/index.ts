// The panel's mode registry: each mode's card descriptor (its folder's file here). A new mode adds
// its line; the type makes the registry name every mode of MODES.
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { agendaCard } from './agenda.ts';
import { directorCard } from './director.ts';
import { loopCard } from './loop.ts';
import { singleCard } from './single.ts';
import { specCard } from './spec.ts';
import type { ModeCardDescriptor, SomeModeCard } from './types.ts';

export const MODE_CARDS: { readonly [M in Mode]: ModeCardDescriptor<M> } = {
  director: directorCard,
  loop: loopCard,
  spec: specCard,
  agenda: agendaCard,
  single: singleCard,
};

/** The card descriptor of `mode`, for code that handles every mode alike. */
export function modeCard(mode: Mode): SomeModeCard {
  return MODE_CARDS[mode] as unknown as SomeModeCard;
}
