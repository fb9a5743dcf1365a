import { describe, expect, test } from 'vitest';
import { isToolsRejection } from './tool-rejection.ts';
import { describeToolsAsText, parseTextToolCalls, refusalHint, textProtocolRequest, TEXT_PROTOCOL_REFUSAL } from './text-tools.ts';

const offered = new Set(['chat_search', 'dice_roll']);

describe('parseTextToolCalls', () => {
  test('the documented block, several blocks, prose before and after', () => {
    const r = parseTextToolCalls('I will look first.\n```tool_call\n{"name": "chat_search", "arguments": {"pattern": "tea"}}\n```\n```tool_call\n{"name":"dice_roll","arguments":{"sides":6}}\n```\nThen I decide.', offered);
    expect(r.calls).toEqual([{ name: 'chat_search', arguments: '{"pattern":"tea"}' }, { name: 'dice_roll', arguments: '{"sides":6}' }]);
    expect(r.prose).toBe('I will look first.\nThen I decide.');
    expect(r.problem).toBeUndefined();
  });

  test('tolerated variants: ~~~ fences, tool-call labels, <tool_call> tags, args / string arguments, a json fence or a bare call of an offered tool', () => {
    expect(parseTextToolCalls('~~~tool-call\n{"name":"dice_roll","args":{"sides":4}}\n~~~', offered).calls).toEqual([{ name: 'dice_roll', arguments: '{"sides":4}' }]);
    expect(parseTextToolCalls('<tool_call>\n{"name": "dice_roll", "arguments": "{\\"sides\\": 8}"}\n</tool_call>', offered).calls).toEqual([{ name: 'dice_roll', arguments: '{"sides":8}' }]);
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

describe('textProtocolRequest', () => {
  test('no tools field; the tools described in the first system message; calls and results as text; a refusal answered by its hint', () => {
    const req = textProtocolRequest({
      model: 'm',
      tools: [{ name: 'dice_roll', description: 'Rolls a die.', parameters: { type: 'object', properties: { sides: { type: 'integer' } } } }],
      toolChoice: 'auto',
      messages: [
        { role: 'system', content: 'You are the main agent.' },
        { role: 'user', content: 'Go.' },
        { role: 'assistant', content: 'Rolling.', toolCalls: [{ id: 'a', name: 'dice_roll', arguments: '{"sides":6}' }, { id: 'b', name: 'dice_roll', arguments: '{"sides":4}' }] },
        { role: 'tool', toolCallId: 'a', content: '{"ok":true,"rolled":5}' },
        { role: 'tool', toolCallId: 'b', content: '{"ok":true,"rolled":2}' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'c', name: TEXT_PROTOCOL_REFUSAL, arguments: '{}', extra: { troupeTextProtocolHint: 'Write it again.' } }] },
        { role: 'tool', toolCallId: 'c', content: '{"ok":false,"error":"Unknown tool"}' },
      ],
    });
    expect(req).not.toHaveProperty('tools');
    expect(req).not.toHaveProperty('toolChoice');
    expect(req.messages[0]!.content).toMatch(/^You are the main agent\.\n\n## Tools[\s\S]*- dice_roll: Rolls a die\./);
    expect(req.messages[2]).toEqual({ role: 'assistant', content: 'Rolling.\n\n```tool_call\n{"name":"dice_roll","arguments":{"sides":6}}\n```\n\n```tool_call\n{"name":"dice_roll","arguments":{"sides":4}}\n```' });
    expect(req.messages[3]).toEqual({ role: 'user', content: 'Result of dice_roll:\n{"ok":true,"rolled":5}\n\nResult of dice_roll:\n{"ok":true,"rolled":2}' });
    expect(req.messages[5]).toEqual({ role: 'user', content: 'Write it again.' });
    expect(req.messages.some((m) => m.role === 'tool' || m.toolCalls)).toBe(false);
    expect(describeToolsAsText([])).toContain('```tool_call');
    expect(refusalHint({ name: TEXT_PROTOCOL_REFUSAL, extra: { troupeTextProtocolHint: 'h' } })).toBe('h');
  });
});

describe('isToolsRejection', () => {
  const http = (status: number, message: string, extra: { code?: string; param?: string } = {}) => ({ kind: 'http' as const, status, message, retryable: false, ...extra });
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
