// The capsule modes' cards (loop, spec, agenda, single): a chunk of their own, loaded when the panel
// first shows one of those modes (director, the default, is in the panel's chunk).
export { AgendaCard } from './AgendaCard.tsx';
export { LoopCard } from './LoopCard.tsx';
export { SingleCard } from './SingleCard.tsx';
export { SpecCard } from './SpecCard.tsx';
