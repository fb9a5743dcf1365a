// End-to-end director turns over real HTTP: the transport's ModelClient against the scripted
// OpenAI-compatible server, asserting from the server's request log what each agent was sent.
import { afterEach, describe, expect, test } from 'vitest';
import { startScriptedServer, type LoggedRequest, type ScriptedServer } from '../../../../test/fixtures/scripted-server/index.mjs';
import {
  agentOf,
  type FakeSlot,
  CONTINUITY_REPORT,
  DRAFT,
  fakeSlot,
  FINAL_TEXT,
  happyPath,
  lastTool,
  SCOUT_REPORT,
  teamConfig,
  toolResults,
  turnOf,
  VOICE_REPORT,
} from '../../../../test/fixtures/director/scenario.ts';
import { maxOverlap, responderEngine, type ServerReply } from '../../../../test/fixtures/director/server-scenario.ts';
import { createModelClient } from '../../llm/client.ts';
import type { ChatRequest } from '../../llm/types.ts';
import type { Note } from '../../tools/notes.ts';
import type { DirectorConfig } from './config.ts';
import { runDirectorTurn, type DirectorTurnInput } from './engine.ts';
import { storyFromMessages } from '../runtime/story.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const API_KEY = 'sk-test-key-never-in-traces';
const chat = [
  { floor: 41, role: 'assistant' as const, content: 'It is raining over the city.' },
  { floor: 42, role: 'user' as const, content: 'How is your family?' },
];

async function turn(
  respond: (body: ChatRequest) => ServerReply,
  over: Partial<Omit<DirectorTurnInput, 'slot'>> & { config?: DirectorConfig; slot?: FakeSlot } = {},
) {
  server = await startScriptedServer({ scenario: responderEngine(respond) });
  const client = createModelClient({ baseUrl: server.url, apiKey: API_KEY, retries: 0 });
  const slot = over.slot ?? fakeSlot();
  const notes: Note[] = [{ id: 'n_a1', text: 'The grandmother lives in Luoyang.', status: 'open', createdAt: 0 }];
  const result = runDirectorTurn({
    config: teamConfig(),
    story: storyFromMessages([
      { role: 'system', content: 'Character: Lin Wan.' },
      { role: 'user', content: 'How is your family?' },
    ]),
    generationType: 'normal',
    slot,
    clientFor: () => client,
    chat: { messages: () => chat },
    notes: { load: () => notes, save: () => {} },
    ...over,
  });
  return { slot, result, log: server.requests, server };
}

const bodies = (log: LoggedRequest[], agent: string) => log.filter((r) => agentOf(r.body) === agent).map((r) => r.body);
const wireTools = (body: { tools?: { function: { name: string } }[] }) => (body.tools ?? []).map((t) => t.function.name);
const allText = (body: ChatRequest) => body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');

/** The critics' final reports trickle out frame by frame so their streams overlap in time. */
const slowCritics = (body: ChatRequest): ServerReply => {
  const r: ServerReply = happyPath(body);
  const agent = agentOf(body);
  if ((agent === 'voice_critic' || agent === 'continuity_critic') && turnOf(body) === 1) return { ...r, frameDelayMs: 3 };
  return r;
};

