// Memory and web search end to end: the built standalone page (served with npm start's search proxy),
// a director turn against the scripted model server in which canon_scout searches a scripted SearXNG
// and memory_curator (the after wave, once the reply is in) writes an event; the event shows in the Memory viewer after a reload, a
// regenerate replaces it, a swipe back restores it; the graph view draws it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createScenario, createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { startScriptedSearxng, type ScriptedSearxng } from '../fixtures/searxng/index.mjs';
import { createSearchProxy } from '../../scripts/search-proxy.mjs';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';
import { untilGenerationEnds } from './page.ts';

const dist = join(import.meta.dirname, '../../dist');
let browser: Browser;
let model: ScriptedApi;
let searx: ScriptedSearxng;
let site: { url: string; close(): Promise<void> };
const turns: unknown[] = [];

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const isCurator = (b: Body) => !isMain(b) && offered(b, 'memory_node_create');
const isCanon = (b: Body) => !isMain(b) && offered(b, 'search_search');
const last = (b: Body) => b.messages.at(-1)?.role;
const isContinuity = (b: Body) => !isMain(b) && JSON.stringify(b.messages[0]).includes('You are continuity_critic');

beforeAll(async () => {
  searx = await startScriptedSearxng({
    results: { watson: [{ title: 'John Watson — reference', url: '{base}/wiki/watson', content: 'Army surgeon, wounded in Afghanistan.' }] },
    pages: {
      '/wiki/watson': `<html><head><title>John Watson</title></head><body><nav>Menu Login</nav><article><h1>John Watson</h1><p>${'Watson served as an army surgeon. '.repeat(10)}</p><p>In The Sign of the Four his wound is in the leg.</p></article></body></html>`,
    },
  });
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[], fallback: { content: 'No further notes.' } }).respond(body);
      if (plan.turn >= 0) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  model = createScriptedApi({ scenario: engine as never, prefix: '/v1' });
  const { createDemoHandler } = await import(pathToFileURL(join(dist, 'demo.js')).href);
  const demo = createDemoHandler({ prefix: '/demo/v1', delayMs: 0 });
  const proxy = createSearchProxy();
  // The model on the page's own origin (as a same-origin API), the search proxy, the demo model.
  site = await serve({ root: join(dist, 'page'), api: async (req, res) => (await proxy(req, res)) || (await model.handle(req, res)) || demo(req, res) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await searx?.close();
});

/**
 * One director turn (the lean turn): optionally the main agent dispatches canon_scout first (the
 * dispatch answers with its report); the main agent writes `reply` and finalizes in one response; then,
 * in the after wave once the reply is committed, memory_curator records `title`. intent_scout (the
 * opening wave) and notes_curator (after) get the fallback answer.
 */
function scriptTurn(title: string, reply: string, research: boolean) {
  const main = (r: number) => (b: Body) => isMain(b) && (r === 0 ? last(b) === 'user' : last(b) === 'tool');
  if (research) {
    turns.push(
      {
        match: main(0),
        toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'canon_scout', task: 'Where is Watson wounded in The Sign of the Four?' } }],
      },
      {
        match: (b: Body) => isCanon(b) && last(b) === 'user',
        toolCalls: [{ name: 'search_search', arguments: { query: 'Watson wound The Sign of the Four', max_results: 3 } }],
      },
      {
        match: (b: Body) =>
          isCanon(b) &&
          last(b) === 'tool' &&
          JSON.stringify(b.messages.at(-1)).includes('wiki/watson') &&
          !JSON.stringify(b.messages.at(-1)).includes('Sign of the Four his'),
        toolCalls: [{ name: 'search_visit', arguments: { url: `${searx.base}/wiki/watson`, max_chars: 2000 } }],
      },
      {
        match: (b: Body) => isCanon(b) && last(b) === 'tool',
        content: `Fact: the wound is in the leg in The Sign of the Four / Source: ${searx.base}/wiki/watson / Why: he walks in this scene`,
      },
    );
  }
  if (!research) {
    // A full turn without research: the draft goes to continuity_critic in the same response, then finalize.
    turns.push(
      {
        match: main(0),
        toolCalls: [
          { name: 'write_message', arguments: { text: reply, mode: 'replace' } },
          { name: 'dispatch_subagent', arguments: { subagentId: 'continuity_critic', task: 'Does the draft contradict the chat?' } },
        ],
      },
      { match: isContinuity, content: 'No results: nothing in the draft contradicts the chat.' },
      { match: main(1), toolCalls: [{ name: 'finalize', arguments: {} }] },
    );
  } else
    turns.push({
      match: main(1),
      toolCalls: [
        { name: 'write_message', arguments: { text: reply, mode: 'replace' } },
        { name: 'finalize', arguments: {} },
      ],
    });
  turns.push(
    {
      match: (b: Body) => isCurator(b) && last(b) === 'user',
      toolCalls: [{ name: 'memory_node_create', arguments: { type: 'event', title, fields: { summary: `${title}.`, time: 'Day 1, evening' } } }],
    },
    { match: (b: Body) => isCurator(b) && last(b) === 'tool', content: 'Created: evt_1' },
  );
}

