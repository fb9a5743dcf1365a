import { describe, expect, test, vi } from 'vitest';
import { isToolsRejection } from './tool-rejection.ts';
import { describeToolsAsText, parseTextToolCalls, refusalHint, textProtocolRequest, TEXT_PROTOCOL_REFUSAL, withToolProtocol } from './text-tools.ts';
import { MAX_TOOL_ARGUMENT_CHARS } from './tool-arguments.ts';
import type { LlmEvent, ModelClient } from './types.ts';

const offered = new Set(['chat_search', 'dice_roll']);

describe('parseTextToolCalls', () => {
  test('the documented block, several blocks, prose before and after', () => {
    const r = parseTextToolCalls(
      'I will look first.\n```tool_call\n{"name": "chat_search", "arguments": {"pattern": "tea"}}\n```\n```tool_call\n{"name":"dice_roll","arguments":{"sides":6}}\n```\nThen I decide.',
      offered,
    );
    expect(r.calls).toEqual([
      { name: 'chat_search', arguments: '{"pattern":"tea"}' },
      { name: 'dice_roll', arguments: '{"sides":6}' },
    ]);
    expect(r.prose).toBe('I will look first.\nThen I decide.');
    expect(r.problem).toBeUndefined();
  });

  test('tolerated variants: ~~~ fences, tool-call labels, <tool_call> tags, args / string arguments, a json fence or a bare call of an offered tool', () => {
    expect(parseTextToolCalls('~~~tool-call\n{"name":"dice_roll","args":{"sides":4}}\n~~~', offered).calls).toEqual([
      { name: 'dice_roll', arguments: '{"sides":4}' },
    ]);
    expect(parseTextToolCalls('<tool_call>\n{"name": "dice_roll", "arguments": "{\\"sides\\": 8}"}\n</tool_call>', offered).calls).toEqual([
      { name: 'dice_roll', arguments: '{"sides":8}' },
    ]);
    expect(parseTextToolCalls('```json\n{"name": "dice_roll", "arguments": {"sides": 2}}\n```', offered).calls).toHaveLength(1);
    expect(parseTextToolCalls('{"name": "dice_roll", "arguments": {"sides": 3}}', offered).calls).toHaveLength(1);
    // Not a call: a json block of something else, a bare JSON of a tool not offered, a python fence.
    expect(parseTextToolCalls('```json\n{"name": "Lin", "age": 3}\n```', offered)).toEqual({ prose: '```json\n{"name": "Lin", "age": 3}\n```', calls: [] });
    expect(parseTextToolCalls('{"name": "rm_rf", "arguments": {}}', offered).calls).toEqual([]);
    expect(parseTextToolCalls('```python\nprint(1)\n```', offered).calls).toEqual([]);
  });

  test('ambiguous output is refused whole with a hint, and nothing runs', () => {
    const two = parseTextToolCalls('```tool_call\n{"name":"dice_roll","arguments":{}}\n{"name":"chat_search","arguments":{}}\n```', offered);
    expect(two.calls).toEqual([]);
    expect(two.problem).toMatch(/block 1: it is not one JSON object.*its own block/);
    expect(two.problem).toContain('```tool_call');
    expect(parseTextToolCalls('```tool_call\n{"arguments":{}}\n```', offered).problem).toMatch(/no "name"/);
    expect(parseTextToolCalls('ok\n```tool_call\n{"name":"dice_roll"', offered).problem).toMatch(/not closed/);
    const mixed = parseTextToolCalls('```tool_call\n{"name":"dice_roll","arguments":{}}\n```\n```tool_call\nnope\n```', offered);
    expect(mixed.calls).toEqual([]);
    expect(mixed.problem).toMatch(/block 2/);
  });
});

/** `depth` arrays inside each other around 1. */
const nested = (depth: number) => '['.repeat(depth) + '1' + ']'.repeat(depth);

