// Skill packages end to end on the built page: the bundled package set as default in Manage Skills,
// a new chat starts bound to it (banner, recipe pick), and the first message runs an agenda turn
// against the scripted server. The request log shows the planner got the orchestrator skill and
// each worker only its own SKILL.md, and the first message reached the workers as the demandTag.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { responderEngine, type Step, type WireBody } from '../fixtures/capsule/scenario.ts';
import { createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { launchBrowser } from './browser.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
let api: ScriptedApi;

const text = (b: WireBody, role: string) =>
  b.messages
    .filter((m) => m.role === role)
    .map((m) => m.content ?? '')
    .join('\n');
function who(b: WireBody): string {
  const s = text(b, 'system');
  const w = /You are the worker "([^"]+)"/.exec(s);
  if (w) return w[1]!;
  if (s.includes('You run the skill package')) return 'planner';
  if (s.includes('You write the final guidance')) return 'finalizer';
  return 'main';
}
const catalog = (b: WireBody) => {
  const block = /<available_skills>\n([\s\S]*?)<\/available_skills>/.exec(text(b, 'system'))?.[1] ?? '';
  return [...block.matchAll(/^- ([a-z0-9_-]+): /gm)].map((m) => m[1]);
};
const REPLY = 'Mira sets the lamp oil down and asks about the dog.';

function respond(b: WireBody): Step {
  const role = who(b);
  const turn = b.messages.filter((m) => m.role === 'assistant').length;
  if (role === 'planner') {
    if (turn === 0)
      return {
        toolCalls: [
          {
            name: 'planner_step',
            arguments: {
              dispatches: [
                { worker: 'brief-keeper', task_brief: 'Canon. Dials: tender, wistful.' },
                { worker: 'thread-tracker', task_brief: 'Threads.' },
              ],
            },
          },
        ],
      };
    if (turn === 1)
      return {
        toolCalls: [{ name: 'planner_step', arguments: { dispatches: [{ worker: 'beat-planner', task_brief: 'Pacing rule: one clue, one doubt.' }] } }],
      };
    return { toolCalls: [{ name: 'planner_step', arguments: { finalize: 'The beat fits the brief.' } }] };
  }
  if (role === 'finalizer') return { toolCalls: [{ name: 'submit_result', arguments: { text: '- Mira hands over the lamp oil.' } }] };
  if (role === 'main') return { content: REPLY };
  if (turn === 0) return { toolCalls: [{ name: 'skill_read', arguments: { name: role } }] };
  return { toolCalls: [{ name: 'submit_result', arguments: { text: `REPORT of ${role}` } }] };
}

beforeAll(async () => {
  api = createScriptedApi({ scenario: responderEngine(respond), prefix: '/model/v1' });
  server = await serve({ root: join(import.meta.dirname, '../../dist/page'), api: api.handle });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('a chat started with the bundled package runs its agenda team, each agent with only its own skill', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();

  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(new URL('model/v1', server.url).href);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-capsule');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByText('Connection saved.').waitFor();

  await page.getByRole('button', { name: 'Manage Skills…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Skills' });
  const row = dialog.getByRole('region', { name: 'Skill packages' }).getByRole('listitem', { name: 'story-compass' });
  await row.getByRole('button', { name: 'Use for new chats' }).click();
  await dialog.getByText('New chats start with story-compass.').waitFor();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New chat' }).click();
  const banner = page.getByRole('region', { name: 'Skill package: story-compass' });
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Tell me the story you want');
  await banner.getByRole('combobox', { name: 'Recipe' }).selectOption({ label: 'Mystery' });
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { troupe: { chatPackages: { current: { value: { recipe?: string } | null } } } }).troupe.chatPackages.current.value?.recipe ===
      'recipes/mystery.md',
  );

  const brief = 'I play a courier; Mira keeps the lighthouse. Never kill the dog.';
  await page.getByRole('textbox', { name: 'Message' }).fill(brief);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await page.waitForFunction(
    (reply) => [...document.querySelectorAll('.troupe-msg--assistant:not(.is-live) .troupe-msg__text')].some((e) => e.textContent === reply),
    REPLY,
    { timeout: 20_000 },
  );
  const run = await page.evaluate(
    () => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: { mode: string; outcome: string } } } } }).troupe.orchestrator.lastRun.value,
  );
  expect(run).toMatchObject({ mode: 'agenda', outcome: 'completed' });

  const bodies = api.requests.map((r) => r.body as WireBody);
  const of = (role: string) => bodies.filter((b) => who(b) === role);
  expect(of('planner')).toHaveLength(3);
  expect(catalog(of('planner')[0]!)).toEqual(['story-compass']);
  expect(text(of('planner')[0]!, 'system')).toContain('"path":"recipes/mystery.md"');
  for (const id of ['brief-keeper', 'thread-tracker', 'beat-planner']) {
    expect(of(id).length, id).toBeGreaterThan(0);
    for (const b of of(id)) expect(catalog(b), id).toEqual([id]);
    // Its skill_read returned its own SKILL.md.
    const read = of(id)[1]!.messages.find((m) => m.role === 'tool')!;
    expect(read.content).toContain(`name: ${id}`);
  }
  expect(catalog(of('finalizer')[0]!)).toEqual([]);
  expect(text(of('brief-keeper')[0]!, 'user')).toContain(`### story.brief (given when the chat started)\n${brief}`);
  expect(text(of('beat-planner')[0]!, 'user')).toContain('### story.canon (run-1, brief-keeper)\nREPORT of brief-keeper');
  // The main model wrote the reply with the package's guidance injected, and no skill catalog.
  const main = of('main').at(-1)!;
  expect(main.messages.map((m) => m.content ?? '').join('\n')).toContain('Mira hands over the lamp oil.');
  expect(catalog(main)).toEqual([]);
  // The banner now says the first answer is kept.
  await banner.getByText('Your first answer is kept as “story.brief”.').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
