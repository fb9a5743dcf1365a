import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { callTool, defineTool } from './tool.ts';
import { ToolDefinitionError, toolInputSchema } from './tool-input.ts';

const dice = {
  type: 'object',
  properties: { sides: { type: 'integer', minimum: 2, maximum: 100, description: 'Faces of the die.' }, label: { type: 'string' } },
  required: ['sides'],
  additionalProperties: false,
};

describe('toolInputSchema', () => {
  test('a JSON Schema becomes the parser and the model-facing schema of a defineTool tool', async () => {
    const tool = defineTool({ name: 'roll', description: 'Rolls a die.', parameters: toolInputSchema(dice, 'roll'), execute: (a) => ({ ok: true, got: a }) });
    expect(tool.parameters).toMatchObject({
      type: 'object',
      properties: { sides: { type: 'integer', minimum: 2, maximum: 100, description: 'Faces of the die.' } },
      required: ['sides'],
    });
    expect(await callTool(tool, { sides: 6 })).toEqual({ ok: true, got: { sides: 6 } });
    const bad = await callTool(tool, { sides: 1000 });
    expect(bad).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect((bad as { error: string }).error).toContain('sides');
  });

  test('this build’s zod object passes as it is; a non-object schema is refused with what to do', () => {
    const s = z.object({ q: z.string() });
    expect(toolInputSchema(s, 't')).toBe(s);
    expect(() => toolInputSchema(z.string(), 't')).toThrow(/object schema/);
    expect(() => toolInputSchema({ type: 'string' }, 't')).toThrow(/must describe an object/);
    expect(() => toolInputSchema('nope', 't')).toThrow(ToolDefinitionError);
    expect(() => toolInputSchema({ type: 'object', properties: { x: { $ref: '#/defs/missing' } } }, 't')).toThrow(/not a JSON Schema Troupe can use/);
    expect(() => toolInputSchema({ type: 'object', properties: { x: { description: 'y'.repeat(20_000) } } }, 't')).toThrow(/at most 16384/);
  });

  test('a zod 4 schema from another zod copy works through its JSON Schema and its own parse; zod 3 is refused', async () => {
    // Stands for another extension's zod copy: not this build's instance, with zod 4's `_zod`, JSON Schema and safeParse.
    const theirs = {
      _zod: { version: { major: 4 } },
      toJSONSchema: () => ({ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }),
      safeParse: (v: unknown) => {
        const city = (v as { city?: unknown }).city;
        return typeof city === 'string' && city.length > 1
          ? { success: true as const, data: { city: city.toUpperCase() } }
          : { success: false as const, error: { issues: [{ path: ['city'], message: 'city is too short' }] } };
      },
    };
    const tool = defineTool({ name: 'weather', description: 'w', parameters: toolInputSchema(theirs, 'weather'), execute: (a) => ({ ok: true, a }) });
    expect(tool.parameters).toMatchObject({ properties: { city: { type: 'string' } } });
    expect(await callTool(tool, { city: 'oslo' })).toEqual({ ok: true, a: { city: 'OSLO' } });
    expect(await callTool(tool, { city: 'o' })).toMatchObject({ ok: false, code: 'invalid_arguments' });
    const zod3 = { _def: { typeName: 'ZodObject' }, safeParse: () => ({ success: true }) };
    expect(() => toolInputSchema(zod3, 'old')).toThrow(/zod 3 schema.*Troupe\.z/);
  });
});