describe('director over HTTP with the scripted server', () => {
  test('a full streamed turn: scout, draft, parallel critics, ambiguous patch then fixed, finalize', async () => {
    const { slot, result, log } = await turn(slowCritics);
    const res = await result;
    expect(res.outcome).toBe('finalized');
    expect(res.settled).toBe('committed');
    expect(slot.text).toBe(FINAL_TEXT);
    expect(slot.texts).toEqual([DRAFT, FINAL_TEXT]);
    expect(log.every((r) => r.status === 200 && r.body.stream === true)).toBe(true);

    const main = bodies(log, 'main');
    expect(main).toHaveLength(8);
    expect(lastTool(main[6])).toMatchObject({ ok: false, code: 'patch_ambiguous' });
    expect(lastTool(main[7])).toMatchObject({ ok: true, appliedCount: 2 });
    expect(lastTool(main[2])).toMatchObject({ results: [{ status: 'completed', output: SCOUT_REPORT }] });
    expect(lastTool(main[5])).toMatchObject({ results: [{ output: VOICE_REPORT }, { output: CONTINUITY_REPORT }] });

    // The critics were on the wire at the same time, and their sections grew side by side.
    expect(maxOverlap(log, (r) => /critic/.test(agentOf(r.body)))).toBe(2);
    const growing = slot.reasonings.filter((f) => /voice_critic\] \(running\)\nVOICE/.test(f) && /continuity_critic\] \(running\)\nCONT/.test(f));
    expect(growing.length).toBeGreaterThan(0);
    expect(res.reasoning).toContain(`### [subagent-1: voice_critic]\n${VOICE_REPORT}\n\n### [subagent-2: continuity_critic]\n${CONTINUITY_REPORT}`);

    // What each agent was sent.
    expect(wireTools(main[0])).toEqual([
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
    expect(wireTools(main[3])).toEqual([
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
    expect(main[0].messages[0].content).toContain('<available_skills>\n- director-no-meta-zh');
    expect(main[0].messages.at(-1).content).toContain('- [n_a1] The grandmother lives in Luoyang.');
    const scout = bodies(log, 'chat_scout');
    expect(wireTools(scout[0])).toEqual(['chat_read_range', 'chat_search', 'skill_read']);
    expect(allText(scout[0])).toContain('- chat-scout-method-zh');
    expect(allText(scout[0])).toContain('- [n_a1] The grandmother lives in Luoyang.');
    expect(allText(scout[0])).not.toContain('Scouting first.');
    expect(allText(scout[0])).not.toContain('director-turn-workflow-zh');
    const voice = bodies(log, 'voice_critic');
    expect(allText(voice[0])).toContain(DRAFT);
    expect(allText(voice[0])).not.toContain(SCOUT_REPORT);
    expect(allText(voice[0])).not.toContain('ROLE:continuity_critic');
    // Tool-call ids made the round trip: each tool message answers a call of the assistant turn before it.
    const m7 = main[7].messages;
    const ids = m7
      .filter((m: { role: string }) => m.role === 'assistant')
      .flatMap((m: { tool_calls?: { id: string }[] }) => (m.tool_calls ?? []).map((c) => c.id));
    const answered = m7.filter((m: { role: string }) => m.role === 'tool').map((m: { tool_call_id: string }) => m.tool_call_id);
    expect(answered).toEqual(ids);

    // The trace holds every request per agent, and no secret.
    const trace = JSON.stringify(res.trace.toJSON());
    expect(trace).not.toContain(API_KEY);
    expect(res.trace.agents().map((a) => [a.id, a.label, a.requests])).toEqual([
      ['main', 'main', 8],
      ['subagent-0', 'chat_scout', 2],
      ['subagent-1', 'voice_critic', 2],
      ['subagent-2', 'continuity_critic', 2],
    ]);
  });

  test('the same turn without streaming: plain completions, sections receive whole texts', async () => {
    const { slot, result, log } = await turn(slowCritics, { config: teamConfig({ useStreaming: false }) });
    const res = await result;
    expect(res.outcome).toBe('finalized');
    expect(slot.text).toBe(FINAL_TEXT);
    expect(log.every((r) => r.body.stream === false)).toBe(true);
    const partial = slot.reasonings.filter((f) => {
      const m = /voice_critic\][^\n]*\n([^\n]*)/.exec(f);
      return m && m[1] && !m[1].startsWith('###') && m[1] !== VOICE_REPORT;
    });
    expect(partial).toEqual([]);
  });

  test('a turn that hits maxRounds commits what exists', async () => {
    const { slot, result, log } = await turn(
      (b) => (turnOf(b) === 0 ? { toolCalls: [{ name: 'write_message', args: { text: 'So far.' } }] } : { toolCalls: [{ name: 'get_draft' }] }),
      {
        config: teamConfig({ limits: { ...teamConfig().limits, maxRounds: 4 } }),
      },
    );
    const res = await result;
    expect(res.outcome).toBe('max-rounds');
    expect(res.settled).toBe('committed');
    expect(slot.text).toBe('So far.');
    expect(log).toHaveLength(4);
  });

  const stalledCritic = (body: ChatRequest): ServerReply => {
    if (agentOf(body) === 'main') {
      return turnOf(body) === 0
        ? {
            text: 'Draft first.',
            toolCalls: [
              { name: 'write_message', args: { text: 'A partial reply' } },
              { name: 'dispatch_subagent', args: { background: true, subagentId: 'voice_critic', task: 'review' } },
            ],
          }
        : { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
    }
    return { text: 'Looking at the dra', fault: 'stall', afterFrames: 2 };
  };

  for (const discardOnAbort of [false, true]) {
    test(`Stop with discardOnAbort ${discardOnAbort ? 'on' : 'off'}`, async () => {
      const ac = new AbortController();
      const slot = fakeSlot({ text: 'previous swipe', reasoning: 'previous fold' });
      let criticSpoke!: () => void;
      const spoke = new Promise<void>((r) => (criticSpoke = r));
      const { result, server: srv } = await turn(stalledCritic, {
        config: teamConfig({ discardOnAbort }),
        signal: ac.signal,
        slot,
        generationType: 'swipe',
        onEvent: (e) => void (e.type === 'text-delta' && e.agentId === 'subagent-0' && criticSpoke()),
      });
      // Stop while the critic is mid-stream (the server has gone silent after its first words).
      await spoke;
      const critic = srv.requests.find((r) => agentOf(r.body) === 'voice_critic')!;
      ac.abort();
      const res = await result;
      expect(res.outcome).toBe('aborted');
      await srv.waitFor((r) => r === critic && r.endedAt !== undefined);
      expect(critic.clientClosed).toBe(true);
      expect(srv.inFlight).toBe(0);
      if (discardOnAbort) {
        expect(res.settled).toBe('discarded');
        expect(slot.discarded).toBe(1);
        expect(slot.text).toBe('previous swipe');
        expect(slot.reasoning).toBe('previous fold');
      } else {
        expect(res.settled).toBe('committed');
        expect(slot.committed).toBe(1);
        expect(slot.text).toBe('A partial reply');
        expect(slot.reasoning).toMatch(
          /^previous fold\n\n### \[main-1\]\nDraft first\.\n\n### \[subagent-0: voice_critic\] \(error: cancelled\)\nLook[^\n]*\n\n### \[aborted\]$/,
        );
      }
    });
  }

  test('a sub-agent whose requests fail: its section shows the error and the main agent carries on', async () => {
    const { slot, result, log } = await turn((b) => {
      if (agentOf(b) === 'main') {
        const t = turnOf(b);
        if (t === 0) return { toolCalls: [{ name: 'dispatch_subagent', args: { background: true, subagentId: 'chat_scout', task: 'scan' } }] };
        if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: ['subagent-0'] } }] };
        return { toolCalls: [{ name: 'write_message', args: { text: 'Written alone.' } }, { name: 'finalize' }] };
      }
      return { status: 500 };
    });
    const res = await result;
    expect(res.outcome).toBe('finalized');
    expect(slot.text).toBe('Written alone.');
    const awaited = lastTool(bodies(log, 'main')[2]) as { results: { status: string; error: string }[] };
    expect(awaited.results[0].status).toBe('failed');
    expect(awaited.results[0].error).toMatch(/500/);
    expect(slot.reasoning).toMatch(/### \[subagent-0: chat_scout\] \(error: Request failed for subagent-0: .*500/);
  });

  test('a connection cut in the middle of a tool call is re-sent once and the turn goes on', async () => {
    let cut = false;
    const { slot, result, log } = await turn((b) => {
      const t = turnOf(b);
      if (t === 0 && !cut) {
        cut = true;
        return {
          text: 'Writing the reply now.',
          toolCalls: [{ name: 'write_message', args: { text: 'A long reply that never arrives whole' } }],
          fault: 'cut',
          afterFrames: 4,
        };
      }
      if (t === 0) return { text: 'Writing the reply now.', toolCalls: [{ name: 'write_message', args: { text: 'The reply.' } }] };
      return { toolCalls: [{ name: 'finalize' }] };
    });
    const res = await result;
    expect(res.outcome).toBe('finalized');
    expect(log[0].cut).toBe(true);
    expect(log).toHaveLength(3);
    expect(slot.text).toBe('The reply.');
    expect(res.reasoning).toBe('### [main-1]\nWriting the reply now.');
  });

  test('budget and concurrency: never more than N sub-agent requests in flight; runs beyond the budget fail clearly', async () => {
    const ids = ['chat_scout', 'voice_critic', 'continuity_critic', 'chat_scout', 'voice_critic', 'continuity_critic'];
    const { result, log } = await turn(
      (b) => {
        if (agentOf(b) !== 'main') return { text: `report of ${agentOf(b)}`, latencyMs: 25 };
        const t = turnOf(b);
        if (t === 0) return { toolCalls: ids.map((id) => ({ name: 'dispatch_subagent', args: { background: true, subagentId: id, task: 'go' } })) };
        if (t === 1) return { toolCalls: [{ name: 'await_subagents', args: { handles: toolResults(b).map((x) => x.handle) } }] };
        return { toolCalls: [{ name: 'write_message', args: { text: 'ok' } }, { name: 'finalize' }] };
      },
      { config: teamConfig({ limits: { ...teamConfig().limits, maxConcurrentSubagents: 2, maxTotalSubagentRuns: 5 } }) },
    );
    const res = await result;
    expect(res.outcome).toBe('finalized');
    const subs = log.filter((r) => agentOf(r.body) !== 'main');
    expect(subs).toHaveLength(5);
    expect(maxOverlap(log, (r) => agentOf(r.body) !== 'main')).toBe(2);
    const results = (lastTool(bodies(log, 'main')[2]) as { results: { status: string; error?: string }[] }).results;
    expect(results.map((r) => r.status)).toEqual(['completed', 'completed', 'completed', 'completed', 'completed', 'failed']);
    expect(results[5].error).toBe('sub-agent budget exhausted (maxTotalSubagentRuns=5)');
  });

  test('a continue turn keeps the original text', async () => {
    const slot = fakeSlot({ text: 'She opened the door' });
    const { result, log } = await turn(
      (b) => {
        const t = turnOf(b);
        if (t === 0) return { toolCalls: [{ name: 'write_message', args: { text: 'Something else entirely', mode: 'replace' } }] };
        if (t === 1) return { toolCalls: [{ name: 'write_message', args: { text: ', and the rain came in.' } }] };
        return { toolCalls: [{ name: 'finalize' }] };
      },
      { slot, generationType: 'continue' },
    );
    const res = await result;
    expect(res.outcome).toBe('finalized');
    expect(lastTool(log[1].body)).toMatchObject({ ok: false, code: 'invalid_op_for_continue' });
    expect(slot.text).toBe('She opened the door, and the rain came in.');
  });
});
