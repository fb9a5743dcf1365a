// Reading SearXNG's answers: its JSON API (`format=json`) or, where only HTML comes back (SillyTavern
// 1.12.6's /api/search/searxng returns the results page), the result articles of that page, read
// with DOMParser as inert text.
import type { SearchResult } from '../../core/search/types.ts';

/** Results from a SearXNG answer body (JSON or HTML). */
export function parseSearxng(body: string, max: number): SearchResult[] {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const json = JSON.parse(trimmed) as { results?: { title?: unknown; url?: unknown; content?: unknown }[] };
      return (json.results ?? [])
        .filter((r) => typeof r.url === 'string')
        .slice(0, max)
        .map((r) => ({ title: String(r.title ?? r.url), url: String(r.url), snippet: typeof r.content === 'string' ? r.content : '' }));
    } catch {
      return [];
    }
  }
  const doc = new DOMParser().parseFromString(body, 'text/html');
  const out: SearchResult[] = [];
  for (const art of doc.querySelectorAll('article.result, div.result')) {
    const link = art.querySelector<HTMLAnchorElement>('h3 a[href], h4 a[href], a.url_wrapper[href], a[href]');
    const href = link?.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href)) continue;
    const title = (art.querySelector('h3, h4')?.textContent ?? link?.textContent ?? href).trim();
    const snippet = (art.querySelector('.content, p')?.textContent ?? '').trim();
    out.push({ title, url: href, snippet });
    if (out.length >= max) break;
  }
  return out;
}

/** SearXNG's query parameters for a search. */
export function searxngParams(q: { query: string; safeSearch?: string; timeRange?: string; region?: string }): URLSearchParams {
  const p = new URLSearchParams({ q: q.query });
  if (q.safeSearch) p.set('safesearch', q.safeSearch === 'off' ? '0' : q.safeSearch === 'moderate' ? '1' : '2');
  if (q.timeRange) p.set('time_range', q.timeRange);
  if (q.region) p.set('language', q.region);
  return p;
}
