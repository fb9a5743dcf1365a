import { describe, expect, test } from 'vitest';
import { binary, skillMd } from '../../../test/fixtures/skills/make.ts';
import { isToolFailure, parseToolInput, type Tool } from '../agent/tool.ts';
import { parseSkill } from './parse.ts';
import { createSkillTools } from './tools.ts';
import type { Skill, SkillFile } from './types.ts';

function mk(name: string, description: string, extra: SkillFile[] = [], fm = ''): Skill {
  const r = parseSkill([{ path: 'SKILL.md', text: skillMd(name, description, fm, 'Step one.\nStep two mentions Dragons.\n') }, ...extra]);
  if (!r.skill) throw new Error(JSON.stringify(r.issues));
  return r.skill;
}

const voice = mk(
  'voice',
  'Keep each character voice consistent.',
  [
    { path: 'references/tics.md', text: 'Verbal tics\nDRAGONS roar\n' },
    { path: 'assets/face.png', bytes: binary('png', 100) },
  ],
  'metadata:\n  tags: [style, dialogue]\n',
);
const cliche = mk('anti-cliche', 'Avoid stock phrases.');
const secret = mk('secret', 'Hidden from this agent.', [{ path: 'notes.md', text: 'the secret is 42\n' }]);

const tools = createSkillTools([voice, cliche]);
const tool = (n: string) => tools.find((t) => t.name === n)! as Tool;
/** Parses the arguments with the tool's schema (as the agent loop does), then runs it. */
const run = (n: string, args: Record<string, unknown>) => {
  const parsed = parseToolInput(tool(n), args);
  return (parsed.ok ? tool(n).execute(parsed.args, {}) : parsed) as any;
};

test('three tools with JSON-schema parameters', () => {
  expect(tools.map((t) => t.name)).toEqual(['skill_list', 'skill_read', 'skill_search']);
  for (const t of tools) expect(t.parameters.type).toBe('object');
  expect(tool('skill_read').parameters.required).toEqual(['name']);
  expect(tool('skill_search').parameters.required).toEqual(['name', 'query']);
  expect(tool('skill_read').description).toMatch(/lines from 1/);
});

describe('skill_list', () => {
  test('lists the visible skills only, in order', () => {
    expect(run('skill_list', {})).toEqual([
      { name: 'voice', description: 'Keep each character voice consistent.', tags: ['style', 'dialogue'] },
      { name: 'anti-cliche', description: 'Avoid stock phrases.', tags: [] },
    ]);
  });
  test('query: case-insensitive over name, description and tags', () => {
    const names = (q: string) => run('skill_list', { query: q }).map((e: { name: string }) => e.name);
    expect(names('CLICHE')).toEqual(['anti-cliche']);
    expect(names('stock')).toEqual(['anti-cliche']);
    expect(names('Dialog')).toEqual(['voice']);
    expect(names('secret')).toEqual([]);
    expect(names('')).toEqual(['voice', 'anti-cliche']);
    expect(isToolFailure(run('skill_list', { query: 5 }))).toBe(true);
  });
});

describe('visibility is enforced', () => {
  test('a hidden skill answers exactly like a missing one, with no content', () => {
    for (const [n, args] of [
      ['skill_read', { name: 'secret' }],
      ['skill_read', { name: 'secret', path: 'notes.md' }],
      ['skill_search', { name: 'secret', query: 'secret' }],
    ] as const) {
      const r = run(n, args);
      expect(r).toEqual({ ok: false, error: 'Skill not found: secret', code: 'skill_not_found', hint: expect.any(String) });
      expect(JSON.stringify(r)).not.toContain('42');
    }
    expect(run('skill_read', { name: 'nope' }).code).toBe('skill_not_found');
    expect(JSON.stringify(run('skill_read', { name: 'nope' }))).not.toContain('secret');
  });
  test('tools made for another agent see what that agent sees', () => {
    const other = createSkillTools([secret]);
    expect(other[1].execute({ name: 'secret', path: 'notes.md' }, {})).toMatchObject({ content: 'the secret is 42' });
    expect(other[1].execute({ name: 'voice' }, {})).toMatchObject({ code: 'skill_not_found' });
  });
});

