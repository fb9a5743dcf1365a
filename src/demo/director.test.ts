// A whole director turn played by the demo model through the real director engine and the real
// transport (in-page fetch → SSE → stream decoder).
import { describe, expect, test } from 'vitest';
import { fakeSlot } from '../../test/fixtures/director/scenario.ts';
import { DEFAULT_DIRECTOR_LIMITS, type DirectorConfig } from '../core/engines/director/config.ts';
import { runDirectorTurn } from '../core/engines/director/engine.ts';
import type { ChatMessage, ChatRequest, ModelClient, ToolCall } from '../core/llm/types.ts';
import type { ChatEntry } from '../core/tools/chat.ts';
import { DIRECTOR_MAIN_PROMPT, DIRECTOR_SUBAGENTS } from '../core/profiles/defaults/director.ts';
import { directorConfigFromProfile } from '../core/engines/director/from-profile.ts';
import { defaultProfile } from '../core/profiles/parse.ts';
import { shippedPresets, shippedProfile } from '../core/profiles/shipped.ts';
import { createDemoModelClient } from './fetch.ts';
import { TEXTS } from './text.ts';
import { storyFromMessages } from '../core/engines/runtime/story.ts';

function config(over: Partial<DirectorConfig> = {}): DirectorConfig {
  return {
    mainAgent: {
      systemPrompt: DIRECTOR_MAIN_PROMPT,
      tools: ['dispatch_subagent', 'dispatch_inline_subagent', 'write_message', 'apply_message_patches', 'chat_read_range'],
    },
    subAgents: DIRECTOR_SUBAGENTS.map((s) => ({
      id: s.id,
      description: s.description,
      systemPrompt: s.systemPrompt,
      tools: ['chat_read_range', 'chat_search'],
    })),
    inline: { tools: [] },
    limits: { ...DEFAULT_DIRECTOR_LIMITS },
    useStreaming: true,
    discardOnAbort: false,
    ...over,
  };
}

const chat: ChatEntry[] = [
  { floor: 0, role: 'assistant', content: 'Mira sets the lantern down on the table.' },
  { floor: 1, role: 'user', content: 'What happened to the lighthouse keeper? I need to know.' },
];
const context: ChatMessage[] = [
  { role: 'system', content: 'Write the next reply of Mira in this role-play.\n<character name="Mira">\nDescription: a harbour pilot.\n</character>' },
  { role: 'assistant', content: chat[0].content },
  { role: 'user', content: chat[1].content },
];

/** Wraps a client to record, per request, which agent asked and which tools it called. */
function recording(client: ModelClient) {
  const log: { agent: string; request: ChatRequest; calls: ToolCall[]; text: string }[] = [];
  const wrapped: ModelClient = async function* (request, opts) {
    const entry = { agent: request.tools?.some((t) => t.name === 'finalize') ? 'main' : 'sub', request, calls: [] as ToolCall[], text: '' };
    log.push(entry);
    for await (const e of client(request, opts)) {
      if (e.type === 'tool-call-end') entry.calls.push(e.call);
      if (e.type === 'text-delta') entry.text += e.text;
      yield e;
    }
  };
  return { log, client: wrapped };
}

