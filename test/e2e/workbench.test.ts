// The AI workbench end to end on the built page, the scripted server playing the workbench AI: the
// single-agent recipe over several tool rounds, a dry run that writes nothing (IndexedDB and the chat
// compared byte for byte), the user approving part and rejecting the rest, the saved profile equal to
// exactly the approved changes, Undo restoring it, and the conversation surviving a reload.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { responderEngine, type Step, type WireBody } from '../fixtures/capsule/scenario.ts';
import { createScriptedApi, type ScriptedApi } from '../fixtures/scripted-server/index.mjs';
import { launchBrowser } from './browser.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
let api: ScriptedApi;

const SUBS = [
  'intent_scout',
  'chat_scout',
  'lorebook_scout',
  'notes_pickup_scout',
  'epistemic_scout',
  'plot_brainstormer',
  'voice_critic',
  'continuity_critic',
  'notes_curator',
];
const REPLY = 'Mira sets the lantern down and listens to the sea before she answers.';
const PASSES =
  'Work in passes: read what the scene needs (chat_read_range, lorebook_search), write the whole reply with write_message, reread it with get_draft, revise with apply_message_patches until nothing is left that you would change, then finalize.';
const ANSWER = 'Done: the main agent now drafts, rereads and revises alone; nothing checks the draft but itself.';

const offered = (b: WireBody, name: string) => !!b.tools?.some((t) => t.function.name === name);
/** Assistant messages after the last user message: the round of the current answer. */
const round = (b: WireBody) => b.messages.slice(b.messages.map((m) => m.role).lastIndexOf('user')).filter((m) => m.role === 'assistant').length;

function respond(b: WireBody): Step {
  if (offered(b, 'profile_summary')) {
    switch (round(b)) {
      case 0:
        return {
          content: 'Reading the profile.',
          toolCalls: [{ name: 'profile_summary' }, { name: 'recipe_read', arguments: { name: 'single-agent-writer' } }],
        };
      case 1:
        return { toolCalls: SUBS.map((id) => ({ name: 'subagent_remove', arguments: { id } })) };
      case 2:
        return {
          toolCalls: [
            // The recipe: the main agent loses dispatch and gets its readers back (inherit); its skills stay.
            {
              name: 'tools_set',
              arguments: {
                agentId: 'main',
                set: { 'collab.dispatch_subagent': false, 'collab.dispatch_inline_subagent': false },
                inherit: ['chat', 'lorebook', 'memory'],
              },
            },
            { name: 'profile_patch_prompt', arguments: { agentId: 'main', find: '{{team}}', replaceWith: `{{team}}\n\n${PASSES}` } },
            { name: 'limits_set', arguments: { limits: { maxRounds: 12 } } },
          ],
        };
      case 3:
        return { toolCalls: [{ name: 'lint' }] };
      default:
        return { content: ANSWER };
    }
  }
  // The director's main agent in the dry run (the edited profile has no team).
  if (offered(b, 'finalize')) {
    const done = b.messages.filter((m) => m.role === 'tool').length;
    return done === 0 ? { toolCalls: [{ name: 'write_message', arguments: { text: REPLY } }] } : { toolCalls: [{ name: 'finalize' }] };
  }
  return { content: 'No results: nothing to add.' };
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

/** Every record of every Troupe database, as JSON text (bytes as numbers), key by key. */
function dumpIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: Record<string, Record<string, unknown>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => fail(r.error);
      });
      const rows: Record<string, unknown> = {};
      for (const store of Array.from(db.objectStoreNames)) {
        const os = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all(
          [os.getAllKeys(), os.getAll()].map((req) => new Promise<unknown[]>((ok) => (req.onsuccess = () => ok(req.result as unknown[])))),
        );
        keys!.forEach((k, i) => (rows[`${store}/${String(k)}`] = values![i]));
      }
      db.close();
      out[name] = rows;
    }
    return JSON.stringify(out, (_k, v) => (v instanceof Uint8Array ? Array.from(v) : v));
  });
}

/** The active director preset as stored in IndexedDB. */
function storedDirector(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok) => {
      const r = indexedDB.open('troupe-profiles');
      r.onsuccess = () => ok(r.result);
    });
    const lib = await new Promise<{ activePresetId: string; presets: { id: string; profile: Record<string, unknown> }[] }>((ok) => {
      const req = db.transaction('keyval').objectStore('keyval').get('director');
      req.onsuccess = () => ok(req.result);
    });
    db.close();
    return lib.presets.find((p) => p.id === lib.activePresetId)!.profile;
  });
}

