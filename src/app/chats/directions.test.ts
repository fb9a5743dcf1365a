// A direction for one reply through the app: set for the chat, it reaches the main agent's first
// request, every sub-agent's and every capsule agent's; the fold shows it and the turn record keeps it;
// a swipe of its turn keeps it; the next user message clears it. Every agent is played by the bench's
// scripted team (it does what its request says), so the turns are the shipped presets' real ones.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { scriptedTeamClient } from '../../../bench/scripted-team.mjs';
import { memoryHost } from '../../../test/fixtures/memory-host.ts';
import type { ChatRequest } from '../../core/llm/types.ts';
import { createApp } from '../app.ts';
import { createTroupeCommands } from '../commands/commands.ts';
import { chatDirectionKey } from './directions.ts';
import { replayTurn } from '../runs/replay.ts';

let n = 0;
const QUESTION = 'Who keeps the lamp at the old Saltmere lighthouse, and why did Captain Orrin leave it?';
const DIRECTION = 'she lies about the map';

async function setup() {
  const requests: ChatRequest[] = [];
  const host = memoryHost(
    scriptedTeamClient((r) => requests.push(r as ChatRequest)),
    {
      messages: [
        { role: 'assistant', content: 'The keeper waved from the dune.' },
        { role: 'user', content: QUESTION },
      ],
    },
  );
  const app = createApp({ host, prefix: `direction-${n++}-` });
  await app.ready;
  await app.profiles.setEnabled(true);
  return { host, app, requests };
}

const text = (r: ChatRequest) => r.messages.map((m) => m.content ?? '').join('\n');
/** The first request of each agent run: its tools and system text tell the agents apart. */
const agentOf = (r: ChatRequest) => `${(r.tools ?? []).map((t) => t.name).join(',')}|${r.messages.find((m) => m.role === 'system')?.content?.slice(0, 300)}`;
const BLOCK = `<direction>\nThe user's direction for this reply, which it must follow: ${DIRECTION}\n</direction>`;

