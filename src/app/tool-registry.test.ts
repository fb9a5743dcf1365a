import * as z from 'zod';
import { expect, test } from 'vitest';
import { defineTool } from '../core/agent/tool.ts';
import { CORE_TOOL_NAMES } from '../core/profiles/tools.ts';
import { ToolRegistry } from './tool-registry.ts';

const tool = (name: string, reply = name) => defineTool({ name, description: name, parameters: z.object({}), execute: () => ({ ok: true, reply }) });

test('registered tools join the core tools; registering a name again replaces it; the returned function removes only its own tool', () => {
  const reg = new ToolRegistry();
  expect([...reg.available.value]).toEqual([...CORE_TOOL_NAMES]);
  const off = reg.register(tool('memory_keyword_search'));
  expect(reg.available.value.has('memory_keyword_search')).toBe(true);
  const second = tool('memory_keyword_search', 'v2');
  reg.register(second);
  expect(reg.tools.value).toEqual([second]);
  off(); // the first registration is gone already: the second stays
  expect(reg.tools.value).toEqual([second]);
  reg.unregister('memory_keyword_search');
  expect(reg.available.value.has('memory_keyword_search')).toBe(false);
});

test('a turn provider makes tools per turn: its names count as available, its tools win over a plain tool of the same name, close is called', async () => {
  const reg = new ToolRegistry();
  const { signal } = await import('@preact/signals');
  const names = signal<readonly string[]>(['memory_schema']);
  const opened: string[] = [];
  let closed = 0;
  reg.register(tool('memory_schema', 'plain'));
  reg.register(tool('other'));
  reg.registerTurnTools({
    names,
    open: (turn) => {
      opened.push(turn.chat.chatId);
      return { tools: [tool('memory_schema', `bound to ${turn.chat.chatId}`)], story: (s) => ({ ...s, background: [...s.background, 'memory'] }), capsuleAppendix: () => '<memory/>', close: () => void closed++ };
    },
  });
  expect(reg.available.value.has('memory_schema')).toBe(true);
  names.value = [];
  reg.unregister('memory_schema');
  expect(reg.available.value.has('memory_schema')).toBe(false);
  names.value = ['memory_schema'];
  const t = await reg.openTurn({ mode: 'loop', chat: { chatId: 'c1' }, generation: {} as never });
  expect(opened).toEqual(['c1']);
  expect(t.tools.map((x) => x.name)).toEqual(['other', 'memory_schema']);
  expect(await t.tools[1].execute({}, {})).toEqual({ ok: true, reply: 'bound to c1' });
  expect(t.story({ background: [], lore: [], history: [], after: [] }).background).toEqual(['memory']);
  expect(t.capsuleAppendix()).toBe('<memory/>');
  t.close();
  expect(closed).toBe(1);
});
