// Engine benches: the agent loop's own cost per tool call with a model that answers instantly, and
// how close N parallel sub-agents of latency L come to finishing in L.
import { performance } from 'node:perf_hooks';
import { core, medianMs } from './util.mjs';
import { createScenario, startScriptedServer } from '../test/fixtures/scripted-server/index.mjs';

/** A ModelClient answering from `reply(request)` with no latency. */
function instantModel(reply) {
  let id = 0;
  return async function* (request) {
    const r = await reply(request);
    if (r.delayMs) await new Promise((ok) => setTimeout(ok, r.delayMs));
    if (r.text) yield { type: 'text-delta', text: r.text };
    const calls = r.calls ?? [];
    for (let i = 0; i < calls.length; i++) {
      const call = { id: `c${++id}`, name: calls[i].name, arguments: JSON.stringify(calls[i].args ?? {}) };
      yield { type: 'tool-call-start', index: i, id: call.id, name: call.name };
      yield { type: 'tool-call-end', index: i, call };
    }
    yield { type: 'usage', usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 } };
    yield { type: 'finish', reason: calls.length ? 'tool_calls' : 'stop', timing: { firstByteMs: 0, durationMs: 0, attempts: 1 } };
  };
}

const turns = (req) => req.messages.filter((m) => m.role === 'assistant').length;
const isMain = (req) => req.messages.some((m) => m.role === 'system' && m.content?.includes('ROLE:main'));

function slot() {
  return { chatId: 'bench', initialText: '', initialReasoning: '', isCurrent: () => true, setText() {}, setReasoning() {}, commit() {}, discard() {} };
}

function directorConfig(subAgents, extra = {}) {
  return {
    mainAgent: { systemPrompt: 'ROLE:main', tools: ['dispatch_subagent', 'write_message', 'apply_message_patches'] },
    subAgents: subAgents.map((id) => ({ id, description: `${id} helper`, systemPrompt: `ROLE:${id}`, tools: [] })),
    inline: { tools: [] },
    limits: { maxRounds: 50, subAgentMaxRounds: 16, maxConcurrentSubagents: 4, maxTotalSubagentRuns: 16, toolCallRetryMax: 2 },
    useStreaming: true,
    discardOnAbort: false,
    ...extra,
  };
}

