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
