// search_search and search_visit on the standalone transport, through npm start's proxy, against a
// scripted SearXNG on 127.0.0.1; and SillyTavern's HTML results page read the same way.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Window } from 'happy-dom';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callTool } from '../../core/agent/tool.ts';
import { searchTools } from '../../core/search/tools.ts';
import { standaloneWebSearch } from '../../hosts/standalone/search.ts';
import { parseSearxng } from '../../hosts/web/searxng.ts';
import { startScriptedSearxng, type ScriptedSearxng } from '../../../test/fixtures/searxng/index.mjs';
import { createSearchProxy } from '../../../scripts/search-proxy.mjs';
import { serve } from '../../../scripts/serve.mjs';
import { readableText } from './readable.ts';

const ARTICLE = `<!doctype html><html><head><title>Watson — Reference wiki</title><script>window.evil = "SCRIPT TEXT"</script></head>
<body><nav>Home | Random | Log in</nav><article><h1>John Watson</h1>
<p>${'Dr John H. Watson served in the Fifth Northumberland Fusiliers. '.repeat(8)}</p>
<p>In A Study in Scarlet his wound is in the shoulder; in The Sign of the Four it is in the leg.</p></article>
<footer>© the wiki</footer></body></html>`;

let searx: ScriptedSearxng;
let page: { url: string; close(): Promise<void> };
const nodeFetch = globalThis.fetch.bind(globalThis);
// Node's own fetch for the servers; a DOMParser from happy-dom for the pages (the browser's, in the page).
globalThis.DOMParser = new Window().DOMParser as unknown as typeof DOMParser;

beforeAll(async () => {
  searx = await startScriptedSearxng({
    results: {
      watson: [
        { title: 'John Watson', url: '{base}/wiki/watson', content: 'Doctor, army surgeon.' },
        { title: 'Fan theory', url: '{base}/forum/1', content: 'maybe' },
      ],
    },
    pages: { '/wiki/watson': ARTICLE },
  });
  page = await serve({ root: mkdtempSync(join(tmpdir(), 'troupe-proxy-')), api: createSearchProxy() });
});
afterAll(async () => {
  await searx.close();
  await page.close();
});

const tools = () => {
  const provider = standaloneWebSearch({ fetch: nodeFetch, origin: page.url.replace(/\/$/, '') }, { provider: 'searxng', searxngUrl: searx.url })!;
  const [search, visit] = searchTools(provider, readableText);
  return { search, visit };
};

describe('web search on the standalone page', () => {
  test('search_search asks SearXNG for JSON through the page proxy and returns title, url, snippet', async () => {
    const { search } = tools();
    const r = (await callTool(search, { query: 'Watson wound A Study in Scarlet', max_results: 5 })) as { ok: boolean; results: unknown[] };
    expect(r.ok).toBe(true);
    expect(r.results).toEqual([
      { title: 'John Watson', url: `${searx.base}/wiki/watson`, snippet: 'Doctor, army surgeon.' },
      { title: 'Fan theory', url: `${searx.base}/forum/1`, snippet: 'maybe' },
    ]);
    const q = searx.requests.find((x) => x.path === '/search')!;
    expect(q.query).toMatchObject({ q: 'Watson wound A Study in Scarlet', format: 'json' });
    expect(await callTool(search, { query: '   ' })).toMatchObject({ ok: false, code: 'SEARCH_QUERY_EMPTY' });
    expect(await callTool(search, { query: 'nothing matches this' })).toMatchObject({ ok: true, results: [], note: expect.stringContaining('No results') });
  });

  test('search_visit reduces the page to its readable text (no script, no menus) and cuts at max_chars', async () => {
    const { visit } = tools();
    const r = (await callTool(visit, { url: `${searx.base}/wiki/watson` })) as { ok: boolean; title: string; text: string; chars: number };
    expect(r.ok).toBe(true);
    expect(r.title).toContain('Watson');
    expect(r.text).toContain('in The Sign of the Four it is in the leg');
    expect(r.text).not.toContain('SCRIPT TEXT');
    expect(r.text).not.toContain('Log in');
    const cut = (await callTool(visit, { url: `${searx.base}/wiki/watson`, max_chars: 40 })) as { text: string; truncated: boolean };
    expect(cut.text).toHaveLength(40);
    expect(cut.truncated).toBe(true);
    expect(await callTool(visit, { url: 'javascript:alert(1)' })).toMatchObject({ ok: false, code: 'SEARCH_URL_INVALID' });
    expect(await callTool(visit, { url: 'not a url' })).toMatchObject({ ok: false, code: 'SEARCH_URL_INVALID' });
    expect(await callTool(visit, { url: `${searx.base}/missing` })).toMatchObject({ ok: false, code: 'SEARCH_FAILED' });
  });

  test('the proxy refuses requests without the page header, and other methods', async () => {
    const r = await nodeFetch(`${page.url}proxy/visit?url=${encodeURIComponent(`${searx.base}/wiki/watson`)}`);
    expect(r.status).toBe(403);
    const p = await nodeFetch(`${page.url}proxy/visit`, { method: 'POST', headers: { 'x-troupe-search': '1' } });
    expect(p.status).toBe(405);
  });

  test("SearXNG's HTML results page (what SillyTavern 1.12.6's route returns) reads as the same results", async () => {
    const html = await (await nodeFetch(`${searx.base}/search?q=watson`)).text();
    expect(parseSearxng(html, 10)).toEqual([
      { title: 'John Watson', url: `${searx.base}/wiki/watson`, snippet: 'Doctor, army surgeon.' },
      { title: 'Fan theory', url: `${searx.base}/forum/1`, snippet: 'maybe' },
    ]);
  });
});