export default async () => {
  const { runAgent, runDirectorTurn, storyFromMessages, createModelClient, defineTool, z } = await core();
  const rows = [];
  const notes = [];

  // 1. Agent loop alone: 40 rounds × 5 calls of a trivial tool.
  const ROUNDS = 40;
  const CALLS = 5;
  const echo = defineTool({ name: 'echo', description: 'echo', parameters: z.object({ v: z.int() }), execute: (a) => ({ ok: true, v: a.v }) });
  const loopModel = instantModel((req) =>
    turns(req) < ROUNDS ? { calls: Array.from({ length: CALLS }, (_, i) => ({ name: 'echo', args: { v: i } })) } : { text: 'done' },
  );
  const loopMs = await medianMs(
    () => runAgent({ id: 'bench', client: loopModel, messages: [{ role: 'user', content: 'go' }], tools: [echo], maxRounds: ROUNDS + 1 }),
    { runs: 15, warmup: 5 },
  );
  const perCallLoop = loopMs / (ROUNDS * CALLS);
  rows.push({
    name: 'agent loop overhead per tool call (40 rounds × 5 calls)',
    value: perCallLoop * 1000,
    unit: 'µs',
    target: '< 500 µs',
    pass: perCallLoop < 0.5,
  });

  // 2. A whole director turn: trace, fold, draft and slot included (main agent only).
  const DRAFT_ROUNDS = 30;
  const directorModel = instantModel((req) => {
    const t = turns(req);
    if (t === 0) return { text: 'Writing.', calls: [{ name: 'write_message', args: { text: 'Line one.\nLine two.\n' } }] };
    if (t < DRAFT_ROUNDS)
      return {
        text: `round ${t}`,
        calls: [{ name: 'write_message', args: { text: `Line ${t + 2}.\n` } }, { name: 'draft_search', args: { pattern: 'Line' } }, { name: 'get_draft' }],
      };
    return { calls: [{ name: 'apply_message_patches', args: { patches: [{ find: 'Line one.', replaceWith: 'First line.' }] } }, { name: 'finalize' }] };
  });
  const directorCalls = 1 + (DRAFT_ROUNDS - 1) * 3 + 2;
  const turnMs = await medianMs(
    () =>
      runDirectorTurn({
        config: directorConfig([]),
        story: storyFromMessages([{ role: 'user', content: 'hi' }]),
        generationType: 'normal',
        slot: slot(),
        clientFor: () => directorModel,
      }),
    { runs: 15, warmup: 5 },
  );
  const perCallDirector = turnMs / directorCalls;
  rows.push({
    name: `director turn overhead per tool call (${directorCalls} calls, trace + fold)`,
    value: perCallDirector * 1000,
    unit: 'µs',
    target: '< 500 µs',
    pass: perCallDirector < 0.5,
  });

  // 3. Parallel efficiency: 4 sub-agents of 200 ms dispatched together.
  const L = 200;
  const team = ['a', 'b', 'c', 'd'];
  const mainScript = (req) => {
    const t = turns(req);
    if (t === 0) return { calls: team.map((id) => ({ name: 'dispatch_subagent', args: { subagentId: id, task: 'work' } })) };
    if (t === 1) return { calls: [{ name: 'await_subagents', args: { handles: team.map((_, i) => `subagent-${i}`) } }] };
    return { calls: [{ name: 'write_message', args: { text: 'done' } }, { name: 'finalize' }] };
  };
  const parallelModel = instantModel((req) => (isMain(req) ? mainScript(req) : { text: 'report', delayMs: L }));
  /** Runs one turn; returns [first dispatch → last sub-agent settled, whole turn] in ms. */
  const runParallel = async (clientFor) => {
    const t0 = performance.now();
    let firstDispatch = Infinity;
    let lastSettled = 0;
    const onEvent = (e) => {
      if (e.type !== 'subagent') return;
      if (e.record.status === 'queued') firstDispatch = Math.min(firstDispatch, performance.now());
      if (e.record.status === 'completed') lastSettled = performance.now();
    };
    const res = await runDirectorTurn({
      config: directorConfig(team),
      story: storyFromMessages([{ role: 'user', content: 'hi' }]),
      generationType: 'normal',
      slot: slot(),
      clientFor,
      onEvent,
    });
    if (res.outcome !== 'finalized') throw new Error(`parallel bench turn ended ${res.outcome}: ${res.error ?? ''}`);
    return [lastSettled - firstDispatch, performance.now() - t0];
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const inProcess = [];
  for (let i = 0; i < 7; i++) inProcess.push(await runParallel(() => parallelModel));
  const ratioIn = median(inProcess.map((x) => x[0])) / L;
  rows.push({ name: '4 sub-agents × 200 ms dispatched together, in-process (÷ 200 ms)', value: ratioIn, unit: '×', target: '< 1.15', pass: ratioIn < 1.15 });
  rows.push({ name: '  whole turn incl. 3 main rounds, in-process (÷ 200 ms)', value: median(inProcess.map((x) => x[1])) / L, unit: '×' });

  // The same over real HTTP: the transport against the scripted server, 200 ms latency per sub-agent request.
  const server = await startScriptedServer({
    scenario: {
      model: 'bench',
      pending: () => [],
      respond: (body) => {
        const main = isMain(body);
        const r = main ? mainScript(body) : { text: 'report' };
        const turn = { content: r.text ?? '', toolCalls: (r.calls ?? []).map((c) => ({ name: c.name, arguments: c.args ?? {} })), latencyMs: main ? 0 : L };
        return createScenario([turn]).respond(body);
      },
    },
  });
  notes.push('HTTP row: the transport (fetch + SSE decoding) against test/fixtures/scripted-server on 127.0.0.1.');
  const http = [];
  try {
    const client = createModelClient({ baseUrl: server.url, retries: 0 });
    await runParallel(() => client); // warm the connection pool
    for (let i = 0; i < 7; i++) http.push(await runParallel(() => client));
  } finally {
    await server.close();
  }
  const ratioHttp = median(http.map((x) => x[0])) / L;
  rows.push({ name: '4 sub-agents × 200 ms dispatched together, over HTTP (÷ 200 ms)', value: ratioHttp, unit: '×', target: '< 1.15', pass: ratioHttp < 1.15 });
  rows.push({ name: '  whole turn incl. 3 main rounds, over HTTP (÷ 200 ms)', value: median(http.map((x) => x[1])) / L, unit: '×' });
  const fmt = (xs) => xs.map((x) => `${x[0].toFixed(0)}/${x[1].toFixed(0)}`).join(' ');
  notes.push(`dispatch→settled / whole turn, ms, 7 turns each: in-process ${fmt(inProcess)}; HTTP ${fmt(http)}`);

  return { title: 'Agent loop and director engine', rows, notes };
};
