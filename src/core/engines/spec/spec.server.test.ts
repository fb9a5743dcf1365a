// Spec mode end to end: runCapsuleTurn with a spec profile over real HTTP against the scripted server.
// What each node saw (catalog, template variables, review feedback, rerun requests) is read from the
// server's request log.
import { afterEach, describe, expect, test } from 'vitest';
import {
  bodiesOf,
  CHAT,
  CONTEXT,
  INVENTORY,
  lastTool,
  marker,
  maxOverlap,
  roleOf,
  startModel,
  systemText,
  turnOf,
  userText,
  wireTools,
  type Step,
  type WireBody,
} from '../../../../test/fixtures/capsule/scenario.ts';
import type { ScriptedServer } from '../../../../test/fixtures/scripted-server/index.mjs';
import { DEFAULT_CAPSULE_INSTRUCTION } from '../../profiles/common.ts';
import { parseProfile } from '../../profiles/parse.ts';
import type { SpecProfile } from '../../profiles/schemas/spec.ts';
import { runCapsuleTurn, type CapsuleTurnCommon } from '../capsule/turn.ts';
import { storyFromMessages } from '../runtime/story.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const agent = (id: string, template: string) => ({ id, systemPrompt: `${marker(id)} You are ${id}.`, userPromptTemplate: template });

function specProfile(over: Record<string, unknown> = {}): SpecProfile {
  return parseProfile('spec', {
    skills: { visible: ['*'] },
    agents: [
      agent('distiller', 'RECENT:\n{{recent_chat}}\n\nLAST:\n{{last_user}}'),
      agent('lorebook_reader', 'Scene: {{distiller}}\nLast: {{last_user}}'),
      agent('anti_data_guard', 'Scene: {{distiller}}'),
      agent('critic', 'Check these.\n{{previous_outputs}}'),
      agent('synthesizer', 'ALL:\n{{previous_outputs}}\n\nGuard said: {{anti_data_guard}}'),
    ],
    stages: [
      { id: 'distill', nodes: ['distiller'] },
      { id: 'gather', mode: 'parallel', nodes: [{ id: 'lorebook_reader', tools: { chat: { read_range: true } } }, 'anti_data_guard'] },
      { id: 'review', nodes: [{ id: 'critic', type: 'review' }] },
      { id: 'final', nodes: ['synthesizer'] },
    ],
    useStreaming: true,
    ...over,
  }).profile;
}

const DISTILLED = 'Chen asks about family in the rain.';
const LORE = (v: number) => `Harbour closes at dusk (v${v}).`;
const GUARD = 'Show her worry through the umbrella.';
const FINAL = '- She deflects, then admits the grandmother is ill.\n- End under the umbrella.';

/** Plays every node; `critic` decides through `review`, counting its runs. */
function team(review: (run: number, turn: number, body: WireBody) => Step) {
  let criticRuns = 0;
  let loreRuns = 0;
  return (b: WireBody): Step => {
    const t = turnOf(b);
    switch (roleOf(b)) {
      case 'distiller':
        return { toolCalls: [{ name: 'node_output', arguments: { summary: DISTILLED, directives: ['keep the rain'] } }] };
      case 'lorebook_reader':
        if (t === 0) {
          loreRuns++;
          return { content: 'Checking the chat.', toolCalls: [{ name: 'chat_read_range', arguments: { start: -1, end: -1 } }], frameDelayMs: 3 };
        }
        return { toolCalls: [{ name: 'node_output', arguments: { summary: LORE(loreRuns) } }] };
      case 'anti_data_guard':
        return { toolCalls: [{ name: 'node_output', arguments: { summary: GUARD, risks: ['report-like speech'] } }], frameDelayMs: 3 };
      case 'critic':
        if (t === 0) criticRuns++;
        return review(criticRuns, t, b);
      case 'synthesizer':
        return { content: 'Merging.', toolCalls: [{ name: 'final_guidance', arguments: { text: FINAL } }] };
      default:
        return { content: `unexpected ${roleOf(b)}` };
    }
  };
}

