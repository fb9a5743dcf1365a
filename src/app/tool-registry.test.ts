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
