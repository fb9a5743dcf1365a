// What SillyTavern calls Troupe's interceptor by, and the generation types it hands over. Kept apart
// from interceptor.ts so the boot module can use them without the reply slot and its renderers.
import type { GenerationType } from '../../ports/host.ts';

/** The global function name manifest.json gives as `generate_interceptor`. */
export const INTERCEPTOR_NAME = 'troupeGenerateInterceptor';

const KNOWN_TYPES: readonly GenerationType[] = ['normal', 'regenerate', 'swipe', 'continue', 'impersonate', 'quiet'];

/** SillyTavern's type argument as a GenerationType ('normal' when none is given), or undefined when unknown. */
export function normalizeType(raw: unknown): GenerationType | undefined {
  if (raw === undefined || raw === null || raw === '') return 'normal';
  return KNOWN_TYPES.includes(raw as GenerationType) ? (raw as GenerationType) : undefined;
}
