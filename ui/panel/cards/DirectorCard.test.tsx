// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultProfile, type DirectorProfile, type DirectorSubAgent } from '../../../src/core/profiles/index.ts';
import { summary } from '../../skills/testFixtures.ts';
import { harness, openAdvanced, openRow, type HarnessOptions } from '../testHarness.tsx';

afterEach(cleanup);

const inventory = ['alpha', 'beta', 'gamma', 'delta'].map((n) => summary(n));
const connections = [
  { value: 'fast', label: 'Fast (gpt-mini)' },
  { value: 'strong', label: 'Strong' },
];
const promptPresets = [{ value: 'tools-only', label: 'Tools only' }];

function sub(id: string, extra: Partial<DirectorSubAgent> = {}): DirectorSubAgent {
  return { id, description: `${id} desc`, systemPrompt: `${id} prompt`, apiPreset: '', promptPreset: '', tools: null, maxRounds: null, ...extra } as DirectorSubAgent;
}

function director(over: Partial<DirectorProfile> = {}): DirectorProfile {
  return { ...defaultProfile('director'), skills: { visible: ['alpha'], deny: [] }, subAgents: [sub('scout'), sub('critic'), sub('curator')], ...over };
}

function setup(profile = director(), opts: HarnessOptions = {}) {
  const { element, handle } = harness({ inventory, connections, promptPresets, profiles: { director: profile }, ...opts });
  render(element);
  return { handle, draft: () => handle.drafts.director as DirectorProfile };
}

const row = (name: string) => screen.getByRole('group', { name });
/** A team row with its editor open (one at a time). */
const opened = (name: string) => openRow(name);
const subIds = (d: DirectorProfile) => d.subAgents.map((s) => s.id);

