// One capsule turn per mode and shipped preset over real HTTP (the transport against the scripted
// OpenAI-compatible server), every agent played by the bench's scripted model. The server's request log
// shows what the lean capsule turn promises: no memory write tool offered, the same story block at the
// start of every request of a turn, the latest user message once, and the serial calls of issue 27's goals.
import { afterEach, describe, expect, test } from 'vitest';
import { fromWire, playTeam } from '../bench/scripted-team.mjs';
import { turnCostScene } from '../bench/turn-cost-scene.mjs';
import { bundledSkills } from '../bench/turn-cost.bench.mjs';
import * as core from '../src/core/index.ts';
import { createModelClient } from '../src/core/llm/client.ts';
import { startScriptedServer, type ScriptedServer } from './fixtures/scripted-server/index.mjs';
import { responderEngine } from './fixtures/director/server-scenario.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Body = { messages: { role: string; content?: string | null }[]; tools?: { function: { name: string } }[] };
const skills = bundledSkills(core);
const MEMORY_WRITES = ['memory_node_create', 'memory_node_edit', 'memory_node_delete', 'memory_link_upsert', 'memory_link_delete', 'memory_compact_nodes'];
const GOALS: Record<string, number> = { single: 1, loop: 2, spec: 4 };
const LORE_READS = ['world_book_list', 'lorebook_list', 'lorebook_search', 'lorebook_get'];
/** The tools each agent of a mode is offered, as its role needs them (one list per kind of agent). */
const TOOLS: Record<string, string[][]> = {
  single: [['final_guidance']],
  // The scene's memory graph is empty: the readers that reach nodes are offered once it holds one.
  loop: [['chat_read_range', 'chat_search', ...LORE_READS, 'note_open', 'note_close', 'search_search', 'search_visit', 'finalize']],
  spec: [['node_output'], ['node_output', ...LORE_READS], ['review_approve', 'request_rerun'], ['final_guidance']],
};

const cases = (['single', 'loop', 'spec', 'agenda'] as const).flatMap((mode) => core.shippedPresets(mode).map((p) => [`${mode}: ${p.name}`, mode, p] as const));

describe.each(cases)('%s: the lean capsule turn over HTTP', (_name, mode, preset) => {
  test('no memory writes offered, one story block first in every request, the latest user message once, the serial calls of the goal', async () => {
    server = await startScriptedServer({ scenario: responderEngine((b) => playTeam(fromWire(b))) });
    const client = createModelClient({ baseUrl: server.url, apiKey: 'sk-test', retries: 0 });
    const scene = await turnCostScene(core, preset.lang);
    const profile = core.shippedProfile(mode, preset) as Parameters<typeof core.runCapsuleTurn>[0]['profile'];
    const res = await core.runCapsuleTurn({
      ...scene.hosts,
      mode,
      profile,
      skills,
      chatId: 'c',
      clientFor: () => client,
      extraTools: scene.extraTools,
    } as Parameters<typeof core.runCapsuleTurn>[0]);
    expect(res.outcome).toBe('completed');
    const log = server.requests.map((r) => r.body as Body);
    expect(log.length).toBeGreaterThan(0);
    const latest = scene.hosts.story.history.at(-1)!.content as string;
    for (const b of log) {
      const offered = (b.tools ?? []).map((t) => t.function.name);
      // Tools follow the role: each request offers exactly one of its mode's role lists.
      if (TOOLS[mode]) expect(TOOLS[mode].map((l) => JSON.stringify(l))).toContain(JSON.stringify(offered));
      for (const w of MEMORY_WRITES) expect(offered).not.toContain(w);
      // The latest user message once in every request.
      expect(JSON.stringify(b.messages).split(latest.slice(0, 40)).length - 1).toBe(1);
    }
    // The story block: the same bytes at the start of every request of the turn (loop: its one agent's
    // system text leads, then the same story), the prefix a provider's cache reuses.
    const firsts = new Set(log.map((b) => JSON.stringify(mode === 'loop' ? b.messages.slice(0, 2) : b.messages[0])));
    expect(firsts.size).toBe(1);
    if (mode !== 'loop') expect([...firsts][0]).toContain('<story_background>');
    const cost = core.turnCost(res.trace.toJSON());
    if (GOALS[mode]) expect(cost.criticalPath).toBeLessThanOrEqual(GOALS[mode]);
  });
});
