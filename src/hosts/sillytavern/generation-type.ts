// What SillyTavern calls Troupe's interceptor by, and the generation types it hands over. Kept apart
// from interceptor.ts so the boot module can use them without the reply slot and its renderers.
import type { GenerationType } from '../../ports/host.ts';
import type { StAccess } from './access.ts';

/** The global function name manifest.json gives as `generate_interceptor`. */
export const INTERCEPTOR_NAME = 'troupeGenerateInterceptor';

const KNOWN_TYPES: readonly GenerationType[] = ['normal', 'regenerate', 'swipe', 'continue', 'impersonate', 'quiet'];

/** SillyTavern's type argument as a GenerationType ('normal' when none is given), or undefined when unknown. */
export function normalizeType(raw: unknown): GenerationType | undefined {
  if (raw === undefined || raw === null || raw === '') return 'normal';
  return KNOWN_TYPES.includes(raw as GenerationType) ? (raw as GenerationType) : undefined;
}

/**
 * The type of the last generation SillyTavern started (`quiet` for a quiet prompt; dry runs left out):
 * SillyTavern 1.12.x passes the interceptor no type, which is then this one. The boot's gate and the
 * app's interceptor both read it from here.
 */
export function watchStartedType(access: Pick<StAccess, 'on'>): { last(): unknown; off(): void } {
  let last: unknown;
  const off = access.on('GENERATION_STARTED', 'generation_started', (type, options, dryRun) => {
    if (dryRun) return;
    const quiet = options && typeof options === 'object' && (options as { quiet_prompt?: unknown }).quiet_prompt;
    last = quiet ? 'quiet' : type;
  });
  return { last: () => last, off };
}
