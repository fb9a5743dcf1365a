// @vitest-environment happy-dom
// Not timed: counts what re-renders after one chip edit in a panel of 50 rows over 1,000 skills.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { options } from 'preact';
import { useCallback, useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { SkillPolicy } from '../../src/core/skills/types.ts';
import { ChipLine } from './ChipLine.tsx';
import { indexInventory } from './inventoryIndex.ts';
import { SkillChipsRow } from './SkillChipsRow.tsx';
import { agentPolicies, bigInventory } from './testFixtures.ts';

afterEach(cleanup);

const inventory = bigInventory(1000);
const effectiveCache = new WeakMap<SkillPolicy, string[]>();
/** A stand-in resolution, stable per policy object (as the app's computed signals will be). */
function effectiveOf(p: SkillPolicy): string[] {
  let hit = effectiveCache.get(p);
  if (!hit) {
    const deny = new Set(p.deny ?? []);
    hit = (p.visible ?? []).filter((n) => n !== '+' && !deny.has(n));
    effectiveCache.set(p, hit);
  }
  return hit;
}

function Panel({ initial }: { initial: SkillPolicy[] }) {
  const [policies, setPolicies] = useState(initial);
  const onChange = useCallback((p: SkillPolicy, id?: string) => {
    setPolicies((list) => list.map((old, i) => (String(i) === id ? p : old)));
  }, []);
  return (
    <div>
      {policies.map((p, i) => (
        <SkillChipsRow
          key={i}
          rowId={String(i)}
          label={`Agent ${i}`}
          level="agent"
          policy={p}
          inventory={inventory}
          effective={effectiveOf(p)}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

describe('chips at scale', () => {
  it('re-renders only the edited row after one chip edit among 50 rows', () => {
    const lines: unknown[] = [];
    const prev = options.diffed;
    options.diffed = (vnode) => {
      if (vnode.type === ChipLine) lines.push(vnode.props);
      prev?.(vnode);
    };
    try {
      render(<Panel initial={agentPolicies(50, inventory)} />);
      expect(screen.getAllByRole('group', { name: /^Agent \d+$/ })).toHaveLength(50);
      expect(lines).toHaveLength(100); // two lines per row
      lines.length = 0;
      const row7 = screen.getByRole('group', { name: 'Agent 7' });
      const chip = within(row7).getAllByRole('button', { name: /\(visible\)$/ })[0]!;
      fireEvent.click(chip);
      // Only row 7's two lines diffed again.
      expect(lines).toHaveLength(2);
      expect(within(row7).getAllByRole('button', { name: /\(visible\)$/ })).toHaveLength(2);
    } finally {
      options.diffed = prev;
    }
  });

  it('builds the inventory index once per inventory array', () => {
    expect(indexInventory(inventory)).toBe(indexInventory(inventory));
    expect(indexInventory(inventory).byName.size).toBe(1000);
    expect(indexInventory([...inventory])).not.toBe(indexInventory(inventory));
  });
});
