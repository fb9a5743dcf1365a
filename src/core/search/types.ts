// Web search as the search_* tools see it: a provider that searches and fetches pages, whatever is
// behind it (SillyTavern's /api/search routes, a SearXNG instance, the page's proxy).

export interface SearchQuery {
  query: string;
  maxResults: number;
  safeSearch?: 'off' | 'moderate' | 'strict';
  timeRange?: 'day' | 'week' | 'month' | 'year';
  region?: string;
}

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
}

/** A fetched page, before it is reduced to text. */
export interface FetchedPage {
  url: string;
  html: string;
}

export interface WebSearchProvider {
  /** e.g. "SearXNG via SillyTavern". */
  readonly label: string;
  search(q: SearchQuery, signal?: AbortSignal): Promise<SearchResult[]>;
  visit(url: string, signal?: AbortSignal): Promise<FetchedPage>;
}

/** Reduces a page's HTML to readable text (the page is never rendered). */
export type ReadableText = (html: string, url: string) => { title: string; text: string };

/** Thrown by providers with a reason the model can act on. */
export class SearchError extends Error {
  constructor(
    readonly code: 'SEARCH_FAILED' | 'SEARCH_UNAVAILABLE' | 'SEARCH_URL_INVALID' | 'SEARCH_NOT_HTML',
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}
