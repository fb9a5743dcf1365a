// Memory kept by the curator in every mode, through the app on the standalone host against the scripted
// model server: in the loop capsule mode memory_curator runs after the host's reply every Nth reply and
// reads the replies since its last run; in director it joins the after wave of a team that has none,
// writer-only turns too; with the setting off nothing more is requested.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createScenario, startScriptedServer, type ScriptedServer } from '../../../test/fixtures/scripted-server/index.mjs';
import { createStandaloneHost, type StandaloneHost } from '../../hosts/standalone/host.ts';
import { createApp, type App } from '../app.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';
import { chatStoreKey } from '../../ports/host.ts';
import { replayTurn } from '../runs/replay.ts';

type Body = { messages: { role: string; content: unknown }[]; tools?: { function: { name: string } }[] };
const offered = (b: Body, name: string) => (b.tools ?? []).some((t) => t.function.name === name);
const isCurator = (b: Body) => JSON.stringify(b.messages[0]).includes('You are memory_curator');
const isLoop = (b: Body) => !isCurator(b) && offered(b, 'finalize') && !offered(b, 'write_message');
const isMain = (b: Body) => !isCurator(b) && offered(b, 'write_message');
const isReply = (b: Body) => !b.tools?.length;

let server: ScriptedServer;
const turns: unknown[] = [];
beforeAll(async () => {
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[] }).respond(body);
      if (plan.turn >= 0) turns.splice(plan.turn, 1);
      return plan;
    },
  };
  server = await startScriptedServer({ scenario: engine as never });
});
afterAll(() => server.close());

let n = 0;
const opened: StandaloneHost[] = [];
afterEach(() => {
  for (const h of opened.splice(0)) h.dispose();
  turns.length = 0;
});

async function openApp(mode: 'loop' | 'director', curator: { on: boolean; every?: number }): Promise<{ app: App; host: StandaloneHost }> {
  const prefix = `mc${++n}-${Math.random().toString(36).slice(2, 7)}-`;
  const host = createStandaloneHost({ prefix, origin: 'http://page.test', locale: 'en', fetch: globalThis.fetch.bind(globalThis) });
  opened.push(host);
  await host.ready;
  expect((await host.saveConnection({ preset: 'custom', baseUrl: server.url, model: 'scripted-model', stream: true })).ok).toBe(true);
  const app = createApp({ prefix, host });
  await app.ready;
  await app.profiles.updateSettings({ enabled: true, mode });
  await app.memory.updateSettings({ enabled: true, curator: curator.on, curatorEvery: curator.every ?? 1 });
  await app.memory.idle();
  return { app, host };
}

/** Resolves once the replies' curators are done and memory settled. */
async function settled(app: App) {
  await app.orchestrator!.afterRepliesIdle();
  await app.memory.idle();
}

const names = (app: App) => [...app.memory.current.value!.graph.nodes.values()].map((x) => x.name).sort();

const curatorWrites = (title: string) => ({
  match: (b: Body) => isCurator(b) && b.messages.at(-1)?.role === 'user',
  toolCalls: [
    { name: 'memory_node_create', arguments: { type: 'event', title, fields: { summary: `${title}.`, time: 'Day 1' } } },
    { name: 'submit_result', arguments: { text: `Recorded ${title}` } },
  ],
});

function who(from: number) {
  return server.requests.slice(from).map((r) => {
    const b = r.body as Body;
    return isCurator(b) ? 'curator' : isLoop(b) ? 'loop' : isMain(b) ? 'main' : isReply(b) ? 'reply' : 'other';
  });
}