describe('hostile replies (issue 31): bounded before parsing, a hint and never a throw', () => {
  test('arguments nested 5,000 deep, in every form a call can take, are refused with a hint', () => {
    const deep = `{"name": "dice_roll", "arguments": {"sides": ${nested(5000)}}}`;
    const forms = [
      `\`\`\`tool_call\n${deep}\n\`\`\``,
      `<tool_call>\n${deep}\n</tool_call>`,
      `<tool_call>${deep}</tool_call>`,
      `\`\`\`tool_call\n{"name": "dice_roll", "arguments": ${JSON.stringify(`{"sides": ${nested(5000)}}`)}}\n\`\`\``,
      `Rolling.\n\`\`\`json\n${deep}\n\`\`\``,
      deep,
    ];
    for (const reply of forms) {
      const r = parseTextToolCalls(reply, offered);
      expect(r.calls, reply.slice(0, 40)).toEqual([]);
      expect(r.problem, reply.slice(0, 40)).toMatch(/nests objects or arrays more than 64 levels deep/);
    }
    // 64 levels are fine.
    expect(parseTextToolCalls(`\`\`\`tool_call\n{"name": "dice_roll", "arguments": {"sides": ${nested(62)}}}\n\`\`\``, offered).calls).toHaveLength(1);
  });

  test('the 128 KB argument cap applies before anything is parsed', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const big = `\`\`\`tool_call\n{"name": "dice_roll", "arguments": {"note": "${'x'.repeat(MAX_TOOL_ARGUMENT_CHARS + 2048)}"}}\n\`\`\``;
      const r = parseTextToolCalls(big, offered);
      expect(r.calls).toEqual([]);
      expect(r.problem).toMatch(new RegExp(`at most ${MAX_TOOL_ARGUMENT_CHARS} characters`));
      expect(parse).not.toHaveBeenCalled();
      const bare = parseTextToolCalls(`{"name": "dice_roll", "arguments": {"note": "${'y'.repeat(4_000_000)}"}}`, offered);
      expect(bare.problem).toMatch(/characters long/);
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    // Just over the cap once parsed (the block itself within the slack): still refused, with the size.
    const over = parseTextToolCalls(`\`\`\`tool_call\n{"name": "dice_roll", "arguments": {"n": "${'z'.repeat(MAX_TOOL_ARGUMENT_CHARS)}"}}\n\`\`\``, offered);
    expect(over.problem).toMatch(/the arguments of dice_roll are \d+ characters long/);
  });
});

describe('only a block on its own lines, outside quoted dialogue, is a call; the rest is story text, unchanged', () => {
  const story = (reply: string) => expect(parseTextToolCalls(reply, offered), reply).toEqual({ prose: reply, calls: [] });

  test('prose that mentions the tag', () => {
    story('I will not emit another <tool_call> for you.');
    story('She typed <tool_call> into the terminal, then </tool_call>, and nothing happened.\nThe screen stayed dark.');
    story('The manual said: write <tool_call>{"name": "dice_roll", "arguments": {}}</tool_call> to roll.');
    story('<tool_call> is a tag I will not use today.');
  });

  test("a call inside a character's quoted line", () => {
    story('Mira leaned in. "<tool_call>{"name": "dice_roll", "arguments": {"sides": 6}}</tool_call>" she whispered.');
    story('"The oracle printed this:\n<tool_call>\n{"name": "dice_roll", "arguments": {"sides": 6}}\n</tool_call>\nand then it went dark," she said.');
    story('“Read it back to me:\n```tool_call\n{"name": "chat_search", "arguments": {"pattern": "tea"}}\n```\nthat is all it says.”');
    story('「机器打印了：\n```tool_call\n{"name": "dice_roll", "arguments": {"sides": 4}}\n```\n然后就黑屏了。」');
    story('Lin said, "Look:\n```json\n{"name": "dice_roll", "arguments": {"sides": 2}}\n```');
  });

  test('a ```json block naming an offered tool in the middle of the story', () => {
    story('The terminal showed:\n```json\n{"name": "dice_roll", "arguments": {"sides": 20}}\n```\nShe stepped back from the screen.');
    story('```\n{"name": "chat_search", "arguments": {"pattern": "x"}}\n```\nThe log ended there.');
  });

  test('a tag whose closing is followed by story on its line', () => {
    story('<tool_call>\n{"name": "dice_roll", "arguments": {}}\n</tool_call> and she laughed.');
    story('<tool_call>{"name": "dice_roll", "arguments": {}}</tool_call> — that was the spell.');
  });

  test('a reply without a call keeps its whitespace exactly', () => {
    story('\n\n  Rain.\n\n\n\nMore rain.  \n');
  });

  test('calls still read: after a closed quote, in a new paragraph, a one-line tag, a json block that ends the reply', () => {
    const after = parseTextToolCalls('"Let me check," she said.\n```tool_call\n{"name": "dice_roll", "arguments": {"sides": 6}}\n```', offered);
    expect(after).toEqual({ prose: '"Let me check," she said.', calls: [{ name: 'dice_roll', arguments: '{"sides":6}' }] });
    // A quotation left open runs to the end of its paragraph (multi-paragraph speech), not beyond.
    const para = parseTextToolCalls('"Wait — listen to me.\n\n<tool_call>\n{"name": "dice_roll", "arguments": {"sides": 8}}\n</tool_call>', offered);
    expect(para.calls).toEqual([{ name: 'dice_roll', arguments: '{"sides":8}' }]);
    expect(para.prose).toBe('"Wait — listen to me.');
    expect(parseTextToolCalls('Rolling.\n  <tool_call>{"name": "dice_roll", "arguments": {"sides": 4}}</tool_call>  \nDone.', offered)).toEqual({
      prose: 'Rolling.\nDone.',
      calls: [{ name: 'dice_roll', arguments: '{"sides":4}' }],
    });
    const tail = parseTextToolCalls(
      'I will roll.\n```json\n{"name": "dice_roll", "arguments": {"sides": 2}}\n```\n```tool_call\n{"name": "chat_search", "arguments": {}}\n```\n',
      offered,
    );
    expect(tail.calls.map((c) => c.name)).toEqual(['dice_roll', 'chat_search']);
    expect(tail.prose).toBe('I will roll.');
  });
});

