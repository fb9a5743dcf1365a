import * as z from 'zod';
import { expect, test } from 'vitest';
import { memoryTools } from '../memory/index.ts';
import { defineTool, prepareToolSchemas, toolArgs, toolJsonSchema } from './tool.ts';

test('a toolArgs schema gets its JSON Schema once: prepared ahead, every tool built from it then reuses it', () => {
  const args = toolArgs(z.object({ query: z.string().min(1), limit: z.number().int().optional() }));
  prepareToolSchemas();
  const prepared = toolJsonSchema(args);
  const build = () => defineTool({ name: 'find', description: 'Finds.', parameters: args, execute: () => 'ok' });
  expect(build().parameters).toBe(prepared);
  expect(build().parameters).toBe(prepared);
  expect(prepared).toMatchObject({ type: 'object', required: ['query'] });
});

test('the memory tools a turn builds share their JSON Schemas with the previous turn', () => {
  const access = {} as Parameters<typeof memoryTools>[0];
  const first = memoryTools(access);
  const second = memoryTools(access);
  expect(first.length).toBeGreaterThan(10);
  for (const [i, tool] of first.entries()) expect(second[i]!.parameters, tool.name).toBe(tool.parameters);
});
