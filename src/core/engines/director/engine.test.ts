// runDirectorTurn on a fake model: the full turn (what each agent is sent, streaming, the trace) and
// which tools each agent gets. Limits, stops, failures and chat switches: engine-endings.test.ts.
import { describe, expect, test } from 'vitest';
import type { FakeReply } from '../../../../test/fixtures/director/fake-model.ts';
import {
  agentOf,
  CONTINUITY_REPORT,
  DRAFT,
  FINAL_TEXT,
  happyPath,
  lastTool,
  SCOUT_REPORT,
  teamConfig,
  toolResults,
  turnOf,
  VOICE_REPORT,
} from '../../../../test/fixtures/director/scenario.ts';
import { allText, byAgent, context, setup, toolNames } from '../../../../test/fixtures/director/turn.ts';
import type { ChatRequest } from '../../llm/types.ts';
import { runDirectorTurn } from './engine.ts';

describe('runDirectorTurn: the full turn', () => {
  test('scout → draft → two critics in parallel → ambiguous patch fixed → finalize', async () => {
    const { model, slot, run } = setup(happyPath);
    const res = await run();
    expect(res.outcome).toBe('finalized');
    expect(res.settled).toBe('committed');
    expect(slot.committed).toBe(1);
    expect(res.text).toBe(FINAL_TEXT);
    expect(slot.text).toBe(FINAL_TEXT);
    // The bubble changes once per successful message tool call, never per token.
    expect(slot.texts).toEqual([DRAFT, FINAL_TEXT]);

    // The ambiguous patch failed as a whole; the model read why and fixed it.
    const main = byAgent(model, 'main');
    const afterAmbiguous = main[6];
    expect(lastTool(afterAmbiguous)).toMatchObject({ ok: false, code: 'patch_ambiguous' });
    expect(lastTool(main[7])).toMatchObject({ ok: true, appliedCount: 2 });

    // Reports reached the main agent through await_subagents.
    expect(lastTool(main[2])).toEqual({ ok: true, results: [{ handle: 'subagent-0', subagentId: 'chat_scout', status: 'completed', output: SCOUT_REPORT }] });
    expect(lastTool(main[5])).toEqual({
      ok: true,
      results: [
        { handle: 'subagent-1', subagentId: 'voice_critic', status: 'completed', output: VOICE_REPORT },
        { handle: 'subagent-2', subagentId: 'continuity_critic', status: 'completed', output: CONTINUITY_REPORT },
      ],
    });

    // The fold: named sections in order, statuses cleared, whole texts contiguous.
    expect(res.reasoning).toBe(
      [
        '### [main-1]\nScouting first.',
        `### [subagent-0: chat_scout]\n${SCOUT_REPORT}`,
        '### [main-3]\nDrafting now.',
        `### [subagent-1: voice_critic]\n${VOICE_REPORT}`,
        `### [subagent-2: continuity_critic]\n${CONTINUITY_REPORT}`,
        '### [main-6]\nApplying the voice note.',
        '### [main-7]\nExtending the find.',
      ].join('\n\n'),
    );
    expect(slot.reasoning).toBe(res.reasoning);
  });

  test('the two critics stream into their own sections at the same time without interleaving', async () => {
    const { slot, run } = setup(happyPath);
    await run();
    const section = (fold: string, id: string) => {
      const chunk = fold.split(/\n\n(?=### \[)/).find((c) => c.startsWith(`### [${id}]`));
      if (chunk === undefined) return undefined;
      const nl = chunk.indexOf('\n');
      return nl === -1 ? '' : chunk.slice(nl + 1);
    };
    // Some fold write shows both critics part-way through their reports, both still running.
    const both = slot.reasonings.filter((f) => {
      const v = section(f, 'subagent-1: voice_critic');
      const c = section(f, 'subagent-2: continuity_critic');
      return v && c && v.length < VOICE_REPORT.length && c.length < CONTINUITY_REPORT.length;
    });
    expect(both.length).toBeGreaterThan(0);
    expect(both[0]).toContain('### [subagent-1: voice_critic] (running)');
    expect(both[0]).toContain('### [subagent-2: continuity_critic] (running)');
    // In every snapshot each section is a prefix of that agent's own text: nothing from the other leaks in.
    for (const f of slot.reasonings) {
      const v = section(f, 'subagent-1: voice_critic');
      const c = section(f, 'subagent-2: continuity_critic');
      if (v) expect(VOICE_REPORT.startsWith(v)).toBe(true);
      if (c) expect(CONTINUITY_REPORT.startsWith(c)).toBe(true);
    }
  });

  test('what each agent was sent: tools, catalog, notes; sub-agents see the brief and the draft, not the main agent', async () => {
    const { model, run } = setup(happyPath);
    await run();
    const main = byAgent(model, 'main')[0];
    // Before a draft and before any background dispatch: no draft tools, no await / cancel.
    expect(toolNames(main)).toEqual([
      'dispatch_subagent',
      'dispatch_inline_subagent',
      'write_message',
      'finalize',
      'chat_read_range',
      'chat_search',
      'note_open',
      'note_close',
      'skill_read',
    ]);
    // While a background dispatch is unread: await and cancel; once a draft exists: the draft tools.
    expect(toolNames(byAgent(model, 'main')[1])).toEqual([
      'dispatch_subagent',
      'dispatch_inline_subagent',
      'await_subagents',
      'cancel_subagent',
      'write_message',
      'finalize',
      'chat_read_range',
      'chat_search',
      'note_open',
      'note_close',
      'skill_read',
    ]);
    expect(toolNames(byAgent(model, 'main')[3])).toEqual([
      'dispatch_subagent',
      'dispatch_inline_subagent',
      'write_message',
      'apply_message_patches',
      'get_draft',
      'draft_search',
      'finalize',
      'chat_read_range',
      'chat_search',
      'note_open',
      'note_close',
      'skill_read',
    ]);
    // Stable first: the role and catalog, then the story; the volatile notes and kickoff last.
    const mainSystem = main.messages[0].content!;
    expect(mainSystem).toMatch(/^ROLE:director-main/);
    expect(mainSystem).toContain('- director-turn-workflow-zh: about director-turn-workflow-zh');
    expect(main.messages[1].content).toMatch(/^<story_context>\n\nCharacter: Lin Wan\./);
    expect(main.messages.slice(2, 3)).toEqual(context.slice(1));
    expect(main.messages[3]).toEqual({
      role: 'system',
      content: "(Floors: the chat's messages are numbered from floor 0, its first message; the messages above are floors 0–0.)\n\n</story_context>",
    });
    const mainVolatile = main.messages.at(-1)!;
    expect(mainVolatile.role).toBe('user');
    expect(mainVolatile.content).toContain('## Open Notes');
    expect(mainVolatile.content).toContain('- [n_a1] The grandmother lives in Luoyang.');
    expect(mainSystem).not.toContain('## Open Notes');
    // The main agent sees each sub-agent's id and description, never its system prompt (in the tool's
    // description when its prompt has no {{team}} block that lists them).
    const dispatch = main.tools!.find((t) => t.name === 'dispatch_subagent')!;
    expect(dispatch.description).toContain('- voice_critic: Reviews the draft for lifeless, report-like prose.');
    expect(JSON.stringify(main)).not.toContain('You are voice_critic');

    const scout = byAgent(model, 'chat_scout')[0];
    // Dispatched before a draft exists: no draft tools.
    expect(toolNames(scout)).toEqual(['chat_read_range', 'chat_search', 'skill_read']);
    const scoutText = allText(scout);
    expect(scoutText).toContain('<orchestration_role>\nROLE:chat_scout You are chat_scout.');
    expect(scoutText).toContain('- chat-scout-method-zh: about chat-scout-method-zh');
    expect(scoutText).not.toContain('director-turn-workflow-zh');
    expect(scoutText).toContain('- [n_a1] The grandmother lives in Luoyang.');
    expect(scout.messages.at(-1)!.role).toBe('user');
    expect(scout.messages.at(-1)!.content).toMatch(/^<task>\nWhat states does this reply depend on\?\n<\/task>\n\n## Open Notes/);
    expect(scoutText).not.toContain('Scouting first.');
    expect(scoutText).not.toContain('<current_draft');
    // The scout's own tool call was answered from the host's chat.
    expect(lastTool(byAgent(model, 'chat_scout')[1])).toMatchObject({ ok: true, messages: [{ floor: 40 }, { floor: 41 }, { floor: 42 }] });

    const voice = byAgent(model, 'voice_critic')[0];
    // The draft is in its context: no draft readers (it cannot write, so the draft does not move under it).
    expect(toolNames(voice)).toEqual(['chat_read_range', 'skill_read']);
    const voiceText = allText(voice);
    expect(voiceText).toContain(`<current_draft>\n${DRAFT}\n</current_draft>`);
    expect(voiceText).not.toContain(SCOUT_REPORT);
    expect(voiceText).not.toContain('Drafting now.');
    expect(allText(byAgent(model, 'continuity_critic')[0])).not.toContain('ROLE:voice_critic');
    expect(lastTool(byAgent(model, 'continuity_critic')[1])).toMatchObject({ ok: true });
    expect(JSON.stringify(lastTool(byAgent(model, 'continuity_critic')[1]))).toContain('I come back in the rain.');
    // Streaming per the profile switch, for every agent.
    expect(model.requests.every((r) => r.stream === true)).toBe(true);
  });

  test('the trace records every request, response, tool call and result per agent, and exports JSON without secrets', async () => {
    const { run } = setup(happyPath, {
      promptPreset: (name) => ({ name, request: { temperature: 0.7, extraBody: { api_key: 'sk-secretsecret123', note: 'Bearer abcdefghijklmnop' } } }),
    });
    const res = await run();
    const json = res.trace.toJSON();
    expect(json.format).toBe('troupe_trace_v1');
    expect(json.status).toBe('finalized');
    const agents = Object.fromEntries(json.agents.map((a) => [a.id, a]));
    expect(agents.main).toMatchObject({ label: 'main', requests: 8, toolCalls: 9, status: 'stopped' });
    expect(agents['subagent-1']).toMatchObject({ label: 'voice_critic', requests: 2, toolCalls: 1, status: 'natural' });
    expect(json.usage.totalTokens).toBe(15 * (8 + 2 + 2 + 2));
    expect(res.usage).toEqual(json.usage);
    const kinds = new Set(json.entries.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['agent-end', 'event', 'request', 'response', 'tool-call', 'tool-result']);
    const text = JSON.stringify(json);
    expect(text).not.toContain('sk-secretsecret123');
    expect(text).not.toContain('abcdefghijklmnop');
    expect(JSON.parse(text).entries.find((e: { kind: string }) => e.kind === 'request').params.temperature).toBe(0.7);
  });
});

describe('runDirectorTurn: tool gating', () => {
  test('quiet and impersonate generations are refused before anything is touched', async () => {
    const { slot, model, input } = setup(() => ({ text: 'x' }));
    for (const type of ['quiet', 'impersonate']) {
      await expect(runDirectorTurn({ ...input, generationType: type as 'normal' })).rejects.toThrow(`generationType "${type}" is not taken over by director`);
    }
    expect(model.requests).toHaveLength(0);
    expect(slot.texts.length + slot.reasonings.length + slot.committed).toBe(0);
  });

  const oneShot = (r: ChatRequest): FakeReply =>
    turnOf(r) === 0
      ? { toolCalls: [{ name: 'write_message', args: { text: 'x' } }] }
      : agentOf(r) === 'main'
        ? { toolCalls: [{ name: 'finalize' }] }
        : { text: 'r' };

  test('no sub-agents: no dispatch_subagent; inline alone still brings await/cancel; none of them without a dispatcher', async () => {
    const a = setup(oneShot);
    a.input.config = teamConfig({ subAgents: [] });
    await a.run();
    expect(toolNames(a.model.requests[0]).slice(0, 2)).toEqual(['dispatch_inline_subagent', 'write_message']);

    const b = setup(oneShot);
    const cfg = teamConfig({ subAgents: [] });
    cfg.mainAgent.tools = ['write_message'];
    b.input.config = cfg;
    await b.run();
    expect(toolNames(b.model.requests[0])).toEqual(['write_message', 'finalize', 'skill_read']);
    expect(toolNames(b.model.requests[1])).toEqual(['write_message', 'get_draft', 'draft_search', 'finalize', 'skill_read']);
  });

  test('message tools follow the switches: a main agent without write tools cannot write; a sub-agent with them can', async () => {
    const cfg = teamConfig();
    cfg.mainAgent.tools = ['dispatch_subagent'];
    cfg.subAgents[0].tools = ['write_message'];
    const { model, input, run, slot } = setup((r) => {
      if (agentOf(r) === 'chat_scout')
        return turnOf(r) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'written by the scout' } }] } : { text: 'wrote it' };
      const t = turnOf(r);
      if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'write it' } }] };
      if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
      return { toolCalls: [{ name: 'finalize' }] };
    });
    input.config = cfg;
    const res = await run();
    expect(toolNames(byAgent(model, 'main')[0])).toEqual(['dispatch_subagent', 'finalize', 'skill_read']);
    expect(toolNames(byAgent(model, 'main')[1])).toEqual(['dispatch_subagent', 'await_subagents', 'cancel_subagent', 'finalize', 'skill_read']);
    expect(toolNames(byAgent(model, 'main')[2])).toEqual(['dispatch_subagent', 'get_draft', 'draft_search', 'finalize', 'skill_read']);
    expect(toolNames(byAgent(model, 'chat_scout')[0])).toEqual(['write_message', 'skill_read']);
    expect(res.outcome).toBe('finalized');
    expect(slot.text).toBe('written by the scout');
    for (const r of model.requests.filter((x) => agentOf(x) !== 'main')) {
      expect(toolNames(r).some((n) => /dispatch|await|cancel|finalize/.test(n))).toBe(false);
    }
  });

  test('finalize refuses an empty draft; inline sub-agents get the inline tools and their own prompt', async () => {
    const { model, run } = setup((r) => {
      const agent = agentOf(r);
      if (agent === 'main') {
        const t = turnOf(r);
        if (t === 0)
          return {
            toolCalls: [
              { name: 'finalize' },
              { name: 'dispatch_inline_subagent', args: { background: true, systemPrompt: 'ROLE:tone_checker Check tone.', task: 'check' } },
              { name: 'dispatch_inline_subagent', args: { background: true, systemPrompt: '  ', task: 'x' } },
            ],
          };
        if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0', 'subagent-1'] } }] };
        if (t === 2) return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
      }
      return { text: 'tone is fine' };
    });
    await run();
    const main = byAgent(model, 'main');
    expect(toolResults(main[1])[0]).toMatchObject({ ok: false, code: 'draft_empty' });
    expect((toolResults(main[2])[0] as { results: unknown[] }).results).toEqual([
      { handle: 'subagent-0', subagentId: 'inline', status: 'completed', output: 'tone is fine' },
      { handle: 'subagent-1', subagentId: 'inline', status: 'failed', error: 'dispatch_inline_subagent requires a non-empty systemPrompt' },
    ]);
    const inline = byAgent(model, 'tone_checker')[0];
    expect(toolNames(inline)).toEqual(['chat_read_range']);
    expect(allText(inline)).toContain('- director-no-meta-zh');
  });
});
