// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkillPolicy, SkillSummary } from '../../src/core/skills/types.ts';
import { lang } from '../i18n/index.ts';
import { SkillChipsRow, type SkillChipsRowProps } from './SkillChipsRow.tsx';
import { summary } from './testFixtures.ts';

const inventory: SkillSummary[] = [
  summary('alpha', 'global', { description: 'First skill', tags: ['writing'] }),
  summary('beta', 'preset:director/default'),
  summary('gamma', 'character:alice.png', { description: 'Voice of Alice' }),
  summary('delta', 'global'),
];

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

function setup(over: Partial<SkillChipsRowProps> = {}) {
  const onChange = vi.fn<(p: SkillPolicy, id?: string) => void>();
  const props: SkillChipsRowProps = {
    label: 'Main agent skills',
    policy: { visible: ['alpha'], deny: [] },
    level: 'agent',
    inventory,
    effective: ['alpha'],
    onChange,
    ...over,
  };
  const utils = render(<SkillChipsRow {...props} />);
  const row = screen.getByRole('group', { name: 'Main agent skills' });
  const visibleLine = within(row).getByRole('group', { name: /Visible|可见/ });
  const denyLine = within(row).getByRole('group', { name: /Deny|禁用/ });
  return { ...utils, onChange, row, visibleLine, denyLine };
}

/** A row that owns its policy, as the panel will. */
function Stateful(props: { initial: SkillPolicy; level?: 'mode' | 'agent'; onChange?: (p: SkillPolicy) => void }) {
  const [policy, setPolicy] = useState<SkillPolicy>(props.initial);
  return (
    <SkillChipsRow
      label="Row"
      policy={policy}
      level={props.level ?? 'agent'}
      inventory={inventory}
      effective={[]}
      onChange={(p) => {
        setPolicy(p);
        props.onChange?.(p);
      }}
    />
  );
}

