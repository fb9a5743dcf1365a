import { describe, expect, it } from 'vitest';
import { agentToolFlags, enabledToolNames } from '../profiles/tools.ts';
import { defaultProfile } from '../profiles/parse.ts';
import { ok, run, setup, sub } from './testing.ts';
import { replayChanges } from './apply.ts';
import { parseChangeOp, type ChangeOp } from './ops.ts';

type P = Record<string, unknown> & { tools: Record<string, Record<string, boolean>>; mainAgent: { tools: unknown } };
const prof = (d: { profile: unknown }) => d.profile as P;

describe('limits_set', () => {
  it('sets numbers, switches and the profile connection', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'limits_set', { limits: { maxRounds: 12, discardOnAbort: true, apiPreset: 'cheap' } });
    expect(r.ok && r.draft.profile).toEqual({ ...(draft.profile as object), maxRounds: 12, discardOnAbort: true, apiPreset: 'cheap' });
    expect(r.ok && r.summary).toBe('Settings: maxRounds: 20 → 12; discardOnAbort: false → true; apiPreset: "" → "cheap".');
  });

  it('refuses out-of-range values (instead of clamping them), unknown settings, wrong types, an unknown connection', () => {
    const { ctx, draft } = setup();
    const high = run(ctx, draft, 'limits_set', { limits: { maxRounds: 80 } });
    expect(high).toMatchObject({ ok: false, code: 'out_of_range' });
    expect(!high.ok && high.error).toContain('maxRounds: 80 is above the maximum 50');
    expect(run(ctx, draft, 'limits_set', { limits: { maxRound: 5 } })).toMatchObject({ ok: false, code: 'unknown_setting' });
    expect(run(ctx, draft, 'limits_set', { limits: { maxRounds: '5' } })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(run(ctx, draft, 'limits_set', { limits: { maxRounds: 2.5 } })).toMatchObject({ ok: false, code: 'out_of_range' });
    expect(run(ctx, draft, 'limits_set', { limits: { apiPreset: 'nowhere' } })).toMatchObject({ ok: false, code: 'unknown_connection' });
    expect(run(ctx, draft, 'limits_set', { limits: { maxRounds: 20 } })).toMatchObject({ ok: false, code: 'no_change' });
    expect(run(ctx, draft, 'limits_set', { limits: {} })).toMatchObject({ ok: false, code: 'invalid_arguments' });
  });

  it("refuses a limit that makes another unreachable only as a warning, and agenda's final worker by id", () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'limits_set', { limits: { maxTotalSubagentRuns: 2 } });
    expect(r.ok && r.warnings.join()).toContain('can never run at once');
    const agenda = setup('agenda');
    expect(run(agenda.ctx, agenda.draft, 'limits_set', { limits: { finalWorkerId: 'ghost' } })).toMatchObject({ ok: false, code: 'lint_error' });
    expect(ok(agenda.ctx, agenda.draft, 'limits_set', { limits: { finalWorkerId: 'critic' } }).profile).toMatchObject({ finalWorkerId: 'critic' });
  });
});

describe('tools_set', () => {
  it('profile level: the named verbs change, the rest stays', () => {
    const { ctx, draft } = setup();
    const next = ok(ctx, draft, 'tools_set', { set: { 'memory.keyword_search': true, 'chat.search': false } });
    expect(prof(next).tools.memory).toEqual({ ...prof(draft).tools.memory, keyword_search: true });
    expect(prof(next).tools.chat).toEqual({ read_range: true, search: false });
  });

  it("agent level: a namespace it inherited starts as a copy of the profile's; inherit gives it back", () => {
    const { ctx, draft } = setup();
    const d1 = ok(ctx, draft, 'tools_set', { agentId: 'main', set: { 'collab.dispatch_subagent': false, 'collab.dispatch_inline_subagent': false } });
    expect(prof(d1).mainAgent.tools).toEqual({
      ...(prof(draft).mainAgent.tools as object),
      collab: { dispatch_subagent: false, dispatch_inline_subagent: false },
    });
    const d2 = ok(ctx, d1, 'tools_set', { agentId: 'main', inherit: ['collab'] });
    const { collab: _own, ...inherited } = prof(draft).mainAgent.tools as Record<string, unknown>;
    expect(prof(d2).mainAgent.tools).toEqual(inherited);
    const d3 = ok(ctx, draft, 'tools_set', { agentId: 'chat_scout', set: { 'custom.weather': false } });
    expect(sub(d3, 'chat_scout').tools).toMatchObject({ custom: { weather: false } });
    const all = ok(ctx, draft, 'tools_set', { agentId: 'chat_scout', inherit: ['*'] });
    expect(sub(all, 'chat_scout').tools).toBeNull();
  });

  it('summarises what the agent gains and loses', () => {
    const { ctx, draft } = setup();
    const r = run(ctx, draft, 'tools_set', { agentId: 'chat_scout', set: { 'lorebook.get': true } });
    expect(r.ok && r.summary).toBe("chat_scout's tools: on lorebook_get.");
  });

  it('refuses: unknown switches, verbs the mode does not have, tools in single, an agent without switches in loop, a change that leaves no writer', () => {
    const { ctx, draft } = setup();
    expect(run(ctx, draft, 'tools_set', { set: { chat_read_range: true } })).toMatchObject({ ok: false, code: 'unknown_switch' });
    expect(run(ctx, draft, 'tools_set', { set: { 'lorebook.force_activate': true } })).toMatchObject({ ok: false, code: 'unknown_switch' });
    expect(run(ctx, draft, 'tools_set', {})).toMatchObject({ ok: false, code: 'invalid_arguments' });
    const single = setup('single');
    expect(run(single.ctx, single.draft, 'tools_set', { set: { 'chat.search': true } })).toMatchObject({ ok: false, code: 'no_tools' });
    const loop = setup('loop');
    expect(run(loop.ctx, loop.draft, 'tools_set', { agentId: 'loop', set: { 'chat.search': false } })).toMatchObject({ ok: false, code: 'unknown_agent' });
    const noWriter = run(ctx, draft, 'tools_set', { agentId: 'main', set: { 'message.write_message': false, 'message.apply_message_patches': false } });
    expect(noWriter).toMatchObject({ ok: false, code: 'lint_error' });
    expect(!noWriter.ok && noWriter.error).toContain('No agent can write the reply');
  });
});

