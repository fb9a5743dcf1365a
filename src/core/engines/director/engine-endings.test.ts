// runDirectorTurn at its limits and endings: rounds and budgets, Stop, failing and non-converging
// agents, cut streams, continue turns and chat switches.
import { describe, expect, test } from 'vitest';
import type { FakeReply } from '../../../../test/fixtures/director/fake-model.ts';
import { agentOf, fakeSlot, lastTool, teamConfig, toolResults, turnOf } from '../../../../test/fixtures/director/scenario.ts';
import { byAgent, setup } from '../../../../test/fixtures/director/turn.ts';
import type { ChatRequest } from '../../llm/types.ts';

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
        if (turnOf(r) === 0)
          return {
            text: 'Writing.',
            toolCalls: [
              { name: 'write_message', args: { text: 'Half a reply' } },
              { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'x' } },
            ],
          };
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
        return scoutCalls === 1
          ? { text: 'Item: Lin W', error: { message: 'connection reset', kind: 'network', retryable: true } }
          : { text: 'Item: Lin Wan is anxious.' };
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
      if (t === 0)
        return {
          toolCalls: [
            { name: 'write_message', args: { text: 'x' } },
            { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'x' } },
          ],
        };
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
      if (t === 0)
        return {
          toolCalls: ['chat_scout', 'voice_critic', 'continuity_critic'].map((id) => ({
            name: 'dispatch_subagent',
            args: { background: true, subagentId: id, task: 't' },
          })),
        };
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
    const { slot, model, run } = setup((r) =>
      turnOf(r) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'Some text.' } }] } : { text: 'I am done talking.' },
    );
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
        if (t === 0)
          return {
            toolCalls: [
              { name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'a' } },
              { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'b' } },
            ],
          };
        // The main agent's second answer waits until the scout has finished.
        if (t === 1)
          return {
            gate: scoutFinished,
            toolCalls: [
              { name: 'cancel_subagent', args: { handle: 'subagent-1' } },
              { name: 'cancel_subagent', args: { handle: 'nope' } },
            ],
          };
        if (t === 2)
          return {
            toolCalls: [
              { name: 'await_subagents', args: { handles: ['subagent-1', 'subagent-0'] } },
              { name: 'cancel_subagent', args: { handle: 'subagent-0' } },
            ],
          };
        return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
      },
      { onEvent: (e) => void (e.type === 'subagent' && e.record.handle === 'subagent-0' && e.record.status === 'completed' && scoutDone()) },
    );
    await run();
    const main = byAgent(model, 'main');
    expect(toolResults(main[2])).toEqual([{ ok: true }, { ok: false, error: 'Unknown handle "nope".', code: 'unknown_handle' }]);
    expect(toolResults(main[3])).toEqual([
      {
        ok: true,
        results: [
          { handle: 'subagent-1', subagentId: 'voice_critic', status: 'cancelled', error: 'cancelled' },
          { handle: 'subagent-0', subagentId: 'chat_scout', status: 'completed', output: 'quick report' },
        ],
      },
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