describe('a direction for one reply', () => {
  it("director: in the main agent's first request, every brief, the fold and the turn record; kept by a swipe, cleared by the next user message", async () => {
    const { host, app, requests } = await setup();
    await app.directions!.set(`  ${DIRECTION}\n`);
    expect(app.directions!.current.value).toBe(DIRECTION);
    const first = await host.generate('normal');
    expect(first.slot?.committed).toBe(true);
    // A full turn: the opening scout, dispatched scouts and critics, the main agent.
    const agents = new Set(requests.map(agentOf));
    expect(agents.size).toBeGreaterThan(3);
    const main = requests.filter((r) => r.tools?.some((t) => t.name === 'finalize'));
    expect(main.length).toBeGreaterThan(0);
    const briefs = requests.filter((r) => text(r).includes('<task>'));
    expect(briefs.length).toBeGreaterThan(2);
    for (const r of requests) {
      // Once per request, at the end of the agent's first (volatile) message: the cached prefix is unchanged.
      expect(text(r).split(BLOCK).length - 1).toBe(1);
      for (const m of r.messages.filter((x) => x.role === 'system')) expect(m.content ?? '').not.toContain(DIRECTION);
    }
    expect(first.slot!.reasoning).toContain(`### [direction]\n${DIRECTION}`);
    const input = app.orchestrator!.lastTrace.value!.entries.find((e) => e.kind === 'event' && e.name === 'turn-input');
    expect(input).toMatchObject({ data: { direction: DIRECTION } });

    // A swipe of the same turn keeps it.
    requests.length = 0;
    const swipe = await host.generate('swipe');
    expect(swipe.slot?.committed).toBe(true);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(text(r)).toContain(BLOCK);
    expect(app.directions!.current.value).toBe(DIRECTION);

    // The next user message clears it: no agent reads it, the field shows none, nothing is stored.
    host.messages.push({ role: 'assistant', content: 'A reply.' }, { role: 'user', content: 'And the map?' });
    requests.length = 0;
    await host.generate('normal');
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(text(r)).not.toContain('<direction>');
    expect(app.directions!.current.value).toBe('');
    expect(await app.storage.settings.get(chatDirectionKey('chat-1'))).toBeUndefined();
  });

  it('a direction changed before a regeneration replaces the one the turn ran with; an impersonation neither uses nor binds it', async () => {
    const { host, app, requests } = await setup();
    await app.profiles.updateSettings({ turnTeam: 'light' });
    await app.directions!.set('skip to morning');
    await host.generate('impersonate');
    await host.generate('normal');
    expect(text(requests.at(-1)!)).toContain('skip to morning');
    // "Regenerate with a direction": a new line for the reply already written.
    await app.directions!.set(DIRECTION);
    requests.length = 0;
    await host.generate('regenerate');
    for (const r of requests) {
      expect(text(r)).toContain(BLOCK);
      expect(text(r)).not.toContain('skip to morning');
    }
    // Cleared by the user: the next swipe runs without.
    await app.directions!.set('');
    requests.length = 0;
    await host.generate('swipe');
    for (const r of requests) expect(text(r)).not.toContain('<direction>');
  });

  it.each(['loop', 'spec', 'agenda', 'single'] as const)(
    '%s: every capsule agent reads it; a swipe with another direction runs the agents again',
    async (mode) => {
      const { host, app, requests } = await setup();
      await app.profiles.setMode(mode);
      await app.directions!.set(DIRECTION);
      const r = await host.generate('normal');
      expect(r.decision.kind).toBe('inject');
      expect(requests.length).toBeGreaterThan(0);
      for (const q of requests) expect(text(q)).toContain(BLOCK);
      // The same direction: the swipe reuses the capsule (no request).
      const before = requests.length;
      await host.generate('swipe');
      expect(requests.length).toBe(before);
      // Another direction: the agents run again, with it.
      await app.directions!.set('skip to morning');
      await host.generate('swipe');
      expect(requests.length).toBeGreaterThan(before);
      for (const q of requests.slice(before)) expect(text(q)).toContain('skip to morning');
    },
  );

  it('no direction: no agent gets a direction block and the fold has no direction section', async () => {
    const { host, requests } = await setup();
    const r = await host.generate('normal');
    expect(r.slot?.committed).toBe(true);
    for (const q of requests) expect(text(q)).not.toContain('<direction>');
    expect(r.slot!.reasoning).not.toContain('[direction]');
  });

  it('a replay of the recorded turn runs with its direction and writes the same reply without a request', async () => {
    const { host, app, requests } = await setup();
    await app.directions!.set(DIRECTION);
    await host.generate('normal');
    const trace = app.orchestrator!.lastTrace.value!.toJSON();
    const sent = requests.length;
    const r = await replayTurn(trace);
    expect(r.ok && r.result.same).toBe(true);
    expect(requests.length).toBe(sent);
    if (r.ok) expect(r.result.trace.entries.some((e) => e.kind === 'event' && e.name === 'direction' && e.data?.text === DIRECTION)).toBe(true);
  });

  it('costs no request: the same turn with a direction sends the same requests, each longer by the one block', async () => {
    const plain = await setup();
    await plain.host.generate('normal');
    const directed = await setup();
    await directed.app.directions!.set(DIRECTION);
    await directed.host.generate('normal');
    expect(directed.requests.length).toBe(plain.requests.length);
    expect(directed.requests.map(agentOf)).toEqual(plain.requests.map(agentOf));
    // The block joins the agent's first (volatile) message after a blank line.
    directed.requests.forEach((r, i) => expect(text(r).length - text(plain.requests[i]!).length).toBe(BLOCK.length + 2));
  });

  it("/troupe-guide sets, reports and clears the chat's direction", async () => {
    const { app } = await setup();
    const guide = createTroupeCommands({ ...app }).find((c) => c.name === 'troupe-guide')!;
    expect(await guide.run([])).toBe('No direction is set.');
    expect(await guide.run([DIRECTION])).toBe(`Direction for the next reply: ${DIRECTION}`);
    expect(app.directions!.current.value).toBe(DIRECTION);
    const status = createTroupeCommands({ ...app }).find((c) => c.name === 'troupe')!;
    expect(await status.run([])).toContain(`Direction for the next reply: ${DIRECTION}`);
    expect(await guide.run([])).toBe(`Direction cleared (it was: ${DIRECTION}).`);
    expect(app.directions!.current.value).toBe('');
  });
});
