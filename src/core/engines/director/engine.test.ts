import { describe, expect, test } from 'vitest';
import { fakeModel, type FakeReply } from '../../../../test/fixtures/director/fake-model.ts';
import {
  agentOf, CONTINUITY_REPORT, DRAFT, fakeSlot, FINAL_TEXT, happyPath, lastTool, SCOUT_REPORT, teamConfig, toolResults, turnOf, VOICE_REPORT,
} from '../../../../test/fixtures/director/scenario.ts';
import type { ChatRequest } from '../../llm/types.ts';
import type { ChatEntry } from '../../tools/chat.ts';
import type { Note, NotesStore } from '../../tools/notes.ts';
import { runDirectorTurn, type DirectorEvent, type DirectorTurnInput } from './engine.ts';
import { storyFromMessages } from '../runtime/story.ts';

const chat: ChatEntry[] = [
  { floor: 40, role: 'user', content: 'I come back in the rain.' },
  { floor: 41, role: 'assistant', content: 'It is raining over the city.' },
  { floor: 42, role: 'user', content: 'How is your family?' },
];
const context = [
  { role: 'system' as const, content: 'Character: Lin Wan.' },
  { role: 'user' as const, content: 'How is your family?' },
];
function notesStore(notes: Note[] = [{ id: 'n_a1', text: 'The grandmother lives in Luoyang.', status: 'open', createdAt: 0 }]): NotesStore & { data: Note[] } {
  const s = { data: notes, load: () => structuredClone(s.data), save: (n: Note[]) => void (s.data = structuredClone(n)) };
  return s;
}

function setup(respond: (r: ChatRequest, i: number) => FakeReply | Promise<FakeReply>, over: Partial<DirectorTurnInput> = {}) {
  const model = fakeModel(respond);
  const slot = fakeSlot();
  const events: DirectorEvent[] = [];
  const input: DirectorTurnInput = {
    config: teamConfig(),
    story: storyFromMessages(context),
    generationType: 'normal',
    slot,
    clientFor: () => model,
    chat: { messages: () => chat },
    notes: notesStore(),
    onEvent: (e) => events.push(e),
    ...over,
  };
  return { model, slot, events, input, run: () => runDirectorTurn(input) };
}

const byAgent = (model: { requests: ChatRequest[] }, agent: string) => model.requests.filter((r) => agentOf(r) === agent);
const toolNames = (r: ChatRequest) => (r.tools ?? []).map((t) => t.name);
const allText = (r: ChatRequest) => r.messages.map((m) => m.content ?? '').join('\n');

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
    expect(toolNames(main)).toEqual(['dispatch_subagent', 'dispatch_inline_subagent', 'write_message', 'finalize', 'chat_read_range', 'chat_search', 'note_open', 'note_close', 'skill_read']);
    // While a background dispatch is unread: await and cancel; once a draft exists: the draft tools.
    expect(toolNames(byAgent(model, 'main')[1])).toEqual(['dispatch_subagent', 'dispatch_inline_subagent', 'await_subagents', 'cancel_subagent', 'write_message', 'finalize', 'chat_read_range', 'chat_search', 'note_open', 'note_close', 'skill_read']);
    expect(toolNames(byAgent(model, 'main')[3])).toEqual([
      'dispatch_subagent', 'dispatch_inline_subagent', 'write_message', 'apply_message_patches', 'get_draft', 'draft_search', 'finalize',
      'chat_read_range', 'chat_search', 'note_open', 'note_close', 'skill_read',
    ]);
    // Stable first: the role and catalog, then the story; the volatile notes and kickoff last.
    const mainSystem = main.messages[0].content!;
    expect(mainSystem).toMatch(/^ROLE:director-main/);
    expect(mainSystem).toContain('- director-turn-workflow-zh: about director-turn-workflow-zh');
    expect(main.messages[1].content).toMatch(/^<story_context>\n\nCharacter: Lin Wan\./);
    expect(main.messages.slice(2, 3)).toEqual(context.slice(1));
    expect(main.messages[3]).toEqual({ role: 'system', content: "(Floors: the chat's messages are numbered from floor 0, its first message; the messages above are floors 0–0.)\n\n</story_context>" });
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
    const { run } = setup(happyPath, { promptPreset: (name) => ({ name, request: { temperature: 0.7, extraBody: { api_key: 'sk-secretsecret123', note: 'Bearer abcdefghijklmnop' } } }) });
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

