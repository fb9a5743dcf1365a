// Web search's tools are a part of their own: the names (the panel's switches) need no part; the
// first turn with search on loads it; a part that cannot be loaded leaves the turn without web search
// and tells the user which file failed; the next turn tries again.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import type { Host, WebSearchConfig } from '../../ports/host.ts';
import type { WebSearchProvider } from '../../core/search/types.ts';
import { openSettings } from '../../storage/records.ts';
import { lazyPart } from '../../ports/lazy-part.ts';
import { SearchService, type SearchPartModule } from './search-service.ts';

test('the search part loads at the first turn with search on; a failed load is told and tried again', async () => {
  const notices: { level: string; message: string }[] = [];
  const asked: WebSearchConfig[] = [];
  const provider: WebSearchProvider = { label: 'test', search: async () => [], visit: async (url) => ({ url, html: '' }) };
  const host = {
    webSearch: (c: WebSearchConfig) => (asked.push(c), provider),
    searchProviders: async () => [{ id: 'searxng', label: 'SearXNG', ready: true }],
    notify: (level: string, message: string) => void notices.push({ level, message }),
    locale: () => 'en',
  } as unknown as Host;
  const state = { fail: true, loads: 0 };
  const part = lazyPart<SearchPartModule>(
    import.meta.url,
    () => (state.loads++, state.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./search-part.ts')),
    { fetch: async () => ({ ok: false, status: 404, text: async () => '' }) },
  );
  const svc = new SearchService({ settings: openSettings({ prefix: `ss-${Math.random().toString(36).slice(2, 7)}-` }), host, part });
  await svc.load();
  expect(svc.names.value).toEqual([]);
  expect(await svc.open()).toBeNull(); // off: nothing is loaded
  await svc.updateSettings({ enabled: true, provider: 'searxng', searxngUrl: 'http://127.0.0.1:8888/' });
  expect(svc.names.value).toEqual(['search_search', 'search_visit']);
  expect(state.loads).toBe(0);

  expect(await svc.open()).toBeNull();
  expect(notices).toEqual([
    {
      level: 'warning',
      message: expect.stringMatching(
        /^Web search could not be loaded \(\S*search-part\.ts: HTTP 404\)\. This reply is written without web search\. Reload the page/,
      ),
    },
  ]);

  state.fail = false;
  const t = await svc.open();
  expect(t!.tools.map((x) => x.name)).toEqual(['search_search', 'search_visit']);
  expect(asked.at(-1)).toEqual({ provider: 'searxng', searxngUrl: 'http://127.0.0.1:8888/' });
  expect(state.loads).toBe(2);
  expect(notices).toHaveLength(1);
});
