// Loop mode end to end: runCapsuleTurn with a loop profile over real HTTP against the scripted server,
// asserting from the server's request log what the loop agent was sent.
import { afterEach, describe, expect, test } from 'vitest';
import {
  API_KEY,
  CHAT,
  CONTEXT,
  INVENTORY,
  LAST_USER,
  lastTool,
  manualClock,
  marker,
  ownMessages,
  startModel,
  systemText,
  turnOf,
  userText,
  wireTools,
  type Step,
  type WireBody,
} from '../../../../test/fixtures/capsule/scenario.ts';
import type { ScriptedServer } from '../../../../test/fixtures/scripted-server/index.mjs';
import { parseProfile } from '../../profiles/parse.ts';
import { DEFAULT_CAPSULE_INSTRUCTION } from '../../profiles/common.ts';
import type { Note } from '../../tools/notes.ts';
import { runCapsuleTurn, type CapsuleTurnCommon } from '../capsule/turn.ts';
import type { LoopProfile } from '../../profiles/schemas/loop.ts';
import { storyFromMessages } from '../runtime/story.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const GUIDANCE = '- Chen asks about family: Lin Wan deflects, then softens.\n- Keep the rain; end on the umbrella.';

function loopProfile(over: Record<string, unknown> = {}): LoopProfile {
  // Every installed skill visible (the shipped default names skills these fixtures do not install).
  return parseProfile('loop', {
    skills: { visible: ['*'] },
    loopAgent: { systemPrompt: `${marker('loop')} You prepare guidance for the next reply.` },
    ...over,
  }).profile;
}

async function loopTurn(respond: (b: WireBody) => Step, over: Partial<CapsuleTurnCommon> & { profile?: LoopProfile } = {}) {
  const started = await startModel(respond);
  server = started.server;
  const notes: Note[] = [{ id: 'n_a1', text: 'The grandmother lives in Luoyang.', status: 'open', createdAt: 0 }];
  const folds: string[] = [];
  const { profile, ...rest } = over;
  const result = await runCapsuleTurn({
    mode: 'loop',
    profile: profile ?? loopProfile(),
    story: storyFromMessages(CONTEXT),
    chatId: 'chat-1',
    chat: { messages: () => CHAT },
    notes: { load: () => notes, save: () => {} },
    skills: INVENTORY,
    clientFor: () => started.client,
    onFold: (t) => folds.push(t),
    ...rest,
  });
  return { result, log: started.log.map((r) => r.body as WireBody), folds };
}