describe('runDirectorTurn: limits and endings', () => {
  test('hitting maxRounds commits what exists', async () => {
    const { slot, input, run } = setup((r) =>
      turnOf(r) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'Partial reply.' } }] } : { toolCalls: [{ name: 'get_draft' }] },
    );
    input.config = teamConfig({ limits: { ...teamConfig().limits, maxRounds: 3 } });
    const res = await run();
    expect(res.outcome).toBe('max-rounds');
    expect(res.settled).toBe('committed');
    expect(slot.text).toBe('Partial reply.');
    expect(slot.committed).toBe(1);
  });

  const stopScenario = () => {
    let markRunning!: () => void;
    const running = new Promise<void>((r) => (markRunning = r));
    const respond = (r: ChatRequest): FakeReply => {
      const agent = agentOf(r);
      if (agent === 'main') {
        if (turnOf(r) === 0) return { text: 'Writing.', toolCalls: [{ name: 'write_message', args: { text: 'Half a reply' } }, { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'x' } }] };
        return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
      }
      markRunning();
      return { gate: new Promise(() => {}) };
    };
    return { running, respond };
  };

  test('Stop with discardOnAbort off keeps and commits the partial with ### [aborted]', async () => {
    const { running, respond } = stopScenario();
    const ac = new AbortController();
    const { slot, model, run } = setup(respond, { signal: ac.signal });
    const p = run();
    await running;
    ac.abort();
    const res = await p;
    expect(res.outcome).toBe('aborted');
    expect(res.settled).toBe('committed');
    expect(slot.committed).toBe(1);
    expect(slot.text).toBe('Half a reply');
    expect(slot.reasoning).toBe('### [main-1]\nWriting.\n\n### [subagent-0: voice_critic] (error: cancelled)\n\n### [aborted]');
    expect(res.subagents.map((s) => s.status)).toEqual(['cancelled']);
    expect(model.inFlight).toBe(0);
  });

  test('Stop with discardOnAbort on discards the partial and restores the slot', async () => {
    const { running, respond } = stopScenario();
    const ac = new AbortController();
    const slot = fakeSlot({ text: 'previous swipe text', reasoning: 'previous fold' });
    const { run, input } = setup(respond, { signal: ac.signal, slot, generationType: 'swipe' });
    input.config = teamConfig({ discardOnAbort: true });
    const p = run();
    await running;
    expect(slot.text).toBe('Half a reply');
    ac.abort();
    const res = await p;
    expect(res.outcome).toBe('aborted');
    expect(res.settled).toBe('discarded');
    expect(slot.discarded).toBe(1);
    expect(slot.committed).toBe(0);
    expect(slot.text).toBe('previous swipe text');
    expect(slot.reasoning).toBe('previous fold');
  });

  test('a failing sub-agent: its section shows the error, the main agent reads it and carries on', async () => {
    const { slot, model, run } = setup((r) => {
      const agent = agentOf(r);
      if (agent === 'main') {
        const t = turnOf(r);
        if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'scan' } }] };
        if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
        if (t === 2) return { toolCalls: [{ name: 'write_message', args: { text: 'Reply without scouting.' } }] };
        return { toolCalls: [{ name: 'finalize' }] };
      }
      return { error: { message: 'HTTP 500: upstream exploded', kind: 'http', status: 500, retryable: false } };
    });
    const res = await run();
    expect(res.outcome).toBe('finalized');
    expect(lastTool(byAgent(model, 'main')[2])).toEqual({
      ok: true,
      results: [{ handle: 'subagent-0', subagentId: 'chat_scout', status: 'failed', error: 'Request failed for subagent-0: HTTP 500: upstream exploded' }],
    });
    expect(slot.reasoning).toContain('### [subagent-0: chat_scout] (error: Request failed for subagent-0: HTTP 500: upstream exploded)');
  });

  test('a response cut mid-stream is sent again; its partial text does not appear twice in the fold', async () => {
    let scoutCalls = 0;
    const { slot, run } = setup((r) => {
      if (agentOf(r) === 'chat_scout') {
        scoutCalls++;
        return scoutCalls === 1 ? { text: 'Item: Lin W', error: { message: 'connection reset', kind: 'network', retryable: true } } : { text: 'Item: Lin Wan is anxious.' };
      }
      const t = turnOf(r);
      if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'scan' } }] };
      if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
      return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
    });
    const res = await run();
    expect(scoutCalls).toBe(2);
    expect(res.outcome).toBe('finalized');
    expect(slot.reasoning).toBe('### [subagent-0: chat_scout]\nItem: Lin Wan is anxious.');
    expect(res.trace.entries.filter((e) => e.kind === 'response' && e.agent === 'subagent-0')).toHaveLength(2);
  });

  test('a failure before any content is not re-sent by the loop (the transport already retried it)', async () => {
    let scoutCalls = 0;
    const { model, run } = setup((r) => {
      if (agentOf(r) === 'chat_scout') return (scoutCalls++, { error: { message: 'HTTP 503', kind: 'http', status: 503, retryable: true } });
      const t = turnOf(r);
      if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'scan' } }] };
      if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
      return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
    });
    await run();
    expect(scoutCalls).toBe(1);
    expect(lastTool(byAgent(model, 'main')[2])).toMatchObject({ results: [{ status: 'failed', error: 'Request failed for subagent-0: HTTP 503' }] });
  });

  test('a sub-agent that never stops calling tools fails with "did not converge"', async () => {
    const { model, input, run } = setup((r) => {
      if (agentOf(r) !== 'main') return { toolCalls: [{ name: 'get_draft' }] };
      const t = turnOf(r);
      if (t === 0) return { toolCalls: [{ name: 'write_message', args: { text: 'x' } }, { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'x' } }] };
      if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
      return { toolCalls: [{ name: 'finalize' }] };
    });
    input.config = teamConfig();
    input.config.subAgents[1].maxRounds = 3;
    await run();
    expect(byAgent(model, 'voice_critic')).toHaveLength(3);
    expect(lastTool(byAgent(model, 'main')[2])).toMatchObject({ results: [{ status: 'failed', error: 'did not converge within 3 rounds' }] });
  });

  test('maxTotalSubagentRuns: a dispatch beyond the budget resolves to a clear error', async () => {
    const { model, input, run, slot } = setup((r) => {
      if (agentOf(r) !== 'main') return { text: 'report' };
      const t = turnOf(r);
      if (t === 0) return { toolCalls: ['chat_scout', 'voice_critic', 'continuity_critic'].map((id) => ({ name: 'dispatch_subagent', args: { background: true, subagentId: id, task: 't' } })) };
      if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: toolResults(r).map((x) => x.handle) } }] };
      if (t === 2) return { toolCalls: [{ name: 'write_message', args: { text: 'done' } }, { name: 'finalize' }] };
      return { text: 'unreachable' };
    });
    input.config = teamConfig({ limits: { ...teamConfig().limits, maxTotalSubagentRuns: 2 } });
    await run();
    expect(lastTool(byAgent(model, 'main')[1])).toEqual({ ok: true, handle: 'subagent-2' });
    const results = (lastTool(byAgent(model, 'main')[2]) as { results: { status: string; error?: string }[] }).results;
    expect(results.map((x) => x.status)).toEqual(['completed', 'completed', 'failed']);
    expect(results[2].error).toBe('sub-agent budget exhausted (maxTotalSubagentRuns=2)');
    expect(byAgent(model, 'continuity_critic')).toHaveLength(0);
    expect(slot.reasoning).toContain('### [subagent-2: continuity_critic] (error: sub-agent budget exhausted (maxTotalSubagentRuns=2))');
  });

  test('maxConcurrentSubagents: extra dispatches queue; never more than N sub-agent requests in flight', async () => {
    const { model, input, run, slot } = setup((r) => {
      if (agentOf(r) !== 'main') return { text: `report of ${agentOf(r)}`, delayMs: 5 };
      const t = turnOf(r);
      const ids = ['chat_scout', 'voice_critic', 'continuity_critic', 'chat_scout', 'voice_critic'];
      if (t === 0) return { toolCalls: ids.map((id) => ({ name: 'dispatch_subagent', args: { background: true, subagentId: id, task: 't' } })) };
      if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: toolResults(r).map((x) => x.handle) } }] };
      return { toolCalls: [{ name: 'write_message', args: { text: 'done' } }, { name: 'finalize' }] };
    });
    input.config = teamConfig({ limits: { ...teamConfig().limits, maxConcurrentSubagents: 2 } });
    await run();
    const results = (lastTool(byAgent(model, 'main')[2]) as { results: { status: string }[] }).results;
    expect(results.map((x) => x.status)).toEqual(Array(5).fill('completed'));
    expect(model.maxInFlightWhere((r) => agentOf(r) !== 'main')).toBe(2);
    expect(slot.reasonings.some((f) => f.includes('### [subagent-2: continuity_critic] (queued)'))).toBe(true);
  });

  test('a continue turn keeps the original text: replace is refused, append works', async () => {
    const slot = fakeSlot({ text: 'She opened the door' });
    const { model, run } = setup(
      (r) => {
        const t = turnOf(r);
        if (t === 0) return { toolCalls: [{ name: 'write_message', args: { text: 'A new reply', mode: 'replace' } }] };
        if (t === 1) return { toolCalls: [{ name: 'apply_message_patches', args: { patches: [{ find: 'door', replaceWith: 'window' }] } }] };
        if (t === 2) return { toolCalls: [{ name: 'write_message', args: { text: ' and stepped out.' } }] };
        return { toolCalls: [{ name: 'finalize' }] };
      },
      { slot, generationType: 'continue' },
    );
    const res = await run();
    const main = byAgent(model, 'main');
    expect(main[0].messages.at(-1)!.content).toContain('This turn continues an existing reply');
    expect(lastTool(main[1])).toMatchObject({ ok: false, code: 'invalid_op_for_continue' });
    expect(lastTool(main[2])).toMatchObject({ ok: false, code: 'invalid_op_for_continue' });
    expect(res.outcome).toBe('finalized');
    expect(slot.text).toBe('She opened the door and stepped out.');
    expect(slot.texts).toEqual(['She opened the door and stepped out.']);
  });

  test('a main agent that will not call a tool fails the turn; the partial is kept with ### [error]', async () => {
    const { slot, model, run } = setup((r) => (turnOf(r) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'Some text.' } }] } : { text: 'I am done talking.' }));
    const res = await run();
    expect(byAgent(model, 'main')).toHaveLength(4);
    expect(res.outcome).toBe('error');
    expect(res.error).toBe('Agent main produced no tool call after 3 attempt(s) (toolCallRetryMax=2).');
    expect(res.settled).toBe('committed');
    expect(slot.text).toBe('Some text.');
    expect(slot.reasoning).toMatch(/### \[main-2\] \(no tool call\)\nI am done talking\.\n\n### \[main-2-r1\] \(no tool call\)/);
    expect(slot.reasoning.endsWith(`### [error]\n${res.error}`)).toBe(true);
    // The retries carried a nudge.
    expect(byAgent(model, 'main')[2].messages.at(-1)).toMatchObject({ role: 'user', content: expect.stringMatching(/without a tool call/) });
  });

  test('a turn that fails before anything was written leaves no empty reply: the slot is restored', async () => {
    const { slot, run } = setup(() => ({ error: { message: 'Network error while talking to the model', kind: 'network', retryable: true } }));
    const res = await run();
    expect(res.outcome).toBe('error');
    expect(res.error).toMatch(/Network error/);
    expect(res.settled).toBe('discarded');
    expect(slot.text).toBe('');
    expect(slot.reasoning).toBe('');
  });

  test('a chat switch mid-run: nothing more is written into the slot, nothing committed', async () => {
    const slot = fakeSlot();
    const { run } = setup(
      (r) => {
        const t = turnOf(r);
        if (t === 0) return { toolCalls: [{ name: 'write_message', args: { text: 'first' } }] };
        if (t === 1) {
          slot.current = false;
          return { text: 'streaming while the user is elsewhere', toolCalls: [{ name: 'write_message', args: { text: ' second' } }] };
        }
        return { toolCalls: [{ name: 'finalize' }] };
      },
      { slot },
    );
    const res = await run();
    expect(res.outcome).toBe('chat-changed');
    expect(res.settled).toBe('none');
    expect(slot.texts).toEqual(['first']);
    expect(slot.committed + slot.discarded).toBe(0);
    expect(slot.reasonings.some((f) => f.includes('streaming while'))).toBe(false);
  });

  test('runtime notices tell the main agent about sub-agents that finished unawaited; cancel works', async () => {
    let scoutDone!: () => void;
    const scoutFinished = new Promise<void>((r) => (scoutDone = r));
    const { model, run, slot } = setup(
      (r) => {
        const agent = agentOf(r);
        if (agent === 'chat_scout') return { text: 'quick report' };
        if (agent === 'voice_critic') return { gate: new Promise(() => {}) };
        const t = turnOf(r);
        if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'a' } }, { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'b' } }] };
        // The main agent's second answer waits until the scout has finished.
        if (t === 1) return { gate: scoutFinished, toolCalls: [{ name: 'cancel_subagent', args: { handle: 'subagent-1' } }, { name: 'cancel_subagent', args: { handle: 'nope' } }] };
        if (t === 2) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-1', 'subagent-0'] } }, { name: 'cancel_subagent', args: { handle: 'subagent-0' } }] };
        return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
      },
      { onEvent: (e) => void (e.type === 'subagent' && e.record.handle === 'subagent-0' && e.record.status === 'completed' && scoutDone()) },
    );
    await run();
    const main = byAgent(model, 'main');
    expect(toolResults(main[2])).toEqual([{ ok: true }, { ok: false, error: 'Unknown handle "nope".', code: 'unknown_handle' }]);
    expect(toolResults(main[3])).toEqual([
      { ok: true, results: [{ handle: 'subagent-1', subagentId: 'voice_critic', status: 'cancelled', error: 'cancelled' }, { handle: 'subagent-0', subagentId: 'chat_scout', status: 'completed', output: 'quick report' }] },
      { ok: true, alreadyDone: true },
    ]);
    // Told once, before the round after it finished; never again once awaited.
    const notice = '[Runtime] subagent-0 (chat_scout) finished (12 characters); await_subagents(["subagent-0"]) returns its report.';
    expect(main[2].messages.filter((m) => m.role === 'user' && m.content?.includes(notice))).toHaveLength(1);
    expect(main[1].messages.some((m) => m.content?.includes('[Runtime]'))).toBe(false);
    expect(main[3].messages.filter((m) => m.content?.includes(notice))).toHaveLength(1);
    expect(slot.reasoning).toContain('### [subagent-1: voice_critic] (error: cancelled)');
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
    turnOf(r) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'x' } }] } : agentOf(r) === 'main' ? { toolCalls: [{ name: 'finalize' }] } : { text: 'r' };

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
      if (agentOf(r) === 'chat_scout') return turnOf(r) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'written by the scout' } }] } : { text: 'wrote it' };
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
        if (t === 0) return { toolCalls: [{ name: 'finalize' }, { name: 'dispatch_inline_subagent', args: { background: true, systemPrompt: 'ROLE:tone_checker Check tone.', task: 'check' } }, { name: 'dispatch_inline_subagent', args: { background: true, systemPrompt: '  ', task: 'x' } }] };
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