/** A model that streams `reply` in chunks of `size` characters. */
const streaming = (reply: string, size: number): ModelClient =>
  async function* () {
    for (let i = 0; i < reply.length; i += size) yield { type: 'text-delta', text: reply.slice(i, i + size) } as LlmEvent;
    yield { type: 'finish', reason: 'stop', timing: { firstByteMs: 0, durationMs: 0, attempts: 1 } } as LlmEvent;
  };

async function streamed(reply: string, size: number) {
  const client = withToolProtocol(streaming(reply, size), 'text');
  const events: LlmEvent[] = [];
  for await (const e of client(
    { model: 'm', messages: [{ role: 'user', content: 'go' }], tools: [{ name: 'dice_roll', description: '', parameters: { type: 'object' } }] },
    {},
  ))
    events.push(e);
  return {
    text: events.flatMap((e) => (e.type === 'text-delta' ? [e.text] : [])).join(''),
    calls: events.flatMap((e) => (e.type === 'tool-call-end' ? [e.call.name] : [])),
    reason: events.flatMap((e) => (e.type === 'finish' ? [e.reason] : [])),
  };
}

describe('the text protocol while streaming', () => {
  test('story text that mentions the tag, quotes a call or shows a json block reaches the reader whole, and nothing runs', async () => {
    for (const reply of [
      'I will not emit another <tool_call> for you. Ask me something else.',
      'Mira leaned in. "<tool_call>{"name": "dice_roll", "arguments": {"sides": 6}}</tool_call>" she whispered.',
      'The terminal showed:\n```json\n{"name": "dice_roll", "arguments": {"sides": 20}}\n```\nShe stepped back.',
    ]) {
      for (const size of [1, 3, 1000]) {
        const r = await streamed(reply, size);
        expect(r.text, `${size}: ${reply}`).toBe(reply);
        expect(r.calls).toEqual([]);
        expect(r.reason).toEqual(['stop']);
      }
    }
  });

  test('prose around a call streams once, in full, whatever the whitespace before it', async () => {
    for (const size of [1, 4, 1000]) {
      const r = await streamed('\n\nHello there.\n```tool_call\n{"name": "dice_roll", "arguments": {"sides": 6}}\n```\nAfter the roll.', size);
      expect(r.calls).toEqual(['dice_roll']);
      expect(r.text.trim()).toBe('Hello there.\nAfter the roll.');
    }
    const deep = await streamed(`\`\`\`tool_call\n{"name": "dice_roll", "arguments": {"sides": ${nested(5000)}}}\n\`\`\``, 512);
    expect(deep.calls).toEqual([TEXT_PROTOCOL_REFUSAL]);
  });
});

