import { describe, expect, test } from 'vitest';
import { fakeModel, lastToolResult } from '../../../test/fixtures/director/fake-model.ts';
import type { ChatRequest, ModelClient } from '../llm/types.ts';
import type { AgentEvent } from './events.ts';
import { runAgent } from './run-agent.ts';
import { toolSucceeded, wallClockExceeded } from './stop.ts';
import * as z from 'zod';
import { defineTool, toolFailure, type Tool } from './tool.ts';

const echo: Tool = defineTool({
  name: 'echo',
  description: 'Echo a value',
  parameters: z.object({ value: z.string() }),
  execute: (args) => ({ echoed: args.value }),
});
const finalize: Tool = defineTool({ name: 'finalize', description: 'end', parameters: z.object({}), execute: () => ({ ok: true }) });

const toolMessages = (r: ChatRequest) => r.messages.filter((m) => m.role === 'tool');

describe('runAgent', () => {
  test('runs calls in order, answers each with one tool message, ends naturally on a round without calls', async () => {
    const order: string[] = [];
    const rec = (name: string): Tool => ({ ...echo, name, execute: (a) => (order.push(`${name}:${a.value}`), { ok: true, v: a.value }) });
    const model = fakeModel((_r, i) =>
      i === 0
        ? {
            text: 'thinking',
            toolCalls: [
              { name: 'a', args: { value: '1' }, id: 'c1' },
              { name: 'b', args: { value: '2' }, id: 'c2' },
            ],
          }
        : { text: 'the answer' },
    );
    const res = await runAgent({ id: 'sub', client: model, messages: [{ role: 'system', content: 'hi' }], tools: [rec('a'), rec('b')], maxRounds: 5 });
    expect(order).toEqual(['a:1', 'b:2']);
    expect(res.status).toBe('natural');
    expect(res.text).toBe('the answer');
    expect(res.rounds).toBe(2);
    const second = model.requests[1];
    const assistant = second.messages.find((m) => m.role === 'assistant')!;
    expect(assistant.toolCalls!.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(toolMessages(second).map((m) => [m.toolCallId, JSON.parse(m.content!)])).toEqual([
      ['c1', { ok: true, v: '1' }],
      ['c2', { ok: true, v: '2' }],
    ]);
    expect(model.requests[0].tools!.map((t) => t.name)).toEqual(['a', 'b']);
    expect(res.usage.totalTokens).toBe(30);
  });

  test('malformed JSON, missing fields, unknown tools and throwing executors come back as readable failures', async () => {
    const boom: Tool = {
      ...echo,
      name: 'boom',
      execute: () => {
        throw Object.assign(new Error('disk on fire'), { code: 'fire', hint: 'use water' });
      },
    };
    const asyncBoom: Tool = {
      ...echo,
      name: 'aboom',
      execute: async () => {
        throw new Error('later');
      },
    };
    const model = fakeModel((_r, i) =>
      i === 0
        ? {
            toolCalls: [
              { name: 'echo', raw: '{"value": "x"' },
              { name: 'echo', args: {} },
              { name: 'nope' },
              { name: 'boom', args: { value: 'v' } },
              { name: 'aboom', args: { value: 'v' } },
              { name: 'echo', args: { value: 3 } },
            ],
          }
        : { text: 'done' },
    );
    const res = await runAgent({ id: 'a', client: model, messages: [], tools: [echo, boom, asyncBoom], maxRounds: 3 });
    expect(res.status).toBe('natural');
    const results = toolMessages(model.requests[1]).map((m) => JSON.parse(m.content!));
    expect(results.map((r) => [r.ok, r.code])).toEqual([
      [false, 'invalid_arguments'],
      [false, 'invalid_arguments'],
      [false, 'unknown_tool'],
      [false, 'fire'],
      [false, 'tool_error'],
      [false, 'invalid_arguments'],
    ]);
    expect(results[0].error).toMatch(/not valid JSON/);
    expect(results[1].error).toMatch(/"value"/);
    expect(results[2].hint).toMatch(/echo/);
    expect(results[3]).toMatchObject({ error: expect.stringMatching(/disk on fire/), hint: 'use water' });
  });

  test('a main agent that answers without a tool call is nudged, then the run fails with a clear error', async () => {
    const model = fakeModel(() => ({ text: 'I will just talk.' }));
    const events: AgentEvent[] = [];
    const res = await runAgent({
      id: 'main',
      client: model,
      messages: [{ role: 'user', content: 'go' }],
      tools: [finalize],
      maxRounds: 5,
      noToolCalls: { kind: 'retry', max: 2, nudge: 'CALL A TOOL', exhausted: 'fail' },
      onEvent: (e) => events.push(e),
    });
    expect(model.requests).toHaveLength(3);
    expect(res).toMatchObject({
      status: 'error',
      error: { code: 'no_tool_call', message: 'Agent main produced no tool call after 3 attempt(s) (toolCallRetryMax=2).' },
    });
    const last = model.requests[2].messages;
    expect(last.at(-1)).toEqual({ role: 'user', content: 'CALL A TOOL' });
    expect(events.filter((e) => e.type === 'no-tool-call').map((e) => (e as { willRetry: boolean }).willRetry)).toEqual([true, true, false]);
    expect(res.rounds).toBe(1);
  });

  test('a nudged main agent that then calls a tool carries on; finalize stops it and skips later calls', async () => {
    const ran: string[] = [];
    const model = fakeModel((_r, i) => (i === 0 ? { text: 'hmm' } : { toolCalls: [{ name: 'finalize' }, { name: 'echo', args: { value: 'late' } }] }));
    const res = await runAgent({
      id: 'main',
      client: model,
      messages: [],
      tools: [finalize, { ...echo, execute: (a) => ran.push(String(a.value)) }],
      maxRounds: 5,
      noToolCalls: { kind: 'retry', max: 2, exhausted: 'fail' },
      stopWhen: toolSucceeded('finalize'),
    });
    expect(res).toMatchObject({ status: 'stopped', stop: { kind: 'tool-succeeded', tool: 'finalize' } });
    expect(ran).toEqual([]);
    const skipped = JSON.parse(res.messages.at(-1)!.content!);
    expect(skipped.code).toBe('skipped');
  });

  test('a tool is offered only in the requests where its phase has come (Tool.offered), and a call to it before then is unknown', async () => {
    let ready = false;
    const late: Tool = { ...echo, name: 'late', offered: () => ready };
    const open: Tool = { ...echo, name: 'open', execute: () => ((ready = true), { ok: true }) };
    const model = fakeModel((_r, i) =>
      i === 0
        ? {
            toolCalls: [
              { name: 'late', args: { value: 'x' } },
              { name: 'open', args: { value: 'x' } },
            ],
          }
        : i === 1
          ? { toolCalls: [{ name: 'late', args: { value: 'y' } }] }
          : { text: 'done' },
    );
    await runAgent({ id: 'sub', client: model, messages: [{ role: 'user', content: 'go' }], tools: [late, open], maxRounds: 5 });
    expect(model.requests.map((r) => (r.tools ?? []).map((t) => t.name))).toEqual([['open'], ['late', 'open'], ['late', 'open']]);
    const [refused] = toolMessages(model.requests[1]).map((m) => JSON.parse(m.content!));
    expect(refused.ok).toBe(false);
    expect(JSON.parse(toolMessages(model.requests[2]).at(-1)!.content!)).toEqual({ ok: true, result: { echoed: 'y' } });
  });

  test('a tool learns that a call before it in the same response failed (ctx.earlierFailed), and only then', async () => {
    const seen: (boolean | undefined)[] = [];
    const probe: Tool = { ...echo, name: 'probe', execute: (_a, ctx) => (seen.push(ctx.earlierFailed), { ok: true }) };
    const fail: Tool = { ...echo, name: 'fail', execute: () => toolFailure('no') };
    const model = fakeModel((_r, i) =>
      i === 0
        ? {
            toolCalls: [
              { name: 'probe', args: { value: '1' } },
              { name: 'fail', args: { value: '2' } },
              { name: 'probe', args: { value: '3' } },
            ],
          }
        : i === 1
          ? { toolCalls: [{ name: 'probe', args: { value: '4' } }] }
          : { text: 'done' },
    );
    await runAgent({ id: 'sub', client: model, messages: [{ role: 'user', content: 'go' }], tools: [probe, fail], maxRounds: 5 });
    expect(seen).toEqual([undefined, true, undefined]);
  });

  test('a failed finalize does not stop the run', async () => {
    let n = 0;
    const fin: Tool = { ...finalize, execute: () => (++n === 1 ? toolFailure('not yet', 'not_ready') : { ok: true }) };
    const model = fakeModel(() => ({ toolCalls: [{ name: 'finalize' }] }));
    const res = await runAgent({ id: 'main', client: model, messages: [], tools: [fin], maxRounds: 5, stopWhen: [toolSucceeded('finalize')] });
    expect(res.status).toBe('stopped');
    expect(res.rounds).toBe(2);
  });

  test('the round limit ends the run with max-rounds', async () => {
    const model = fakeModel(() => ({ toolCalls: [{ name: 'echo', args: { value: 'x' } }] }));
    const res = await runAgent({ id: 'm', client: model, messages: [], tools: [echo], maxRounds: 3 });
    expect(res.status).toBe('max-rounds');
    expect(model.requests).toHaveLength(3);
  });

  test('events arrive in order and carry the agent id and round', async () => {
    const model = fakeModel((_r, i) =>
      i === 0 ? { text: 'abcdefgh', reasoning: 'why', toolCalls: [{ name: 'echo', args: { value: 'v' } }] } : { text: 'end' },
    );
    const events: AgentEvent[] = [];
    await runAgent({ id: 'x', client: model, messages: [], tools: [echo], maxRounds: 3, stream: true, onEvent: (e) => events.push(e) });
    const kinds = events.map((e) => e.type);
    expect(kinds).toEqual([
      'round-start',
      'request',
      'reasoning-delta',
      'text-delta',
      'text-delta',
      'response',
      'usage',
      'tool-call',
      'tool-result',
      'round-start',
      'request',
      'text-delta',
      'response',
      'usage',
      'end',
    ]);
    expect(
      events
        .filter((e) => e.type === 'text-delta' && e.round === 1)
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe('abcdefgh');
    expect(model.requests.every((r) => r.stream === true)).toBe(true);
  });

  test('retryable transport errors are re-sent up to requestRetryMax; others end the run', async () => {
    const model = fakeModel((_r, i) => (i < 2 ? { error: { message: 'cut', kind: 'network', retryable: true } } : { text: 'ok' }));
    const res = await runAgent({ id: 's', client: model, messages: [], maxRounds: 2, requestRetryMax: 2 });
    expect(res.status).toBe('natural');
    expect(model.requests).toHaveLength(3);
    const bad = fakeModel(() => ({ error: { message: 'HTTP 401', kind: 'http', status: 401, retryable: false } }));
    const res2 = await runAgent({ id: 's', client: bad, messages: [], maxRounds: 2, requestRetryMax: 2 });
    expect(res2).toMatchObject({ status: 'error', error: { code: 'request_failed', message: expect.stringMatching(/HTTP 401/) } });
    expect(bad.requests).toHaveLength(1);
  });

  test('abort during a hung tool ends the run at once as aborted', async () => {
    const ac = new AbortController();
    let started!: () => void;
    const startedP = new Promise<void>((r) => (started = r));
    const hang: Tool = { ...echo, name: 'hang', execute: () => (started(), new Promise(() => {})) };
    const model = fakeModel(() => ({ toolCalls: [{ name: 'hang', args: { value: 'x' } }] }));
    const run = runAgent({ id: 'm', client: model, messages: [], tools: [hang], maxRounds: 3, signal: ac.signal });
    await startedP;
    ac.abort();
    const res = await run;
    expect(res.status).toBe('aborted');
  });

  test('abort while a client ignores the signal still ends the run', async () => {
    const ac = new AbortController();
    let requested!: () => void;
    const requestedP = new Promise<void>((r) => (requested = r));
    const deaf: ModelClient = async function* () {
      requested();
      await new Promise(() => {});
    };
    const run = runAgent({ id: 'm', client: deaf, messages: [], maxRounds: 3, signal: ac.signal });
    await requestedP;
    ac.abort();
    expect((await run).status).toBe('aborted');
  });

  test('a loop-style streak of rounds without tool calls stops the run; a wall clock stops it before a round', async () => {
    const model = fakeModel(() => ({ text: 'prose' }));
    const res = await runAgent({
      id: 'loop',
      client: model,
      messages: [],
      tools: [echo],
      maxRounds: 10,
      noToolCalls: { kind: 'retry', max: 2, consumesRound: true, exhausted: 'stop' },
    });
    expect(res).toMatchObject({ status: 'stopped', stop: { kind: 'no-tool-call-streak', misses: 3 }, rounds: 3, lastProse: 'prose' });

    let t = 0;
    const busy = fakeModel(() => ((t += 400), { toolCalls: [{ name: 'echo', args: { value: 'x' } }] }));
    const res2 = await runAgent({ id: 'loop', client: busy, messages: [], tools: [echo], maxRounds: 10, now: () => t, stopWhen: wallClockExceeded(1000) });
    expect(res2).toMatchObject({ status: 'stopped', stop: { kind: 'wall-clock', budgetMs: 1000 } });
    expect(busy.requests).toHaveLength(3);
  });

  test('beforeRound messages are appended before that round', async () => {
    const model = fakeModel((_r, i) => (i === 0 ? { toolCalls: [{ name: 'echo', args: { value: 'x' } }] } : { text: 'done' }));
    await runAgent({
      id: 'm',
      client: model,
      messages: [],
      tools: [echo],
      maxRounds: 3,
      beforeRound: (round) => (round === 2 ? [{ role: 'system', content: 'notice' }] : undefined),
    });
    expect(model.requests[0].messages.some((m) => m.content === 'notice')).toBe(false);
    expect(model.requests[1].messages.at(-1)).toEqual({ role: 'system', content: 'notice' });
    expect(lastToolResult(model.requests[1])).toEqual({ ok: true, result: { echoed: 'x' } });
  });
});

describe('concurrent tools and tools by phase', () => {
  test('concurrent calls of one response run together; the next plain call waits for them; results keep call order', async () => {
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = (name: string): Tool =>
      defineTool({
        name,
        description: name,
        parameters: z.object({}),
        concurrent: true,
        execute: async () => {
          log.push(`${name}:start`);
          await gate;
          log.push(`${name}:end`);
          return { ok: true, who: name };
        },
      });
    const plain = defineTool({ name: 'plain', description: 'p', parameters: z.object({}), execute: () => (log.push('plain'), { ok: true, who: 'plain' }) });
    const model = fakeModel((_r, i) => (i === 0 ? { toolCalls: [{ name: 'a' }, { name: 'b' }, { name: 'plain' }] } : { text: 'done' }));
    const run = runAgent({ id: 'x', client: model, messages: [{ role: 'user', content: 'go' }], tools: [slow('a'), slow('b'), plain], maxRounds: 3 });
    await new Promise((r) => setTimeout(r, 10));
    // Both concurrent tools started before either ended; the plain call has not run yet.
    expect(log).toEqual(['a:start', 'b:start']);
    release();
    await run;
    expect(log).toEqual(['a:start', 'b:start', 'a:end', 'b:end', 'plain']);
    expect(toolMessages(model.requests[1]).map((m) => JSON.parse(m.content!).who)).toEqual(['a', 'b', 'plain']);
  });

  test('a tools function is asked before every request', async () => {
    let phase = 0;
    const early = [echo];
    const late = [echo, finalize];
    const model = fakeModel((_r, i) => (i === 0 ? { toolCalls: [{ name: 'echo', args: { text: 'x' } }] } : { toolCalls: [{ name: 'finalize' }] }));
    await runAgent({
      id: 'x',
      client: model,
      messages: [{ role: 'user', content: 'go' }],
      tools: () => (phase++ === 0 ? early : late),
      maxRounds: 3,
      stopWhen: toolSucceeded('finalize'),
    });
    expect(model.requests.map((r) => (r.tools ?? []).map((t) => t.name))).toEqual([['echo'], ['echo', 'finalize']]);
  });
});
