// @vitest-environment happy-dom
// Not timed (bench/ui.bench.mjs times it in Chromium): counts what re-renders after one chip edit
// in a director profile of 50 sub-agents over 1,000 installed skills.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipLine } from '../skills/ChipLine.tsx';
import { bigInventory } from '../skills/testFixtures.ts';
import { bigDirector } from './benchFixtures.ts';
import { harness } from './testHarness.tsx';

afterEach(cleanup);

describe('panel at scale', () => {
  it('one chip edit among 50 sub-agents re-renders only that agent’s chip lines', () => {
    const inventory = bigInventory(1000);
    const { element, handle } = harness({ inventory, profiles: { director: bigDirector(50, inventory) } });
    const lines: unknown[] = [];
    const prev = options.diffed;
    options.diffed = (vnode) => {
      if (vnode.type === ChipLine) lines.push(vnode.props);
      prev?.(vnode);
    };
    try {
      render(element);
      // Mode row + main agent + 50 sub-agents, two lines each.
      expect(lines).toHaveLength(2 * 52);
      lines.length = 0;
      const row = screen.getByRole('group', { name: 'Skills of agent_17' });
      const chip = within(row).getAllByRole('button', { name: /\(visible\)$/ })[0]!;
      const name = chip.textContent!;
      fireEvent.click(chip);
      expect(lines).toHaveLength(2);
      const draft = handle.drafts.director as ReturnType<typeof bigDirector>;
      expect(draft.subAgents[17]!.skills!.visible).not.toContain(name);
      expect(draft.subAgents[16]!.skills!.visible).toHaveLength(4);
    } finally {
      options.diffed = prev;
    }
  });
});
