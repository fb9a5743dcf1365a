// Reviewing memory changes (the chat's "Review memory changes" on), through the app on the standalone
// host against the scripted model server: a turn's writes wait as proposals that readers do not see;
// approving applies one (with what it needs) as a change of its turn, so swipe, regenerate and delete
// undo it with the reply; rejecting forgets it.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createScenario, startScriptedServer, type ScriptedServer } from '../../../test/fixtures/scripted-server/index.mjs';
import { createStandaloneHost, type StandaloneHost } from '../../hosts/standalone/host.ts';
import { chatStoreKey } from '../../ports/host.ts';
import { createApp, type App } from '../app.ts';
import type { DirectorProfile } from '../../core/profiles/schemas/director.ts';

let server: ScriptedServer;
const turns: unknown[] = [];
beforeAll(async () => {
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

/** One director turn whose main agent makes three writes: two nodes and a link between them. */
function scriptThreeWrites(who: string, reply: string) {
  turns.push(
    {
      match: { lastRole: 'user' },
      toolCalls: [
        { name: 'memory_node_create', arguments: { type: 'character_sheet', title: who, fields: { summary: `${who}, a sailor.` } } },
        { name: 'memory_node_create', arguments: { type: 'location_state', title: `${who}'s boat`, fields: { summary: 'A small boat.' } } },
      ],
    },
    {
      match: { lastRole: 'tool' },
      toolCalls: [
        {
          name: 'memory_link_upsert',
          arguments: { source_node_id: `char_${who.toLowerCase()}`, links: [{ target_node_id: `loc_${who.toLowerCase()}_s_boat`, relation: 'owns' }] },
        },
        { name: 'write_message', arguments: { text: reply, mode: 'replace' } },
      ],
    },
    { match: { lastRole: 'tool' }, toolCalls: [{ name: 'finalize', arguments: {} }] },
  );
}

async function openApp(): Promise<{ app: App; host: StandaloneHost }> {
  const prefix = `mr${++n}-${Math.random().toString(36).slice(2, 7)}-`;
  const host = createStandaloneHost({ prefix, origin: 'http://page.test', locale: 'en', fetch: globalThis.fetch.bind(globalThis) });
  opened.push(host);
  await host.ready;
  expect((await host.saveConnection({ preset: 'custom', baseUrl: server.url, model: 'scripted-model', stream: true })).ok).toBe(true);
  const app = createApp({ prefix, host });
  await app.ready;
  await app.profiles.updateSettings({ enabled: true, mode: 'director' });
  const p = app.profiles.drafts.value.director as DirectorProfile;
  app.profiles.setDraft('director', {
    ...p,
    subAgents: [],
    mainAgent: { ...p.mainAgent, tools: { ...p.mainAgent.tools, memory: { node_create: true, link_upsert: true, find_by_name: true } } },
  });
  await app.profiles.save('director');
  await app.memory.idle();
  return { app, host };
}

const graphOf = (app: App) => app.memory.current.value!.graph;
const names = (app: App) => [...graphOf(app).nodes.values()].map((x) => x.name).sort();

async function reviewedTurn() {
  const { app, host } = await openApp();
  await app.memory.setReview(chatStoreKey(host.currentChat()!), true);
  scriptThreeWrites('Ines', 'Ines waved from her boat.');
  await host.send('Hello.');
  await app.memory.idle();
  return { app, host, chat: app.memory.current.value! };
}

describe('memory changes under review', () => {
  test('writes wait as three proposals; the graph and the next turn see none of them', async () => {
    const { app, host, chat } = await reviewedTurn();
    expect(names(app)).toEqual([]);
    expect(graphOf(app).edges.size).toBe(0);
    const inbox = chat.inbox();
    expect(inbox.map((p) => p.kind)).toEqual(['create', 'create', 'link']);
    // The link needs both nodes it joins.
    expect(inbox[2]!.needs).toEqual([inbox[0]!.id, inbox[1]!.id]);
    const turn = chat.turnMemory([inbox[0]!.turnId])!;
    expect(turn.pending).toMatchObject({ created: 2, linked: 1 });
    expect(turn.pendingCount).toBe(3);

    // The next turn's agent looks for the proposed node and does not find it.
    turns.push(
      { match: { lastRole: 'user' }, toolCalls: [{ name: 'memory_find_by_name', arguments: { query: 'Ines' } }] },
      { match: { lastRole: 'tool' }, toolCalls: [{ name: 'write_message', arguments: { text: 'Later.', mode: 'replace' } }] },
      { match: { lastRole: 'tool' }, toolCalls: [{ name: 'finalize', arguments: {} }] },
    );
    const seen = server.requests.length;
    await host.send('Who is here?');
    await app.memory.idle();
    const found = server.requests.slice(seen).find((r) => JSON.stringify(r.body).includes('memory_find_by_name') && r.body?.messages?.at(-1)?.role === 'tool');
    expect(found).toBeTruthy();
    const result = String(found!.body.messages.at(-1).content);
    expect(result).not.toContain('char_ines');
  });

  test('approve one by one applies; a link approved first brings its nodes along; reject drops', async () => {
    const { app, chat } = await reviewedTurn();
    const [a, b, link] = chat.inbox();
    expect(await chat.approve([a!.id])).toEqual([a!.id]);
    expect(names(app)).toEqual(['Ines']);
    expect(chat.inbox().map((p) => p.id)).toEqual([b!.id, link!.id]);
    // Approving the link approves the boat it needs with it.
    expect(await chat.approve([link!.id])).toEqual([b!.id, link!.id]);
    expect(names(app)).toEqual(['Ines', "Ines's boat"]);
    expect(graphOf(app).edge('char_ines', 'owns', 'loc_ines_s_boat')).toBeTruthy();
    expect(chat.inbox()).toEqual([]);
  });

  test('rejecting a node rejects the link that needs it; rejected changes are gone after a reload', async () => {
    const { app, chat } = await reviewedTurn();
    const [a, , link] = chat.inbox();
    expect(await chat.reject([a!.id])).toEqual([a!.id, link!.id]);
    expect(chat.inbox()).toHaveLength(1);
    await chat.approve('all');
    expect(names(app)).toEqual(["Ines's boat"]);
    await chat.reload();
    expect(chat.inbox()).toEqual([]);
    expect(names(app)).toEqual(["Ines's boat"]);
    expect(graphOf(app).edges.size).toBe(0);
  });

  test('approved changes belong to the reply: a regenerate undoes them, a swipe back redoes them', async () => {
    const { app, host, chat } = await reviewedTurn();
    await chat.approve('all');
    expect(names(app)).toEqual(['Ines', "Ines's boat"]);
    const reply = host.chat.value!.messages.at(-1)!;
    turns.push(
      { match: { lastRole: 'user' }, toolCalls: [{ name: 'write_message', arguments: { text: 'Nobody there.', mode: 'replace' } }] },
      { match: { lastRole: 'tool' }, toolCalls: [{ name: 'finalize', arguments: {} }] },
    );
    await host.regenerate();
    await app.memory.idle();
    expect(names(app)).toEqual([]);
    expect(graphOf(app).edges.size).toBe(0);
    await host.swipe(reply.id, -1);
    await app.memory.idle();
    expect(names(app)).toEqual(['Ines', "Ines's boat"]);
    expect(graphOf(app).edges.size).toBe(1);
  });

  test('a pending change of a reply swiped away cannot be approved; a deleted reply takes approved changes and proposals with it', async () => {
    const { app, host, chat } = await reviewedTurn();
    const [a] = chat.inbox();
    await chat.approve([a!.id]);
    turns.push(
      { match: { lastRole: 'user' }, toolCalls: [{ name: 'write_message', arguments: { text: 'Another.', mode: 'replace' } }] },
      { match: { lastRole: 'tool' }, toolCalls: [{ name: 'finalize', arguments: {} }] },
    );
    await host.regenerate();
    await app.memory.idle();
    expect(chat.inbox().every((p) => !p.shown)).toBe(true);
    await expect(chat.approve(chat.inbox().map((p) => p.id))).rejects.toThrow(/not on screen/);
    // "All" approves what can be approved and leaves these waiting.
    expect(await chat.approve('all')).toEqual([]);
    expect(chat.inbox()).toHaveLength(2);
    expect(names(app)).toEqual([]);
    // The reply is gone (no message carries its mark any more): the turn is forgotten with its proposals.
    await chat.reconcile(new Map());
    expect(chat.inbox()).toEqual([]);
    expect(chat.turns.filter((t) => t.id === a!.turnId)).toEqual([]);
    expect(names(app)).toEqual([]);
  });

  test('review off: writes apply at once, as before', async () => {
    const { app, host } = await openApp();
    scriptThreeWrites('Sam', 'Sam rowed away.');
    await host.send('Hi.');
    await app.memory.idle();
    expect(names(app)).toEqual(['Sam', "Sam's boat"]);
    expect(app.memory.current.value!.inbox()).toEqual([]);
  });
});