async function specTurn(respond: (b: WireBody) => Step, over: Partial<CapsuleTurnCommon> & { profile?: SpecProfile } = {}) {
  const started = await startModel(respond);
  server = started.server;
  const { profile, ...rest } = over;
  const result = await runCapsuleTurn({
    mode: 'spec',
    profile: profile ?? specProfile(),
    story: storyFromMessages(CONTEXT),
    chatId: 'chat-1',
    chat: { messages: () => CHAT },
    notes: { load: () => [{ id: 'n_1', text: 'The umbrella was a gift.', status: 'open' as const, createdAt: 0 }], save: () => {} },
    skills: INVENTORY,
    clientFor: () => started.client,
    ...rest,
  });
  return { result, log: started.log, bodies: started.log.map((r) => r.body as WireBody) };
}

const approve = (feedback = 'Keep the umbrella.'): Step => ({
  toolCalls: [{ name: 'review_approve', arguments: { review_feedback: feedback, reason: 'consistent' } }],
});

describe('spec mode over HTTP', () => {
  test('happy path: stages in order, a parallel stage, an approving review, the final stage writes the capsule', async () => {
    const { result, log } = await specTurn(team(() => approve()));
    expect(result.outcome).toBe('completed');
    expect(result.capsule).toBe(`${DEFAULT_CAPSULE_INSTRUCTION}\n\n${FINAL}`);
    expect(result.details).toMatchObject({ reviewRerunCount: 0 });
    expect(log.map((r) => roleOf(r.body))).toEqual(['distiller', 'lorebook_reader', 'anti_data_guard', 'lorebook_reader', 'critic', 'synthesizer']);
    // Serial calls: distiller, the parallel stage's longest node (two rounds), critic, synthesizer.
    const cp = result.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path');
    expect(cp && cp.kind === 'event' && cp.data).toEqual({ calls: 5 });

    // Template variables filled from the chat, the last user message and earlier outputs.
    const [distiller] = bodiesOf(log, 'distiller');
    expect(userText(distiller)).toContain('RECENT:\n[#40] Chen (user): Shall we walk to the harbour?\n\n[#41] Lin Wan (assistant): It is raining');
    expect(userText(distiller)).toContain('LAST:\nHow is your family?');
    const lore = bodiesOf(log, 'lorebook_reader');
    expect(userText(lore[0])).toContain(`Scene: ${DISTILLED}\n\nDirectives:\n- keep the rain\nLast: How is your family?`);
    const [synth] = bodiesOf(log, 'synthesizer');
    expect(userText(synth)).toContain(`ALL:\n### distiller\n${DISTILLED}`);
    expect(userText(synth)).toContain(`### lorebook_reader\n${LORE(1)}`);
    expect(userText(synth)).toContain(`Guard said: ${GUARD}\n\nRisks:\n- report-like speech`);
    expect(userText(synth)).toContain('## review_feedback\n- critic: Keep the umbrella.');
    expect(userText(synth)).not.toContain('{{');

    // Catalog in every worker's system message; none for the review node, which still has the skill tools.
    for (const b of [distiller, lore[0], synth]) expect(systemText(b)).toContain('<available_skills>\n- anti-cliche-en');
    const [critic] = bodiesOf(log, 'critic');
    expect(systemText(critic)).not.toContain('<available_skills>');
    // Every node, review nodes included, sees the Open Notes block (in its volatile user message).
    for (const b of [distiller, critic, synth]) expect(userText(b)).toContain('- [n_1] The umbrella was a gift.');
    expect(wireTools(critic)).toEqual(['review_approve', 'request_rerun', 'skill_list', 'skill_read', 'skill_search']);
    expect(userText(critic)).toContain('Worker nodes you may target: distiller, lorebook_reader, anti_data_guard. Reruns left: 2 of 2.');

    // Output tools: node_output before the final stage, final_guidance in it; loop tools only where switched on.
    expect(wireTools(distiller)[0]).toBe('node_output');
    expect(wireTools(lore[0])).toEqual(['node_output', 'chat_read_range', 'skill_read']);
    expect(wireTools(synth)[0]).toBe('final_guidance');
    expect(wireTools(distiller)).not.toContain('chat_read_range');
    // The background (the context's non-chat part) because includeWorldInfo is on.
    expect(systemText(distiller)).toContain(
      '<story_background>\nCharacter: Lin Wan, a reserved violinist.\n\nLore: the harbour closes at dusk.\n</story_background>',
    );
    // It comes first, in the same bytes in every request of the turn: the prefix a provider's cache reuses across nodes.
    const firsts = new Set(log.map((r) => JSON.stringify(r.body.messages[0])));
    expect(firsts.size).toBe(1);
    expect([...firsts][0]).toContain('<story_background>');

    // The parallel stage really ran in parallel.
    expect(maxOverlap(log, (r) => ['lorebook_reader', 'anti_data_guard'].includes(roleOf(r.body)) && turnOf(r.body) === 0)).toBe(2);

    // Fold sections per node, in the order they started.
    expect(result.fold).toMatch(/^### \[distiller\]\nChen asks about family/);
    expect(result.fold).toContain(`### [lorebook_reader]\nChecking the chat.\n\n${LORE(1)}`);
    expect(result.fold).toContain('### [critic]\napproved: Keep the umbrella.');
    expect(result.fold).toContain(`### [synthesizer]\nMerging.\n\n${FINAL}`);
    expect(result.fold).not.toContain('### [capsule]');
    expect(
      result.trace.entries.filter((e) => e.kind === 'event' && e.name === 'stage-start').map((e) => (e as { data?: { stage?: string } }).data?.stage),
    ).toEqual(['distill', 'gather', 'review', 'final']);
  });

  test('a rerun replays from the earliest target; the limit is enforced and the review must then approve', async () => {
    const profile = specProfile({ reviewRerunMaxRounds: 1 });
    const { result, log } = await specTurn(
      team((run, t) => {
        if (run === 1)
          return { toolCalls: [{ name: 'request_rerun', arguments: { target_node_ids: ['lorebook_reader'], review_feedback: 'Check the harbour hours.' } }] };
        if (t === 0) return { toolCalls: [{ name: 'request_rerun', arguments: { target_node_ids: ['distiller'], review_feedback: 'Again.' } }] };
        return approve('Good now.');
      }),
      { profile },
    );
    expect(result.outcome).toBe('completed');
    expect(result.details).toMatchObject({ reviewRerunCount: 1 });
    expect(log.map((r) => roleOf(r.body))).toEqual([
      'distiller',
      'lorebook_reader',
      'anti_data_guard',
      'lorebook_reader',
      'critic',
      // replay: only the target in its (parallel) stage, then the review again
      'lorebook_reader',
      'lorebook_reader',
      'critic',
      'critic',
      'synthesizer',
    ]);
    const lore = bodiesOf(log, 'lorebook_reader');
    expect(userText(lore[0])).not.toContain('rerun_request');
    expect(userText(lore[2])).toContain(
      `## rerun_request\nThe reviewer critic sent your work back. Fix this:\nCheck the harbour hours.\n\nYour previous output:\n${LORE(1)}`,
    );
    const critic = bodiesOf(log, 'critic');
    expect(userText(critic[1])).toContain('Reruns left: 0 of 1.');
    expect(userText(critic[1])).toContain(LORE(2));
    expect(lastTool(critic[2])).toEqual({
      ok: false,
      error: 'Review rerun limit reached (1).',
      code: 'rerun_limit',
      hint: expect.stringContaining('review_approve'),
    });
    const [synth] = bodiesOf(log, 'synthesizer');
    expect(userText(synth)).toContain(LORE(2));
    expect(userText(synth)).not.toContain(LORE(1));
    expect(userText(synth)).toContain('- critic: Good now.');
    expect(result.fold).toContain('### [critic]\nrerun lorebook_reader: Check the harbour hours.');
    expect(result.fold).toContain(`### [lorebook_reader#2]\nChecking the chat.\n\n${LORE(2)}`);
    expect(result.fold).toContain('### [critic#2]\napproved: Good now.');
    expect(result.trace.entries.some((e) => e.kind === 'event' && e.name === 'review-rerun' && (e.data as { from?: string }).from === 'gather')).toBe(true);
  });

  test('invalid rerun targets come back as errors naming them; nothing is replayed', async () => {
    const { result, log } = await specTurn(
      team((_run, t) => {
        if (t === 0) return { toolCalls: [{ name: 'request_rerun', arguments: { target_node_ids: ['nope', 'synthesizer', 'critic'], review_feedback: 'x' } }] };
        if (t === 1) return { toolCalls: [{ name: 'request_rerun', arguments: { target_node_ids: ['distiller', 'distiller'], review_feedback: 'x' } }] };
        if (t === 2) return { toolCalls: [{ name: 'request_rerun', arguments: { target_node_ids: [], review_feedback: 'x' } }] };
        return approve();
      }),
    );
    expect(result.outcome).toBe('completed');
    expect(result.details).toMatchObject({ reviewRerunCount: 0 });
    const critic = bodiesOf(log, 'critic');
    expect(critic).toHaveLength(4);
    expect(lastTool(critic[1])).toEqual({
      ok: false,
      error: 'Not an earlier worker node: "nope", "synthesizer", "critic".',
      code: 'invalid_rerun_target',
      hint: 'Valid targets: distiller, lorebook_reader, anti_data_guard. Review nodes and nodes that have not run cannot be rerun.',
    });
    expect(lastTool(critic[2])).toMatchObject({ ok: false, code: 'invalid_rerun_target', error: 'target_node_ids lists "distiller" more than once.' });
    expect(lastTool(critic[3])).toMatchObject({ ok: false, code: 'invalid_rerun_target' });
    expect(bodiesOf(log, 'distiller')).toHaveLength(1);
  });

  test('a review node in the final stage: refused before any request, with the rule and the place', async () => {
    const profile = specProfile({
      stages: [
        { id: 'distill', nodes: ['distiller'] },
        { id: 'last', nodes: [{ id: 'critic', type: 'review' }] },
      ],
    });
    const { result, log } = await specTurn(
      team(() => approve()),
      { profile },
    );
    expect(log).toHaveLength(0);
    expect(result).toMatchObject({ outcome: 'failed', reason: 'invalid_profile' });
    expect(result.message).toContain('stages[1].nodes[0]: Review node "critic" sits in the final stage "last"');
    expect(result.injection).toBeUndefined();
  });

  test('a failing node in a parallel stage fails the run and stops its sibling', async () => {
    const { result, log } = await specTurn((b) => {
      const role = roleOf(b);
      if (role === 'anti_data_guard') return { status: 500 };
      if (role === 'lorebook_reader') return { content: 'slow', fault: 'stall', afterFrames: 1 };
      return team(() => approve())(b);
    });
    expect(result).toMatchObject({ outcome: 'failed', reason: 'runtime_error' });
    expect(result.message).toContain('Node "anti_data_guard" failed');
    const stalled = log.find((r) => roleOf(r.body) === 'lorebook_reader')!;
    await server!.waitFor((r) => r === stalled && r.clientClosed);
    expect(result.fold).toContain('### [lorebook_reader] (error: cancelled)');
    expect(result.fold).toMatch(/### \[anti_data_guard\] \(error: Node "anti_data_guard" failed/);
    expect(log.some((r) => roleOf(r.body) === 'critic')).toBe(false);
  });

  test('a worker that never calls its output tool is re-asked, then the run fails', async () => {
    const profile = specProfile({ toolCallRetryMax: 1 });
    const { result, log } = await specTurn((b) => (roleOf(b) === 'distiller' ? { content: 'Here is my summary in prose.' } : team(() => approve())(b)), {
      profile,
    });
    expect(bodiesOf(log, 'distiller')).toHaveLength(2);
    expect(
      userText({
        messages: bodiesOf(log, 'distiller')[1]
          .messages.filter((m) => m.role === 'user')
          .slice(1),
      } as WireBody),
    ).toContain('call');
    expect(result).toMatchObject({ outcome: 'failed', reason: 'runtime_error' });
  });

  test('Stop during a parallel stage: both nodes are cancelled, no capsule, the fold says so', async () => {
    const ac = new AbortController();
    const run = specTurn(
      (b) => (['lorebook_reader', 'anti_data_guard'].includes(roleOf(b)) ? { content: 'slow', fault: 'stall', afterFrames: 1 } : team(() => approve())(b)),
      { signal: ac.signal },
    );
    while (!server) await new Promise((r) => setImmediate(r));
    await server.waitFor((r) => !!r.body && roleOf(r.body) === 'lorebook_reader' && r.finished);
    await server.waitFor((r) => !!r.body && roleOf(r.body) === 'anti_data_guard' && r.finished);
    ac.abort();
    const { result, log } = await run;
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'aborted' });
    expect(result.capsule).toBeUndefined();
    expect(result.injection).toBeUndefined();
    expect(result.fold).toContain('### [lorebook_reader] (error: cancelled)');
    expect(result.fold).toContain('### [anti_data_guard] (error: cancelled)');
    expect(result.fold).toMatch(/### \[aborted\]$/);
    expect(log.some((r) => roleOf(r.body) === 'critic')).toBe(false);
  });
});

describe('choosing the angle in spec mode', () => {
  const PLAN = 'Angle: the grandmother\nBeat: she admits the illness.\n\nAngle: the umbrella\nBeat: she hides behind it.';
  /** The guard plans two angles; everything else as the team plays it. */
  const planning = (b: WireBody): Step =>
    roleOf(b) === 'anti_data_guard' ? { toolCalls: [{ name: 'node_output', arguments: { summary: PLAN } }] } : team(() => approve())(b);

  test('the earlier nodes are asked for angles; the turn pauses before the final stage; its writer gets the pick', async () => {
    const asked: (readonly string[])[] = [];
    const { result, bodies } = await specTurn(planning, {
      profile: specProfile({ chooseAngle: true }),
      chooseAngle: async (angles) => {
        asked.push(angles);
        return { kind: 'angle', index: 1, text: angles[1]! };
      },
    });
    expect(result.outcome).toBe('completed');
    expect(asked).toEqual([['the grandmother — she admits the illness.', 'the umbrella — she hides behind it.']]);
    const worker = bodies.find((b) => roleOf(b) === 'distiller')!;
    expect(userText(worker)).toContain('The user chooses the angle of the next reply.');
    const synth = bodies.find((b) => roleOf(b) === 'synthesizer')!;
    expect(userText(synth)).toContain('The user chose this angle for the reply: the umbrella — she hides behind it.');
    expect(userText(synth)).not.toContain('The user chooses the angle of the next reply.');
    expect(result.fold).toContain('the grandmother');
  });

  test('off: no options asked, no pause; resumed with an answer: no pause, the writer gets it', async () => {
    const never = async (): Promise<never> => {
      throw new Error('asked');
    };
    const off = await specTurn(planning, { chooseAngle: never });
    expect(off.result.outcome).toBe('completed');
    expect(off.bodies.map(userText).join('')).not.toContain('The user cho');
    await server?.close();
    const resumed = await specTurn(planning, {
      profile: specProfile({ chooseAngle: true }),
      chooseAngle: never,
      chosenAngle: { choice: { kind: 'own', text: 'the harbour bell' }, sketches: [PLAN] },
    });
    expect(resumed.result.outcome).toBe('completed');
    const synth = resumed.bodies.find((b) => roleOf(b) === 'synthesizer')!;
    expect(userText(synth)).toContain('The user gave their own angle for the reply: the harbour bell');
  });
});
