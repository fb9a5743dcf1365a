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
