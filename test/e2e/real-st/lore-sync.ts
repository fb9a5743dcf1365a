// Canon in lorebooks in a real SillyTavern: a chat synced to its chat lorebook (made and bound by
// Troupe as SillyTavern's chat-lorebook button would) gets an entry for the character sheet a director
// turn's memory_curator writes; a graph edit updates the entry; a hand edit typed into SillyTavern's
// World Info editor is kept through the next graph edit and shown as a conflict in the Memory
// section, where "Keep the graph" settles it; with Troupe disabled in SillyTavern's extension manager
// and the page reloaded, the chat still has its lorebook and the entries, read through
// /api/worldinfo/get, and SillyTavern's own World Info activates them.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createScenario, startScriptedServer, type Turn } from '../../fixtures/scripted-server/index.mjs';
import { armEvent, openSeraphina, openTroupePanel, send, stReady, troupeTurn, type SuiteEnv, stWithPage, useCuratorTeam } from './harness.ts';

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const isCurator = (b: Body) => !isMain(b) && offered(b, 'memory_node_create');
const last = (b: Body) => b.messages.at(-1)?.role;

/** One director turn whose memory_curator writes a character sheet. */
function curatorWritesSheet(): Turn[] {
  const main = (first: boolean) => (b: Body) => isMain(b) && (first ? last(b) === 'user' : last(b) === 'tool');
  return [
    { match: main(true), toolCalls: [{ name: 'write_message', arguments: { text: 'A limping doctor stepped into the glade.', mode: 'replace' } }] },
    { match: main(false), toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'memory_curator', task: 'Record the doctor.' } }] },
    { match: main(false), toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] },
    {
      match: (b: Body) => isCurator(b) && last(b) === 'user',
      toolCalls: [
        {
          name: 'memory_node_create',
          arguments: { type: 'character_sheet', title: 'John Watson', fields: { summary: 'An army doctor back from the war.', aliases: 'Watson; the doctor' } },
        },
      ],
    },
    { match: (b: Body) => isCurator(b) && last(b) === 'tool', content: 'Created.' },
    { match: main(false), toolCalls: [{ name: 'finalize', arguments: {} }] },
  ];
}

interface Entry {
  uid: number;
  key: string[];
  content: string;
  comment: string;
  constant: boolean;
  troupe?: { chat: string; node: string; hash: string };
}

/** The chat's lorebook name and its entries as SillyTavern's server stores them. */
const chatBook = (page: Page) =>
  page.evaluate(async () => {
    const c = (globalThis as any).SillyTavern.getContext();
    const name = c.chatMetadata.world_info as string | undefined;
    if (!name) return { name: null, entries: [] as Entry[] };
    const res = await fetch('/api/worldinfo/get', { method: 'POST', headers: c.getRequestHeaders(), body: JSON.stringify({ name }), cache: 'no-cache' });
    const data = await res.json();
    return { name, entries: Object.values(data.entries as Record<string, Entry>).sort((a, b) => a.uid - b.uid) };
  });

const idle = (page: Page) => page.evaluate(() => (globalThis as any).troupe.memory.idle());

