// Web search on the standalone page: SearXNG through the page's proxy. The search code loads with the
// first turn that searches, not with the page's first paint.
import type { WebSearchProvider } from '../../core/search/types.ts';
import type { WebSearchConfig } from '../../ports/host.ts';

export function lazyWebSearch(deps: { fetch: typeof fetch; origin: string }, config: WebSearchConfig): WebSearchProvider | null {
  if (config.provider !== 'searxng' || !config.searxngUrl) return null;
  let origin: string;
  try {
    origin = new URL(config.searxngUrl).origin;
  } catch {
    return null;
  }
  let loaded: Promise<WebSearchProvider> | undefined;
  const provider = () => (loaded ??= import('./search.ts').then((m) => m.standaloneWebSearch(deps, config)!));
  return {
    label: `SearXNG at ${origin}`,
    search: async (q, signal) => (await provider()).search(q, signal),
    visit: async (url, signal) => (await provider()).visit(url, signal),
  };
}