describe('memory kept by the curator (standalone host, scripted model)', () => {
  test('loop mode, every 2nd reply: the curator runs after replies 1 and 3, and on 3 reads the replies since its last run', async () => {
    const { app, host } = await openApp('loop', { on: true, every: 2 });
    const loopTurn = (reply: string) =>
      turns.push({ match: isLoop, toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'Keep it short.' } }] }, { match: isReply, content: reply });

    let from = server.requests.length;
    loopTurn('Ines looked up from the rope.');
    turns.push(curatorWrites('Day 1 — Ines meets Sam'));
    await host.send('Hello there.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply', 'curator']);
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam']);
    // Its writes belong to the reply: the reply carries the turn's mark.
    expect(host.chat.value!.messages.at(-1)!.swipes[0].turns).toHaveLength(1);
    expect(app.memory.current.value!.turns.map((t) => t.state)).toEqual(['shown']);

    from = server.requests.length;
    loopTurn('Sam tied the knot twice.');
    await host.send('Tie it again.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply']);

    from = server.requests.length;
    loopTurn('The boat left the harbor at dusk.');
    turns.push(curatorWrites('Day 1 — the boat leaves'));
    await host.send('Cast off.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply', 'curator']);
    expect(turns).toEqual([]);
    const curator = server.requests.at(-1)!.body as Body;
    const text = JSON.stringify(curator.messages);
    expect(text).toContain('You run every 2 replies');
    // The reply it skipped is in its story, the newest one in its draft.
    expect(text).toContain('Sam tied the knot twice.');
    expect(text).toContain('The boat left the harbor at dusk.');
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam', 'Day 1 — the boat leaves']);

    // A regenerate of the third reply undoes its curator's event; the new reply's curator writes its own.
    from = server.requests.length;
    turns.push({ match: isReply, content: 'The boat stayed moored.' }, curatorWrites('Day 1 — the boat stays'));
    await host.regenerate();
    await settled(app);
    expect(who(from)).toEqual(['reply', 'curator']);
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam', 'Day 1 — the boat stays']);
  });

  test('loop mode: a reply that is never saved gets no curator, and the next one does', async () => {
    const { app, host } = await openApp('loop', { on: true });
    const ended: unknown[] = [];
    host.on('troupe:curator-ended', (d) => ended.push(d));
    let from = server.requests.length;
    turns.push(
      { match: isLoop, toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'Keep it short.' } }] },
      { match: isReply, status: 400, body: { error: { message: 'bad request' } } },
    );
    await host.send('Hello there.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply']);
    expect(ended).toEqual([{ chatId: host.currentChat()!.chatId, outcome: 'skipped' }]);
    expect(names(app)).toEqual([]);

    from = server.requests.length;
    turns.push({ match: isReply, content: 'Ines looked up from the rope.' }, curatorWrites('Day 1 — Ines meets Sam'));
    await host.regenerate();
    await settled(app);
    expect(who(from)).toEqual(['reply', 'curator']);
    expect(ended.at(-1)).toMatchObject({ outcome: 'completed', subagents: [{ subagentId: 'memory_curator', status: 'completed' }] });
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam']);
  });

  test('loop mode: a new message stops a curator still working on the last reply, and its turn goes ahead', async () => {
    const { app, host } = await openApp('loop', { on: true });
    const ended: { outcome: string }[] = [];
    host.on('troupe:curator-ended', (d) => ended.push(d as { outcome: string }));
    const loopTurn = (reply: string) =>
      turns.push({ match: isLoop, toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'Keep it short.' } }] }, { match: isReply, content: reply });
    loopTurn('Ines looked up from the rope.');
    // The curator's answer is slow to come: its request is still open when the next message is sent.
    turns.push({ match: isCurator, content: 'Nothing to record.', latencyMs: 60_000 });
    const seen = server.requests.length;
    await host.send('Hello there.');
    // Its request has arrived (loop, reply, then the curator's).
    await server.waitFor((r) => r.n === seen + 2);
    expect(ended).toEqual([]);

    const from = server.requests.length;
    loopTurn('Sam tied the knot twice.');
    turns.push(curatorWrites('Day 1 — the knot'));
    await host.send('Tie it again.');
    await settled(app);
    expect(ended.map((e) => e.outcome)).toEqual(['aborted', 'completed']);
    expect(who(from)).toEqual(['loop', 'reply', 'curator']);
    expect(names(app)).toEqual(['Day 1 — the knot']);
  });

  test('loop mode with the setting off: no curator request', async () => {
    const { app, host } = await openApp('loop', { on: false });
    const from = server.requests.length;
    turns.push(
      { match: isLoop, toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'Keep it short.' } }] },
      { match: isReply, content: 'A plain reply.' },
    );
    await host.send('Hello there.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply']);
    expect(names(app)).toEqual([]);
  });

  test("a chat's own choice wins over the setting: on in one chat, the setting (off) in another", async () => {
    const { app, host } = await openApp('loop', { on: false });
    const loopTurn = (reply: string) =>
      turns.push({ match: isLoop, toolCalls: [{ name: 'finalize', arguments: { capsule_text: 'Keep it short.' } }] }, { match: isReply, content: reply });
    const here = host.currentChat()!;
    await app.memory.setChatCurator(chatStoreKey(here), true);
    expect(app.memory.curatorFor(here)).toEqual({ every: 1 });
    let from = server.requests.length;
    loopTurn('Ines looked up from the rope.');
    turns.push(curatorWrites('Day 1 — Ines meets Sam'));
    await host.send('Hello there.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply', 'curator']);

    await host.newChat();
    await app.memory.idle();
    expect(app.memory.curatorFor(host.currentChat()!)).toBeNull();
    from = server.requests.length;
    loopTurn('A reply in another chat.');
    await host.send('Hello again.');
    await settled(app);
    expect(who(from)).toEqual(['loop', 'reply']);
    // The choice is stored: another page on the same storage reads it.
    await app.memory.load();
    expect(app.memory.curatorFor(here)).toEqual({ every: 1 });
  });

  test('director, a team without a curator, writer-only turn: the shipped curator runs in the after wave', async () => {
    const { app, host } = await openApp('director', { on: true });
    app.profiles.setDraft('director', { ...(app.profiles.drafts.value.director as DirectorProfile), subAgents: [] });
    await app.profiles.save('director');
    await app.profiles.updateSettings({ turnTeam: 'light' });
    const from = server.requests.length;
    turns.push(
      {
        match: (b: Body) => isMain(b) && b.messages.at(-1)?.role === 'user',
        toolCalls: [
          { name: 'write_message', arguments: { text: 'Ines looked up from the rope.', mode: 'replace' } },
          { name: 'finalize', arguments: {} },
        ],
      },
      curatorWrites('Day 1 — Ines meets Sam'),
    );
    await host.send('Hello there.');
    await settled(app);
    expect(who(from)).toEqual(['main', 'curator']);
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam']);
    expect(app.memory.current.value!.turns.map((t) => t.state)).toEqual(['shown']);
    // The turn's record says the curator joined: a replay runs the same after wave, with no request.
    const sent = server.requests.length;
    const replayed = await replayTurn(app.orchestrator!.lastTrace.value!.toJSON());
    expect(replayed.ok && replayed.result.same).toBe(true);
    expect(replayed.ok && replayed.result.trace.agents().map((a) => a.label)).toContain('memory_curator');
    expect(server.requests.length).toBe(sent);
  });
});