describe('main agent', () => {
  it('edits the system prompt; Reset to default restores the built-in text', () => {
    const { draft } = setup();
    opened('Main agent');
    const prompt = screen.getByRole('textbox', { name: 'Main system prompt' }) as HTMLTextAreaElement;
    const builtIn = defaultProfile('director').mainAgent.systemPrompt;
    expect(prompt.value).toBe(builtIn);
    const reset = screen.getByRole('button', { name: 'Reset to default: Main system prompt' });
    expect(reset.textContent).toBe('Reset to default');
    expect((reset as HTMLButtonElement).disabled).toBe(true);
    fireEvent.input(prompt, { target: { value: 'Write alone.' } });
    expect(draft().mainAgent.systemPrompt).toBe('Write alone.');
    expect((reset as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(reset);
    expect(draft().mainAgent.systemPrompt).toBe(builtIn);
  });

  it('picks the API preset from the available connections and a prompt preset', () => {
    const { draft } = setup();
    const main = opened('Main agent');
    const api = within(main).getByRole('combobox', { name: 'API preset (connection profile)' }) as HTMLSelectElement;
    expect([...api.options].map((o) => o.textContent)).toEqual(['(Profile default API preset)', 'Fast (gpt-mini)', 'Strong']);
    fireEvent.change(api, { target: { value: 'strong' } });
    expect(draft().mainAgent.apiPreset).toBe('strong');
    fireEvent.change(within(main).getByRole('combobox', { name: 'Prompt preset' }), { target: { value: 'tools-only' } });
    expect(draft().mainAgent.promptPreset).toBe('tools-only');
  });

  it('keeps a connection that no longer exists visible as missing', () => {
    const p = director();
    setup({ ...p, mainAgent: { ...p.mainAgent, apiPreset: 'gone' } });
    const main = opened('Main agent');
    const api = within(main).getByRole('combobox', { name: 'API preset (connection profile)' }) as HTMLSelectElement;
    expect(api.value).toBe('gone');
    expect(api.selectedOptions[0]!.textContent).toBe('gone (missing)');
  });

  it('main agent tools: the drafting switches are its own override', () => {
    const { draft } = setup();
    const main = opened('Main agent');
    const toggle = within(main).getByRole('button', { name: /^Tools: custom/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const writeMsg = within(main).getByRole('checkbox', { name: 'write_message' }) as HTMLInputElement;
    expect(writeMsg.checked).toBe(true);
    fireEvent.click(writeMsg);
    expect(draft().mainAgent.tools?.message?.write_message).toBe(false);
    fireEvent.click(within(main).getByRole('radio', { name: 'Inherit the profile’s tools' }));
    expect(draft().mainAgent.tools).toBeNull();
  });
});

describe('sub-agents', () => {
  it('edits id, description, system prompt, presets and max rounds of one row', () => {
    const initial = director();
    const { draft } = setup(initial);
    const critic = opened('critic');
    fireEvent.input(within(critic).getByRole('textbox', { name: 'Description (shown to the main agent)' }), { target: { value: 'Reads drafts' } });
    fireEvent.input(within(critic).getByRole('textbox', { name: 'System prompt' }), { target: { value: 'You critique.' } });
    fireEvent.change(within(critic).getByRole('combobox', { name: 'API preset (connection profile)' }), { target: { value: 'fast' } });
    fireEvent.change(within(critic).getByRole('combobox', { name: 'Prompt preset' }), { target: { value: 'tools-only' } });
    const rounds = within(critic).getByRole('spinbutton', { name: 'Max tool-call rounds (this sub-agent)' }) as HTMLInputElement;
    expect(rounds.placeholder).toBe('Inherit (16)');
    fireEvent.change(rounds, { target: { value: '99' } });
    expect(rounds.value).toBe('50');
    const c = draft().subAgents[1]!;
    expect(c).toMatchObject({ id: 'critic', description: 'Reads drafts', systemPrompt: 'You critique.', apiPreset: 'fast', promptPreset: 'tools-only', maxRounds: 50 });
    fireEvent.change(rounds, { target: { value: '' } });
    expect(draft().subAgents[1]!.maxRounds).toBeNull();
    fireEvent.input(within(critic).getByRole('textbox', { name: 'Sub-agent ID' }), { target: { value: 'voice_critic' } });
    expect(subIds(draft())).toEqual(['scout', 'voice_critic', 'curator']);
    // The other rows kept their identity (nothing else was rebuilt).
    expect(draft().subAgents[0]).toBe(initial.subAgents[0]);
    expect(draft().subAgents[2]).toBe(initial.subAgents[2]);
    expect(draft().mainAgent).toBe(initial.mainAgent);
  });

  it('shows duplicate and empty ids as errors on the rows concerned', () => {
    setup();
    const idOf = (name: string) => within(opened(name)).getByRole('textbox', { name: 'Sub-agent ID' }) as HTMLInputElement;
    fireEvent.input(idOf('curator'), { target: { value: 'scout' } });
    const dupes = screen.getAllByRole('group', { name: 'scout' });
    expect(dupes).toHaveLength(2);
    for (const g of dupes) expect(g.querySelector('.troupe-row__error')!.textContent).toBe('The id “scout” is used more than once.');
    // The edited row is open: its id field is marked invalid and described by the error.
    const input = within(dupes[1]!).getByRole('textbox', { name: 'Sub-agent ID' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('The id “scout” is used more than once.');
    expect(idOf('critic').getAttribute('aria-invalid')).toBeNull();
    fireEvent.input(idOf('critic'), { target: { value: '  ' } });
    const unnamed = row('(unnamed)');
    // Shown in the row's heading too, so it is seen with the details closed.
    expect(unnamed.querySelector('.troupe-row__error')!.textContent).toBe('An id is required.');
    const unnamedId = within(row('(unnamed)')).getByRole('textbox', { name: 'Sub-agent ID' });
    expect(unnamedId.getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a sub-agent with a unique id and focuses it', () => {
    const { draft } = setup(director({ subAgents: [sub('sub_agent')] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add sub-agent' }));
    expect(subIds(draft())).toEqual(['sub_agent', 'sub_agent_2']);
    expect(draft().subAgents[1]).toMatchObject({ description: '', systemPrompt: '', tools: null, maxRounds: null });
    expect(document.activeElement).toBe(within(row('sub_agent_2')).getByRole('textbox', { name: 'Sub-agent ID' }));
  });

  it('removes a sub-agent; focus goes to the next row’s Remove', () => {
    const { draft } = setup();
    fireEvent.click(within(opened('critic')).getByRole('button', { name: 'Remove: critic' }));
    expect(subIds(draft())).toEqual(['scout', 'curator']);
    // The row now in that place is closed: focus goes to its heading button.
    expect(document.activeElement).toBe(row('curator').querySelector('.troupe-row__toggle'));
  });

  it('removing the last one leaves focus on Add sub-agent', () => {
    const { draft } = setup(director({ subAgents: [sub('only')] }));
    fireEvent.click(within(opened('only')).getByRole('button', { name: 'Remove: only' }));
    expect(draft().subAgents).toEqual([]);
    expect(screen.getByText('No sub-agents: the main agent works alone.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add sub-agent' }));
  });

  it('reorders with the buttons (focus follows the row) and with Alt+Arrow keys', () => {
    const { draft } = setup();
    opened('scout');
    expect((screen.getByRole('button', { name: 'Move up: scout' }) as HTMLButtonElement).disabled).toBe(true);
    // Move / remove sit in the open editor only.
    expect(screen.queryByRole('button', { name: 'Move down: curator' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Move down: scout' }));
    expect(subIds(draft())).toEqual(['critic', 'scout', 'curator']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: scout' }));
    opened('curator');
    expect((screen.getByRole('button', { name: 'Move down: curator' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move up: curator' }));
    expect(subIds(draft())).toEqual(['critic', 'curator', 'scout']);
    // Keyboard: Alt+ArrowUp on a row's button moves that row.
    const btn = within(opened('scout')).getByRole('button', { name: 'Remove: scout' });
    btn.focus();
    fireEvent.keyDown(btn, { key: 'ArrowUp', altKey: true });
    expect(subIds(draft())).toEqual(['critic', 'scout', 'curator']);
    // Not from inside a text field (those keep their own Alt+Arrow meaning).
    fireEvent.keyDown(within(opened('scout')).getByRole('textbox', { name: 'System prompt' }), { key: 'ArrowUp', altKey: true });
    expect(subIds(draft())).toEqual(['critic', 'scout', 'curator']);
    // The DOM order follows the draft.
    expect([...document.querySelectorAll('.troupe-row__title')].map((h) => h.textContent)).toEqual(['Main agent', 'critic', 'scout', 'curator']);
  });

  it('a sub-agent tools override: inherit / custom per namespace', () => {
    const { draft } = setup();
    const scout = opened('scout');
    fireEvent.click(within(scout).getByRole('button', { name: 'Tools: inherit' }));
    fireEvent.click(within(scout).getByRole('radio', { name: 'Custom tools for this agent' }));
    expect(draft().subAgents[0]!.tools).toEqual({});
    fireEvent.click(within(scout).getByRole('checkbox', { name: 'Override Chat' }));
    expect(draft().subAgents[0]!.tools).toEqual({ chat: { read_range: true, search: true } });
    fireEvent.click(within(scout).getByRole('checkbox', { name: 'chat_search' }));
    expect(draft().subAgents[0]!.tools).toEqual({ chat: { read_range: true, search: false } });
    expect(within(scout).getByRole('button', { name: /^Tools: custom \(\d+ on\)$/ })).toBeTruthy();
  });
});

describe('when a sub-agent runs', () => {
  it('Runs, Every N turns and Only on full turns edit the draft; the skip switch shows for after members only', () => {
    const initial = director();
    const { draft } = setup(initial);
    const critic = opened('critic');
    const runs = within(critic).getByRole('combobox', { name: 'Runs' }) as HTMLSelectElement;
    expect(runs.value).toBe('dispatch');
    expect([...runs.options].map((o) => o.textContent)).toEqual(['When the main agent dispatches it', 'Before the main agent (opening)', 'After the reply (curator)']);
    // The hint under it says what the chosen wave means.
    const hint = () => document.getElementById(runs.getAttribute('aria-describedby')!)!.textContent;
    expect(hint()).toContain('its report answers the dispatch');
    expect(within(critic).queryByRole('switch', { name: 'Only on full turns' })).toBeNull();

    fireEvent.change(runs, { target: { value: 'opening' } });
    expect(draft().subAgents[1]!.wave).toBe('opening');
    expect(hint()).toContain('before the main agent’s first request');
    expect(within(critic).queryByRole('switch', { name: 'Only on full turns' })).toBeNull();

    fireEvent.change(runs, { target: { value: 'after' } });
    expect(draft().subAgents[1]!.wave).toBe('after');
    const skip = within(critic).getByRole('switch', { name: 'Only on full turns' }) as HTMLInputElement;
    expect(skip.checked).toBe(false);
    fireEvent.click(skip);
    expect(draft().subAgents[1]!.fullTurnsOnly).toBe(true);

    const every = within(critic).getByRole('spinbutton', { name: 'Every N turns' }) as HTMLInputElement;
    expect(every.value).toBe('1');
    expect(document.getElementById(every.getAttribute('aria-describedby')!)!.textContent).toContain('1 = every turn.');
    fireEvent.change(every, { target: { value: '3' } });
    expect(draft().subAgents[1]!.everyTurns).toBe(3);
    fireEvent.change(every, { target: { value: '99' } });
    expect(draft().subAgents[1]!.everyTurns).toBe(50);
    fireEvent.change(every, { target: { value: '' } });
    expect(draft().subAgents[1]!.everyTurns).toBe(50);

    fireEvent.change(runs, { target: { value: 'dispatch' } });
    expect(within(critic).queryByRole('switch', { name: 'Only on full turns' })).toBeNull();
    // Only the edited row changed.
    expect(draft().subAgents[0]).toBe(initial.subAgents[0]);
  });

  it('the closed rows show opening / after members and "every N" when N > 1', () => {
    setup(
      director({
        subAgents: [
          sub('scout', { wave: 'opening' }),
          sub('critic', { everyTurns: 1 }),
          sub('curator', { wave: 'after', everyTurns: 3, fullTurnsOnly: true }),
        ],
      }),
    );
    const badges = (name: string) => [...row(name).querySelectorAll('.troupe-row__badge')].map((b) => [b.textContent, b.getAttribute('title')]);
    expect(badges('scout')).toEqual([['opening', 'Runs before the main agent']]);
    expect(badges('critic')).toEqual([]);
    expect(badges('curator')).toEqual([
      ['after', 'Runs after the reply, on full turns only (the main agent dispatched someone)'],
      ['every 3', 'Takes part every 3 turns'],
    ]);
    expect(badges('Main agent')).toEqual([]);
  });

  it('a badge follows an edit', () => {
    setup();
    const scout = opened('scout');
    fireEvent.change(within(scout).getByRole('combobox', { name: 'Runs' }), { target: { value: 'after' } });
    fireEvent.change(within(scout).getByRole('spinbutton', { name: 'Every N turns' }), { target: { value: '2' } });
    expect([...row('scout').querySelectorAll('.troupe-row__badge')].map((b) => b.textContent)).toEqual(['after', 'every 2']);
  });
});

describe('per-agent skills', () => {
  it('each sub-agent has its own chips row with the effective set resolved against the inventory', () => {
    const p = director({
      subAgents: [sub('scout', { skills: { visible: ['+', 'beta'], deny: [] } }), sub('critic', { skills: { visible: ['gamma', 'nope'], deny: [] } }), sub('curator')],
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
    expect(within(preloadGroup(row('scout'))).getByRole('button', { name: 'beta' }).getAttribute('aria-pressed')).toBe('true');
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

describe('limits and behaviour', () => {
  it('the token budget per turn is the profile’s budget.maxTokens (0 is off), its cost cap untouched', () => {
    const { draft } = setup();
    openAdvanced();
    const spin = screen.getByRole('spinbutton', { name: 'Token budget per turn (0: off)' }) as HTMLInputElement;
    expect(spin.value).toBe('0');
    fireEvent.change(spin, { target: { value: '40000' } });
    expect(draft().budget).toEqual({ maxTokens: 40000, maxCost: 0 });
    fireEvent.change(spin, { target: { value: '-5' } });
    expect(draft().budget.maxTokens).toBe(0);
  });

  it('limits clamp to the schema’s ranges', () => {
    const { draft } = setup();
    openAdvanced();
    const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
    fireEvent.change(spin('Maximum tool-calling rounds'), { target: { value: '80' } });
    expect(draft().maxRounds).toBe(50);
    expect(spin('Maximum tool-calling rounds').value).toBe('50');
    fireEvent.change(spin('Maximum concurrent sub-agents'), { target: { value: '0' } });
    expect(draft().maxConcurrentSubagents).toBe(1);
    fireEvent.change(spin('Maximum total sub-agent runs per turn'), { target: { value: '250' } });
    expect(draft().maxTotalSubagentRuns).toBe(100);
    fireEvent.change(spin('Maximum total sub-agent runs per turn'), { target: { value: '7.4' } });
    expect(draft().maxTotalSubagentRuns).toBe(7);
    // Emptying a required limit keeps the stored value.
    fireEvent.change(spin('Maximum tool-calling rounds'), { target: { value: '' } });
    expect(draft().maxRounds).toBe(50);
    expect(spin('Maximum tool-calling rounds').value).toBe('50');
    expect(spin('Maximum concurrent sub-agents').min).toBe('1');
    expect(spin('Maximum concurrent sub-agents').max).toBe('16');
  });

  it('Discard partial message on abort and Use streaming transport are switches on the profile', () => {
    const { draft } = setup();
    openAdvanced();
    const discard = screen.getByRole('switch', { name: 'Discard partial message on abort' }) as HTMLInputElement;
    const stream = screen.getByRole('switch', { name: 'Use streaming transport' }) as HTMLInputElement;
    expect([discard.checked, stream.checked]).toEqual([false, true]);
    fireEvent.click(discard);
    fireEvent.click(stream);
    expect([draft().discardOnAbort, draft().useStreaming]).toEqual([true, false]);
  });
});

describe('compact team and Advanced', () => {
  it('lists the team closed, opens one agent at a time', () => {
    setup(director({ subAgents: [sub('scout', { apiPreset: 'fast' }), sub('critic')] }));
    const toggles = [...document.querySelectorAll<HTMLButtonElement>('.troupe-row__toggle')];
    expect(toggles.map((b) => [b.textContent, b.getAttribute('aria-expanded')])).toEqual([
      ['Main agent', 'false'],
      ['scout', 'false'],
      ['critic', 'false'],
    ]);
    // Role and connection on the closed row; no editor yet.
    expect(row('scout').querySelector('.troupe-row__summary')!.textContent).toBe('scout desc');
    expect(row('scout').querySelector('.troupe-row__conn')!.textContent).toBe('Connection: Fast (gpt-mini)');
    expect(screen.queryByRole('textbox', { name: 'System prompt' })).toBeNull();
    opened('scout');
    expect(screen.getAllByRole('textbox', { name: 'System prompt' })).toHaveLength(1);
    opened('critic');
    expect(row('scout').querySelector('.troupe-row__toggle')!.getAttribute('aria-expanded')).toBe('false');
    expect(within(row('critic')).getByRole('textbox', { name: 'System prompt' })).toBeTruthy();
  });

  it('Advanced is closed and its summary names what is not at its default', () => {
    const { draft } = setup();
    expect(screen.queryByRole('spinbutton', { name: 'Maximum tool-calling rounds' })).toBeNull();
    const summary = () => document.querySelector('.troupe-advanced__summary')!.textContent;
    expect(summary()).toBe('Limits, tools and the rest are at their defaults.');
    openAdvanced();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum tool-calling rounds' }), { target: { value: '7' } });
    expect(draft().maxRounds).toBe(7);
    expect(summary()).toContain('Maximum tool-calling rounds 7');
  });
});
