// @vitest-environment happy-dom
// The director card's skills per agent: each row's chips and effective set, and the preload toggles.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { director, opened, row, setup, sub } from './directorFixtures.ts';

afterEach(cleanup);

describe('per-agent skills', () => {
  it('each sub-agent has its own chips row with the effective set resolved against the inventory', () => {
    const p = director({
      subAgents: [
        sub('scout', { skills: { visible: ['+', 'beta'], deny: [] } }),
        sub('critic', { skills: { visible: ['gamma', 'nope'], deny: [] } }),
        sub('curator'),
      ],
    });
    const { draft } = setup(p);
    // Closed rows show their own list as chips.
    expect([...row('critic').querySelectorAll('.troupe-skillline__chip')].map((c) => c.textContent)).toEqual(['gamma', 'nope (not installed)']);
    opened('critic');
    const criticSkills = row('Skills of critic');
    expect(within(criticSkills).getByRole('button', { name: 'nope (not installed)' })).toBeTruthy();
    expect(criticSkills.querySelector('.troupe-chips__effective')!.textContent).toBe('Effective (1): gamma');
    // No list of its own: the mode's set.
    opened('curator');
    expect(row('Skills of curator').querySelector('.troupe-chips__effective')!.textContent).toBe('Effective (1): alpha');
    opened('scout');
    const scoutSkills = row('Skills of scout');
    // '+' inherits the mode's alpha, then beta.
    expect(within(scoutSkills).getByRole('button', { name: '+ mode defaults (inherit)' })).toBeTruthy();
    expect(scoutSkills.querySelector('.troupe-chips__effective')!.textContent).toContain('alpha, beta');

    fireEvent.click(within(scoutSkills).getByRole('button', { name: 'beta (visible)' }));
    expect(draft().subAgents[0]!.skills).toEqual({ visible: ['+'], deny: [] });
    expect(draft().subAgents[1]!.skills).toEqual({ visible: ['gamma', 'nope'], deny: [] });
    expect(row('Skills of scout').querySelector('.troupe-chips__effective')!.textContent).toBe('Effective (1): alpha');
  });

  it('the main agent row and the deny row work the same', () => {
    const { draft } = setup();
    opened('Main agent');
    const mainSkills = row('Main agent skills');
    const deny = within(mainSkills).getByRole('group', { name: /Deny/ });
    expect(deny).toBeTruthy();
    fireEvent.click(within(mainSkills).getByRole('button', { name: '+ mode defaults (inherit)' }));
    expect(draft().mainAgent.skills?.visible?.[0]).not.toBe('+');
  });
});

describe('preloaded skills', () => {
  const preloadGroup = (scope: HTMLElement) => within(scope).getByRole('group', { name: 'Preload: in its instructions, not read on demand' });

  it('a toggle per visible skill writes skills.preload; pressed again it leaves', () => {
    const p = director({ subAgents: [sub('scout', { skills: { visible: ['+', 'beta'], deny: [] } }), sub('critic')] });
    const { draft } = setup(p);
    const scout = opened('scout');
    const group = preloadGroup(scout);
    // The agent's visible skills, in the effective order, none preloaded yet.
    const chips = within(group).getAllByRole('button');
    expect(chips.map((c) => [c.textContent, c.getAttribute('aria-pressed')])).toEqual([
      ['alpha', 'false'],
      ['beta', 'false'],
    ]);
    fireEvent.click(within(group).getByRole('button', { name: 'beta' }));
    expect(draft().subAgents[0]!.skills).toEqual({ visible: ['+', 'beta'], deny: [], preload: ['beta'] });
    expect(
      within(preloadGroup(row('scout')))
        .getByRole('button', { name: 'beta' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The closed row's skill line marks it too.
    expect(row('scout').querySelector('.troupe-skillline__chip--preload')!.textContent).toBe('beta (preloaded)');
    fireEvent.click(within(preloadGroup(row('scout'))).getByRole('button', { name: 'alpha' }));
    expect(draft().subAgents[0]!.skills?.preload).toEqual(['beta', 'alpha']);
    fireEvent.click(within(preloadGroup(row('scout'))).getByRole('button', { name: 'beta' }));
    fireEvent.click(within(preloadGroup(row('scout'))).getByRole('button', { name: 'alpha' }));
    expect(draft().subAgents[0]!.skills).toEqual({ visible: ['+', 'beta'], deny: [] });
    expect(draft().subAgents[1]).toBe(p.subAgents[1]);
  });

  it('the chips keep the preload list; a preloaded name no longer visible is shown as ignored and can be removed', () => {
    const p = director({ subAgents: [sub('scout', { skills: { visible: ['+', 'beta'], deny: [], preload: ['beta'] } })] });
    const { draft } = setup(p);
    opened('scout');
    // Removing beta from Visible keeps preload as it was.
    fireEvent.click(within(row('Skills of scout')).getByRole('button', { name: 'beta (visible)' }));
    expect(draft().subAgents[0]!.skills).toEqual({ visible: ['+'], deny: [], preload: ['beta'] });
    const stale = within(preloadGroup(row('scout'))).getByRole('button', { name: 'beta (not visible: ignored)' });
    expect(stale.getAttribute('aria-pressed')).toBe('true');
    expect(stale.getAttribute('data-path')).toBe('subAgents[0].skills.preload[0]');
    fireEvent.click(stale);
    expect(draft().subAgents[0]!.skills).toEqual({ visible: ['+'], deny: [] });
  });

  it('the profile check warns about a preloaded name the agent does not see; its path button opens the row and focuses the chip', async () => {
    setup(director({ subAgents: [sub('scout'), sub('critic', { skills: { visible: ['+'], deny: [], preload: ['gamma'] } })] }));
    const list = screen.getByRole('region', { name: /^Profile check/ });
    // The shipped main agent preloads draft-writer-style-en, which this inventory lacks: a warning of its own.
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('Preloaded skill not visible'));
    expect(items.map((li) => li.textContent?.match(/Skill "([^"]+)"/)?.[1])).toEqual(['draft-writer-style-en', 'gamma']);
    const item = items[1]!;
    expect(item.textContent).toContain('Skill "gamma" is preloaded but it is not among the agent\'s visible skills, so it is ignored.');
    const goto = within(item).getByRole('button', { name: 'subAgents[1].skills.preload[0]' });
    expect(row('critic').querySelector('.troupe-row__toggle')!.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(goto);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('gamma (not visible: ignored)'));
    expect(row('critic').contains(document.activeElement)).toBe(true);
  });

  it('the main agent has the same control, keyboard-operable buttons', () => {
    const { draft } = setup();
    const main = opened('Main agent');
    const alpha = within(preloadGroup(main)).getByRole('button', { name: 'alpha' }) as HTMLButtonElement;
    expect(alpha.type).toBe('button');
    alpha.focus();
    expect(document.activeElement).toBe(alpha);
    fireEvent.click(alpha);
    // Added after the shipped main agent's own preload.
    expect(draft().mainAgent.skills?.preload).toEqual(['draft-writer-style-en', 'alpha']);
    // Focus stays on the chip after the edit.
    expect(document.activeElement).toBe(within(preloadGroup(row('Main agent'))).getByRole('button', { name: 'alpha' }));
  });
});
