import { describe, expect, it } from 'vitest';
import { idProblems, moveItem, removeItem, replaceAt, uniqueId, withField, withFields } from './listEdit.ts';

describe('list and object edits', () => {
  it('withField / withFields keep the object when nothing changes', () => {
    const o = { a: 1, b: 'x' };
    expect(withField(o, 'a', 1)).toBe(o);
    expect(withField(o, 'a', 2)).toEqual({ a: 2, b: 'x' });
    expect(withFields(o, { a: 1, b: 'x' })).toBe(o);
    expect(withFields(o, { b: 'y' })).toEqual({ a: 1, b: 'y' });
  });

  it('moves, removes and replaces without touching the input', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 2)).toEqual(['a', 'b', 'd', 'c']);
    expect(moveItem(list, 0, -1)).toBe(list); // already first
    expect(moveItem(list, 3, 9)).toBe(list); // already last
    expect(removeItem(list, 1)).toEqual(['a', 'c', 'd']);
    expect(removeItem(list, 7)).toBe(list);
    expect(replaceAt(list, 2, 'x')).toEqual(['a', 'b', 'x', 'd']);
    expect(replaceAt(list, 2, 'c')).toBe(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('finds empty and duplicate ids (trimmed) and makes unique ones', () => {
    expect(idProblems(['a', ' a', 'b', '', '  '])).toEqual(['duplicate', 'duplicate', '', 'empty', 'empty']);
    expect(uniqueId('sub_agent', ['x'])).toBe('sub_agent');
    expect(uniqueId('sub_agent', ['sub_agent', 'sub_agent_2'])).toBe('sub_agent_3');
  });
});