describe('skill_read', () => {
  test('SKILL.md by default, whole file', () => {
    const r = run('skill_read', { name: 'voice' });
    expect(r.truncated).toBe(false);
    expect(r.nextOffset).toBeUndefined();
    expect(r.content).toBe(voice.files[0].text!.replace(/\n$/, ''));
    expect(r.totalLines).toBe(voice.files[0].text!.split('\n').length - 1);
  });
  test('path, offset and limit (numbers as strings are accepted)', () => {
    expect(run('skill_read', { name: 'voice', path: 'references/tics.md', offset: 2, limit: 1 })).toEqual({
      content: 'DRAGONS roar',
      totalLines: 2,
      truncated: false,
    });
    expect(run('skill_read', { name: 'voice', path: 'references/tics.md', offset: '1', limit: '1' })).toEqual({
      content: 'Verbal tics',
      totalLines: 2,
      truncated: false,
      nextOffset: 2,
    });
  });
  test('failures: missing file, binary file, bad numbers, offset past the end', () => {
    const missing = run('skill_read', { name: 'voice', path: 'nope.md' });
    expect(missing).toMatchObject({ ok: false, code: 'skill_file_not_found' });
    expect(missing.hint).toContain('references/tics.md');
    expect(run('skill_read', { name: 'voice', path: 'assets/face.png' })).toMatchObject({ ok: false, code: 'skill_file_binary' });
    expect(run('skill_read', { name: 'voice', offset: 0 })).toMatchObject({ code: 'invalid_arguments' });
    expect(run('skill_read', { name: 'voice', limit: 1.5 })).toMatchObject({ code: 'invalid_arguments' });
    expect(run('skill_read', { name: 'voice', path: 'references/tics.md', offset: 3 })).toMatchObject({ code: 'offset_out_of_range' });
    expect(run('skill_read', {})).toMatchObject({ code: 'invalid_arguments' });
  });
  test('responses stay under 50 KB and can be read to the end with nextOffset', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `${i + 1}: "quoted" \\ 世界 🎭 ${'x'.repeat(i % 50)}`);
    const big = mk('big', 'Big.', [{ path: 'ref.md', text: lines.join('\n') + '\n' }]);
    const [, read] = createSkillTools([big]);
    const got: string[] = [];
    let offset = 1;
    for (let calls = 0; calls < 100; calls++) {
      const r = read.execute({ name: 'big', path: 'ref.md', offset }, {}) as any;
      expect(Buffer.byteLength(JSON.stringify(r))).toBeLessThanOrEqual(50 * 1024);
      got.push(...r.content.split('\n'));
      if (!r.nextOffset) break;
      expect(r.truncated).toBe(true);
      offset = r.nextOffset;
    }
    expect(got).toEqual(lines);
  });
  test('one line larger than 50 KB is cut and still reported truncated', () => {
    const huge = mk('huge', 'Huge.', [{ path: 'min.js', text: 'ä'.repeat(100_000) + '\nnext\n' }]);
    const r = createSkillTools([huge])[1].execute({ name: 'huge', path: 'min.js' }, {}) as any;
    expect(r.truncated).toBe(true);
    expect(r.cutLine).toBe(1);
    expect(r.nextOffset).toBe(2);
    expect(Buffer.byteLength(JSON.stringify(r))).toBeLessThanOrEqual(50 * 1024);
    expect(r.content.length).toBeGreaterThan(20_000);
  });
});

describe('skill_search', () => {
  test('across all text files of the skill, SKILL.md first, binary files skipped', () => {
    const r = run('skill_search', { name: 'voice', query: 'dragons', contextLines: 0 });
    expect(r.truncated).toBe(false);
    expect(r.hits.map((h: any) => [h.path, h.lineStart, h.lineEnd, h.snippet])).toEqual([
      ['SKILL.md', 11, 11, 'Step two mentions Dragons.'],
      ['references/tics.md', 2, 2, 'DRAGONS roar'],
    ]);
  });
  test('one file with path; defaults of two context lines; limit', () => {
    const r = run('skill_search', { name: 'voice', query: 'roar', path: 'references/tics.md' });
    expect(r.hits).toEqual([{ path: 'references/tics.md', lineStart: 1, lineEnd: 2, line: 2, snippet: 'Verbal tics\nDRAGONS roar' }]);
    const lim = run('skill_search', { name: 'voice', query: 'e', limit: 1 });
    expect(lim.hits).toHaveLength(1);
    expect(lim.truncated).toBe(true);
  });
  test('failures', () => {
    expect(run('skill_search', { name: 'voice', query: '' })).toMatchObject({ code: 'invalid_arguments' });
    expect(run('skill_search', { name: 'voice', query: 'x', path: 'assets/face.png' })).toMatchObject({ code: 'skill_file_binary' });
    expect(run('skill_search', { name: 'voice', query: 'x', path: 'nope' })).toMatchObject({ code: 'skill_file_not_found' });
    expect(run('skill_search', { name: 'voice', query: 'x', limit: 0 })).toMatchObject({ code: 'invalid_arguments' });
  });
  test('deterministic: the same call gives the same answer', () => {
    expect(run('skill_search', { name: 'voice', query: 'step' })).toEqual(run('skill_search', { name: 'voice', query: 'step' }));
  });
});