const chatTexts = (page: Page) => page.locator('.troupe-chat__log .troupe-msg__text').allTextContents();

test('the single-agent recipe: proposed over tool rounds, tried without writing, applied in part, undone', async () => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('combobox', { name: 'Model connection' }).selectOption({ label: 'OpenAI-compatible server' });
  await page.getByRole('textbox', { name: 'Base URL' }).fill(new URL('model/v1', server.url).href);
  await page.getByRole('textbox', { name: 'Model' }).fill('scripted-workbench');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await page.getByText('Connection saved.').waitFor();
  const base = await storedDirector(page);

  await page.getByRole('button', { name: 'AI workbench…' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI workbench' });
  await dialog.getByText('Editing the director preset “Default (no memory, no search)”').waitFor();
  await dialog.getByRole('button', { name: 'Single-agent writer' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await dialog.getByRole('log', { name: 'Conversation' }).getByText(ANSWER).waitFor({ timeout: 30_000 });

  // Five requests for one answer: the workbench kept going after each tool result.
  const wb = api.requests.map((r) => r.body as WireBody).filter((b) => offered(b, 'profile_summary'));
  expect(wb).toHaveLength(5);
  expect(JSON.stringify(wb[0]!.messages)).not.toContain('You are the director of a role-play writing team');
  const changes = dialog.getByRole('article');
  await expect.poll(() => changes.count()).toBe(12);
  expect(await dialog.getByRole('article', { name: /c10 Tools of main/ }).textContent()).toContain('dispatch_subagent');
  expect(
    await dialog
      .getByRole('article', { name: /c11 main: edit the system prompt/ })
      .locator('.troupe-diff__line--add')
      .allTextContents(),
  ).toContain(`+ ${PASSES}\n`);
  expect(await storedDirector(page)).toEqual(base);

  // Try it: one director turn of the edited profile on this chat; nothing is written anywhere.
  const dbBefore = await dumpIndexedDb(page);
  const chatBefore = await chatTexts(page);
  await dialog.getByRole('button', { name: 'Try it' }).click();
  const dry = dialog.getByRole('region', { name: 'Dry run — nothing was saved' });
  await dry.getByText(REPLY).waitFor({ timeout: 30_000 });
  expect(await dry.textContent()).toContain('Outcome: finalized');
  const main = api.requests.map((r) => r.body as WireBody).filter((b) => offered(b, 'finalize'));
  expect(main.length).toBe(2);
  expect(offered(main[0]!, 'dispatch_subagent')).toBe(false);
  expect(await dumpIndexedDb(page)).toBe(dbBefore);
  expect(await chatTexts(page)).toEqual(chatBefore);
  expect(chatBefore.join('\n')).not.toContain(REPLY);

  // Approve the removals and the round limit; reject the tool switches and the prompt edit.
  await dialog.getByRole('button', { name: 'Reject all' }).click();
  await expect.poll(() => dialog.locator('.troupe-review-card--rejected').count()).toBe(12);
  for (const id of [...SUBS.map((_, i) => `c${i + 1}`), 'c12']) {
    const card = dialog.locator(`article[data-change="${id}"]`);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Approve' }).getAttribute('aria-pressed')).toBe('true');
  }
  await dialog.getByRole('button', { name: 'Apply approved (10)' }).click();
  await dialog.getByText('Applied 10 changes.').waitFor();
  expect(await storedDirector(page)).toEqual({ ...base, subAgents: [], maxRounds: 12 });
  await expect.poll(() => changes.count()).toBe(0);

  // The conversation and the history survive a reload.
  await page.reload();
  await page.getByRole('button', { name: 'AI workbench…' }).click();
  await dialog.getByRole('log', { name: 'Conversation' }).getByText(ANSWER).waitFor();
  await dialog.getByText('Applied versions (1)').waitFor();
  await dialog.getByRole('button', { name: 'Undo' }).click();
  await dialog.getByText(/Restored the version before c1, .* c12\./).waitFor();
  expect(await storedDirector(page)).toEqual(base);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
