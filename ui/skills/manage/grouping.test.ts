import { describe, expect, it } from 'vitest';
import { summary } from '../testFixtures.ts';
import { effectiveFilter, existsIn, filterInventory, groupByScope, presentScopes } from './grouping.ts';

const inv = [
  summary('b', 'character:zed.png'),
  summary('a', 'character:amy.png'),
  summary('z', 'global', { tags: ['Style'] }),
  summary('m', 'preset:loop/x'),
  summary('c', 'global', { description: 'Careful Writing' }),
];

describe('grouping', () => {
  it('orders groups global, presets, characters (by key) and names inside', () => {
    expect(groupByScope(inv).map((g) => [g.scope, g.skills.map((s) => s.name)])).toEqual([
      ['global', ['c', 'z']],
      ['preset:loop/x', ['m']],
      ['character:amy.png', ['a']],
      ['character:zed.png', ['b']],
    ]);
  });

  it('filters by scope and by a case-insensitive query on name, description and tags', () => {
    expect(filterInventory(inv, 'global', '').map((s) => s.name)).toEqual(['z', 'c']);
    expect(filterInventory(inv, 'all', 'writing').map((s) => s.name)).toEqual(['c']);
    expect(filterInventory(inv, 'all', 'style').map((s) => s.name)).toEqual(['z']);
    expect(filterInventory(inv, 'preset:loop/x', 'style')).toEqual([]);
  });

  it('falls back to all when the filtered scope is empty; finds names per scope', () => {
    const present = presentScopes(inv);
    expect(present[0]).toBe('global');
    expect(effectiveFilter('character:gone.png', present)).toBe('all');
    expect(effectiveFilter('global', present)).toBe('global');
    expect(existsIn(inv, 'global', 'c')).toBe(true);
    expect(existsIn(inv, 'preset:loop/x', 'c')).toBe(false);
  });
});
