import * as z from 'zod';
import { describe, expect, test } from 'vitest';
import { defineTool, parseToolInput } from './tool.ts';
import { ToolDefinitionError, toolInputSchema } from './tool-input.ts';
import { MAX_PATTERN_INPUT_CHARS, overlongPatternInput, patternProblem, schemaPatterns } from './tool-patterns.ts';

const withPattern = (pattern: string) => ({ type: 'object', properties: { code: { type: 'string', pattern } }, required: ['code'] });
const refusal = (parameters: unknown) => {
  try {
    toolInputSchema(parameters, 'Tool "t"');
    return '';
  } catch (e) {
    expect(e).toBeInstanceOf(ToolDefinitionError);
    return (e as Error).message;
  }
};

describe('parameter patterns at definition', () => {
  test('usual patterns pass', () => {
    for (const p of [
      '^[a-z0-9_-]+$',
      '^\\d{4}-\\d{2}-\\d{2}$',
      '^https?://\\S+$',
      '^[^@\\s]+@[^@\\s]+$',
      '^(https?://)?[a-z.]+(/\\S*)?$',
      '[A-Z]{3}',
      '^#[0-9a-fA-F]{6}$',
      '^(?:red|green|blue)$',
      '^(?<year>\\d{4})$',
      '^(ab|cd){3}$',
    ]) {
      expect(patternProblem(p), p).toBe('');
      expect(refusal(withPattern(p)), p).toBe('');
    }
  });

  test('a pattern that does not compile is refused with what is wrong, and nothing is built', () => {
    expect(refusal(withPattern('('))).toMatch(
      /Tool "t": the pattern "\(" at \/properties\/code cannot be used: the pattern does not compile \(.*Unterminated group/,
    );
    expect(refusal(withPattern('[z-a]'))).toMatch(/does not compile/);
    expect(refusal({ type: 'object', patternProperties: { '(': { type: 'string' } } })).toMatch(/does not compile/);
  });

  test('patterns that can run away are refused: nested repetition, alternatives under repetition, backreferences, too many open repetitions, too long', () => {
    expect(refusal(withPattern('^(a+)+$'))).toMatch(/may not itself hold a repetition/);
    expect(refusal(withPattern('^(a|aa)*$'))).toMatch(/may not itself hold a repetition or alternatives/);
    expect(refusal(withPattern('((ab)*c)+'))).toMatch(/may not itself hold/);
    expect(refusal(withPattern('^(\\w+\\s?)*$'))).toMatch(/may not itself hold/);
    expect(refusal(withPattern('(a)\\1'))).toMatch(/backreferences/);
    expect(refusal(withPattern('(?<x>a)\\k<x>'))).toMatch(/backreferences/);
    expect(refusal(withPattern('\\d*\\d*x'))).toMatch(/2 open-ended repetitions .* not anchored/);
    expect(refusal(withPattern('^\\d*\\d*\\d*x'))).toMatch(/3 open-ended repetitions/);
    expect(refusal(withPattern('^a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?a?\\d+\\d+$'))).toMatch(/optional parts/);
    expect(refusal(withPattern('a'.repeat(300)))).toMatch(/300 characters; at most 256/);
  });

  test('the same rules hold for a zod schema (its regex is what the arguments are checked with)', () => {
    expect(refusal(z.object({ code: z.string().regex(/(a+)+$/) }))).toMatch(/may not itself hold a repetition/);
    expect(refusal(z.object({ code: z.string().regex(/^[a-z]+$/) }))).toBe('');
  });

  test('schemaPatterns finds pattern keywords and patternProperties keys, not data or properties called "pattern"', () => {
    const schema = {
      type: 'object',
      properties: {
        pattern: { type: 'string', default: 'x', examples: [{ pattern: '(' }] },
        list: { type: 'array', items: { type: 'string', pattern: '^a$' } },
      },
      patternProperties: { '^x_': { type: 'string', pattern: '^b$' } },
    };
    expect(
      schemaPatterns(schema)
        .map((p) => p.pattern)
        .sort(),
    ).toEqual(['^a$', '^b$', '^x_']);
  });
});

describe('parameter patterns at each call', () => {
  const tool = defineTool({ name: 'lookup', description: 'd', parameters: toolInputSchema(withPattern('^[a-z]+$'), 'Tool "lookup"'), execute: () => 1 });

  test('a value checked against a pattern is refused past the limit, before the pattern runs, naming the field', () => {
    expect(parseToolInput(tool, { code: 'abc' })).toEqual({ ok: true, args: { code: 'abc' } });
    const r = parseToolInput(tool, { code: 'a'.repeat(MAX_PATTERN_INPUT_CHARS + 1) });
    expect(r).toMatchObject({
      ok: false,
      code: 'invalid_arguments',
      error: `lookup: code is ${MAX_PATTERN_INPUT_CHARS + 1} characters long; a value that must match a pattern may be at most ${MAX_PATTERN_INPUT_CHARS}. Nothing was done.`,
      hint: 'Send a shorter code.',
    });
  });

  test('the place is found through arrays, nested objects, anyOf and $ref; fields without a pattern take any length', () => {
    const long = 'x'.repeat(MAX_PATTERN_INPUT_CHARS + 1);
    const schema = {
      type: 'object',
      properties: {
        free: { type: 'string' },
        tags: { type: 'array', items: { type: 'string', pattern: '^t' } },
        who: { anyOf: [{ type: 'string', pattern: '^w' }, { type: 'number' }] },
        inner: { $ref: '#/$defs/inner' },
      },
      $defs: { inner: { type: 'object', properties: { id: { type: 'string', pattern: '^i' } } } },
    };
    expect(overlongPatternInput(schema, { free: long })).toBeNull();
    expect(overlongPatternInput(schema, { tags: ['ok', long] })).toEqual({ at: 'tags[1]', length: long.length });
    expect(overlongPatternInput(schema, { who: long })).toEqual({ at: 'who', length: long.length });
    expect(overlongPatternInput(schema, { inner: { id: long } })).toEqual({ at: 'inner.id', length: long.length });
    expect(overlongPatternInput({ type: 'object', properties: { a: { type: 'string' } } }, { a: long })).toBeNull();
  });
});