describe('profile_propose (quick build)', () => {
  it('replaces the whole profile with a valid one of the mode', () => {
    const { ctx, draft } = setup('agenda');
    const proposed = {
      planner: { systemPrompt: 'Plan the next beat.' },
      workers: [
        { id: 'beats', systemPrompt: 'List three beats.' },
        { id: 'finalizer', systemPrompt: 'Write the guidance.' },
      ],
      finalWorkerId: 'finalizer',
      maxTotalRuns: 6,
    };
    const r = run(ctx, draft, 'profile_propose', { profile: proposed, summary: 'two workers' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.draft.profile).toMatchObject({
      mode: 'agenda',
      finalWorkerId: 'finalizer',
      maxTotalRuns: 6,
      planner: { systemPrompt: 'Plan the next beat.' },
      capsule: defaultProfile('agenda').capsule,
    });
    expect((r.draft.profile as { workers: { id: string }[] }).workers.map((w) => w.id)).toEqual(['beats', 'finalizer']);
  });

  it('refuses another mode, fields that would be repaired, and lint errors', () => {
    const { ctx, draft } = setup('agenda');
    expect(run(ctx, draft, 'profile_propose', { profile: { mode: 'spec' } })).toMatchObject({ ok: false, code: 'mode_mismatch' });
    const bad = run(ctx, draft, 'profile_propose', { profile: { maxTotalRuns: 999, workers: [{ id: 'a' }, { id: 'a' }] } });
    expect(bad).toMatchObject({ ok: false, code: 'invalid_profile' });
    expect(!bad.ok && bad.error).toMatch(/maxTotalRuns: 999 is above the maximum 200.*duplicate worker id "a"/);
    expect(run(ctx, draft, 'profile_propose', { profile: { workers: [{ id: 'a', systemPrompt: 'x' }], finalWorkerId: 'b' } })).toMatchObject({
      ok: false,
      code: 'lint_error',
    });
    const spec = setup('spec');
    const r = run(spec.ctx, spec.draft, 'profile_propose', {
      profile: { agents: [{ id: 'a', systemPrompt: 'x' }], stages: [{ id: 's', nodes: [{ id: 'a', type: 'review' }] }] },
    });
    expect(r).toMatchObject({ ok: false, code: 'lint_error' });
  });
});

describe('replayChanges', () => {
  const op = (tool: string, args: unknown) => {
    const p = parseChangeOp({ tool, args });
    if (!p.ok) throw new Error(p.error);
    return { op: p.op as ChangeOp };
  };

  it('applies in order; a change that builds on a left-out one fails and the others still apply', () => {
    const { ctx, draft } = setup();
    const add = op('subagent_add', { id: 'pacing_critic', description: 'Checks pacing. Task: the beats.', systemPrompt: 'You check pacing.' });
    const update = op('subagent_update', { id: 'pacing_critic', apiPreset: 'cheap' });
    const limits = op('limits_set', { limits: { maxRounds: 12 } });
    const all = replayChanges(ctx, draft, [add, update, limits]);
    expect(all.steps.every((s) => !s.failure)).toBe(true);
    const some = replayChanges(ctx, draft, [update, limits]);
    expect(some.steps[0]!.failure).toMatchObject({ code: 'unknown_agent' });
    expect(some.draft.profile).toEqual({ ...(draft.profile as object), maxRounds: 12 });
  });

  it('the single-agent recipe as changes: the main agent ends with the writing tools and no dispatch', () => {
    const { ctx, draft } = setup();
    const ids = (draft.profile as { subAgents: { id: string }[] }).subAgents.map((s) => s.id);
    const changes = [
      ...ids.map((id) => op('subagent_remove', { id })),
      op('tools_set', {
        agentId: 'main',
        set: { 'collab.dispatch_subagent': false, 'collab.dispatch_inline_subagent': false },
        inherit: ['chat', 'lorebook', 'memory'],
      }),
      op('limits_set', { limits: { maxRounds: 12 } }),
    ];
    const r = replayChanges(ctx, draft, changes);
    expect(r.steps.filter((s) => s.failure)).toEqual([]);
    const p = r.draft.profile as P;
    const tools = enabledToolNames(agentToolFlags(p.tools as never, p.mainAgent.tools as never));
    expect(tools).toEqual(
      expect.arrayContaining(
        ['chat_read_range', 'lorebook_get', 'write_message', 'apply_message_patches', 'get_draft', 'finalize'].filter((t) => t !== 'finalize'),
      ),
    );
    expect(tools).not.toContain('dispatch_subagent');
    expect(p.maxRounds).toBe(12);
    // Its drafting skill stays, preloaded (the method is its prompt's {{team}} block).
    expect(p.mainAgent).toMatchObject({ skills: { visible: ['+', 'draft-writer-style-en'], preload: ['draft-writer-style-en'] } });
  });
});