describe('textProtocolRequest', () => {
  test('no tools field; the tools described in the first system message; calls and results as text; a refusal answered by its hint', () => {
    const req = textProtocolRequest({
      model: 'm',
      tools: [{ name: 'dice_roll', description: 'Rolls a die.', parameters: { type: 'object', properties: { sides: { type: 'integer' } } } }],
      toolChoice: 'auto',
      messages: [
        { role: 'system', content: 'You are the main agent.' },
        { role: 'user', content: 'Go.' },
        {
          role: 'assistant',
          content: 'Rolling.',
          toolCalls: [
            { id: 'a', name: 'dice_roll', arguments: '{"sides":6}' },
            { id: 'b', name: 'dice_roll', arguments: '{"sides":4}' },
          ],
        },
        { role: 'tool', toolCallId: 'a', content: '{"ok":true,"rolled":5}' },
        { role: 'tool', toolCallId: 'b', content: '{"ok":true,"rolled":2}' },
        {
          role: 'assistant',
          content: '',
          toolCalls: [{ id: 'c', name: TEXT_PROTOCOL_REFUSAL, arguments: '{}', extra: { troupeTextProtocolHint: 'Write it again.' } }],
        },
        { role: 'tool', toolCallId: 'c', content: '{"ok":false,"error":"Unknown tool"}' },
      ],
    });
    expect(req).not.toHaveProperty('tools');
    expect(req).not.toHaveProperty('toolChoice');
    expect(req.messages[0]!.content).toMatch(/^You are the main agent\.\n\n## Tools[\s\S]*- dice_roll: Rolls a die\./);
    expect(req.messages[2]).toEqual({
      role: 'assistant',
      content: 'Rolling.\n\n```tool_call\n{"name":"dice_roll","arguments":{"sides":6}}\n```\n\n```tool_call\n{"name":"dice_roll","arguments":{"sides":4}}\n```',
    });
    expect(req.messages[3]).toEqual({ role: 'user', content: 'Result of dice_roll:\n{"ok":true,"rolled":5}\n\nResult of dice_roll:\n{"ok":true,"rolled":2}' });
    expect(req.messages[5]).toEqual({ role: 'user', content: 'Write it again.' });
    expect(req.messages.some((m) => m.role === 'tool' || m.toolCalls)).toBe(false);
    expect(describeToolsAsText([])).toContain('```tool_call');
    expect(describeToolsAsText([])).toMatch(/on its own lines[\s\S]*quoted line[\s\S]*is story text/);
    expect(refusalHint({ name: TEXT_PROTOCOL_REFUSAL, extra: { troupeTextProtocolHint: 'h' } })).toBe('h');
  });
});

describe('isToolsRejection', () => {
  const http = (status: number, message: string, extra: { code?: string; param?: string } = {}) => ({
    kind: 'http' as const,
    status,
    message,
    retryable: false,
    ...extra,
  });
  test('status and param / code decide; words only with a fitting status; other failures are not', () => {
    expect(isToolsRejection(http(400, 'HTTP 400: bad', { param: 'tools' }))).toBe(true);
    expect(isToolsRejection(http(400, 'HTTP 400: Invalid value', { param: 'tools[0].function.parameters' }))).toBe(true);
    expect(isToolsRejection(http(400, 'HTTP 400: registry.ollama.ai/library/gemma:2b does not support tools'))).toBe(true);
    expect(isToolsRejection(http(400, 'HTTP 400: "auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'))).toBe(true);
    expect(isToolsRejection(http(500, 'HTTP 500: tools param requires --jinja flag'))).toBe(true);
    expect(isToolsRejection(http(400, 'HTTP 400: maximum context length exceeded (tools included)'))).toBe(false);
    expect(isToolsRejection(http(429, 'HTTP 429: tools rate limit'))).toBe(false);
    expect(isToolsRejection(http(400, 'HTTP 400: messages[2].content is required'))).toBe(false);
    expect(isToolsRejection({ kind: 'network', message: 'tools', retryable: true })).toBe(false);
    expect(isToolsRejection(undefined)).toBe(false);
  });
});
