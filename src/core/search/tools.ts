// search_search and search_visit: canon_scout's research tools over a WebSearchProvider. Pages come
// back as plain text with a size cap; nothing from a page is ever rendered.
import * as z from 'zod';
import { defineTool, intArg, toolFailure, type Tool } from '../agent/tool.ts';
import { SearchError, type ReadableText, type WebSearchProvider } from './types.ts';

/** A page's text is cut here whatever max_chars says. */
export const VISIT_MAX_CHARS = 50_000;
const VISIT_DEFAULT_CHARS = 8_000;

function failure(e: unknown, what: string) {
  if (e instanceof SearchError) return toolFailure(e.message, e.code, e.hint);
  if (e instanceof Error && e.name === 'AbortError') return toolFailure(`${what} was cancelled.`, 'SEARCH_ABORTED');
  return toolFailure(
    `${what} failed: ${e instanceof Error ? e.message : String(e)}`,
    'SEARCH_FAILED',
    'Try another query or source; if it keeps failing, report the fact as unverified.',
  );
}

export function searchSearchTool(provider: WebSearchProvider): Tool {
  return defineTool({
    name: 'search_search',
    description: "Search the web. Returns [{title, url, snippet}], best first. One question per query, with the work's name in it.",
    parameters: z.object({
      query: z.string(),
      max_results: intArg({ min: 1, max: 20 }).optional().describe('Default 8.'),
      safe_search: z.enum(['off', 'moderate', 'strict']).optional(),
      time_range: z.enum(['day', 'week', 'month', 'year']).optional(),
      region: z.string().optional().describe('A language or region code, e.g. "en-US", "zh-CN".'),
    }),
    readOnly: true,
    execute: async (args, ctx) => {
      const query = args.query.trim();
      if (!query) return toolFailure('The query is empty.', 'SEARCH_QUERY_EMPTY', "Give the work's name and the specific term.");
      try {
        const results = await provider.search(
          {
            query,
            maxResults: args.max_results ?? 8,
            ...(args.safe_search ? { safeSearch: args.safe_search } : {}),
            ...(args.time_range ? { timeRange: args.time_range } : {}),
            ...(args.region ? { region: args.region } : {}),
          },
          ctx.signal,
        );
        const top = results.slice(0, args.max_results ?? 8);
        return { ok: true, results: top, ...(top.length ? {} : { note: 'No results. Try other words, the original title, or "wiki".' }) };
      } catch (e) {
        return failure(e, 'The search');
      }
    },
  });
}

export function searchVisitTool(provider: WebSearchProvider, readable: ReadableText): Tool {
  return defineTool({
    name: 'search_visit',
    description: `Read a web page as plain text (title and main text; scripts, menus and markup removed). max_chars cuts it (default ${VISIT_DEFAULT_CHARS}, at most ${VISIT_MAX_CHARS}; 0 means the most).`,
    parameters: z.object({ url: z.string(), max_chars: intArg({ min: 0, max: VISIT_MAX_CHARS }).optional() }),
    readOnly: true,
    execute: async (args, ctx) => {
      let url: URL;
      try {
        url = new URL(args.url.trim());
      } catch {
        return toolFailure(`"${args.url}" is not a URL.`, 'SEARCH_URL_INVALID', 'Use a full http(s) URL from search_search.');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return toolFailure(`Only http and https pages can be read, not ${url.protocol}.`, 'SEARCH_URL_INVALID');
      try {
        const page = await provider.visit(url.href, ctx.signal);
        const { title, text } = await readable(page.html, page.url || url.href);
        const cap = args.max_chars === undefined ? VISIT_DEFAULT_CHARS : args.max_chars === 0 ? VISIT_MAX_CHARS : args.max_chars;
        const truncated = text.length > cap;
        return {
          ok: true,
          url: page.url || url.href,
          title,
          text: truncated ? text.slice(0, cap) : text,
          chars: text.length,
          ...(truncated ? { truncated: true } : {}),
        };
      } catch (e) {
        return failure(e, `Reading ${url.href}`);
      }
    },
  });
}

export function searchTools(provider: WebSearchProvider, readable: ReadableText): Tool[] {
  return [searchSearchTool(provider), searchVisitTool(provider, readable)];
}
