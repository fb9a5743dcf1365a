import { describe, expect, it } from 'vitest';
import { addName, inherits, removeAt, toggleInherit } from './policyEdit.ts';

describe('policy edits', () => {
  it('appends a name to the chosen list only', () => {
    expect(addName({ visible: ['a'], deny: ['x'] }, 'visible', 'b')).toEqual({ visible: ['a', 'b'], deny: ['x'] });
    expect(addName({ visible: ['a'] }, 'deny', 'b')).toEqual({ visible: ['a'], deny: ['b'] });
    expect(addName(undefined, 'visible', 'a')).toEqual({ visible: ['a'], deny: [] });
  });

  it('returns the same object when the name is already there (adding twice does nothing)', () => {
    const p = { visible: ['a'], deny: [] };
    expect(addName(p, 'visible', 'a')).toBe(p);
    expect(addName(undefined, 'visible', '+')).toBeUndefined();
  });

  it('removes by index and leaves the other list alone', () => {
    expect(removeAt({ visible: ['+', 'a', 'b'], deny: ['c'] }, 'visible', 1)).toEqual({ visible: ['+', 'b'], deny: ['c'] });
    const p = { visible: ['a'] };
    expect(removeAt(p, 'visible', 5)).toBe(p);
  });

  it('toggles the leading +', () => {
    expect(toggleInherit({ visible: ['a'] })).toEqual({ visible: ['+', 'a'], deny: [] });
    expect(toggleInherit({ visible: ['+', 'a'], deny: ['d'] })).toEqual({ visible: ['a'], deny: ['d'] });
    expect(toggleInherit(undefined)).toEqual({ visible: ['+'], deny: [] });
    expect(inherits({ visible: ['+'] })).toBe(true);
    expect(inherits({ visible: ['a', '+'] })).toBe(false);
  });
});
