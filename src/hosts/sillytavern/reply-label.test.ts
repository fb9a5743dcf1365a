// @vitest-environment happy-dom
// A director takeover in the SillyTavern stand-in labels its reply the way SillyTavern labels its own
// (extra.api = the Chat Completion source, extra.model = the model id), from the main agent's connection.
import { describe, expect, test } from 'vitest';
import { runDirectorTurn } from '../../core/engines/director/engine.ts';
import type { DirectorConfig } from '../../core/engines/director/config.ts';
import { takeOver, type GenerationTurn } from '../../ports/host.ts';
import { EMPTY_STORY } from '../../core/engines/runtime/story.ts';
import type { StReplySlot } from './reply-slot.ts';
import { disposedAfterEach } from './testing.ts';
import type { StMessage } from './types.ts';

const open = disposedAfterEach();

const PROFILES = [{ id: 'p2', name: 'Local custom', mode: 'cc', api: 'custom', model: 'qwen3', 'api-url': 'http://127.0.0.1:8080/v1' }];

/** One OpenAI stream that calls `name` with `args`. */
function toolCall(name: string, args: Record<string, unknown>) {
  const call = { index: 0, id: `call-${name}`, type: 'function', function: { name, arguments: JSON.stringify(args) } };
  return {
    chunks: [
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [call] }, finish_reason: null }] })}\n\n`,
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] })}\n\n`,
      'data: [DONE]\n\n',
    ],
  };
}

function config(connection: string | undefined): DirectorConfig {
  return {
    mainAgent: { systemPrompt: 'You write the reply.', tools: ['write_message'], ...(connection !== undefined ? { apiPresetName: connection } : {}) },
    subAgents: [],
    inline: { tools: [] },
    limits: { maxRounds: 4, subAgentMaxRounds: 2, maxConcurrentSubagents: 1, maxTotalSubagentRuns: 1, toolCallRetryMax: 0 },
    useStreaming: true,
    discardOnAbort: false,
  };
}

async function directorReply(connection: string | undefined, type: 'normal' | 'swipe' = 'normal', chat?: StMessage[], variant?: '1.12') {
  const { st, host } = open({
    ...(variant ? { variant } : {}),
    profiles: PROFILES,
    ...(chat ? { chat } : {}),
    completions: [toolCall('write_message', { text: 'The lamps came on.' }), toolCall('finalize', {})],
  });
  let slot: StReplySlot | undefined;
  let outcome = '';
  host.setGenerationHandler(async (turn: GenerationTurn) =>
    takeOver(turn, async (s) => {
      slot = s as StReplySlot;
      const res = await runDirectorTurn({
        config: config(connection),
        story: EMPTY_STORY,
        generationType: turn.type as 'normal',
        slot: s,
        clientFor: (n) => host.modelClient(n),
        modelFor: (n) => host.modelName(n),
      });
      outcome = res.outcome;
    }),
  );
  await st.generate(type, { userText: 'Hello?' });
  return { st, slot: slot!, outcome };
}

describe('a Troupe reply carries extra.api / extra.model like SillyTavern’s own', () => {
  test('main agent on SillyTavern’s current connection: its source and model', async () => {
    const { st, slot, outcome } = await directorReply(undefined);
    expect(outcome).toBe('finalized');
    expect(slot.committed).toBe(true);
    const last = st.chat.at(-1)!;
    expect(last.mes).toBe('The lamps came on.');
    expect(last.extra).toMatchObject({ api: 'openai', model: 'gpt-4o-mini' });
    expect(last.swipe_info?.[0].extra).toMatchObject({ api: 'openai', model: 'gpt-4o-mini' });
    expect(st.savedChat()?.at(-1)?.extra).toMatchObject({ api: 'openai', model: 'gpt-4o-mini' });
    // The header shows it now, as for SillyTavern's own replies (not only after a reload).
    const el = st.messageElement(st.chat.length - 1)!;
    expect(el.querySelector('.timestamp')!.getAttribute('title')).toBe('openai - gpt-4o-mini');
    expect(el.querySelector('.mes_text')!.innerHTML).toBe('The lamps came on.');
  });

  test('main agent on a connection profile: the profile’s source and model, not SillyTavern’s current one', async () => {
    const { st, outcome } = await directorReply('Local custom');
    expect(outcome).toBe('finalized');
    expect(st.requests.every((r) => (r.body as Record<string, unknown>).chat_completion_source === 'custom')).toBe(true);
    expect(st.chat.at(-1)!.extra).toMatchObject({ api: 'custom', model: 'qwen3' });
    expect(st.savedChat()?.at(-1)?.extra).toMatchObject({ api: 'custom', model: 'qwen3' });
    expect(
      st
        .messageElement(st.chat.length - 1)!
        .querySelector('.timestamp')!
        .getAttribute('title'),
    ).toBe('custom - qwen3');
  });

  test('a swipe is labelled on its own swipe, the earlier swipe keeps its label', async () => {
    const chat = [
      { name: 'User', is_user: true, mes: 'Where am I?', extra: {} },
      {
        name: 'Seraphina',
        is_user: false,
        mes: 'In my forest.',
        extra: { api: 'claude', model: 'claude-opus-4-1' },
        swipe_id: 0,
        swipes: ['In my forest.'],
        swipe_info: [{ extra: { api: 'claude', model: 'claude-opus-4-1' } }],
      },
    ];
    const { st, slot } = await directorReply('Local custom', 'swipe', chat);
    expect(slot.kind).toBe('swipe');
    const last = st.chat.at(-1)!;
    expect(last.swipe_id).toBe(1);
    expect(last.extra).toMatchObject({ api: 'custom', model: 'qwen3' });
    expect(last.swipe_info?.[1].extra).toMatchObject({ api: 'custom', model: 'qwen3' });
    expect(last.swipe_info?.[0].extra).toMatchObject({ api: 'claude', model: 'claude-opus-4-1' });
  });

  test('SillyTavern 1.12.x (settings from its openai.js module, no updateMessageBlock): the same label and tooltip', async () => {
    const { st, outcome } = await directorReply('', 'normal', undefined, '1.12');
    expect(outcome).toBe('finalized');
    expect(st.chat.at(-1)!.extra).toMatchObject({ api: 'openai', model: 'gpt-4o-mini' });
    expect(
      st
        .messageElement(st.chat.length - 1)!
        .querySelector('.timestamp')!
        .getAttribute('title'),
    ).toBe('openai - gpt-4o-mini');
  });
});
