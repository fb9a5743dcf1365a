// Web search on the standalone page: a SearXNG instance, reached through the page's own server
// (`npm start` serves /proxy/searxng and /proxy/visit, so no CORS stands in the way), or directly
// when the page is served elsewhere and the instance allows cross-origin reads. The proxy reads only
// public addresses, and the SearXNG set here (sent with every request: `base`, `searxng`), which may
// be local.
import { SearchError, type FetchedPage, type SearchQuery, type WebSearchProvider } from '../../core/search/types.ts';
import type { SearchProviderInfo, WebSearchConfig } from '../../ports/host.ts';
import { parseSearxng, searxngParams } from '../web/searxng.ts';

/** Largest page read (bytes of HTML). */
export const PAGE_MAX_BYTES = 2_000_000;

export interface StandaloneSearchDeps {
  fetch: typeof globalThis.fetch;
  /** The page's origin ('' in tests: relative URLs). */
  origin: string;
}

async function readCapped(res: Response): Promise<string> {
  const text = await res.text();
  return text.length > PAGE_MAX_BYTES ? text.slice(0, PAGE_MAX_BYTES) : text;
}

export function standaloneWebSearch(deps: StandaloneSearchDeps, config: WebSearchConfig): WebSearchProvider | null {
  if (config.provider !== 'searxng' || !config.searxngUrl) return null;
  let base: URL;
  try {
    base = new URL(config.searxngUrl);
  } catch {
    return null;
  }
  const proxied = (path: string, params: URLSearchParams) => `${deps.origin}/proxy/${path}?${params}`;
  let useProxy: boolean | null = null;
  const get = async (proxyPath: string, proxyParams: URLSearchParams, direct: string, signal?: AbortSignal): Promise<Response> => {
    if (useProxy !== false) {
      const res = await deps.fetch(proxied(proxyPath, proxyParams), { headers: { 'x-troupe-search': '1' }, ...(signal ? { signal } : {}) });
      if (res.status !== 404 || res.headers.get('x-troupe-proxy')) {
        useProxy = true;
        return res;
      }
      useProxy = false; // served without npm start's proxy: go direct
    }
    return deps.fetch(direct, { ...(signal ? { signal } : {}) });
  };
  return {
    label: `SearXNG at ${base.origin}`,
    async search(q: SearchQuery, signal?: AbortSignal) {
      const params = searxngParams(q);
      params.set('format', 'json');
      const direct = new URL('search', base.href.endsWith('/') ? base.href : `${base.href}/`);
      direct.search = params.toString();
      let res: Response;
      try {
        res = await get('searxng', new URLSearchParams({ base: base.href, ...Object.fromEntries(params) }), direct.href, signal);
      } catch (e) {
        if (e instanceof Error && e.name === 'AbortError') throw e;
        throw new SearchError(
          'SEARCH_UNAVAILABLE',
          `SearXNG at ${base.origin} could not be reached (${e instanceof Error ? e.message : String(e)}).`,
          'Check the SearXNG address in Memory & search settings.',
        );
      }
      if (!res.ok)
        throw new SearchError(
          'SEARCH_FAILED',
          `SearXNG answered HTTP ${res.status}.`,
          res.status === 403 ? 'The instance refuses JSON: enable "json" under search.formats in its settings.yml.' : undefined,
        );
      return parseSearxng(await readCapped(res), q.maxResults);
    },
    async visit(url: string, signal?: AbortSignal): Promise<FetchedPage> {
      let res: Response;
      try {
        res = await get('visit', new URLSearchParams({ url, searxng: base.href }), url, signal);
      } catch (e) {
        if (e instanceof Error && e.name === 'AbortError') throw e;
        throw new SearchError(
          'SEARCH_FAILED',
          `The page could not be fetched (${e instanceof Error ? e.message : String(e)}).`,
          'The site may refuse cross-origin reads; run the page with npm start, or pick another source.',
        );
      }
      if (res.status === 403 && res.headers.get('x-troupe-refused')) {
        throw new SearchError('SEARCH_URL_INVALID', (await res.text()).slice(0, 500).replace(/^refused: /, 'Not fetched: '), 'Pick a public web address.');
      }
      if (!res.ok) throw new SearchError('SEARCH_FAILED', `The page answered HTTP ${res.status}.`, 'Pick another source.');
      const type = res.headers.get('content-type') ?? '';
      if (type && !/html|xml|text\/plain/i.test(type)) throw new SearchError('SEARCH_NOT_HTML', `The page is ${type}, not a web page.`, 'Pick an HTML source.');
      return { url: res.headers.get('x-final-url') || url, html: await readCapped(res) };
    },
  };
}

export const STANDALONE_SEARCH_PROVIDERS: SearchProviderInfo[] = [{ id: 'searxng', label: 'SearXNG', ready: true }];
