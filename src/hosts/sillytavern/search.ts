// Web search in SillyTavern through its own server routes, so API keys stay in its secret store:
// /api/search/searxng (1.12.6 answers with SearXNG's HTML results page), /api/search/serpapi, and in
// newer releases /api/search/tavily and /api/search/serper; pages through /api/search/visit (which
// refuses IP addresses and non-standard ports). Which providers exist is read from the secret
// state: a release lists the key names it knows.
import { SearchError, type FetchedPage, type SearchQuery, type SearchResult, type WebSearchProvider } from '../../core/search/types.ts';
import type { SearchProviderInfo, WebSearchConfig } from '../../ports/host.ts';
import { parseSearxng } from '../web/searxng.ts';
import type { StAccess } from './access.ts';

export interface StSearchDeps {
  access: StAccess;
  fetch: typeof globalThis.fetch;
}

const headers = (access: StAccess): Record<string, string> => ({ ...(access.ctx().getRequestHeaders?.() ?? {}), 'Content-Type': 'application/json' });

async function post(deps: StSearchDeps, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  try {
    return await deps.fetch(path, { method: 'POST', headers: headers(deps.access), body: JSON.stringify(body), ...(signal ? { signal } : {}) });
  } catch (e) {
    if (e instanceof Error && e.name === 'AbortError') throw e;
    throw new SearchError('SEARCH_UNAVAILABLE', `SillyTavern's server could not be reached (${e instanceof Error ? e.message : String(e)}).`);
  }
}

type Row = Record<string, unknown>;
const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((x): x is Row => !!x && typeof x === 'object') : []);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const pick = (list: Row[], url: string, title: string, snippet: string, max: number): SearchResult[] =>
  list
    .filter((r) => /^https?:\/\//.test(str(r[url])))
    .slice(0, max)
    .map((r) => ({ title: str(r[title]) || str(r[url]), url: str(r[url]), snippet: str(r[snippet]) }));

const LABELS: Record<WebSearchConfig['provider'], string> = { searxng: 'SearXNG', serpapi: 'SerpApi', tavily: 'Tavily', serper: 'Serper' };
const KEYS: Partial<Record<WebSearchConfig['provider'], string>> = { serpapi: 'api_key_serpapi', tavily: 'api_key_tavily', serper: 'api_key_serper' };

export function stWebSearch(deps: StSearchDeps, config: WebSearchConfig): WebSearchProvider | null {
  if (config.provider === 'searxng' && !config.searxngUrl) return null;
  const failed = async (res: Response, what: string) => {
    if (res.status === 404)
      return new SearchError(
        'SEARCH_UNAVAILABLE',
        `This SillyTavern has no ${what} route.`,
        'Pick another provider in Memory & search settings, or update SillyTavern.',
      );
    if (res.status === 400)
      return new SearchError(
        'SEARCH_UNAVAILABLE',
        `SillyTavern refused the ${what} request (HTTP 400): a key or address is missing.`,
        `Set the ${LABELS[config.provider]} key in SillyTavern's API connections, or check the SearXNG address.`,
      );
    return new SearchError('SEARCH_FAILED', `${what} failed in SillyTavern (HTTP ${res.status}).`);
  };
  return {
    label: `${LABELS[config.provider]} via SillyTavern`,
    async search(q: SearchQuery, signal?: AbortSignal): Promise<SearchResult[]> {
      const max = q.maxResults;
      if (config.provider === 'searxng') {
        const res = await post(deps, '/api/search/searxng', { baseUrl: config.searxngUrl, query: q.query }, signal);
        if (!res.ok) throw await failed(res, '/api/search/searxng');
        return parseSearxng(await res.text(), max);
      }
      const res = await post(deps, `/api/search/${config.provider}`, { query: q.query }, signal);
      if (!res.ok) throw await failed(res, `/api/search/${config.provider}`);
      const data = (await res.json().catch(() => ({}))) as Row;
      if (config.provider === 'serpapi') return pick(rows(data.organic_results), 'link', 'title', 'snippet', max);
      if (config.provider === 'tavily') return pick(rows(data.results), 'url', 'title', 'content', max);
      return pick(rows(data.organic), 'link', 'title', 'snippet', max);
    },
    async visit(url: string, signal?: AbortSignal): Promise<FetchedPage> {
      const res = await post(deps, '/api/search/visit', { url, html: true }, signal);
      if (res.status === 400)
        throw new SearchError(
          'SEARCH_URL_INVALID',
          'SillyTavern refuses to visit this address (it does not read IP addresses or non-standard ports).',
          'Pick a source with a plain host name.',
        );
      if (!res.ok) throw await failed(res, '/api/search/visit');
      return { url, html: await res.text() };
    },
  };
}

/** The providers this SillyTavern has, and whether each has its key. */
export async function stSearchProviders(deps: StSearchDeps): Promise<SearchProviderInfo[]> {
  let state: Record<string, unknown> = {};
  try {
    const res = await post(deps, '/api/secrets/read', {});
    if (res.ok) state = (await res.json()) as Record<string, unknown>;
  } catch {
    state = {};
  }
  const out: SearchProviderInfo[] = [{ id: 'searxng', label: LABELS.searxng, ready: true }];
  for (const id of ['serpapi', 'tavily', 'serper'] as const) {
    const key = KEYS[id]!;
    // 1.12.6 lists api_key_serpapi; releases with the Tavily and Serper routes list their keys too.
    if (id !== 'serpapi' && !(key in state)) continue;
    out.push({ id, label: LABELS[id], ready: state[key] === true, ...(state[key] === true ? {} : { reason: `no ${LABELS[id]} key in SillyTavern` }) });
  }
  return out;
}
