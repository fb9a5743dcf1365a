// Director turns on the standalone host, through the app, against the scripted model server: the
// curator's writes are kept with the reply, a regenerate replaces them, a swipe back restores them,
// and a discarded turn leaves the memory store byte for byte as it was.
import 'fake-indexeddb/auto';
import { createStore, entries } from 'idb-keyval';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createScenario, startScriptedServer, type ScriptedServer } from '../../../test/fixtures/scripted-server/index.mjs';
import { createStandaloneHost, type StandaloneHost } from '../../hosts/standalone/host.ts';
import { createApp, type App } from '../app.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';

let server: ScriptedServer;
const turns: unknown[] = [];
beforeAll(async () => {
  // Turns are scripted as the test goes: each request takes the first matching one and uses it up.
  const engine = {
    model: 'scripted-model',
    pending: () => turns.map((_, i) => i),
    respond(body: unknown) {
      const plan = createScenario({ turns: [...turns] as never[], fallback: { content: 'nothing scripted' } }).respond(body);
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
});

/** One director turn: the main agent records an event and writes the reply, then finalizes. */
function scriptTurn(title: string, reply: string) {
  turns.push(
    {
      match: { lastRole: 'user' },
      toolCalls: [
        { name: 'memory_node_create', arguments: { type: 'event', title, fields: { summary: `${title}.`, time: 'Day 1' } } },
        { name: 'write_message', arguments: { text: reply, mode: 'replace' } },
      ],
    },
    { match: { lastRole: 'tool' }, toolCalls: [{ name: 'finalize', arguments: {} }] },
  );
}

async function openApp(): Promise<{ app: App; host: StandaloneHost; prefix: string }> {
  const prefix = `mt${++n}-${Math.random().toString(36).slice(2, 7)}-`;
  const host = createStandaloneHost({ prefix, origin: 'http://page.test', locale: 'en', fetch: globalThis.fetch.bind(globalThis) });
  opened.push(host);
  await host.ready;
  expect((await host.saveConnection({ preset: 'custom', baseUrl: server.url, model: 'scripted-model', stream: true })).ok).toBe(true);
  const app = createApp({ prefix, host });
  await app.ready;
  await app.profiles.updateSettings({ enabled: true, mode: 'director' });
  // A team-less profile: the main agent writes memory itself (the shipped main agent leaves memory to its curator).
  await editDirector(app, (p) => ({ ...p, subAgents: [], mainAgent: { ...p.mainAgent, tools: { ...p.mainAgent.tools, memory: { node_create: true } } } }));
  await app.memory.idle();
  return { app, host, prefix };
}

async function editDirector(app: App, edit: (p: DirectorProfile) => DirectorProfile) {
  app.profiles.setDraft('director', edit(app.profiles.drafts.value.director as DirectorProfile));
  await app.profiles.save('director');
}

const graphOf = (app: App) => app.memory.current.value!.graph;
const names = (app: App) => [...graphOf(app).nodes.values()].map((x) => x.name).sort();
const memoryDump = async (prefix: string) => JSON.stringify(await entries(createStore(`${prefix}memory`, 'keyval')));

describe('memory across director turns (standalone host, scripted model)', () => {
  test('kept with the reply; regenerate replaces; swipe back restores; a reload reads the same graph', async () => {
    const { app, host, prefix } = await openApp();
    scriptTurn('Day 1 — Ines meets Sam', 'Ines looked up from the rope.');
    await host.send('Hello there.');
    await app.memory.idle();
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam']);
    const reply = host.chat.value!.messages.at(-1)!;
    expect(reply.swipes[0].turns).toHaveLength(1);
    const evt = graphOf(app).nodes.get('evt_1')!;
    expect(evt.sources.map((s) => s.floor)).toEqual([1, 2]);
    expect(app.memory.current.value!.lastTouched.value).toEqual(['evt_1']);

    scriptTurn('Day 1 — Ines refuses Sam', 'Ines shook her head.');
    await host.regenerate();
    await app.memory.idle();
    expect(names(app)).toEqual(['Day 1 — Ines refuses Sam']);
    expect(host.chat.value!.messages.at(-1)!.swipes).toHaveLength(2);

    await host.swipe(reply.id, -1);
    await app.memory.idle();
    expect(names(app)).toEqual(['Day 1 — Ines meets Sam']);
    await host.swipe(reply.id, 1);
    await app.memory.idle();
    expect(names(app)).toEqual(['Day 1 — Ines refuses Sam']);

    // Another page on the same storage reads what was kept, and shows the swipe on screen.
    const again = createStandaloneHost({ prefix, origin: 'http://page.test', locale: 'en', fetch: globalThis.fetch.bind(globalThis) });
    opened.push(again);
    await again.ready;
    const app2 = createApp({ prefix, host: again });
    await app2.ready;
    await app2.memory.idle();
    // The graph engine loads at first use (here: what the Memory viewer does when it opens), not with the app.
    expect(app2.memory.loaded).toBeNull();
    await app2.memory.viewer();
    await app2.memory.idle();
    expect(names(app2)).toEqual(['Day 1 — Ines refuses Sam']);
    expect(app2.memory.current.value!.turns.map((t) => t.state)).toEqual(['hidden', 'shown']);
  });

  test('a discarded turn (Stop with discard on) leaves the memory store byte for byte unchanged', async () => {
    const { app, host, prefix } = await openApp();
    scriptTurn('Day 1 — kept', 'Kept reply.');
    await host.send('First.');
    await app.memory.idle();
    const before = await memoryDump(prefix);
    await editDirector(app, (p) => ({ ...p, discardOnAbort: true }));
    turns.push(
      {
        match: { lastRole: 'user' },
        toolCalls: [{ name: 'memory_node_create', arguments: { type: 'event', title: 'Day 2 — discarded', fields: { summary: 'x', time: 'Day 2' } } }],
      },
      { match: { lastRole: 'tool' }, content: 'thinking', fault: 'stall', afterFrames: 1 },
    );
    const seen = server.requests.length;
    const sent = host.send('Second.');
    await server.waitFor((r) => r.n > seen && r.body?.messages?.at(-1)?.role === 'tool');
    expect(names(app)).toContain('Day 2 — discarded'); // applied while the turn runs
    host.stopGeneration();
    await sent;
    await app.memory.idle();
    expect(names(app)).toEqual(['Day 1 — kept']);
    expect(await memoryDump(prefix)).toBe(before);
  });
});
