// Single mode end to end: one node, one call, against the scripted server.
import { afterEach, describe, expect, test } from 'vitest';
import {
  CHAT,
  CONTEXT,
  INVENTORY,
  lastTool,
  marker,
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
import type { SingleProfile } from '../../profiles/schemas/single.ts';
import { runCapsuleTurn, type CapsuleTurnCommon } from '../capsule/turn.ts';
import { storyFromMessages } from '../runtime/story.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const GUIDANCE = '- She answers, softly.';
const single = (over: Record<string, unknown> = {}): SingleProfile =>
  parseProfile('single', {
    skills: { visible: ['*'] },
    node: {
      systemPrompt: `${marker('single')} You advise.`,
      userPromptTemplate: 'RECENT:\n{{recent_chat}}\n\nLAST: {{last_user}}\n\nBEFORE: {{previous_orchestration}}',
    },
    ...over,
  }).profile;

async function singleTurn(respond: (b: WireBody) => Step, over: Partial<CapsuleTurnCommon> & { profile?: SingleProfile } = {}) {
  const started = await startModel(respond);
  server = started.server;
  const { profile, ...rest } = over;
  const result = await runCapsuleTurn({
    mode: 'single',
    profile: profile ?? single(),
    story: storyFromMessages(CONTEXT),
    chatId: 'c',
    chat: { messages: () => CHAT },
    clientFor: () => started.client,
    ...rest,
  });
  return { result, log: started.log.map((r) => r.body as WireBody) };
}

const answer: Step = { toolCalls: [{ name: 'final_guidance', arguments: { text: GUIDANCE } }] };

describe('single mode over HTTP', () => {
  test('one node, one call: template filled, catalog present, final_guidance writes the capsule', async () => {
    const { result, log } = await singleTurn(() => answer, { skills: INVENTORY });
    expect(log).toHaveLength(1);
    expect(result).toMatchObject({ outcome: 'completed', capsule: `${DEFAULT_CAPSULE_INSTRUCTION}\n\n${GUIDANCE}` });
    expect(result.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path')).toMatchObject({ data: { calls: 1 } });
    // The latest user message once: LAST shows it, so the recent chat stops before it.
    expect(userText(log[0])).toContain(
      'RECENT:\n[#40] Chen (user): Shall we walk to the harbour?\n\n[#41] Lin Wan (assistant): It is raining over the city. She takes the umbrella.\n\nLAST: How is your family?\n\nBEFORE: (none)',
    );
    expect(userText(log[0]).split('How is your family?')).toHaveLength(2);
    expect(systemText(log[0])).toContain('<available_skills>\n- anti-cliche-en');
    expect(systemText(log[0])).toContain('<story_background>');
    expect(wireTools(log[0])).toEqual(['final_guidance', 'skill_read']);
    expect(result.fold).toBe(`### [single]\n${GUIDANCE}`);
  });

  test('without skills there is no catalog and only final_guidance; maxRecentMessages and includeWorldInfo are read', async () => {
    const { log } = await singleTurn(() => answer, { profile: single({ maxRecentMessages: 1, includeWorldInfo: false }) });
    expect(systemText(log[0])).not.toContain('<available_skills>');
    expect(systemText(log[0])).not.toContain('<story_background>');
    expect(wireTools(log[0])).toEqual(['final_guidance']);
    expect(userText(log[0])).toContain('RECENT:\n[#41] Lin Wan (assistant): It is raining over the city. She takes the umbrella.\n\nLAST:');
  });

  test('a reply without the call is re-asked up to toolCallRetryMax, then the turn fails with a clear message', async () => {
    const { result, log } = await singleTurn(() => ({ content: 'Some advice in prose.' }), { profile: single({ toolCallRetryMax: 1 }) });
    expect(log).toHaveLength(2);
    expect(log[1].messages.at(-1)!.content).toContain('Call final_guidance({text})');
    expect(result).toMatchObject({ outcome: 'failed', reason: 'runtime_error' });
    expect(result.message).toContain('produced no tool call');
    expect(result.injection).toBeUndefined();
    expect(result.fold).toMatch(/### \[single\] \(error: Agent single produced no tool call/);
  });

  test('a node with skills may read one first; the guidance still comes from final_guidance', async () => {
    const { result, log } = await singleTurn(
      (b) => (turnOf(b) === 0 ? { toolCalls: [{ name: 'skill_read', arguments: { name: 'character-voice-en' } }] } : answer),
      { skills: INVENTORY },
    );
    expect(log).toHaveLength(2);
    expect(result.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path')).toMatchObject({ data: { calls: 2 } });
    expect(lastTool(log[1])).toMatchObject({ ok: true });
    expect(result.body).toBe(GUIDANCE);
  });
});

describe('choosing the angle in single mode', () => {
  const ANGLES = ['she tells the truth', 'she changes the subject', 'she asks back'];
  const offerThenWrite = (b: WireBody): Step =>
    turnOf(b) === 0
      ? { toolCalls: [{ name: 'offer_angles', arguments: { angles: ANGLES } }] }
      : { toolCalls: [{ name: 'final_guidance', arguments: { text: `${GUIDANCE} (${String(lastTool(b)?.output).split('\n')[0]})` } }] };
  const never = async (): Promise<never> => {
    throw new Error('asked');
  };

  test('on: two requests — the node offers angles, the turn pauses on them, the pick reaches its second request', async () => {
    const asked: (readonly string[])[] = [];
    const { result, log } = await singleTurn(offerThenWrite, {
      profile: single({ chooseAngle: true }),
      chooseAngle: async (angles) => {
        asked.push(angles);
        return { kind: 'angle', index: 2, text: angles[2]! };
      },
    });
    expect(asked).toEqual([ANGLES]);
    expect(log).toHaveLength(2);
    expect(wireTools(log[0])).toEqual(['final_guidance', 'offer_angles']);
    // The instruction, and a contract of two rounds with another tool first.
    expect(userText(log[0])).toContain('call offer_angles with two to four different one-line angles');
    expect(userText(log[0])).toContain('You may call your other tools first (at most 2 rounds in all)');
    expect(lastTool(log[1])).toEqual({
      ok: true,
      output: '[Runtime] The user chose this angle for the reply: she asks back\nWrite the reply from this angle.',
    });
    expect(result).toMatchObject({ outcome: 'completed', body: `${GUIDANCE} ([Runtime] The user chose this angle for the reply: she asks back)` });
    expect(result.trace.entries.find((e) => e.kind === 'event' && e.name === 'critical-path')).toMatchObject({ data: { calls: 2 } });
  });

  test('the writer picks (no answer in time): the node is told to choose itself', async () => {
    const { result, log } = await singleTurn(offerThenWrite, {
      profile: single({ chooseAngle: true }),
      chooseAngle: async () => ({ kind: 'auto' }),
    });
    expect(result.outcome).toBe('completed');
    expect(lastTool(log[1])).toEqual({ ok: true, output: '[Runtime] The user left the angle to you: choose it yourself.' });
  });

  test('Stop during the pause: no second request, the turn ends as stopped', async () => {
    const stop = new AbortController();
    const { result, log } = await singleTurn(offerThenWrite, {
      profile: single({ chooseAngle: true }),
      signal: stop.signal,
      chooseAngle: (_a, _s, signal) =>
        new Promise((resolve) => {
          signal!.addEventListener('abort', () => resolve({ kind: 'auto' }), { once: true });
          stop.abort();
        }),
    });
    expect(log).toHaveLength(1);
    expect(result).toMatchObject({ outcome: 'aborted' });
    expect(result.injection).toBeUndefined();
  });

  test('off: one request, no offer_angles, the same message as without the option', async () => {
    const plain = await singleTurn(() => answer);
    const plainBody = JSON.stringify(plain.log[0]);
    await server?.close();
    const off = await singleTurn(() => answer, { chooseAngle: never });
    expect(off.log).toHaveLength(1);
    expect(wireTools(off.log[0])).toEqual(['final_guidance']);
    expect(JSON.stringify(off.log[0])).toBe(plainBody);
  });

  test('resumed with a stored answer: one request, the answer in the template’s message, no offer_angles', async () => {
    const { result, log } = await singleTurn(() => answer, {
      profile: single({ chooseAngle: true }),
      chooseAngle: never,
      chosenAngle: { choice: { kind: 'own', text: 'the lamp goes out' }, sketches: ANGLES.map((a) => `Angle: ${a}`) },
    });
    expect(result.outcome).toBe('completed');
    expect(log).toHaveLength(1);
    expect(wireTools(log[0])).toEqual(['final_guidance']);
    expect(userText(log[0])).toContain('The user gave their own angle for the reply: the lamp goes out');
    expect(userText(log[0])).not.toContain('You may call your other tools');
  });
});
