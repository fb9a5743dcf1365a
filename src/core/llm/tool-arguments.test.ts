import { expect, test } from 'vitest';
import { jsonNesting, parseToolArguments } from './tool-arguments.ts';

const call = (args: string) => ({ name: 'note_read', arguments: args });

test('a JSON object parses', () => {
  expect(parseToolArguments(call('{"title":"a","n":2}'))).toEqual({ ok: true, value: { title: 'a', n: 2 } });
});

test('empty arguments are an empty object', () => {
  expect(parseToolArguments(call(''))).toEqual({ ok: true, value: {} });
  expect(parseToolArguments(call('  '))).toEqual({ ok: true, value: {} });
});

test('a code fence and double encoding are tolerated', () => {
  expect(parseToolArguments(call('```json\n{"a":1}\n```'))).toEqual({ ok: true, value: { a: 1 } });
  expect(parseToolArguments(call(JSON.stringify('{"a":1}')))).toEqual({ ok: true, value: { a: 1 } });
});

test('invalid JSON is an error addressed to the model, naming the tool and quoting the input', () => {
  const r = parseToolArguments(call('{"title": "a",'));
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error).toContain('"note_read"');
  expect(r.error).toContain('not valid JSON');
  expect(r.error).toContain('{"title": "a",');
});

test('JSON that is not an object is an error', () => {
  for (const [input, word] of [
    ['[1,2]', 'an array'],
    ['42', 'number'],
    ['null', 'null'],
  ]) {
    const r = parseToolArguments(call(input));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(word);
  }
});

test('very long broken input is quoted only in part', () => {
  const r = parseToolArguments(call(`{"text":"${'x'.repeat(5000)}`));
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.length).toBeLessThan(600);
});

test('arguments nested deeper than 64 levels are refused before parsing, also when encoded twice', () => {
  const deep = `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
  for (const input of [deep, JSON.stringify(deep)]) {
    const r = parseToolArguments(call(input));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/more than 64 levels deep/);
  }
  expect(parseToolArguments(call(`{"a": ${'['.repeat(63)}${']'.repeat(63)}}`)).ok).toBe(true);
  // Brackets inside strings do not count.
  expect(jsonNesting(`{"a": "${'['.repeat(500)}\\"{{"}`)).toBe(1);
});
