// The demo model playing each capsule mode through the real engines (runCapsuleTurn with the default
// profiles) and the real transport.
import { describe, expect, test } from 'vitest';
import { runCapsuleTurn, type CapsuleTurnInput } from '../core/engines/capsule/turn.ts';
import type { ChatMessage, ChatRequest, ModelClient, ToolCall } from '../core/llm/types.ts';
import type { CapsuleMode } from '../core/profiles/modes.ts';
import { defaultProfile } from '../core/profiles/parse.ts';
import { shippedDefault } from '../core/profiles/shipped.ts';
import type { ChatEntry } from '../core/tools/chat.ts';
import { createDemoModelClient } from './fetch.ts';
import { TEXTS } from './text.ts';
import { storyFromMessages } from '../core/engines/runtime/story.ts';

const said = 'Will the storm reach the harbour tonight?';
const chat: ChatEntry[] = [
  { floor: 0, role: 'assistant', name: 'Mira', content: 'Mira looks up from the tide charts.' },
  { floor: 1, role: 'user', name: 'Ash', content: said },
];
const context: ChatMessage[] = [
  { role: 'system', content: 'Write the next reply of Mira.\n<character name="Mira">\nDescription: a harbour pilot.\n</character>' },
  { role: 'assistant', content: chat[0].content },
  { role: 'user', content: said },
];

function recording() {
  const inner = createDemoModelClient({ delayMs: 0 });
  const log: { request: ChatRequest; calls: ToolCall[]; text: string }[] = [];
  const client: ModelClient = async function* (request, opts) {
    const entry = { request, calls: [] as ToolCall[], text: '' };
    log.push(entry);
    for await (const e of inner(request, opts)) {
      if (e.type === 'tool-call-end') entry.calls.push(e.call);
      if (e.type === 'text-delta') entry.text += e.text;
      yield e;
    }
  };
  return { log, client };
}

async function run(mode: CapsuleMode) {
  const { log, client } = recording();
  const input = {
    mode,
    profile: defaultProfile(mode),
    story: storyFromMessages(context),
    chat: { messages: () => chat },
    clientFor: () => client,
    chatId: 'c1',
  } as CapsuleTurnInput;
  const result = await runCapsuleTurn(input);
  return { result, log, calls: log.flatMap((e) => e.calls.map((c) => c.name)) };
}

const capsule = TEXTS.en.capsule('Mira', said);

describe('demo model × capsule engines', () => {
  test('loop: reads the chat, then finalize({capsule_text})', async () => {
    const { result, calls } = await run('loop');
    expect(result.outcome).toBe('completed');
    expect(calls).toEqual(['chat_read_range', 'finalize']);
    expect(result.body).toBe(capsule);
    expect(result.capsule).toContain(capsule);
  });

  test('spec: every worker hands in node_output, the critic approves, the synthesizer writes final_guidance', async () => {
    const { result, calls } = await run('spec');
    expect(result.outcome).toBe('completed');
    expect(calls.filter((c) => c === 'node_output').length).toBeGreaterThanOrEqual(5);
    expect(calls).toContain('review_approve');
    expect(calls).not.toContain('request_rerun');
    expect(calls.at(-1)).toBe('final_guidance');
    expect(result.body).toBe(capsule);
  });

  test('agenda: two workers, then the plot planner with their run ids, then the final worker', async () => {
    const { result, log } = await run('agenda');
    expect(result.outcome).toBe('completed');
    const steps = log
      .flatMap((e) => e.calls)
      .filter((c) => c.name === 'planner_step')
      .map((c) => JSON.parse(c.arguments));
    expect(steps.map((s) => (s.finalize ? 'finalize' : s.dispatches.map((d: { worker: string }) => d.worker).join('+')))).toEqual([
      'distiller+lorebook_reader',
      'plot_planner',
      'finalize',
    ]);
    expect(steps[1].dispatches[0].input_run_ids).toEqual(['run-1', 'run-2']);
    expect(result.body).toBe(capsule);
  });

  test('single: one call of final_guidance', async () => {
    const { result, calls, log } = await run('single');
    expect(result.outcome).toBe('completed');
    expect(calls).toEqual(['final_guidance']);
    expect(log).toHaveLength(1);
    expect(result.body).toBe(capsule);
  });
});

describe('demo model × the Chinese capsule defaults', () => {
  const zhSaid = '今晚的风暴会到港口吗？';
  const zhChat: ChatEntry[] = [
    { floor: 0, role: 'assistant', name: '林晚', content: '林晚从潮汐图上抬起头。' },
    { floor: 1, role: 'user', name: '陆沉', content: zhSaid },
  ];
  const zhContext: ChatMessage[] = [
    { role: 'system', content: '<character name="林晚">\n港口的领航员。\n</character>' },
    { role: 'assistant', content: zhChat[0].content },
    { role: 'user', content: zhSaid },
  ];

  test.each(['loop', 'spec', 'agenda', 'single'] as const)('%s: the Chinese preset plays through and writes a Chinese capsule', async (mode) => {
    const { log, client } = recording();
    const profile = shippedDefault(mode, 'zh');
    const result = await runCapsuleTurn({
      mode,
      profile,
      story: storyFromMessages(zhContext),
      chat: { messages: () => zhChat },
      clientFor: () => client,
      chatId: 'c1',
    } as CapsuleTurnInput);
    expect(result.outcome).toBe('completed');
    expect(result.body).toBe(TEXTS.zh.capsule('林晚', zhSaid));
    // Every agent was sent Chinese instructions.
    for (const e of log) expect(e.request.messages.map((m) => m.content ?? '').join('\n')).toMatch(/[\u4e00-\u9fff]{6}/);
  });
});
