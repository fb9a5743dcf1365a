// The host the standalone page uses (src/page.tsx imports it from here, not from index.ts, so the
// page's first paint carries neither the card reader nor the demo model).
import type { ModelClient } from '../../core/llm/types.ts';
import { createStandaloneHost, type StandaloneHost, type StandaloneHostOptions } from './host.ts';

/** The in-page demo model, loaded from its own chunk on its first request (most pages reach /demo/v1 instead). */
const inPageDemo: ModelClient = async function* (request, options) {
  const { createDemoModelClient } = await import('../../demo/fetch.ts');
  yield* createDemoModelClient()(request, options);
};

/** The host the standalone page uses: browser storage, this page's origin, the in-page demo as fallback. */
export function createPageHost(options: StandaloneHostOptions = {}): StandaloneHost {
  return createStandaloneHost({ demoFallback: () => inPageDemo, ...options });
}