describe('<SkillChipsRow>', () => {
  it('renders one button chip per named skill, named by skill and state', () => {
    const { visibleLine } = setup({ policy: { visible: ['alpha', 'beta'], deny: [] }, effective: ['alpha', 'beta'] });
    expect(within(visibleLine).getByRole('button', { name: 'alpha (visible)' })).toBeTruthy();
    expect(within(visibleLine).getByRole('button', { name: 'beta (visible)' })).toBeTruthy();
  });

  it('clicking a chip removes it from its list', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['alpha', 'beta'], deny: ['delta'] }, rowId: 'agent-3' });
    fireEvent.click(within(visibleLine).getByRole('button', { name: /^alpha/ }));
    expect(onChange).toHaveBeenCalledWith({ visible: ['beta'], deny: ['delta'] }, 'agent-3');
  });

  it('Delete and Backspace remove the focused chip and keep focus in the line', () => {
    const onChange = vi.fn();
    render(<Stateful initial={{ visible: ['alpha', 'beta', 'delta'], deny: [] }} onChange={onChange} />);
    const beta = screen.getByRole('button', { name: /^beta/ });
    beta.focus();
    fireEvent.keyDown(beta, { key: 'Delete' });
    expect(onChange).toHaveBeenLastCalledWith({ visible: ['alpha', 'delta'], deny: [] });
    expect(screen.queryByRole('button', { name: /^beta/ })).toBeNull();
    // The chip that took its place has focus; Backspace works the same.
    const delta = screen.getByRole('button', { name: /^delta/ });
    expect(document.activeElement).toBe(delta);
    fireEvent.keyDown(delta, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith({ visible: ['alpha'], deny: [] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^alpha/ }));
  });

  it('shows + as an inherit chip; clicking it stops inheriting', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['+', 'alpha'] }, inherited: ['beta', 'delta'] });
    const plus = within(visibleLine).getByRole('button', { name: /inherit/ });
    expect(plus.className).toContain('troupe-chip--inherit');
    expect(plus.getAttribute('title')).toContain('beta, delta');
    // No "add +" button while + is present.
    expect(within(visibleLine).queryByRole('button', { name: '+ Inherit mode defaults' })).toBeNull();
    fireEvent.click(plus);
    expect(onChange).toHaveBeenCalledWith({ visible: ['alpha'], deny: [] }, undefined);
  });

  it('agent rows offer a button that adds + at the front; mode rows do not', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['alpha'] } });
    fireEvent.click(within(visibleLine).getByRole('button', { name: '+ Inherit mode defaults' }));
    expect(onChange).toHaveBeenCalledWith({ visible: ['+', 'alpha'], deny: [] }, undefined);
    cleanup();
    const mode = setup({ level: 'mode', policy: { visible: ['alpha'] } });
    expect(within(mode.visibleLine).queryByRole('button', { name: '+ Inherit mode defaults' })).toBeNull();
  });

  it('shows * as an "all installed" chip', () => {
    const { visibleLine } = setup({ policy: { visible: ['*'] }, effective: ['alpha', 'beta', 'delta', 'gamma'] });
    const all = within(visibleLine).getByRole('button', { name: /all installed/ });
    expect(all.textContent).toContain('*');
    expect(all.className).toContain('troupe-chip--all');
  });

  it('greys a name that is not installed, with the "Skill not installed" tooltip and description, still removable', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['alpha', 'ghost'] } });
    const ghost = within(visibleLine).getByRole('button', { name: 'ghost (not installed)' });
    expect(ghost.className).toContain('troupe-chip--missing');
    expect(ghost.getAttribute('title')).toBe('Skill not installed');
    const desc = document.getElementById(ghost.getAttribute('aria-describedby')!);
    expect(desc?.textContent).toBe('Skill not installed');
    // An installed chip is not described as missing.
    expect(
      within(visibleLine)
        .getByRole('button', { name: /^alpha/ })
        .getAttribute('aria-describedby'),
    ).toBeNull();
    fireEvent.click(ghost);
    expect(onChange).toHaveBeenCalledWith({ visible: ['alpha'], deny: [] }, undefined);
  });

  it('renders the Deny row with red deny chips, greyed when not installed, removable', () => {
    const { denyLine, onChange } = setup({ policy: { visible: ['alpha'], deny: ['beta', 'nope'] } });
    const beta = within(denyLine).getByRole('button', { name: 'beta (denied)' });
    expect(beta.className).toContain('troupe-chip--deny');
    const nope = within(denyLine).getByRole('button', { name: 'nope (denied, not installed)' });
    expect(nope.className).toContain('troupe-chip--deny-missing');
    fireEvent.keyDown(beta, { key: 'Delete' });
    expect(onChange).toHaveBeenCalledWith({ visible: ['alpha'], deny: ['nope'] }, undefined);
  });

  it('marks a visible name that deny hides (installed but not effective)', () => {
    const { visibleLine } = setup({ policy: { visible: ['alpha', 'beta'], deny: ['beta'] }, effective: ['alpha'] });
    expect(within(visibleLine).getByRole('button', { name: 'beta (visible, denied)' })).toBeTruthy();
  });

  it('shows the effective set the agent gets', () => {
    const { row } = setup({ policy: { visible: ['+', 'alpha'] }, effective: ['beta', 'delta', 'alpha'] });
    expect(row.textContent).toContain('Effective (3): beta, delta, alpha');
    cleanup();
    const none = setup({ effective: [] });
    expect(none.row.textContent).toContain('Effective (0): no skills');
  });

  it('the Add… picker filters as you type, moves with arrows and adds with Enter', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['alpha'] } });
    const add = within(visibleLine).getByRole('button', { name: 'Add… to Visible' });
    expect(add.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    const box = screen.getByRole('combobox', { name: 'Search skills to add to Visible' });
    expect(document.activeElement).toBe(box);
    const listbox = screen.getByRole('listbox');
    // alpha is already in the list, so it is not offered; the scope of each entry is shown.
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names.some((n) => n?.startsWith('alpha'))).toBe(false);
    expect(within(listbox).getByRole('option', { name: /gamma.*Character · alice\.png/ })).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: /beta.*Preset · director\/default/ })).toBeTruthy();

    fireEvent.input(box, { target: { value: 'ta' } }); // beta, delta, then "ta" itself as a not-installed name
    const filtered = within(listbox).getAllByRole('option');
    expect(filtered.map((o) => o.querySelector('.troupe-picker__name')?.textContent)).toEqual(['beta', 'delta', 'ta']);
    expect(box.getAttribute('aria-activedescendant')).toBe(filtered[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(filtered[1]!.id);
    expect(filtered[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ visible: ['alpha', 'delta'], deny: [] }, undefined);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('the picker searches descriptions and tags, and Escape closes it without adding', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: [] } });
    fireEvent.click(within(visibleLine).getByRole('button', { name: 'Add… to Visible' }));
    const box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: 'voice of' } });
    expect(screen.getAllByRole('option').map((o) => o.querySelector('.troupe-picker__name')?.textContent)).toEqual(['gamma']);
    fireEvent.input(box, { target: { value: 'writing' } });
    // alpha by its tag, then the typed text itself as a not-installed name.
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.querySelector('.troupe-picker__name')?.textContent)).toEqual(['alpha', 'writing']);
    expect(options[1]!.textContent).toContain('Not installed');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the picker is a layer outside the row (nothing clips it); Escape there never reaches the page', () => {
    const { visibleLine, row } = setup({ policy: { visible: [] } });
    const pageSaw: string[] = [];
    const onPage = (e: KeyboardEvent) => pageSaw.push(e.key);
    document.addEventListener('keydown', onPage);
    try {
      const add = within(visibleLine).getByRole('button', { name: 'Add… to Visible' });
      fireEvent.click(add);
      const box = screen.getByRole('combobox');
      expect(row.contains(box)).toBe(false);
      expect(box.closest('.troupe-popover')?.parentElement?.parentElement).toBe(document.body);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(document.activeElement).toBe(add);
      // The arrow went through (nothing to stop); the handled Escape did not.
      expect(pageSaw).toEqual(['ArrowDown']);
    } finally {
      document.removeEventListener('keydown', onPage);
    }
  });

  it('Tab from the picker closes it and moves on from its Add… button', () => {
    const { visibleLine, denyLine } = setup({ policy: { visible: [] } });
    fireEvent.click(within(visibleLine).getByRole('button', { name: 'Add… to Visible' }));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Tab' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(within(denyLine).getByRole('button', { name: 'Add… to Deny' }));
  });

  it('a press outside closes the picker; the Add… button toggles it', () => {
    const { visibleLine, onChange } = setup();
    const add = within(visibleLine).getByRole('button', { name: 'Add… to Visible' });
    fireEvent.click(add);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(add);
    fireEvent.mouseDown(add);
    fireEvent.click(add);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the picker offers * for Visible, and adds a typed name that is not installed', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['alpha'] } });
    fireEvent.click(within(visibleLine).getByRole('button', { name: 'Add… to Visible' }));
    expect(screen.getAllByRole('option')[0]!.textContent).toContain('* all installed');
    const box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: 'future-skill' } });
    const opt = screen.getByRole('option', { name: /future-skill.*Not installed/ });
    fireEvent.click(opt);
    expect(onChange).toHaveBeenCalledWith({ visible: ['alpha', 'future-skill'], deny: [] }, undefined);
  });

  it('the Deny picker adds to deny and does not offer *', () => {
    const { denyLine, onChange } = setup({ policy: { visible: ['alpha'], deny: ['beta'] } });
    fireEvent.click(within(denyLine).getByRole('button', { name: 'Add… to Deny' }));
    const options = screen.getAllByRole('option').map((o) => o.querySelector('.troupe-picker__name')?.textContent);
    expect(options).toEqual(['alpha', 'delta', 'gamma']);
    fireEvent.click(screen.getByRole('option', { name: /^alpha/ }));
    expect(onChange).toHaveBeenCalledWith({ visible: ['alpha'], deny: ['beta', 'alpha'] }, undefined);
  });

  it('adding a name already present does nothing', () => {
    const { visibleLine, onChange } = setup({ policy: { visible: ['alpha'] } });
    fireEvent.click(within(visibleLine).getByRole('button', { name: 'Add… to Visible' }));
    const box = screen.getByRole('combobox');
    fireEvent.input(box, { target: { value: 'alpha' } });
    // Neither offered as installed nor as a free name.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders Chinese labels when the language switches', () => {
    lang.value = 'zh-CN';
    const { visibleLine, denyLine } = setup({ policy: { visible: ['+', 'ghost'], deny: ['beta'] } });
    expect(within(visibleLine).getByRole('button', { name: 'ghost（未安装）' }).getAttribute('title')).toBe('该 Skill 未安装');
    expect(within(visibleLine).getByRole('button', { name: '添加……到可见' })).toBeTruthy();
    expect(within(visibleLine).getByRole('button', { name: /继承/ })).toBeTruthy();
    expect(within(denyLine).getByRole('button', { name: 'beta（已禁用）' })).toBeTruthy();
  });

  it('re-renders when the language changes after mounting', async () => {
    const { visibleLine } = setup({ policy: { visible: ['ghost'] } });
    expect(within(visibleLine).getByRole('button', { name: 'ghost (not installed)' })).toBeTruthy();
    lang.value = 'zh-CN';
    expect(await within(visibleLine).findByRole('button', { name: 'ghost（未安装）' })).toBeTruthy();
  });
});
