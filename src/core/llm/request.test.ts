import { describe, expect, test } from 'vitest';
import { buildChatBody, ChatRequestError } from './request.ts';
import type { ChatRequest } from './types.ts';

const tools = [
  { name: 'note_read', description: 'Read a note', parameters: { type: 'object', properties: { title: { type: 'string' } } } },
  { name: 'write_message', description: 'Write', parameters: { type: 'object', properties: {} } },
];

describe('buildChatBody', () => {
  test('a full tool turn round-trips into the OpenAI wire shape', () => {
    const req: ChatRequest = {
      model: 'm',
      messages: [
        { role: 'system', content: 'You are agent planner.' },
        { role: 'user', content: 'Go' },
        {
          role: 'assistant',
          content: null,
          reasoning: 'thinking…',
          toolCalls: [
            { id: 'c1', name: 'note_read', arguments: '{"title":"a"}' },
            { id: 'c2', name: 'note_read', arguments: '' },
          ],
        },
        { role: 'tool', toolCallId: 'c1', content: '{"ok":true}', name: 'note_read' },
        { role: 'tool', toolCallId: 'c2', content: '{"ok":false}' },
      ],
      tools,
      toolChoice: 'auto',
      parallelToolCalls: true,
      temperature: 0.7,
      topP: 0.9,
      maxTokens: 500,
      presencePenalty: 0.1,
      frequencyPenalty: 0.2,
    };
    expect(buildChatBody(req)).toEqual({
      model: 'm',
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'You are agent planner.' },
        { role: 'user', content: 'Go' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'note_read', arguments: '{"title":"a"}' } },
            { id: 'c2', type: 'function', function: { name: 'note_read', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: '{"ok":true}', name: 'note_read' },
        { role: 'tool', tool_call_id: 'c2', content: '{"ok":false}' },
      ],
      tools: tools.map((t) => ({ type: 'function', function: t })),
      tool_choice: 'auto',
      parallel_tool_calls: true,
      temperature: 0.7,
      top_p: 0.9,
      max_tokens: 500,
      presence_penalty: 0.1,
      frequency_penalty: 0.2,
    });
  });

  test('tool_choice: required, none and a named function', () => {
    const base = { model: 'm', messages: [{ role: 'user' as const, content: 'x' }], tools };
    expect(buildChatBody({ ...base, toolChoice: 'required' }).tool_choice).toBe('required');
    expect(buildChatBody({ ...base, toolChoice: 'none' }).tool_choice).toBe('none');
    expect(buildChatBody({ ...base, toolChoice: { name: 'write_message' } }).tool_choice).toEqual({
      type: 'function',
      function: { name: 'write_message' },
    });
  });

  test('a named tool_choice must be one of the tools', () => {
    const base = { model: 'm', messages: [{ role: 'user' as const, content: 'x' }] };
    expect(() => buildChatBody({ ...base, tools, toolChoice: { name: 'nope' } })).toThrow(/toolChoice\.name: "nope"/);
    expect(() => buildChatBody({ ...base, toolChoice: { name: 'nope' } })).toThrow(ChatRequestError);
  });

  test('no tools: no tools, tool_choice or parallel_tool_calls fields at all', () => {
    const body = buildChatBody({ model: 'm', messages: [{ role: 'user', content: 'x' }], tools: [], toolChoice: 'auto', parallelToolCalls: false });
    expect(body).not.toHaveProperty('tools');
    expect(body).not.toHaveProperty('tool_choice');
    expect(body).not.toHaveProperty('parallel_tool_calls');
  });

  test('stream false: no stream_options; includeUsage false: none either', () => {
    const msgs = [{ role: 'user' as const, content: 'x' }];
    expect(buildChatBody({ model: 'm', messages: msgs, stream: false })).toEqual({ model: 'm', messages: [{ role: 'user', content: 'x' }], stream: false });
    expect(buildChatBody({ model: 'm', messages: msgs }, { includeUsage: false })).not.toHaveProperty('stream_options');
  });

  test('empty tool-call ids are filled in and the results are paired in order', () => {
    const body = buildChatBody({
      model: 'm',
      messages: [
        { role: 'user', content: 'x' },
        {
          role: 'assistant',
          content: '',
          toolCalls: [
            { id: '', name: 'a', arguments: '{}' },
            { id: '', name: 'b', arguments: '{}' },
          ],
        },
        { role: 'tool', content: 'ra' },
        { role: 'tool', toolCallId: '', content: 'rb' },
      ],
    });
    const msgs = body.messages as Record<string, any>[];
    expect(msgs[1].tool_calls.map((c: { id: string }) => c.id)).toEqual(['call_1_0', 'call_1_1']);
    expect(msgs[2].tool_call_id).toBe('call_1_0');
    expect(msgs[3].tool_call_id).toBe('call_1_1');
  });

  test('a tool result with nothing to answer is refused, naming the message', () => {
    expect(() =>
      buildChatBody({
        model: 'm',
        messages: [
          { role: 'user', content: 'x' },
          { role: 'tool', content: 'r' },
        ],
      }),
    ).toThrow(/messages\[1\]\.toolCallId/);
  });

  test('DeepSeek: reasoning is echoed as reasoning_content only when the provider setting asks', () => {
    const messages: ChatRequest['messages'] = [
      { role: 'user', content: 'x' },
      { role: 'assistant', content: 'plain', reasoning: 'r1' },
      { role: 'assistant', content: null, reasoning: 'r2', toolCalls: [{ id: 'c', name: 'a', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'c', content: 'ok' },
    ];
    const off = buildChatBody({ model: 'm', messages }).messages as Record<string, unknown>[];
    expect(off.some((m) => 'reasoning_content' in m)).toBe(false);
    const all = buildChatBody({ model: 'm', messages }, { echoReasoning: true }).messages as Record<string, unknown>[];
    expect([all[1].reasoning_content, all[2].reasoning_content]).toEqual(['r1', 'r2']);
    const toolTurns = buildChatBody({ model: 'm', messages }, { echoReasoning: 'tool-turns' }).messages as Record<string, unknown>[];
    expect([toolTurns[1].reasoning_content, toolTurns[2].reasoning_content]).toEqual([undefined, 'r2']);
  });

  test("Claude through SillyTavern: an assistant message's reasoning blocks go back as content parts of an assistant message right before it", () => {
    const thinking = { type: 'thinking', thinking: 'Look it up.', signature: 'SIG' };
    const messages: ChatRequest['messages'] = [
      { role: 'user', content: 'x' },
      { role: 'assistant', content: null, reasoning: 'Look it up.', reasoningBlocks: [thinking], toolCalls: [{ id: 'c', name: 'a', arguments: '{}' }] },
      { role: 'tool', toolCallId: 'c', content: 'ok' },
      { role: 'assistant', content: 'done' },
    ];
    const on = buildChatBody({ model: 'm', messages }, { echoReasoningBlocks: true }).messages as Record<string, unknown>[];
    expect(on).toEqual([
      { role: 'user', content: 'x' },
      { role: 'assistant', content: [thinking] },
      { role: 'assistant', content: null, tool_calls: [{ id: 'c', type: 'function', function: { name: 'a', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'c', content: 'ok' },
      { role: 'assistant', content: 'done' },
    ]);
    const off = buildChatBody({ model: 'm', messages }).messages as Record<string, unknown>[];
    expect(off).toHaveLength(4);
    expect(JSON.stringify(off)).not.toContain('SIG');
  });

  test('Gemini: a tool call thought_signature goes back on the assistant tool call', () => {
    const extra = { extra_content: { google: { thought_signature: 'SIG' } } };
    const req: ChatRequest = {
      model: 'm',
      messages: [
        { role: 'user', content: 'x' },
        { role: 'assistant', content: null, toolCalls: [{ id: 'c', name: 'a', arguments: '{}', extra }] },
        { role: 'tool', toolCallId: 'c', content: 'ok' },
      ],
    };
    const msgs = buildChatBody(req).messages as Record<string, any>[];
    expect(msgs[1].tool_calls[0]).toEqual({ id: 'c', type: 'function', function: { name: 'a', arguments: '{}' }, ...extra });
    const off = buildChatBody(req, { echoToolCallExtra: false }).messages as Record<string, any>[];
    expect(off[1].tool_calls[0]).not.toHaveProperty('extra_content');
  });

  test('every sampling field a preset may set gets its wire name; unset fields are left out', () => {
    const body = buildChatBody({
      model: 'm',
      messages: [{ role: 'user', content: 'x' }],
      temperature: 0.4,
      topK: 40,
      minP: 0.05,
      topA: 0.1,
      repetitionPenalty: 1.1,
      seed: 42,
      reasoningEffort: 'low',
    });
    expect(body).toMatchObject({ temperature: 0.4, top_k: 40, min_p: 0.05, top_a: 0.1, repetition_penalty: 1.1, seed: 42, reasoning_effort: 'low' });
    expect(buildChatBody({ model: 'm', messages: [{ role: 'user', content: 'x' }] })).not.toHaveProperty('top_k');
  });

  test('extraBody is passed through and wins', () => {
    const body = buildChatBody({ model: 'm', messages: [{ role: 'user', content: 'x' }], temperature: 1, extraBody: { temperature: 0, seed: 7 } });
    expect(body).toMatchObject({ temperature: 0, seed: 7 });
  });

  test('bad input is refused with the field named', () => {
    expect(() => buildChatBody({ model: 'm', messages: [] })).toThrow(/messages: expected at least one/);
    expect(() => buildChatBody({ model: 'm', messages: [{ role: 'bot' as never, content: 'x' }] })).toThrow(/messages\[0\]\.role/);
    expect(() => buildChatBody({ model: 'm', messages: [{ role: 'user', content: 'x' }], tools: [{ name: '', description: '', parameters: {} }] })).toThrow(
      /tools\[0\]\.name/,
    );
    expect(() => buildChatBody({ model: 'm', messages: [{ role: 'user', content: 'x' }], tools, toolChoice: 'any' as never })).toThrow(
      /toolChoice: expected auto, required, none/,
    );
  });
});
