// The modes' folders, found by name: each `<mode>/index.ts` exports its card descriptor (`modeCard`).
// Kept apart from index.ts so a test can add a made-up mode's folder to what the glob finds.
import type { SomeModeCard } from './types.ts';

/** Each mode's card descriptor, by its file (`./<mode>/index.ts`). */
export const MODE_CARD_MODULES: Record<string, SomeModeCard> = import.meta.glob<SomeModeCard>('./*/index.ts', { eager: true, import: 'modeCard' });
