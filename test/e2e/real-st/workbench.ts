// The AI workbench's Try it in a real SillyTavern: the scripted model plays the workbench AI through
// SillyTavern's Custom source and proposes a smaller team (every sub-agent removed, dispatch off, a
// prompt edit, a round limit); Try it plays one director turn of the edited profile on the chat on
// screen, and writes nothing: the chat files on the server's disk, the chat on the page and Troupe's
// IndexedDB are the same before and after, byte for byte, and the stored preset is untouched.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createScenario, startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { openSeraphina, openTroupePanel, slash, type SuiteEnv, stWithPage } from './harness.ts';

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
/** Model rounds since the last user message. */
const round = (b: Body) => b.messages.slice(b.messages.map((m) => m.role).lastIndexOf('user')).filter((m) => m.role === 'assistant').length;
const REPLY = 'Seraphina sets the lantern down and listens to the forest before she answers.';
const PASSES = 'Work in passes: draft the whole reply, reread it with get_draft, revise with apply_message_patches, then finalize.';
const ANSWER = 'Done: the main agent now drafts, rereads and revises alone.';

/** Every chat file under the server's data folder, hashed. */
function chatFiles(userDir: string) {
  const dir = join(userDir, 'chats');
  const files: Record<string, string> = {};
  for (const c of readdirSync(dir))
    for (const f of readdirSync(join(dir, c)))
      files[`${c}/${f}`] = createHash('sha256')
        .update(readFileSync(join(dir, c, f)))
        .digest('hex');
  return files;
}

/** Every record of every Troupe database, as JSON text (bytes as numbers), key by key. */
const troupeDb = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, Record<string, unknown>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('troupe-')) continue;
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => fail(r.error);
      });
      const rows: Record<string, unknown> = {};
      for (const store of Array.from(db.objectStoreNames)) {
        const os = db.transaction(store).objectStore(store);
        const [keys, values] = await Promise.all([os.getAllKeys(), os.getAll()].map((q) => new Promise<any[]>((ok) => (q.onsuccess = () => ok(q.result)))));
        keys!.forEach((k, i) => (rows[`${store}/${String(k)}`] = values![i]));
      }
      db.close();
      all[name] = rows;
    }
    return JSON.stringify(all, (_k, v) => (v instanceof Uint8Array ? Array.from(v) : v));
  });

const chatOnPage = (page: Page) =>
  page.evaluate(() => JSON.stringify((globalThis as any).SillyTavern.getContext().chat.map((m: any) => [m.name, m.mes, m.swipes ?? null, m.extra ?? null])));

export function workbenchTryIt(env: SuiteEnv) {
  test('the workbench’s Try it plays a turn of the proposed profile and writes nothing: chat files, page, IndexedDB', async () => {
    // The team to remove and the prompt line to edit are read from the page once it is open.
    const team = { subs: [] as string[], anchor: '' };
    const respond = (b: Body) => {
      if (offered(b, 'profile_summary')) {
        switch (round(b)) {
          case 0:
            return { content: 'Reading the profile.', toolCalls: [{ name: 'profile_summary', arguments: {} }] };
          case 1:
            return { toolCalls: team.subs.map((id) => ({ name: 'subagent_remove', arguments: { id } })) };
          case 2:
            return {
              toolCalls: [
                { name: 'tools_set', arguments: { agentId: 'main', set: { 'collab.dispatch_subagent': false, 'collab.dispatch_inline_subagent': false } } },
                { name: 'profile_patch_prompt', arguments: { agentId: 'main', find: team.anchor, replaceWith: `${team.anchor}\n\n${PASSES}` } },
                { name: 'limits_set', arguments: { limits: { maxRounds: 12 } } },
              ],
            };
          default:
            return { content: ANSWER };
        }
      }
      if (offered(b, 'finalize')) {
        const done = b.messages.filter((m) => m.role === 'tool').length;
        return done === 0 ? { toolCalls: [{ name: 'write_message', arguments: { text: REPLY } }] } : { toolCalls: [{ name: 'finalize', arguments: {} }] };
      }
      return { content: 'Plain SillyTavern reply.' };
    };
    const model = await startScriptedServer({
      scenario: {
        model: 'scripted-workbench',
        pending: () => [],
        respond: (body: Body) => createScenario([{ chunkChars: 5, argsChunkChars: 9, ...respond(body) }]).respond(body),
      },
    });
    env.defer(() => model.close());
    const bodies = (tool: string) => model.requests.map((r) => r.body as Body).filter((b) => b && offered(b, tool));
    const { page, errors, st } = await stWithPage(env, { modelUrl: model.url, model: 'scripted-workbench' });
    await openSeraphina(page);
    // A user message of our own, saved to the chat file, so the dry run plays a new reply.
    await slash(page, '/send The lantern flickers. What was that sound?');
    await page.evaluate(() => (globalThis as any).SillyTavern.getContext().saveChat());

    await openTroupePanel(page);
    Object.assign(
      team,
      await page.evaluate(() => {
        const p = (globalThis as any).troupe.profiles.drafts.value.director;
        return {
          subs: p.subAgents.map((s: { id: string }) => s.id),
          anchor: String(p.mainAgent.systemPrompt)
            .split('\n')
            .find((l: string) => l.trim().length > 10)!
            .trim(),
        };
      }),
    );
    expect(team.subs.length).toBeGreaterThan(0);
    const stored = () => page.evaluate(() => JSON.stringify((globalThis as any).troupe.profiles.library('director')));
    const base = await stored();

    await page.getByRole('button', { name: 'AI workbench…' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI workbench' });
    const request = dialog.getByRole('textbox', { name: 'Describe the change' });
    await request.fill('Make the main agent write alone, in passes.');
    await request.press('Enter');
    await dialog.getByRole('log', { name: 'Conversation' }).getByText(ANSWER).waitFor({ timeout: 60_000 });
    const proposed = team.subs.length + 3;
    await dialog
      .locator('article[data-change]')
      .nth(proposed - 1)
      .waitFor({ timeout: 15_000 });
    expect(await dialog.locator('article[data-change]').count()).toBe(proposed);
    expect(await stored()).toBe(base);

    const db0 = await troupeDb(page);
    const page0 = await chatOnPage(page);
    const files0 = chatFiles(st.userDir);
    const asked = bodies('finalize').length;
    await dialog.getByRole('button', { name: 'Try it' }).click();
    const dry = dialog.getByRole('region', { name: 'Dry run — nothing was saved' });
    await dry.getByText(REPLY).waitFor({ timeout: 60_000 });
    const main = bodies('finalize').slice(asked);
    expect(main.length).toBeGreaterThan(0);
    expect(offered(main[0]!, 'dispatch_subagent')).toBe(false);
    expect(JSON.stringify(main[0]!.messages)).toContain(PASSES);
    expect(JSON.stringify(main[0]!.messages)).toContain('What was that sound?');
    expect(await troupeDb(page)).toBe(db0);
    expect(await chatOnPage(page)).toBe(page0);
    expect(chatFiles(st.userDir)).toEqual(files0);
    expect(await stored()).toBe(base);
    expect(errors).toEqual([]);
  });
}
