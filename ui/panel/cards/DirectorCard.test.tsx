// @vitest-environment happy-dom
// The director card's team: the main agent, the sub-agents (edit, add, remove, reorder, tools), when each runs, and the closed rows.
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultProfile } from '../../../src/core/profiles/index.ts';
import { director, opened, row, setup, sub, subIds } from './directorFixtures.ts';

afterEach(cleanup);

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
    expect(c).toMatchObject({
      id: 'critic',
      description: 'Reads drafts',
      systemPrompt: 'You critique.',
      apiPreset: 'fast',
      promptPreset: 'tools-only',
      maxRounds: 50,
    });
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
    expect([...runs.options].map((o) => o.textContent)).toEqual([
      'When the main agent dispatches it',
      'Before the main agent (opening)',
      'After the reply (curator)',
    ]);
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
        subAgents: [sub('scout', { wave: 'opening' }), sub('critic', { everyTurns: 1 }), sub('curator', { wave: 'after', everyTurns: 3, fullTurnsOnly: true })],
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

describe('compact team', () => {
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
});
