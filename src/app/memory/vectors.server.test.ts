// Vectors follow the graph: computed through an OpenAI-compatible /embeddings connection when nodes
// are kept, searched by memory_vector_search, dropped with their node, rebuilt on request; and the
// host-index path (SillyTavern's vectors API) kept in step by hash.
import 'fake-indexeddb/auto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { callTool } from '../../core/agent/tool.ts';
import { openMemoryRepository } from '../../storage/memory.ts';
import { openSecrets } from '../../storage/secrets.ts';
import { openSettings } from '../../storage/records.ts';
import type { ChatRef, GenerationTurn, Host } from '../../ports/host.ts';
import { MEMORY_CHECKS, MemoryService } from './memory-service.ts';

// A deterministic embeddings server: one dimension per topic word.
const TOPICS = ['boat', 'lock', 'debt', 'storm'];
const embed = (t: string): number[] => [...TOPICS.map((w) => (t.toLowerCase().includes(w) ? 1 : 0)), 0.05];
const calls: { input: string[]; auth?: string }[] = [];
let url = '';
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const { input } = JSON.parse(body) as { input: string[] };
    calls.push({ input, auth: req.headers.authorization });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: input.map((t, index) => ({ index, embedding: embed(t) })) }));
  });
});
beforeAll(async () => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

let n = 0;
const chat: ChatRef = { chatId: 'vec-chat' };
function service(host?: Partial<Host>) {
  const prefix = `vec${++n}-`;
  const repo = openMemoryRepository(MEMORY_CHECKS, { prefix });
  return { repo, svc: new MemoryService({ repo, settings: openSettings({ prefix }), secrets: openSecrets({ prefix }), host: host as Host }) };
}
/** One turn on the service: `write` runs the tools, the reply is kept. */
async function turn(svc: MemoryService, write: (call: (name: string, args: unknown) => Promise<any>) => Promise<void>) {
  let keep!: (v: boolean) => void;
  const gen = {
    type: 'normal',
    chat,
    lastUser: { index: 0, text: 'x' },
    markReply: () => new Promise<boolean>((r) => (keep = r)),
  } as unknown as GenerationTurn;
  const tools = (await svc.open({ mode: 'director', chat, generation: gen }))!;
  const call = (name: string, args: unknown) => callTool(tools.tools.find((t) => t.name === name)!, args) as Promise<any>;
  await write(call);
  tools.close?.();
  keep(true);
  await svc.idle();
  return tools;
}

describe('memory vectors', () => {
  test('an OpenAI-compatible connection: vectors on keep, memory_vector_search ranks by meaning, deleted nodes leave the index', async () => {
    const { svc, repo } = service();
    await svc.load();
    expect(svc.names.value).not.toContain('memory_vector_search');
    await svc.setEmbeddingsKey('sk-test');
    await svc.updateSettings({ embeddings: { source: 'openai', baseUrl: url, model: 'topic-embed' } });
    expect(svc.names.value).toContain('memory_vector_search');
    await turn(svc, async (call) => {
      await call('memory_node_create', { type: 'location_state', title: 'Old Lock', fields: { summary: 'A canal lock.' } });
      await call('memory_node_create', { type: 'event', title: 'Day 2 — the storm', fields: { summary: 'A storm hit the boat.', time: 'Day 2' } });
    });
    await (await (await svc.engine()).vectors(chat.chatId))!.sync();
    expect(calls.at(-1)!.auth).toBe('Bearer sk-test');
    expect((await repo.load(chat.chatId)).vectors.map(([id]) => id).sort()).toEqual(['evt_1', 'loc_old_lock']);
    const tools = await turn(svc, async (call) => {
      const r = await call('memory_vector_search', { query: 'weather at sea: storm' });
      expect(r.results.map((x: { id: string }) => x.id)).toEqual(['evt_1', 'loc_old_lock']);
      expect(r.results[0].scoreMode).toBe('vector');
      await call('memory_node_delete', { node_id: 'evt_1' });
    });
    expect(tools.tools.some((t) => t.name === 'memory_vector_search')).toBe(true);
    await (await (await svc.engine()).vectors(chat.chatId))!.sync();
    expect((await repo.load(chat.chatId)).vectors.map(([id]) => id)).toEqual(['loc_old_lock']);
    const before = calls.length;
    expect(await svc.rebuildVectors()).toBe(null);
    expect(calls.length).toBe(before); // nothing on screen: no chat
  });

  test("the host's index (SillyTavern): items by hash, stale ones removed, queries mapped back to nodes", async () => {
    const items = new Map<number, string>();
    const host: Partial<Host> = {
      hostVectors: () => ({
        label: 'test index',
        model: 'm',
        collection: () => ({
          list: async () => [...items.keys()],
          insert: async (xs) => xs.forEach((x) => items.set(x.hash, x.text)),
          remove: async (hs) => hs.forEach((h) => items.delete(h)),
          query: async (text) => [...items].filter(([, t]) => TOPICS.some((w) => text.includes(w) && t.toLowerCase().includes(w))).map(([h]) => h),
          purge: async () => items.clear(),
        }),
      }),
      onChatChanged: () => () => {},
      currentChat: () => null,
      // No chat is loaded in this host: its replies have no marks to reconcile.
      replyMarks: async () => null,
    };
    const { svc } = service(host);
    await svc.load();
    await svc.updateSettings({ embeddings: { source: 'host', baseUrl: '', model: '' } });
    await turn(svc, async (call) => {
      await call('memory_node_create', { type: 'location_state', title: 'Old Lock', fields: { summary: 'A canal lock.' } });
    });
    await (await (await svc.engine()).vectors(chat.chatId))!.sync();
    expect([...items.values()]).toEqual([expect.stringContaining('Old Lock')]);
    await turn(svc, async (call) => {
      await call('memory_node_edit', { node_id: 'loc_old_lock', set_fields: { summary: 'A canal lock, closed after the storm.' } });
      expect((await call('memory_vector_search', { query: 'lock' })).results.map((x: { id: string }) => x.id)).toEqual(['loc_old_lock']);
    });
    await (await (await svc.engine()).vectors(chat.chatId))!.sync();
    expect([...items.values()]).toEqual([expect.stringContaining('closed after the storm')]);
  });
});
