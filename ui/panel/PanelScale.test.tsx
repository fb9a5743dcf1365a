// @vitest-environment happy-dom
// Not timed (bench/ui.bench.mjs times it in Chromium): counts what renders at first and what
// re-renders after one chip edit, in a director profile of 50 sub-agents over 1,000 installed skills.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipLine } from '../skills/ChipLine.tsx';
import { bigInventory } from '../skills/testFixtures.ts';
import { bigDirector } from './benchFixtures.ts';
import { harness, openRow } from './testHarness.tsx';
import { FIRST_ROWS } from './useProgressive.ts';

afterEach(cleanup);

const inventory = bigInventory(1000);

function countChipLines() {
  const lines: unknown[] = [];
  const prev = options.diffed;
  options.diffed = (vnode) => {
    if (vnode.type === ChipLine) lines.push(vnode.props);
    prev?.(vnode);
  };
  return { lines, restore: () => void (options.diffed = prev) };
}

describe('panel at scale', () => {
  it('mounts a screenful of rows first and the rest over the next frames, in order', async () => {
    const { lines, restore } = countChipLines();
    try {
      render(harness({ inventory, profiles: { director: bigDirector(50, inventory) } }).element);
      // The first rows are compact (no chip editors: only the mode row's two lines); the others are placeholders.
      expect(lines).toHaveLength(2);
      expect(document.querySelectorAll('.troupe-row--pending')).toHaveLength(50 - FIRST_ROWS);
      await waitFor(() => expect(document.querySelectorAll('.troupe-row--pending')).toHaveLength(0), { timeout: 10_000 });
      expect(lines).toHaveLength(2);
      const titles = [...document.querySelectorAll('.troupe-row__title')].map((h) => h.textContent);
      expect(titles).toEqual(['Main agent', ...Array.from({ length: 50 }, (_, i) => `agent_${i}`)]);
      // Every closed row shows its own skills as read-only chips.
      expect(document.querySelectorAll('.troupe-skillline')).toHaveLength(51);
    } finally {
      restore();
    }
  });

  it('one chip edit among 50 sub-agents re-renders only that agent’s chip lines', async () => {
    const { element, handle } = harness({ inventory, profiles: { director: bigDirector(50, inventory) } });
    render(element);
    await waitFor(() => expect(document.querySelectorAll('.troupe-row--pending')).toHaveLength(0), { timeout: 10_000 });
    openRow('agent_17');
    const { lines, restore } = countChipLines();
    try {
      const row = screen.getByRole('group', { name: 'Skills of agent_17' });
      const chip = within(row).getAllByRole('button', { name: /\(visible\)$/ })[0]!;
      const name = chip.textContent!;
      fireEvent.click(chip);
      expect(lines).toHaveLength(2);
      const draft = handle.drafts.director as ReturnType<typeof bigDirector>;
      expect(draft.subAgents[17]!.skills!.visible).not.toContain(name);
      expect(draft.subAgents[16]!.skills!.visible).toHaveLength(4);
    } finally {
      restore();
    }
  });

  it('a list that is already complete renders an added row at once', async () => {
    render(harness({ inventory, profiles: { director: bigDirector(12, inventory) } }).element);
    await waitFor(() => expect(document.querySelectorAll('.troupe-row--pending')).toHaveLength(0), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-agent' }));
    expect(document.querySelectorAll('.troupe-row--pending')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'sub_agent' })).toBeTruthy();
  });
});
