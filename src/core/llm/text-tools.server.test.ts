// The text tool protocol through the one agent loop, against the scripted server over real HTTP: a
// text-only model, a provider that refuses `tools` (auto falls back once, then stays on text), and a
// reply that cannot be read (refused with a hint the model gets on its next turn).
import * as z from 'zod';
import { afterEach, describe, expect, test } from 'vitest';
import { startScriptedServer, type ScriptedServer, type Turn } from '../../../test/fixtures/scripted-server/index.mjs';
import { runAgent } from '../agent/run-agent.ts';
import { defineTool } from '../agent/tool.ts';
import { createModelClient } from './client.ts';
import { TEXT_PROTOCOL_REFUSAL, withToolProtocol, type ToolProtocolState } from './text-tools.ts';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const rolls: number[] = [];
const dice = defineTool({
  name: 'dice_roll',
  description: 'Rolls a die.',
  parameters: z.object({ sides: z.int().min(2) }),
  execute: ({ sides }) => {
    rolls.push(sides);
    return { ok: true, rolled: sides - 1 };
  },
});

type Body = { tools?: unknown[]; messages: { role: string; content: string }[] };
const noTools = (b: Body) => !b.tools;
const lastText = (b: Body) => b.messages[b.messages.length - 1]!.content;

async function run(turns: Turn[], protocol: 'text' | 'auto', state: ToolProtocolState = {}) {
  rolls.length = 0;
  server = await startScriptedServer({ scenario: turns });
  const client = withToolProtocol(createModelClient({ baseUrl: server.url, retries: 0 }), protocol, state);
  const text: string[] = [];
  const res = await runAgent({
    id: 'scout',
    client,
    model: 'text-only',
    messages: [
      { role: 'system', content: 'You are a scout.' },
      { role: 'user', content: 'Roll a d6, then report.' },
    ],
    tools: [dice],
    maxRounds: 4,
    stream: true,
    noToolCalls: { kind: 'finish' },
    onEvent: (e) => e.type === 'text-delta' && text.push(e.text),
  });
  return { res, text: text.join(''), bodies: server.requests.map((r) => r.body as Body) };
}

describe('text tool protocol', () => {
  test('text mode: no tools on the wire, the block becomes a call, its result comes back as text, the block never streams as prose', async () => {
    const { res, text, bodies } = await run(
      [
        { match: noTools, content: 'Rolling now.\n```tool_call\n{"name": "dice_roll", "arguments": {"sides": 6}}\n```', chunkChars: 4 },
        { match: (b: Body) => noTools(b) && lastText(b).includes('Result of dice_roll'), content: 'I rolled a 5.' },
      ],
      'text',
    );
    expect(res.status).toBe('natural');
    expect(res.text).toBe('I rolled a 5.');
    expect(rolls).toEqual([6]);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]!.messages[0]!.content).toMatch(/You are a scout\.\n\n## Tools[\s\S]*dice_roll/);
    expect(lastText(bodies[1]!)).toBe('Result of dice_roll:\n{"ok":true,"rolled":5}');
    expect(bodies[1]!.messages[2]).toMatchObject({
      role: 'assistant',
      content: 'Rolling now.\n\n```tool_call\n{"name":"dice_roll","arguments":{"sides":6}}\n```',
    });
    expect(text).toContain('Rolling now.');
    expect(text).not.toContain('tool_call');
    expect(text).not.toContain('```');
  });

  test('auto: a provider that refuses tools gets the same request once more in text, and later requests go straight to text', async () => {
    const state: ToolProtocolState = {};
    const { res, bodies } = await run(
      [
        {
          match: (b: Body) => Array.isArray(b.tools),
          status: 400,
          body: { error: { message: 'this model does not support tools', type: 'invalid_request_error', param: 'tools' } },
        },
        { match: noTools, content: '```tool_call\n{"name": "dice_roll", "arguments": {"sides": 20}}\n```' },
        { match: noTools, content: 'A 19.' },
      ],
      'auto',
      state,
    );
    expect(res.status).toBe('natural');
    expect(rolls).toEqual([20]);
    expect(bodies.map((b) => Array.isArray(b.tools))).toEqual([true, false, false]);
    expect(state.textMode).toBe(true);
  });

  test('auto: any other failure is not a reason to switch', async () => {
    const state: ToolProtocolState = {};
    const { res, bodies } = await run(
      [{ status: 400, body: { error: { message: 'messages[1].content is required', type: 'invalid_request_error' } } }],
      'auto',
      state,
    );
    expect(res.status).toBe('error');
    expect(bodies).toHaveLength(1);
    expect(state.textMode).toBeUndefined();
  });

  test('a reply that cannot be read runs nothing; the model is told why on its next turn and can write it again', async () => {
    const { res, bodies } = await run(
      [
        { match: noTools, content: '```tool_call\n{"name": "dice_roll", "arguments": {"sides": 6}}\n{"name": "dice_roll", "arguments": {"sides": 8}}\n```' },
        { match: (b: Body) => lastText(b).includes('could not be read'), content: '```tool_call\n{"name": "dice_roll", "arguments": {"sides": 8}}\n```' },
        { match: noTools, content: 'Done: 7.' },
      ],
      'text',
    );
    expect(res.status).toBe('natural');
    expect(rolls).toEqual([8]);
    expect(lastText(bodies[1]!)).toMatch(/^Your tool call could not be read, so nothing was run: tool_call block 1: it is not one JSON object/);
    expect(JSON.stringify(bodies[1])).not.toContain(TEXT_PROTOCOL_REFUSAL);
  });

  test('story text that mentions the tag, quotes a call or shows a json block mid-story runs nothing and is the answer, unchanged', async () => {
    const reply =
      'I will not emit another <tool_call> for you.\n' +
      'Mira leaned in. "The machine said:\n```tool_call\n{"name": "dice_roll", "arguments": {"sides": 6}}\n```\nand went dark."\n\n' +
      'The terminal showed:\n```json\n{"name": "dice_roll", "arguments": {"sides": 20}}\n```\nShe stepped back.';
    const { res, text, bodies } = await run([{ match: noTools, content: reply, chunkChars: 7 }], 'text');
    expect(res.status).toBe('natural');
    expect(res.text).toBe(reply);
    expect(text).toBe(reply);
    expect(rolls).toEqual([]);
    expect(bodies).toHaveLength(1);
  });
});