export function loreSync(env: SuiteEnv) {
  test('a chat synced to its chat lorebook: entries for its character sheets follow graph edits, keep hand edits as conflicts, and stay after Troupe is disabled', async () => {
    const turns: Turn[] = curatorWritesSheet();
    const model = await startScriptedServer({
      scenario: {
        model: 'scripted-director',
        pending: () => turns.map((_, i) => i),
        respond(body: Body) {
          const plan = createScenario({ turns: [...turns], fallback: { content: 'Plain SillyTavern reply.' } }).respond(body);
          if (plan.turn >= 0) turns.splice(plan.turn, 1);
          return plan;
        },
      },
    });
    env.defer(() => model.close());
    const { page, errors } = await stWithPage(env, { modelUrl: model.url });
    await openSeraphina(page);
    await openTroupePanel(page);
    await useCuratorTeam(page);
    expect(await chatBook(page)).toEqual({ name: null, entries: [] });

    // The chat's choice: its own lorebook, character sheets only.
    expect(
      await page.evaluate(() => (globalThis as any).troupe.memory.lore.update({ target: 'chat', types: ['character_sheet'], alwaysInject: false })),
    ).toEqual({ ok: true });
    const bound = await chatBook(page);
    expect(bound.name).toMatch(/^Chat Book /);
    expect(bound.entries).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('.chat_lorebook_button')?.classList.contains('world_set'))).toBe(true);

    // A turn's memory writes: the curator's character sheet becomes an entry.
    expect(await troupeTurn(page, () => send(page, 'Someone is coming up the path.'))).toMatchObject({ mode: 'director', outcome: 'completed' });
    expect(turns).toEqual([]);
    await idle(page);
    let book = await chatBook(page);
    expect(book.name).toBe(bound.name);
    expect(book.entries).toHaveLength(1);
    const [entry] = book.entries;
    expect(entry).toMatchObject({
      key: ['John Watson', 'Watson', 'the doctor'],
      comment: 'John Watson',
      content: 'Summary: An army doctor back from the war.',
      constant: false,
      troupe: { node: expect.stringMatching(/^char_/) },
    });
    const nodeId = entry!.troupe!.node;

    // A graph edit (the user's, in the Memory section) updates the entry in place.
    const edit = (goal: string) =>
      page.evaluate(
        async ({ id, goal }) => {
          const t = (globalThis as any).troupe;
          const actions = await t.memory.viewer();
          const n = actions.detail(id).node;
          const r = await actions.edit(id, { fields: { ...n.fields, goal } });
          await t.memory.idle();
          return r;
        },
        { id: nodeId, goal },
      );
    expect(await edit('Find lodgings in London')).toEqual({ ok: true });
    book = await chatBook(page);
    expect(book.entries).toHaveLength(1);
    expect(book.entries[0]).toMatchObject({ uid: entry!.uid, content: 'Summary: An army doctor back from the war.\nGoal: Find lodgings in London' });

    // A hand edit in SillyTavern's World Info editor: the book opened there, the entry's content typed, saved by the editor.
    const handText = 'Summary: Holmes’s friend and chronicler.\nGoal: Find lodgings in London';
    await page.locator('#WIDrawerIcon').click();
    await page.evaluate((name) => (globalThis as any).SillyTavern.getContext().reloadWorldInfoEditor(name, true), bound.name!);
    // The book's one entry, opened.
    await page.locator('#world_popup_entries_list .world_entry').first().locator('.inline-drawer-toggle').first().click();
    const content = page.locator(`#world_entry_content_${entry!.uid}`);
    await content.waitFor({ timeout: 30_000 });
    const saved = await armEvent(page, 'WORLDINFO_UPDATED');
    await content.fill(handText);
    await saved();
    await page.locator('#WIDrawerIcon').click();
    // …is kept through the next graph edit, and reported.
    expect(await edit('Share rooms at Baker Street')).toEqual({ ok: true });
    book = await chatBook(page);
    expect(book.entries[0]).toMatchObject({ content: handText, troupe: { node: nodeId } });
    expect(await page.evaluate(() => (globalThis as any).troupe.memory.lore.conflicts.value)).toMatchObject([
      {
        kind: 'edited',
        uid: entry!.uid,
        node: nodeId,
        name: 'John Watson',
        entry: { content: handText },
        graph: { content: 'Summary: An army doctor back from the war.\nGoal: Share rooms at Baker Street' },
      },
    ]);
    // The Memory section shows it, with both texts; "Keep the graph" overwrites the entry.
    await openTroupePanel(page);
    const section = page.locator('details.troupe-memory');
    if ((await section.getAttribute('open')) === null) await section.locator('> summary').click();
    const conflict = page.locator('.troupe-canon__conflict');
    await conflict.waitFor({ timeout: 30_000 });
    expect(await conflict.textContent()).toContain('“John Watson” was edited in the lorebook');
    expect(await conflict.locator('pre').first().textContent()).toContain('Holmes’s friend and chronicler.');
    await conflict.getByRole('button', { name: 'Keep the graph (overwrite the entry)' }).click();
    await conflict.waitFor({ state: 'detached', timeout: 30_000 });
    await idle(page);
    book = await chatBook(page);
    expect(book.entries[0]!.content).toBe('Summary: An army doctor back from the war.\nGoal: Share rooms at Baker Street');

    // Troupe disabled in SillyTavern's extension manager, the page reloaded: the chat keeps its lorebook and entries.
    // (A string, so the test runner's transform leaves the page's own dynamic import alone.)
    const name = await page.evaluate(`(async () => {
      const m = await import(new URL('scripts/extensions.js', document.baseURI).href);
      const found = m.findExtension('troupe');
      await m.disableExtension(found.name, false);
      return found.name;
    })()`);
    expect(name).toBe('third-party/troupe');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSeraphina(page);
    await stReady(page);
    expect(await page.evaluate(() => (globalThis as any).SillyTavern.getContext().extensionSettings.disabledExtensions)).toContain('third-party/troupe');
    expect(await page.evaluate(() => typeof (globalThis as any).troupe)).toBe('undefined');
    const after = await chatBook(page);
    expect(after.name).toBe(bound.name);
    expect(after.entries).toEqual(book.entries);
    // SillyTavern's own World Info activates the entry by its keys.
    const prompt = await page.evaluate(async () => {
      const c = (globalThis as any).SillyTavern.getContext();
      const r = await c.getWorldInfoPrompt(['The doctor set down his bag.'], 8192, true);
      return String(r?.worldInfoString ?? '') + String(r?.worldInfoBefore ?? '') + String(r?.worldInfoAfter ?? '');
    });
    expect(prompt).toContain('Share rooms at Baker Street');
    expect(errors).toEqual([]);
  }, 240_000);
}