describe('loop mode over HTTP', () => {
  test('happy path: the agent reads the chat and a skill, then finalize writes the capsule', async () => {
    const { result, log, folds } = await loopTurn((b) => {
      switch (turnOf(b)) {
        case 0:
          return { content: 'Reading the last exchange first.', toolCalls: [{ name: 'chat_read_range', arguments: { start: -2, end: -1 } }] };
        case 1:
          return { toolCalls: [{ name: 'skill_read', arguments: { name: 'anti-cliche-en' } }] };
        default:
          return { content: 'Enough gathered.', toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] };
      }
    });
    expect(result.outcome).toBe('completed');
    expect(result.capsule).toBe(`${DEFAULT_CAPSULE_INSTRUCTION}\n\n${GUIDANCE}`);
    expect(result.injection).toEqual({ text: result.capsule, position: 'in_chat', depth: 0, role: 'system', anchor: 'atDepth' });
    expect(log).toHaveLength(3);

    // What the loop agent was sent: its prompt and catalog (stable), then the latest message and the
    // Open Notes block (volatile, last); the tools it may use.
    const first = log[0];
    // Stable first: the system text, the story (its background, the recent chat, the closing block); the kickoff last.
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'system', 'user', 'assistant', 'user', 'system', 'user']);
    expect(systemText(first)).toContain('You prepare guidance for the next reply.');
    expect(systemText(first)).toContain('<available_skills>\n- anti-cliche-en: What anti-cliche-en teaches.');
    expect(systemText(first)).not.toContain('n_a1');
    expect(userText(first)).toContain('- [n_a1] The grandmother lives in Luoyang.');
    // The latest user message once: the story holds it, so it is not quoted again.
    expect(userText(first)).not.toContain('<latest_user_message>');
    expect(JSON.stringify(first.messages).split(LAST_USER.text)).toHaveLength(2);
    expect(wireTools(first)).toEqual(['chat_read_range', 'chat_search', 'note_open', 'note_close', 'skill_read', 'finalize']);
    // The range widened to the whole exchange (from the user message before it).
    expect(lastTool(log[1])).toMatchObject({ ok: true, messages: [{ floor: 40 }, { floor: 41 }, { floor: 42, content: 'How is your family?' }] });
    expect(lastTool(log[2])).toMatchObject({ ok: true, result: { content: expect.stringContaining('Rule one of anti-cliche-en.') } });

    // The fold: the agent's prose per round, then the capsule it handed in.
    expect(result.fold).toBe(`### [loop-1]\nReading the last exchange first.\n\n### [loop-3]\nEnough gathered.\n\n### [capsule]\n${GUIDANCE}`);
    expect(folds.at(-1)).toBe(result.fold);
    expect(result.details).toEqual({ rounds: 3 });
    const trace = JSON.stringify(result.trace.toJSON());
    expect(trace).not.toContain(API_KEY);
    expect(result.trace.agents().map((a) => [a.id, a.requests, a.toolCalls])).toEqual([['loop', 3, 3]]);
  });

  test('the wall clock (an injected clock) ends the run before a round; the capsule falls back to the last prose', async () => {
    const clock = manualClock();
    const { result, log } = await loopTurn(
      (b) => {
        clock.advance(4_000);
        return { content: `Draft guidance v${turnOf(b) + 1}`, toolCalls: [{ name: 'chat_search', arguments: { pattern: 'rain' } }] };
      },
      { now: clock.now, profile: loopProfile({ wallClockBudgetMs: 10_000 }) },
    );
    // 0 s, 4 s, 8 s start a round; at 12 s the budget is spent.
    expect(log).toHaveLength(3);
    expect(result).toMatchObject({ outcome: 'completed', limit: 'wall_clock', body: 'Draft guidance v3' });
    expect(result.capsule).toBe(`${DEFAULT_CAPSULE_INSTRUCTION}\n\nDraft guidance v3`);
    expect(result.fold).toContain('### [capsule] (fallback after wall_clock)');
    expect(result.trace.entries.some((e) => e.kind === 'event' && e.name === 'budget-exhausted' && e.data?.reason === 'wall_clock')).toBe(true);
  });

  test('a budget below 10 s is raised to 10 s', async () => {
    const clock = manualClock();
    const profile = loopProfile();
    profile.wallClockBudgetMs = 1_000; // bypasses the schema's clamp on purpose
    const { log, result } = await loopTurn(
      () => {
        clock.advance(6_000);
        return { content: 'still looking', toolCalls: [{ name: 'chat_search', arguments: { pattern: 'x' } }] };
      },
      { now: clock.now, profile },
    );
    expect(log).toHaveLength(2);
    expect(result.limit).toBe('wall_clock');
  });

  test('three rounds in a row without a tool call end the run; the last prose becomes the capsule', async () => {
    const { result, log } = await loopTurn((b) => ({ content: `Thinking aloud ${turnOf(b)}` }));
    expect(log).toHaveLength(3);
    expect(
      ownMessages(log[1])
        .filter((m) => m.role === 'user')
        .at(-1)?.content,
    ).toContain('After three replies in a row without a tool call the run ends.');
    // The first two prose replies stay in the conversation; the third ends it.
    expect(result).toMatchObject({ outcome: 'completed', limit: 'no_tool_call_streak' });
    expect(result.body).toMatch(/^Thinking aloud \d$/);
    expect(result.fold).toContain('### [loop-1] (no tool call)');
    expect(result.fold).toContain('### [loop-3] (no tool call)');
  });

  test('a tool call resets the streak', async () => {
    const { result, log } = await loopTurn((b) => {
      const t = turnOf(b);
      if (t === 2) return { toolCalls: [{ name: 'chat_search', arguments: { pattern: 'rain' } }] };
      if (t === 5) return { toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] };
      return { content: `musing ${t}` };
    });
    expect(result.outcome).toBe('completed');
    expect(result.limit).toBeUndefined();
    // Two misses, a tool call, two more misses, then finalize: never three misses in a row.
    expect(log).toHaveLength(6);
  });

  test('max rounds without any prose: no capsule, no injection, a clear reason', async () => {
    const { result, log } = await loopTurn(() => ({ toolCalls: [{ name: 'chat_search', arguments: { pattern: 'rain' } }] }), {
      profile: loopProfile({ maxRounds: 2 }),
    });
    expect(log).toHaveLength(2);
    expect(result).toMatchObject({ outcome: 'empty', reason: 'no_guidance', limit: 'max_rounds' });
    expect(result.capsule).toBeUndefined();
    expect(result.injection).toBeUndefined();
    expect(result.message).toContain('max_rounds');
    expect(result.fold).toContain('### [capsule] (none: max_rounds)');
  });

  test('an empty finalize is refused and the agent corrects it', async () => {
    const { result, log } = await loopTurn((b) =>
      turnOf(b) === 0
        ? { toolCalls: [{ name: 'finalize', arguments: { capsule_text: '  ' } }] }
        : { toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] },
    );
    expect(lastTool(log[1])).toMatchObject({ ok: false, code: 'empty_output' });
    expect(result.body).toBe(GUIDANCE);
  });

  test('Stop during a request: no capsule, the fold says aborted', async () => {
    const ac = new AbortController();
    // Streaming, so the second response can stall mid-stream.
    const started = loopTurn(
      (b) => (turnOf(b) === 0 ? { toolCalls: [{ name: 'chat_search', arguments: { pattern: 'rain' } }] } : { content: 'slow', fault: 'stall', afterFrames: 1 }),
      {
        signal: ac.signal,
        profile: loopProfile({ useStreaming: true }),
      },
    );
    while (!server) await new Promise((r) => setImmediate(r));
    const stalled = await server.waitFor((r) => r.n === 1 && r.finished);
    ac.abort();
    const { result, log } = await started;
    expect(log).toHaveLength(2);
    await server.waitFor((r) => r === stalled && r.clientClosed);
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted' });
    expect(result.capsule).toBeUndefined();
    expect(result.injection).toBeUndefined();
    expect(result.fold).toContain('### [aborted]');
  });

  test('Stop before the run: nothing is sent', async () => {
    const ac = new AbortController();
    ac.abort();
    const { result, log } = await loopTurn(() => ({ content: 'never' }), { signal: ac.signal });
    expect(log).toHaveLength(0);
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted_before_start' });
  });

  test('a failing request: no capsule, the error is shown', async () => {
    const { result } = await loopTurn(() => ({ status: 500 }));
    expect(result).toMatchObject({ outcome: 'failed', reason: 'runtime_error' });
    expect(result.message).toMatch(/Request failed for loop/);
    expect(result.fold).toMatch(/### \[error\]\nRequest failed for loop/);
    expect(result.injection).toBeUndefined();
  });

  test("streaming per the profile, and the profile's own position, depth and role", async () => {
    const { result, log } = await loopTurn(() => ({ toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] }), {
      profile: loopProfile({ useStreaming: true, capsule: { position: 'before', depth: 4, role: 'user', customInstruction: 'Read this first.' } }),
    });
    expect(log[0].stream).toBe(true);
    expect(result.injection).toEqual({ text: `Read this first.\n\n${GUIDANCE}`, position: 'before_prompt', depth: 4, role: 'user', anchor: 'before' });
  });

  test("the profile's lorebook filter hides books and entries from the lorebook tools", async () => {
    const lorebook = {
      books: () => [
        {
          name: 'World',
          scope: 'character',
          entries: [
            { uid: 1, name: 'Harbour', keys: ['harbour'], content: 'The harbour closes at dusk.' },
            { uid: 2, name: 'OOC reminder', keys: ['ooc'], content: 'Author note: keep it slow.' },
            { uid: 3, name: 'Rain', keys: ['OOC-weather'], content: 'It rains in spring.' },
          ],
        },
        { name: 'Secret plans', scope: 'global', entries: [{ uid: 9, name: 'Twist', keys: ['twist'], content: 'The grandmother is a spy.' }] },
      ],
    };
    const { log } = await loopTurn(
      (b) => {
        const t = turnOf(b);
        if (t === 0) return { toolCalls: [{ name: 'world_book_list' }] };
        if (t === 1) return { toolCalls: [{ name: 'lorebook_search', arguments: { pattern: '.' } }] };
        return { toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] };
      },
      { lorebook, profile: loopProfile({ lorebookFilter: { bookPattern: '^Secret', entryPattern: '^OOC\n(unclosed' } }) },
    );
    expect(wireTools(log[0])).toEqual(expect.arrayContaining(['world_book_list', 'lorebook_list', 'lorebook_search', 'lorebook_get']));
    expect(lastTool(log[1])).toEqual({ ok: true, output: '[character] World (1 entry)' });
    expect(lastTool(log[2])).toMatchObject({ ok: true, output: '[World] uid=1 "Harbour" line 1: The harbour closes at dusk.' });
  });
});

