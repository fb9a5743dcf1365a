import { describe, expect, test } from 'vitest';
import { Draft } from './draft.ts';
import { createMessageTools } from './message-tools.ts';

describe('Draft and the message tools', () => {
  test('append and replace; onChange fires once per successful call', () => {
    const seen: string[] = [];
    const d = new Draft('', { onChange: (t) => seen.push(t) });
    expect(d.write('Hello')).toEqual({ ok: true, currentLength: 5 });
    expect(d.write(' world')).toEqual({ ok: true, currentLength: 11 });
    expect(d.write('New', 'replace')).toEqual({ ok: true, currentLength: 3 });
    expect(seen).toEqual(['Hello', 'Hello world', 'New']);
  });

  test('patches apply in order and see earlier edits', () => {
    const d = new Draft('a cat sat\non a mat');
    const r = d.applyPatches([
      { find: 'cat', replaceWith: 'dog' },
      { find: 'dog sat', replaceWith: 'dog lay' },
    ]);
    expect(r).toEqual({ ok: true, appliedCount: 2, currentLength: 18 });
    expect(d.text).toBe('a dog lay\non a mat');
  });

  test('an ambiguous or missing find rolls back the whole call', () => {
    const seen: string[] = [];
    const d = new Draft('the rain, the rain', { onChange: (t) => seen.push(t) });
    const amb = d.applyPatches([
      { find: 'the rain, the', replaceWith: 'the rain, a' },
      { find: 'rain', replaceWith: 'snow' },
    ]);
    expect(amb).toMatchObject({ ok: false, code: 'patch_ambiguous', error: expect.stringMatching(/Patch 2 of 2/) });
    expect(d.text).toBe('the rain, the rain');
    const missing = d.applyPatches([{ find: 'sun', replaceWith: 'moon' }]);
    expect(missing).toMatchObject({ ok: false, code: 'patch_not_found', hint: expect.stringMatching(/get_draft/) });
    expect(d.applyPatches([{ find: '', replaceWith: 'x' }])).toMatchObject({ ok: false, code: 'patch_not_found' });
    expect(d.applyPatches([])).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(seen).toEqual([]);
  });

  test('matching is exact: no case or whitespace folding', () => {
    const d = new Draft('Hello  World');
    expect(d.applyPatches([{ find: 'hello  world', replaceWith: 'x' }])).toMatchObject({ code: 'patch_not_found' });
    expect(d.applyPatches([{ find: 'Hello World', replaceWith: 'x' }])).toMatchObject({ code: 'patch_not_found' });
  });

  test('a continue turn keeps the original text: replace or patches that touch it are refused', () => {
    const d = new Draft('Once upon a time', { preservedPrefix: 'Once upon a time' });
    expect(d.write(', there was a fox.')).toMatchObject({ ok: true });
    expect(d.write('Something else', 'replace')).toMatchObject({ ok: false, code: 'invalid_op_for_continue' });
    expect(d.applyPatches([{ find: 'upon', replaceWith: 'on' }])).toMatchObject({ ok: false, code: 'invalid_op_for_continue' });
    expect(d.applyPatches([{ find: 'fox', replaceWith: 'wolf' }])).toMatchObject({ ok: true });
    expect(d.write('Once upon a time, a bear.', 'replace')).toMatchObject({ ok: true });
    expect(d.text).toBe('Once upon a time, a bear.');
  });

  test('after settle, writes fail', () => {
    const d = new Draft('x');
    d.settle();
    expect(d.write('y')).toMatchObject({ ok: false, code: 'draft_settled' });
    expect(d.text).toBe('x');
  });

  test('draft_search answers grep -n style lines; bad patterns explain themselves', async () => {
    const d = new Draft('first line\nsecond Line\nthird');
    const t = createMessageTools(d);
    expect(await t.draft_search.execute({ pattern: 'line', flags: 'gi' }, {})).toEqual({
      ok: true,
      output: '1: first line\n2: second Line',
      matchCount: 2,
      truncated: false,
    });
    expect(await t.draft_search.execute({ pattern: '(' }, {})).toMatchObject({ ok: false, code: 'invalid_regex', hint: expect.stringMatching(/escape/) });
    expect(await t.draft_search.execute({ pattern: '' }, {})).toMatchObject({ ok: false, code: 'pattern_empty' });
    expect(await t.get_draft.execute({}, {})).toEqual({ ok: true, text: 'first line\nsecond Line\nthird' });
    expect(await t.write_message.execute({ text: '!' }, {})).toEqual({ ok: true, currentLength: 29 });
    expect(await t.write_message.execute({ text: 'new', mode: 'replace' }, {})).toEqual({ ok: true, currentLength: 3 });
    expect(await t.apply_message_patches.execute({ patches: [{ find: 'new', replaceWith: 'old' }] }, {})).toMatchObject({ ok: true, appliedCount: 1 });
    expect(d.text).toBe('old');
  });
});
