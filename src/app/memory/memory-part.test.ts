// The memory engine is a part of its own: settings, tool names and a branch's copy work without it;
// it loads at the first turn with memory on (or when the viewer asks); a part that cannot be loaded
// leaves the turn without memory tools and tells the user which file failed, and the next turn
// tries again.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { callTool } from '../../core/agent/tool.ts';
import type { ChatRef, GenerationTurn, Host } from '../../ports/host.ts';
import { openMemoryRepository } from '../../storage/memory.ts';
import { openSecrets } from '../../storage/secrets.ts';
import { openSettings } from '../../storage/records.ts';
import { lazyPart, PartLoadError } from '../../ports/lazy-part.ts';
import { MEMORY_CHECKS, MemoryService, type MemoryPartModule } from './memory-service.ts';

let n = 0;
const notFound = async () => ({ ok: false, status: 404, text: async () => '' });

/** A part that fails (the file answers 404) while `state.fail` is set, and is the real one after. */
function flakyPart(state: { fail: boolean; loads: number }) {
  return lazyPart<MemoryPartModule>(
    import.meta.url,
    () => (state.loads++, state.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./memory-part.ts')),
    { fetch: notFound },
  );
}

function fakeHost(chat: ChatRef | null, extra: Partial<Host> = {}) {
  const notices: { level: string; message: string }[] = [];
  const changed: ((c: ChatRef | null) => void)[] = [];
  const host = {
    notices,
    settled: [] as ChatRef[],
    currentChat: () => chat,
    onChatChanged: (cb: (c: ChatRef | null) => void) => (changed.push(cb), () => {}),
    notify: (level: string, message: string) => void notices.push({ level, message }),
    locale: () => 'en',
    forkSettled: async (c: ChatRef) => void host.settled.push(c),
    // No message events and no reply marks in these tests.
    onMessagesChanged: () => () => {},
    replyMarks: async () => null,
    showChat: (c: ChatRef | null) => {
      chat = c;
      for (const cb of changed) cb(c);
    },
    ...extra,
  };
  return host;
}

function service(prefix: string, host?: ReturnType<typeof fakeHost>, part?: ReturnType<typeof flakyPart>) {
  const repo = openMemoryRepository(MEMORY_CHECKS, { prefix });
  return {
    repo,
    svc: new MemoryService({
      repo,
      settings: openSettings({ prefix }),
      secrets: openSecrets({ prefix }),
      host: host as unknown as Host,
      ...(part ? { part } : {}),
    }),
  };
}

const generation = (chat: ChatRef) => ({ type: 'normal', chat, lastUser: { index: 0, text: 'x' } }) as unknown as GenerationTurn;

describe('the memory part', () => {
  test('settings and tool names need no engine; the first turn loads it', async () => {
    const state = { fail: false, loads: 0 };
    const chat = { chatId: 'c1' };
    const { svc } = service(`mp${++n}-`, fakeHost(chat), flakyPart(state));
    await svc.load();
    svc.attach();
    await svc.idle();
    expect(svc.names.value).toContain('memory_node_create');
    await svc.updateSettings({ injectAlways: false });
    expect(state.loads).toBe(0);
    expect(svc.loaded).toBeNull();
    const t = await svc.open({ mode: 'director', chat, generation: generation(chat) });
    expect(state.loads).toBe(1);
    expect(t!.tools.map((x) => x.name)).toEqual(svc.names.value);
    expect(svc.current.value?.chatId).toBe('c1');
    t!.close?.();
  });

  test('prepare (the warm-up) loads the engine only with memory on, and tells no one when it fails', async () => {
    const state = { fail: true, loads: 0 };
    const chat = { chatId: 'c-prep' };
    const host = fakeHost(chat);
    const { svc } = service(`mp${++n}-`, host, flakyPart(state));
    await svc.load();
    await svc.updateSettings({ enabled: false });
    await svc.prepare();
    expect(state.loads).toBe(0);
    await svc.updateSettings({ enabled: true });
    await svc.prepare(); // fails quietly: the turn reports it
    expect(state.loads).toBe(1);
    expect(host.notices).toEqual([]);
    state.fail = false;
    await svc.prepare();
    expect(svc.loaded).not.toBeNull();
  });

  test('a part that cannot be loaded: the turn goes on without memory tools, the user is told which file, the next turn loads it', async () => {
    const state = { fail: true, loads: 0 };
    const chat = { chatId: 'c2' };
    const host = fakeHost(chat);
    const { svc } = service(`mp${++n}-`, host, flakyPart(state));
    await svc.load();
    expect(await svc.open({ mode: 'director', chat, generation: generation(chat) })).toBeNull();
    expect(host.notices).toHaveLength(1);
    expect(host.notices[0]!.level).toBe('warning');
    expect(host.notices[0]!.message).toMatch(
      /^Memory could not be loaded \(\S*memory-part\.ts: HTTP 404\)\. This reply is written without memory: its agents get no memory tools and nothing of it is recorded\. Reload the page/,
    );
    await expect(svc.viewer()).rejects.toBeInstanceOf(PartLoadError);

    state.fail = false;
    const t = await svc.open({ mode: 'director', chat, generation: generation(chat) });
    expect(t!.tools.some((x) => x.name === 'memory_node_create')).toBe(true);
    const r = await callTool(t!.tools.find((x) => x.name === 'memory_node_create')!, {
      type: 'location_state',
      title: 'Old Lock',
      fields: { summary: 'A canal lock.' },
    });
    expect(r).toMatchObject({ ok: true });
    t!.close?.();
    await svc.idle();
    expect([...svc.current.value!.graph.nodes.keys()]).toEqual(['loc_old_lock']);
    expect(host.notices).toHaveLength(1);
  });

  test('the notice follows the host’s language', async () => {
    const chat = { chatId: 'c3' };
    const host = fakeHost(chat, { locale: () => 'zh-cn' });
    const { svc } = service(`mp${++n}-`, host, flakyPart({ fail: true, loads: 0 }));
    await svc.load();
    expect(await svc.open({ mode: 'director', chat, generation: generation(chat) })).toBeNull();
    expect(host.notices[0]!.message).toMatch(/^记忆无法加载（\S*memory-part\.ts：HTTP 404）。这次回复不使用记忆/);
  });

  test('a branch gets its copy at the chat change without the engine; the engine then shows the copy', async () => {
    const prefix = `mp${++n}-`;
    const parent = { chatId: 'parent' };
    const first = service(prefix, fakeHost(parent));
    await first.svc.load();
    const t = await first.svc.open({ mode: 'director', chat: parent, generation: generation(parent) });
    await callTool(t!.tools.find((x) => x.name === 'memory_node_create')!, { type: 'location_state', title: 'Old Lock', fields: { summary: 'A canal lock.' } });
    t!.close?.();
    await first.svc.idle();

    const state = { fail: false, loads: 0 };
    const host = fakeHost(null);
    const { svc, repo } = service(prefix, host, flakyPart(state));
    await svc.load();
    svc.attach();
    host.showChat({ chatId: 'branch', forkedFrom: 'parent' });
    await svc.idle();
    expect(state.loads).toBe(0);
    expect(host.settled.map((c) => c.chatId)).toEqual(['branch']);
    expect((await repo.raw('branch')).length).toBe((await repo.raw('parent')).length);
    await svc.viewer();
    expect([...svc.current.value!.graph.nodes.keys()]).toEqual(['loc_old_lock']);
    expect(svc.current.value!.chatId).toBe('branch');
  });
});