describe('choosing the angle in loop mode', () => {
  const ANGLES = ['the grandmother: she admits the illness', 'the umbrella: she hides behind it'];
  /** Offers two angles first, then finalizes with guidance that quotes what offer_angles answered. */
  const offering = (b: WireBody): Step => {
    if (turnOf(b) === 0) return { content: 'Two ways this could go.', toolCalls: [{ name: 'offer_angles', arguments: { angles: ANGLES } }] };
    return { toolCalls: [{ name: 'finalize', arguments: { capsule_text: `${GUIDANCE}\n- Angle: ${String(lastTool(b)?.output)}` } }] };
  };
  const never = async (): Promise<never> => {
    throw new Error('asked');
  };

  test('on: the agent offers its angles with offer_angles, the turn pauses on them, the pick is in its next request', async () => {
    const asked: (readonly string[])[] = [];
    const { result, log } = await loopTurn(offering, {
      profile: loopProfile({ chooseAngle: true }),
      chooseAngle: async (angles) => {
        asked.push(angles);
        return { kind: 'angle', index: 1, text: angles[1]! };
      },
    });
    expect(asked).toEqual([ANGLES]);
    expect(log).toHaveLength(2);
    expect(wireTools(log[0])).toEqual(['chat_read_range', 'chat_search', 'note_open', 'note_close', 'skill_read', 'offer_angles', 'finalize']);
    expect((log[0].tools!.find((t) => t.function.name === 'offer_angles')!.function as { parameters?: unknown }).parameters).toMatchObject({
      required: ['angles'],
      properties: { angles: { type: 'array', minItems: 2, maxItems: 4, items: { type: 'string' } } },
    });
    expect(userText(log[0])).toContain('before writing the guidance, call offer_angles with two to four different one-line angles');
    expect(lastTool(log[1])).toEqual({
      ok: true,
      output: '[Runtime] The user chose this angle for the reply: the umbrella: she hides behind it\nWrite the reply from this angle.',
    });
    expect(result.outcome).toBe('completed');
    expect(result.body).toContain('The user chose this angle for the reply: the umbrella');
    expect(result.fold).toContain('### [angle]\n1. the grandmother: she admits the illness\n2. the umbrella: she hides behind it');
    expect(result.trace.entries.some((e) => e.kind === 'event' && e.name === 'angle-pause')).toBe(true);
  });

  test('no answer in time (the writer picks): offer_angles answers "choose it yourself"', async () => {
    const { result, log } = await loopTurn(offering, {
      profile: loopProfile({ chooseAngle: true }),
      chooseAngle: () => new Promise((resolve) => setTimeout(() => resolve({ kind: 'auto' }), 20)),
    });
    expect(result.outcome).toBe('completed');
    expect(lastTool(log[1])).toEqual({ ok: true, output: '[Runtime] The user left the angle to you: choose it yourself.' });
  });

  test('a second offer_angles gets the same answer without a second pause', async () => {
    let asks = 0;
    const { result, log } = await loopTurn(
      (b) =>
        turnOf(b) < 2
          ? { toolCalls: [{ name: 'offer_angles', arguments: { angles: ANGLES } }] }
          : { toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] },
      {
        profile: loopProfile({ chooseAngle: true }),
        chooseAngle: async () => (asks++, { kind: 'own', text: 'the harbour bell' }),
      },
    );
    expect(asks).toBe(1);
    expect(result.outcome).toBe('completed');
    expect(lastTool(log[1])).toEqual(lastTool(log[2]));
    expect(String(lastTool(log[2])?.output)).toContain('The user gave their own angle for the reply: the harbour bell');
  });

  test('Stop during the pause ends the turn as stopped: no further request, no capsule', async () => {
    const stop = new AbortController();
    const { result, log } = await loopTurn(offering, {
      profile: loopProfile({ chooseAngle: true }),
      signal: stop.signal,
      // As the app's pause does: the run's signal ends it, and the writer would pick.
      chooseAngle: (_angles, _sketches, signal) =>
        new Promise((resolve) => {
          signal!.addEventListener('abort', () => resolve({ kind: 'auto' }), { once: true });
          setTimeout(() => stop.abort(), 10);
        }),
    });
    expect(log).toHaveLength(1);
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted' });
    expect(result.capsule).toBeUndefined();
  });

  test('off: no offer_angles and no instruction, even when the app could ask', async () => {
    const { result, log } = await loopTurn(() => ({ toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] }), { chooseAngle: never });
    expect(result.outcome).toBe('completed');
    expect(wireTools(log[0])).not.toContain('offer_angles');
    expect(JSON.stringify(log[0])).not.toContain('offer_angles');
  });

  test('resumed with a stored answer (a reload mid-pause): the answer is in the task, no offer_angles, no pause', async () => {
    const { result, log } = await loopTurn(() => ({ toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] }), {
      profile: loopProfile({ chooseAngle: true }),
      chooseAngle: never,
      chosenAngle: { choice: { kind: 'angle', index: 0, text: ANGLES[0]! }, sketches: ANGLES.map((a) => `Angle: ${a}`) },
    });
    expect(result.outcome).toBe('completed');
    expect(log).toHaveLength(1);
    expect(wireTools(log[0])).not.toContain('offer_angles');
    expect(userText(log[0])).toContain(`The user chose this angle for the reply: ${ANGLES[0]}`);
    expect(userText(log[0])).not.toContain('call offer_angles');
    await server?.close();
    const left = await loopTurn(() => ({ toolCalls: [{ name: 'finalize', arguments: { capsule_text: GUIDANCE } }] }), {
      profile: loopProfile({ chooseAngle: true }),
      chooseAngle: never,
      chosenAngle: { choice: { kind: 'auto' }, sketches: [] },
    });
    expect(userText(left.log[0])).toContain('The user left the angle to you: choose it yourself.');
  });
});
