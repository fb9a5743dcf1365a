// One full director turn per shipped preset over real HTTP (the transport against the scripted
// OpenAI-compatible server), each agent played by the bench's scripted model, which does what its
// request says. The server's request log shows what the lean turn promises: each sub-agent starts with
// its method, no await round follows a dispatch that answered, no draft tools before the first draft,
// each lore entry once, and the curators after the reply.
import { afterEach, describe, expect, test } from 'vitest';
import { FLAT_FIX, FLAT_LINE, fromWire, playTeam } from '../bench/scripted-team.mjs';
import { turnCostScene } from '../bench/turn-cost-scene.mjs';
import { bundledSkills } from '../bench/turn-cost.bench.mjs';
import * as core from '../src/core/index.ts';
import { createModelClient } from '../src/core/llm/client.ts';
import { startScriptedServer, type LoggedRequest, type ScriptedServer } from './fixtures/scripted-server/index.mjs';
import { responderEngine } from './fixtures/director/server-scenario.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type WireMessage = { role: string; content?: string | null; tool_calls?: { function: { name: string } }[] };
type Body = { messages: WireMessage[]; tools?: { function: { name: string } }[] };

const skills = bundledSkills(core);
const body = (r: LoggedRequest) => r.body as Body;
const system = (b: Body) => (typeof b.messages[0]?.content === 'string' ? b.messages[0].content : '');
const offered = (b: Body) => (b.tools ?? []).map((t) => t.function.name);
const calls = (b: Body) => b.messages.flatMap((m) => (m.tool_calls ?? []).map((c) => c.function.name));
const isMain = (b: Body) => offered(b).includes('write_message') && offered(b).includes('finalize');
const subId = (b: Body) => /<orchestration_role>\s*(?:You are |你是 ?)([a-z_]+)/.exec(system(b))?.[1];

describe.each(core.shippedPresets('director').map((p) => [p.name, p] as const))('%s: the lean turn over HTTP', (_name, preset) => {
  test('methods arrive preloaded, dispatches answer, no draft tools before the draft, lore once, curators after the reply', async () => {
    server = await startScriptedServer({ scenario: responderEngine((b) => playTeam(fromWire(b))) });
    const client = createModelClient({ baseUrl: server.url, apiKey: 'sk-test', retries: 0 });
    const scene = await turnCostScene(core, preset.lang);
    const log = server.requests;
    let committedAt = -1;
    const slot = { ...scene.hosts.slot, commit: () => void (committedAt = log.length) };
    const config = core.directorConfigFromProfile(core.shippedProfile('director', preset), { skills, extraToolNames: scene.extraTools.map((t) => t.name) });
    const res = await core.runDirectorTurn({
      ...scene.hosts,
      slot,
      config,
      generationType: 'normal',
      team: 'full',
      clientFor: () => client,
      extraTools: scene.extraTools,
    });
    expect(res.outcome).toBe('finalized');
    expect(committedAt).toBeGreaterThan(0);

    const subs = log.filter((r) => !isMain(body(r)));
    const firstOf = new Map<string, Body>();
    for (const r of subs) if (!firstOf.has(subId(body(r))!)) firstOf.set(subId(body(r))!, body(r));
    expect(firstOf.size).toBeGreaterThan(0);
    // Each sub-agent's first request already holds its method skill, in its system text.
    for (const [id, b] of firstOf) expect(system(b), id).toContain(`<skill name="${id.replace(/_/g, '-')}-method-${preset.lang}">`);
    // Nobody reads a skill or waits for a report: dispatches answered.
    for (const r of log) {
      expect(calls(body(r))).not.toContain('await_subagents');
      expect(calls(body(r))).not.toContain('skill_read');
    }
    // No draft tools before a draft exists: the main agent's requests before its first write_message,
    // and every sub-agent sent no draft.
    for (const r of log) {
      const b = body(r);
      const hasDraft = isMain(b)
        ? calls(b).includes('write_message')
        : b.messages.some((m) => typeof m.content === 'string' && m.content.includes('<current_draft>'));
      if (!hasDraft)
        for (const t of ['get_draft', 'draft_search', 'apply_message_patches']) expect(offered(b), `${subId(b) ?? 'main'} before the draft`).not.toContain(t);
    }
    // Each lore entry once in every request, though two books hold it.
    for (const r of log) {
      const all = body(r)
        .messages.map((m) => (typeof m.content === 'string' ? m.content : ''))
        .join('\n');
      for (const entry of ['Four ward stones ring the Ashfall glade.', 'Ash storms roll down from the burnt highlands']) {
        expect(all.split(entry).length - 1).toBeLessThanOrEqual(1);
      }
    }
    // The curators ran after the reply was committed, and only then.
    const curators = log.map((r, i) => ({ id: subId(body(r)), i })).filter((x) => /curator/.test(x.id ?? ''));
    expect(curators.length).toBeGreaterThan(0);
    for (const c of curators) expect(c.i).toBeGreaterThanOrEqual(committedAt);
    // Each curator hands in with its writes: one request each, submit_result among its calls; the
    // memory curator's starts with the schema, the newest nodes and the groups to roll up.
    for (const id of new Set(curators.map((c) => c.id))) {
      const reqs = log.map(body).filter((b) => subId(b) === id);
      expect(reqs, id).toHaveLength(1);
      expect(offered(reqs[0]), id).toContain('submit_result');
    }
    const memoryCurator = log.map(body).find((b) => subId(b) === 'memory_curator');
    if (memoryCurator) {
      const task = String(memoryCurator.messages.at(-1)?.content ?? '');
      for (const t of ['memory_schema', 'memory_list_candidates', 'memory_compaction_candidates']) {
        expect(task).toContain(`${t}:\n`);
        expect(offered(memoryCurator)).not.toContain(t);
      }
    }
    // The critics' catch reached the reply before it was shown.
    expect(res.text).toContain(FLAT_FIX[preset.lang]);
    expect(res.text).not.toContain(FLAT_LINE[preset.lang]);
    const cost = core.turnCost(res.trace.toJSON());
    expect(cost.criticalPath).toBeLessThanOrEqual(4);
  });
});
