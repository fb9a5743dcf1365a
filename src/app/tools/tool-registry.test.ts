import * as z from 'zod';
import { signal } from '@preact/signals';
import { expect, test } from 'vitest';
import { defineTool } from '../../core/agent/tool.ts';
import { CORE_TOOL_NAMES } from '../../core/profiles/tools.ts';
import { ToolRegistry } from './tool-registry.ts';

const tool = (name: string, reply = name) => defineTool({ name, description: name, parameters: z.object({}), execute: () => ({ ok: true, reply }) });

test('registered tools join the core tools; a name that is taken is refused and the first tool stays; the returned function removes only its own tool', () => {
  const reg = new ToolRegistry();
  expect([...reg.available.value]).toEqual([...CORE_TOOL_NAMES]);
  const first = tool('memory_keyword_search');
  const off = reg.register(first);
  expect(reg.available.value.has('memory_keyword_search')).toBe(true);
  expect(() => reg.register(tool('memory_keyword_search', 'v2'))).toThrow(
    'A tool named "memory_keyword_search" is already registered by Troupe. Nothing was replaced',
  );
  expect(() => reg.register(tool('chat_search'), { source: 'extension' })).toThrow('"chat_search" is the name of a built-in tool');
  expect(reg.tools.value).toEqual([first]);
  off();
  expect(reg.available.value.has('memory_keyword_search')).toBe(false);
  const second = tool('memory_keyword_search', 'v2');
  reg.register(second); // free again once the first is unregistered
  expect(reg.tools.value).toEqual([second]);
});

test('tools from outside Troupe may not take the names the core keeps: an extension is refused, a SillyTavern tool is left out', () => {
  const reg = new ToolRegistry();
  for (const name of ['memory_node_delete', 'search_web', 'lorebook_force_activate', 'memory_scout', 'constructor']) {
    expect(() => reg.register(tool(name), { source: 'extension' }), name).toThrow(/built-in|kept for Troupe|default sub-agents|every JavaScript object/);
  }
  reg.replaceSource('sillytavern', [{ tool: tool('memory_node_delete') }, { tool: tool('GenerateImage') }]);
  expect(reg.entries.value.map((e) => e.tool.name)).toEqual(['GenerateImage']);
  expect(reg.available.value.has('memory_node_delete')).toBe(false);
  expect(() => reg.register(tool('GenerateImage'), { source: 'extension' })).toThrow(
    'A tool named "GenerateImage" is already registered by SillyTavern. Nothing was replaced: unregister that one first, or choose another name.',
  );
});

test('custom offers: registered tools outside the built-in namespaces, with their source; replaceSource keeps other sources first', async () => {
  const reg = new ToolRegistry();
  reg.register(tool('memory_keyword_search'));
  reg.register(tool('dice_roll'), { source: 'extension' });
  reg.replaceSource('sillytavern', [{ tool: tool('GenerateImage'), label: 'Generate image' }, { tool: tool('dice_roll') }]);
  expect(reg.custom.value).toEqual([
    { name: 'dice_roll', description: 'dice_roll', source: 'extension' },
    { name: 'GenerateImage', description: 'GenerateImage', source: 'sillytavern', label: 'Generate image' },
  ]);
  const before = reg.entries.value;
  reg.replaceSource('sillytavern', [{ tool: tool('GenerateImage'), label: 'Generate image' }]);
  expect(reg.entries.value).toBe(before); // nothing changed: no new signal value
  reg.replaceSource('sillytavern', []);
  expect(reg.custom.value.map((t) => t.name)).toEqual(['dice_roll']);
  let n = 0;
  reg.addRefresher(() => void n++);
  reg.addRefresher(() => {
    throw new Error('broken bridge');
  });
  await reg.refresh();
  expect(n).toBe(1);
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
      return {
        tools: [tool('memory_schema', `bound to ${turn.chat.chatId}`)],
        story: (s) => ({ ...s, background: [...s.background, 'memory'] }),
        capsuleAppendix: () => '<memory/>',
        close: () => void closed++,
      };
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

test('providers open a turn at the same time, their tools keep the providers order; prepare reaches each one and never rejects', async () => {
  const reg = new ToolRegistry();
  const started: string[] = [];
  let releaseSlow!: () => void;
  const slowGate = new Promise<void>((r) => (releaseSlow = r));
  const prepared: string[] = [];
  reg.registerTurnTools({
    names: signal(['slow_tool']),
    open: async () => {
      started.push('slow');
      await slowGate;
      return { tools: [tool('slow_tool')] };
    },
    prepare: async () => void prepared.push('slow'),
  });
  reg.registerTurnTools({
    names: signal(['fast_tool']),
    open: () => {
      started.push('fast');
      return { tools: [tool('fast_tool')] };
    },
    prepare: async () => {
      prepared.push('fast');
      throw new Error('chunk missing');
    },
  });
  const opening = reg.openTurn({ mode: 'loop', chat: { chatId: 'c1' }, generation: {} as never });
  await Promise.resolve();
  // The second provider opened while the first was still loading.
  expect(started).toEqual(['slow', 'fast']);
  releaseSlow();
  expect((await opening).tools.map((t) => t.name)).toEqual(['slow_tool', 'fast_tool']);
  await expect(reg.prepare()).resolves.toBeUndefined();
  expect(prepared.sort()).toEqual(['fast', 'slow']);
});
