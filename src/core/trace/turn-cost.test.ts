import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { defineTool } from '../agent/tool.ts';
import { runAgent } from '../agent/run-agent.ts';
import { fakeModel } from '../../../test/fixtures/director/fake-model.ts';
import { parseTraceExport } from './parse.ts';
import { createTrace, type TraceEntry } from './trace.ts';
import { turnCost } from './turn-cost.ts';

const echo = defineTool({ name: 'echo', description: 'Echoes its arguments.', parameters: z.looseObject({ v: z.number() }), execute: (a) => a });

describe('request sizes in the trace', () => {
  test('a request entry records the JSON length of its messages and tool specs, and the tools part', async () => {
    const trace = createTrace({ mode: 'loop' });
    const messages = [{ role: 'user' as const, content: 'hi there' }];
    const model = fakeModel(() => ({ text: 'done' }));
    await runAgent({ id: 'a', client: model, messages, maxRounds: 1, tools: [echo], onEvent: trace.record });
    const req = trace.entries.find((e) => e.kind === 'request');
    if (req?.kind !== 'request') throw new Error('no request');
    const sent = model.requests[0]!;
    const toolsJson = JSON.stringify(sent.tools!.map(({ name, description, parameters }) => ({ name, description, parameters })));
    expect(req.toolChars).toBe(toolsJson.length);
    expect(req.toolChars).toBeGreaterThan(30);
    expect(req.inputChars).toBe(JSON.stringify(sent.messages).length + toolsJson.length);
    // Kept through export and parse.
    const parsed = parseTraceExport(JSON.parse(JSON.stringify(trace.toJSON())));
    expect(parsed.entries[0]).toMatchObject({ inputChars: req.inputChars, toolChars: req.toolChars });
  });
});

const at = 0;
const request = (agent: string, inputChars?: number, toolChars?: number): TraceEntry => ({
  kind: 'request',
  at,
  agent,
  round: 1,
  attempt: 0,
  model: 'm',
  stream: true,
  messages: [{ role: 'user', content: 'x' }],
  tools: [],
  params: {},
  ...(inputChars !== undefined ? { inputChars } : {}),
  ...(toolChars !== undefined ? { toolChars } : {}),
});
const response = (agent: string, promptTokens?: number): TraceEntry => ({
  kind: 'response',
  at,
  agent,
  round: 1,
  attempt: 0,
  durationMs: 5,
  content: '',
  reasoning: '',
  toolCalls: [],
  finishReason: 'stop',
  ...(promptTokens !== undefined ? { usage: { promptTokens, completionTokens: 10, totalTokens: promptTokens + 10 } } : {}),
});
const event = (agent: string, name: string, data: Record<string, unknown>): TraceEntry => ({ kind: 'event', at, agent, name, data });

describe('turnCost', () => {
  test('sums requests, input and tool characters, reported prompt tokens, and compares with a plain reply', () => {
    const entries: TraceEntry[] = [
      event('turn', 'plain-reply', { chars: 1000 }),
      request('main', 4000, 1000),
      response('main', 900),
      request('subagent-0', 2000, 0),
      response('subagent-0', 500),
      request('main', 6000, 1000),
      response('main', 1400),
      event('main', 'critical-path', { calls: 2 }),
    ];
    expect(turnCost(entries)).toEqual({
      criticalPath: 2,
      requests: 3,
      inputChars: 12000,
      toolChars: 2000,
      toolShare: 2000 / 12000,
      inputTokens: 2800,
      plainReplyChars: 1000,
      ratio: 12,
    });
  });

  test('takes a trace export as well as its entries', () => {
    const trace = createTrace({ mode: 'director' });
    trace.event('turn', 'plain-reply', { chars: 500 });
    trace.event('main', 'critical-path', { calls: 4 });
    expect(turnCost(trace.toJSON())).toMatchObject({
      criticalPath: 4,
      requests: 0,
      inputChars: 0,
      toolShare: 0,
      plainReplyChars: 500,
      ratio: 0,
      inputTokens: 0,
    });
  });

  test('tokens are undefined, not estimated, when any response reported no usage', () => {
    const c = turnCost([request('main', 100, 0), response('main', 40), request('main', 100, 0), response('main')]);
    expect(c.requests).toBe(2);
    expect(c.inputTokens).toBeUndefined();
    // A request cut off before its response reported nothing either.
    expect(turnCost([request('main', 100, 0), response('main', 40), request('main', 100, 0)]).inputTokens).toBeUndefined();
  });

  test('without the engine events the critical path and the ratio are left out', () => {
    const c = turnCost([request('main', 300, 100), response('main', 80)]);
    expect(c).toEqual({ requests: 1, inputChars: 300, toolChars: 100, toolShare: 1 / 3, inputTokens: 80 });
    expect('ratio' in c || 'criticalPath' in c || 'plainReplyChars' in c).toBe(false);
  });

  test('an older trace without request sizes counts its messages and no tool part', () => {
    const old = request('main');
    const c = turnCost([old, response('main', 10)]);
    expect(c.inputChars).toBe(JSON.stringify([{ role: 'user', content: 'x' }]).length);
    expect(c.toolChars).toBe(0);
  });

  test('damaged event data is ignored', () => {
    const c = turnCost([
      event('turn', 'plain-reply', { chars: 'many' }),
      event('main', 'critical-path', { calls: -1 }),
      request('main', 10, 0),
      response('main', 1),
    ]);
    expect(c.plainReplyChars).toBeUndefined();
    expect(c.ratio).toBeUndefined();
    expect(c.criticalPath).toBeUndefined();
  });
});