describe('demo model: a director turn through the real engine', () => {
  test('scouts (their dispatches answer) → draft and two critics in one response → patches and finalize in one', async () => {
    const { log, client } = recording(createDemoModelClient({ delayMs: 0 }));
    const slot = fakeSlot();
    const res = await runDirectorTurn({
      config: config(),
      story: storyFromMessages(context),
      generationType: 'normal',
      slot,
      clientFor: () => client,
      chat: { messages: () => chat },
    });

    expect(res.outcome).toBe('finalized');
    expect(res.settled).toBe('committed');
    const main = log
      .filter((e) => e.agent === 'main')
      .map((e) => e.calls.map((c) => c.name + (c.name === 'dispatch_subagent' ? `:${JSON.parse(c.arguments).subagentId}` : '')));
    expect(main).toEqual([
      ['dispatch_subagent:chat_scout', 'dispatch_subagent:intent_scout'],
      ['write_message', 'dispatch_subagent:voice_critic', 'dispatch_subagent:continuity_critic'],
      ['apply_message_patches', 'finalize'],
    ]);

    // The reply uses the character's name and the user's words, and carries both critics' fixes.
    const en = TEXTS.en;
    expect(res.text).toContain('"What happened to the lighthouse keeper?"');
    expect(res.text).toContain(en.voice('Mira').replaceWith);
    expect(res.text).toContain(en.continuity().replaceWith);
    expect(res.text).not.toContain(en.voice('Mira').find);
    // The bubble changed once per message tool call: the draft, then the patched text.
    expect(slot.texts).toHaveLength(2);
    expect(slot.texts[0]).toContain(en.voice('Mira').find);
    expect(slot.text).toBe(res.text);

    // The critics quoted the passage from the draft they were shown.
    const critics = log.filter((e) => e.agent === 'sub' && e.request.messages.some((m) => m.content?.includes('<current_draft')));
    expect(critics).toHaveLength(2);
    // In voice-critic-method-en / continuity-critic-method-en's format.
    const [voice, continuity] = critics.map((c) => c.text);
    expect(voice).toMatch(/^1\. Quote: ".+"\n {3}Problem: \[data person\] .+\n {3}Fix: .+"[^"]+"$/);
    expect(continuity).toMatch(/^1\. Quote: ".+"\n {3}Problem: \[contradiction\] .+\n {3}Source: floor \d+\n {3}Fix: .+"[^"]+"$/);
    // The chat scout read the chat once before reporting.
    const scoutCalls = log.filter((e) => e.agent === 'sub').flatMap((e) => e.calls.map((c) => c.name));
    expect(scoutCalls).toContain('chat_read_range');

    // The fold has every agent's section, statuses cleared.
    for (const s of ['subagent-0: chat_scout', 'subagent-1: intent_scout', 'subagent-2: voice_critic', 'subagent-3: continuity_critic', 'main-1']) {
      expect(res.reasoning).toContain(`### [${s}]\n`);
    }
    expect(res.reasoning).not.toContain('(running)');
    expect(res.usage.totalTokens).toBeGreaterThan(0);
  });

  test('the default director profile (through its adapter) plays the same turn', async () => {
    const { log, client } = recording(createDemoModelClient({ delayMs: 0 }));
    const cfg = directorConfigFromProfile(defaultProfile('director'));
    const res = await runDirectorTurn({
      config: cfg,
      story: storyFromMessages(context),
      generationType: 'normal',
      slot: fakeSlot(),
      clientFor: () => client,
      chat: { messages: () => chat },
      lorebook: { books: () => [] },
      notes: { load: () => [], save: () => {} },
    });
    expect(res.outcome).toBe('finalized');
    const names = log.filter((e) => e.agent === 'main').flatMap((e) => e.calls.map((c) => c.name));
    // intent_scout opened the turn: the main agent starts from its report.
    expect(names).toEqual(['write_message', 'dispatch_subagent', 'dispatch_subagent', 'apply_message_patches', 'finalize']);
    expect(res.text).toContain(TEXTS.en.voice('Mira').replaceWith);
    expect(res.text).toContain(TEXTS.en.continuity().replaceWith);
  });

  const zhChat: ChatEntry[] = [
    { floor: 0, role: 'assistant', content: '林晚把灯放在桌上。' },
    { floor: 1, role: 'user', content: '守塔人出了什么事？我得知道。' },
  ];
  const zhStory: ChatMessage[] = [
    { role: 'system', content: '<character name="林晚">\n医女。\n</character>' },
    { role: 'assistant', content: zhChat[0].content },
    { role: 'user', content: zhChat[1].content },
  ];

  test.each(shippedPresets('director').map((p) => [p.name, p] as const))(
    "%s: the demo plays the preset's real ids, and its critics answer in their method skill's format",
    async (_name, preset) => {
      const zh = preset.lang === 'zh';
      const { log, client } = recording(createDemoModelClient({ delayMs: 0 }));
      const cfg = directorConfigFromProfile(shippedProfile('director', preset));
      const res = await runDirectorTurn({
        config: cfg,
        story: storyFromMessages(zh ? zhStory : context),
        generationType: 'normal',
        slot: fakeSlot(),
        clientFor: () => client,
        chat: { messages: () => (zh ? zhChat : chat) },
        lorebook: { books: () => [] },
        notes: { load: () => [], save: () => {} },
      });
      expect(res.outcome).toBe('finalized');
      const dispatched = log
        .filter((e) => e.agent === 'main')
        .flatMap((e) => e.calls.filter((c) => c.name === 'dispatch_subagent').map((c) => JSON.parse(c.arguments) as { subagentId: string; task: string }));
      // intent_scout ran in the opening wave; the main agent dispatched only the critics, with its draft.
      expect(dispatched.map((d) => d.subagentId)).toEqual(['voice_critic', 'continuity_critic']);
      for (const d of dispatched) expect(d.task).toMatch(zh ? /[\u3400-\u9fff]/ : /^[A-Z][^\u3400-\u9fff]+$/);
      // Each sub-agent was sent its own shipped prompt, and reported in its role's format (the same keys in both languages).
      const subs = log.filter((e) => e.agent === 'sub');
      const reportOf = (id: string) => subs.find((e) => e.request.messages[0]!.content!.includes(zh ? `你是 ${id}` : `You are ${id}`) && e.text)!.text;
      expect(reportOf('intent_scout')).toMatch(
        zh ? /^1\. Item: \[要求\] .+\n {3}Source: 第 \d+ 楼\n {3}Why: .+/ : /^1\. Item: \[request\] .+\n {3}Source: floor \d+\n {3}Why: .+/,
      );
      expect(reportOf('voice_critic')).toMatch(
        zh ? /^1\. Quote: 「.+」\n {3}Problem: \[数据人\] .+\n {3}Fix: .+「[^」]+」$/ : /^1\. Quote: ".+"\n {3}Problem: \[data person\] .+/,
      );
      expect(reportOf('continuity_critic')).toMatch(
        zh ? /^1\. Quote: 「.+」\n {3}Problem: \[矛盾\] .+\n {3}Source: 第 \d+ 楼\n {3}Fix: .+「[^」]+」$/ : /Source: floor \d+\n {3}Fix: .+$/,
      );
      const T = zh ? TEXTS.zh : TEXTS.en;
      const name = zh ? '林晚' : 'Mira';
      expect(res.text).toContain(T.voice(name).replaceWith);
      expect(res.text).toContain(T.continuity().replaceWith);
      expect(res.text).not.toContain(T.voice(name).find);
      // Nobody was offered a member the host cannot back: no memory or search agents in the roster.
      const roster = log.find((e) => e.agent === 'main')!.request.tools!.find((t) => t.name === 'dispatch_subagent')!;
      expect(JSON.stringify(roster)).not.toMatch(/memory_scout|canon_scout|memory_curator/);
    },
  );

  test('continue keeps the original text and appends; Chinese chat gets a Chinese reply', async () => {
    const zhContext: ChatMessage[] = [
      { role: 'system', content: '<character name="林晚">\n</character>' },
      { role: 'user', content: '你家里人还好吗？' },
      { role: 'assistant', content: '林晚放下茶杯。' },
    ];
    const { log, client } = recording(createDemoModelClient({ delayMs: 0 }));
    const slot = fakeSlot({ text: '林晚放下茶杯。' });
    const res = await runDirectorTurn({ config: config(), story: storyFromMessages(zhContext), generationType: 'continue', slot, clientFor: () => client });
    expect(res.outcome).toBe('finalized');
    expect(res.text.startsWith('林晚放下茶杯。')).toBe(true);
    expect(res.text).toContain(TEXTS.zh.continuation('林晚'));
    const writes = log.flatMap((e) => e.calls).filter((c) => c.name === 'write_message');
    expect(JSON.parse(writes[0].arguments)).toMatchObject({ mode: 'append' });
  });

  test('a team without critics: the draft is finalized after the scouts', async () => {
    const { log, client } = recording(createDemoModelClient({ delayMs: 0 }));
    const team = config().subAgents.filter((s) => !/critic/.test(s.id));
    const res = await runDirectorTurn({
      config: config({ subAgents: team }),
      story: storyFromMessages(context),
      generationType: 'normal',
      slot: fakeSlot(),
      clientFor: () => client,
      chat: { messages: () => chat },
    });
    expect(res.outcome).toBe('finalized');
    const names = log.filter((e) => e.agent === 'main').flatMap((e) => e.calls.map((c) => c.name));
    expect(names).toEqual(['dispatch_subagent', 'dispatch_subagent', 'write_message', 'finalize']);
    expect(res.text).toContain(TEXTS.en.voice('Mira').find);
  });

  test('Stop mid-turn aborts the engine while the demo streams', async () => {
    const ctrl = new AbortController();
    const client = createDemoModelClient({ delayMs: 2 });
    const slot = fakeSlot();
    const res = await runDirectorTurn({
      config: config(),
      story: storyFromMessages(context),
      generationType: 'normal',
      slot,
      clientFor: () => client,
      signal: ctrl.signal,
      onEvent: (e) => {
        if (e.type === 'draft') ctrl.abort();
      },
    });
    expect(res.outcome).toBe('aborted');
    expect(res.reasoning).toContain('### [aborted]');
    expect(slot.committed).toBe(1);
  });
});