/** The requests since `from`, named by who sent them. */
function who(from: number) {
  return model.requests.slice(from).map((r) => {
    const b = r.body as Body;
    return isMain(b) ? 'main' : isCurator(b) ? 'memory_curator' : isCanon(b) ? 'canon_scout' : 'other';
  });
}

async function open(page: Page) {
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

const memory = (page: Page) => page.locator('details.troupe-memory');
const rowNames = (page: Page) => memory(page).locator('.troupe-memory__name').allTextContents();

async function openMemory(page: Page) {
  const d = memory(page);
  if ((await d.getAttribute('open')) === null) await d.locator('summary').click();
}

test('a director turn with memory and search: the curator writes, the viewer shows it after a reload; regenerate replaces, swipe back restores', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(site.url);
  await open(page);
  // The scripted model as the connection; web search on, SearXNG at the scripted instance.
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(`${site.url}v1`);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-model');
  await page.getByRole('button', { name: 'Save connection' }).click();
  // The team with the memory curator and canon_scout.
  await page.getByRole('group', { name: 'Presets' }).getByRole('combobox').selectOption({ label: 'Default (memory + search)' });
  await openMemory(page);
  await memory(page).getByRole('button', { name: 'Settings' }).click();
  await memory(page).getByRole('checkbox', { name: 'Let canon_scout search the web' }).check();
  await memory(page).getByRole('textbox', { name: 'SearXNG address' }).fill(searx.url);
  await memory(page).getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => memory(page).getByRole('status').textContent()).toBe('Settings saved.');
  await memory(page).getByRole('button', { name: 'List' }).click();

  scriptTurn('Day 1, evening — Holmes and Watson meet', 'Watson limped into the laboratory.', true);
  let from = model.requests.length;
  await untilGenerationEnds(page, () => send(page, 'Watson arrives at Barts.'));
  // The main agent never dispatches the curator: it runs in the after wave, once the reply is in.
  await expect.poll(() => who(from).filter((w) => w === 'memory_curator').length).toBe(2);
  expect(who(from).lastIndexOf('main')).toBeLessThan(who(from).indexOf('memory_curator'));
  expect(turns).toEqual([]);
  expect(await page.locator('.troupe-msg--assistant .troupe-msg__text').last().textContent()).toContain('Watson limped');
  // canon_scout searched SearXNG through the page proxy and read the page as text.
  expect(searx.requests.some((r) => r.path === '/search' && r.query.format === 'json' && /Watson/.test(r.query.q))).toBe(true);
  expect(searx.requests.some((r) => r.path === '/wiki/watson')).toBe(true);
  const canonLast = model.requests.filter((r) => isCanon(r.body as Body)).at(-1)!;
  const visited = JSON.stringify((canonLast.body as Body).messages.at(-1));
  expect(visited).toContain('In The Sign of the Four his wound is in the leg');
  expect(visited).not.toContain('Menu Login');

  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Holmes and Watson meet']);
  expect(await memory(page).locator('li.is-touched').count()).toBe(1);

  await page.reload();
  await open(page);
  await openMemory(page);
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Holmes and Watson meet']);

  // Open the node: its fields, its floors with a jump to the chat.
  await memory(page)
    .getByRole('button', { name: /Holmes and Watson meet/ })
    .click();
  await expect.poll(() => memory(page).getByRole('textbox', { name: 'Field summary' }).inputValue()).toBe('Day 1, evening — Holmes and Watson meet.');
  await memory(page).getByRole('button', { name: 'Show floor 2 in the chat' }).click();
  await expect.poll(() => page.locator('.troupe-msg.is-recalled').count()).toBe(1);
  await memory(page).getByRole('button', { name: 'Back to the list' }).click();

  // Regenerate: the new reply's curator writes another event; the first one is undone.
  scriptTurn('Day 1, evening — Watson refuses the rooms', 'Watson shook his head.', false);
  from = model.requests.length;
  await untilGenerationEnds(page, () => page.getByRole('button', { name: 'Regenerate', exact: true }).click());
  await expect.poll(() => who(from).filter((w) => w === 'memory_curator').length).toBe(2);
  expect(who(from).filter((w) => w === 'main')).toHaveLength(2);
  expect(turns).toEqual([]);
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Watson refuses the rooms']);

  // Swipe back to the first reply: its event is back, the other one undone.
  await page
    .locator('.troupe-msg--assistant')
    .last()
    .getByRole('button', { name: /previous/i })
    .click();
  await expect.poll(() => rowNames(page)).toEqual(['Day 1, evening — Holmes and Watson meet']);

  // The graph view draws the node, ringed as touched by the last change.
  await memory(page).getByRole('button', { name: 'Graph' }).click();
  const node = memory(page).getByRole('button', { name: /Holmes and Watson meet, event/ });
  await expect.poll(() => node.count()).toBe(1);
  await node.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => memory(page).getByRole('textbox', { name: 'Field summary' }).count()).toBe(1);
  await context.close();
});
