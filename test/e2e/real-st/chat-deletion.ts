// Chats take their data with them, in a real SillyTavern (≥ 1.19: CHAT_RENAMED): a chat renamed from
// the chat list before Troupe ever recorded its key finds its data under its old name; deleting a chat
// (CHAT_DELETED) removes its memory and run history — by the key its data is stored under, which for
// the renamed chat is not its name — and leaves every other chat's data alone.
import { expect, test } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createScenario, startScriptedServer, type Turn } from '../../fixtures/scripted-server/index.mjs';
import {
  armEvent,
  lastMessage,
  openSeraphina,
  openSt,
  openTroupePanel,
  send,
  startStWithTroupe,
  troupeTurn,
  versionAtLeast,
  type SuiteEnv,
  useCuratorTeam,
} from './harness.ts';

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isMain = (b: Body) => offered(b, 'dispatch_subagent');
const isCurator = (b: Body) => !isMain(b) && offered(b, 'memory_node_create');
const last = (b: Body) => b.messages.at(-1)?.role;
const UNSEEN = 'Seraphina - unseen';
const RENAMED = 'Seraphina - renamed';

/** One director turn: the main agent writes, dispatches memory_curator, which records an event. */
const TURNS: Turn[] = [
  {
    match: (b: Body) => isMain(b) && last(b) === 'user',
    toolCalls: [{ name: 'write_message', arguments: { text: 'Watson limped into the laboratory.', mode: 'replace' } }],
  },
  {
    match: (b: Body) => isMain(b) && last(b) === 'tool',
    toolCalls: [{ name: 'dispatch_subagent', arguments: { subagentId: 'memory_curator', task: 'Happened: they meet' } }],
  },
  { match: (b: Body) => isMain(b) && last(b) === 'tool', toolCalls: [{ name: 'await_subagents', arguments: { handles: ['subagent-0'] } }] },
  {
    match: (b: Body) => isCurator(b) && last(b) === 'user',
    toolCalls: [{ name: 'memory_node_create', arguments: { type: 'event', title: 'Day 1 — they meet', fields: { summary: 'They meet.', time: 'Day 1' } } }],
  },
  { match: (b: Body) => isCurator(b) && last(b) === 'tool', content: 'Created.' },
  { match: (b: Body) => isMain(b) && last(b) === 'tool', toolCalls: [{ name: 'finalize', arguments: {} }] },
];

const memoryRecords = (page: Page, key: string) => page.evaluate(async (k) => (await (globalThis as any).troupe.storage.memory.raw(k)).length as number, key);
const runRecords = (page: Page, key: string) => page.evaluate(async (k) => (await (globalThis as any).troupe.storage.traces.list(k)).length as number, key);
/** Opens a chat of the selected character and resolves once SillyTavern announced it. */
async function openChat(page: Page, name: string) {
  const changed = await armEvent(page, 'CHAT_CHANGED');
  await page.evaluate((n) => (globalThis as any).SillyTavern.getContext().openCharacterChat(n), name);
  await changed();
}
/** Deletes a chat of the selected character as the chat list does (SillyTavern's deleteCharacterChatByName). */
async function deleteChat(page: Page, name: string) {
  const deleted = await armEvent(page, 'CHAT_DELETED');
  await page.evaluate(async (n) => {
    // SillyTavern's own module (a string import: vitest would rewrite an import() written here).
    const { deleteCharacterChatByName } = await new Function('u', 'return import(u)')(`${location.origin}/script.js`);
    await deleteCharacterChatByName(String((globalThis as any).SillyTavern.getContext().characterId), n);
  }, name);
  await deleted();
}

export function chatDeletion(env: SuiteEnv) {
  test.skipIf(!versionAtLeast(env.st.version, '1.19.0'))(
    'a chat renamed from the list keeps its data; deleting a chat removes its memory and runs, by its key, and no other chat’s',
    async () => {
      const turns = [...TURNS];
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
      const st = await startStWithTroupe(env, {
        modelUrl: model.url,
        // A chat of Seraphina that Troupe has never seen open (no key in its metadata).
        prepare(user) {
          const dir = join(user, 'chats/default_Seraphina'); // chats are filed by the card's avatar name
          mkdirSync(dir, { recursive: true });
          const header = { user_name: 'User', character_name: 'Seraphina', create_date: '2025-01-01@10h00m00s', chat_metadata: {} };
          const greeting = {
            name: 'Seraphina',
            is_user: false,
            is_system: false,
            send_date: '2025-01-01@10h00m00s',
            mes: 'Welcome back to the glade.',
            extra: {},
          };
          writeFileSync(join(dir, `${UNSEEN}.jsonl`), `${JSON.stringify(header)}\n${JSON.stringify(greeting)}\n`);
        },
      });
      env.defer(() => st.stop());
      const { page, errors } = await openSt(env.browser, st);
      env.defer(() => page.context().close());
      await openSeraphina(page);
      await openTroupePanel(page);
      await useCuratorTeam(page);
      expect(await troupeTurn(page, () => send(page, 'Watson arrives at Barts.'))).toMatchObject({ outcome: 'completed' });
      expect((await lastMessage(page)).mes).toBe('Watson limped into the laboratory.');
      const first = await page.evaluate(() => (globalThis as any).troupe.host.currentChat().chatId as string);
      expect(await memoryRecords(page, first)).toBeGreaterThan(0);
      expect(await runRecords(page, first)).toBe(1);

      // The unseen chat has data of its own under its name (as an older Troupe left it): a copy of the first's.
      // Its graph without the kept turns (their replies are not in this chat, whose memory would undo them).
      expect(await page.evaluate(([from, to]) => (globalThis as any).troupe.storage.memory.fork(from, to), [first, UNSEEN])).toBe(true);
      await page.evaluate(async (to) => {
        const repo = (globalThis as any).troupe.storage.memory;
        const turns = (await repo.raw(to))
          .map(([k]: [string]) => k.split('\u0001'))
          .filter((p: string[]) => p[1] === 't')
          .map((p: string[]) => [p[2], null]);
        await repo.apply(to, { turns });
      }, UNSEEN);
      // Renamed from the chat list while another chat is open, then opened: its data is found under its old name.
      const renamed = await armEvent(page, 'CHAT_RENAMED');
      await page.evaluate(
        async ([from, to]) => {
          const { renameGroupOrCharacterChat } = await new Function('u', 'return import(u)')(`${location.origin}/script.js`);
          await renameGroupOrCharacterChat({
            characterId: String((globalThis as any).SillyTavern.getContext().characterId),
            oldFileName: from,
            newFileName: to,
            loader: false,
          });
        },
        [UNSEEN, RENAMED],
      );
      await renamed();
      await openChat(page, RENAMED);
      expect(await page.evaluate(() => (globalThis as any).troupe.host.currentChat())).toMatchObject({ chatId: RENAMED, storeKey: UNSEEN });
      await page.evaluate(async () => void (await (globalThis as any).troupe.memory.viewer()));
      await page.waitForFunction((k) => (globalThis as any).troupe.memory.current.value?.chatId === k, UNSEEN, { timeout: 30_000 });
      expect(await page.evaluate(() => [...(globalThis as any).troupe.memory.current.value.graph.nodes.values()].map((n: { name: string }) => n.name))).toEqual(
        ['Day 1 — they meet'],
      );

      // Deleted by its new name from the list: the data under its key goes, the first chat's stays.
      await openChat(page, first);
      await deleteChat(page, RENAMED);
      await page.waitForFunction(async (k) => (await (globalThis as any).troupe.storage.memory.raw(k)).length === 0, UNSEEN, { timeout: 30_000, polling: 200 });
      expect(await memoryRecords(page, first)).toBeGreaterThan(0);
      expect(await page.evaluate(() => (globalThis as any).SillyTavern.getContext().extensionSettings.troupe?.chatKeys ?? {})).toEqual({});

      // The first chat deleted (another one open): its memory and its run history go.
      await openChat(page, 'Seraphina - scratch');
      await deleteChat(page, first);
      await page.waitForFunction(async (k) => (await (globalThis as any).troupe.storage.memory.raw(k)).length === 0, first, { timeout: 30_000, polling: 200 });
      await page.waitForFunction(async (k) => (await (globalThis as any).troupe.storage.traces.list(k)).length === 0, first, { timeout: 30_000, polling: 200 });
      expect(errors).toEqual([]);
    },
  );
}
