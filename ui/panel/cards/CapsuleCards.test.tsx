// @vitest-environment happy-dom
// The loop, spec, agenda and single cards, and the profile-level tools grid.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultProfile,
  TOOL_VERBS,
  toolNameFor,
  type AgendaProfile,
  type DirectorProfile,
  type LoopProfile,
  type SingleProfile,
  type SpecProfile,
} from '../../../src/core/profiles/index.ts';
import type { Mode } from '../../../src/core/profiles/modes.ts';
import { summary } from '../../skills/testFixtures.ts';
import { harness, openAdvanced, openRow } from '../testHarness.tsx';
import { loadModeCards } from '../modes/index.ts';

// The capsule modes' cards load from their own chunk in the product; here they are loaded before the tests.
beforeAll(() => loadModeCards());

afterEach(cleanup);

const inventory = ['alpha', 'beta', 'gamma'].map((n) => summary(n));

/** Every tool name of every namespace, as if a host backed them all (memory, web search, force_activate). */
const ALL_TOOLS: ReadonlySet<string> = new Set(
  (Object.keys(TOOL_VERBS) as (keyof typeof TOOL_VERBS)[]).flatMap((ns) => TOOL_VERBS[ns].map((v) => toolNameFor(ns, v))),
);

function setup<P>(mode: Mode, profile?: P, availableTools?: ReadonlySet<string>) {
  const { element, handle } = harness({ mode, inventory, profiles: profile ? { [mode]: profile } : {}, availableTools });
  render(element);
  return () => handle.drafts[mode] as unknown as P;
}

/** Opens a row's details (rows start closed) and returns the row. */
const opened = (root: HTMLElement, name: string) => openRow(name, root);

const spin = (name: string, root: HTMLElement = document.body) => within(root).getByRole('spinbutton', { name }) as HTMLInputElement;

describe('profile tools grid', () => {
  it('switches one tool, and a whole namespace at once (mixed state in between)', () => {
    const draft = setup<DirectorProfile>('director');
    openAdvanced();
    const tools = screen.getByRole('group', { name: 'Default tools for all agents' });
    const all = within(tools).getByRole('checkbox', { name: 'All Chat tools' });
    expect(all.getAttribute('aria-checked')).toBe('true');
    expect(all.querySelector('.troupe-tristate__box')!.textContent).toBe('✓');
    fireEvent.click(within(tools).getByRole('checkbox', { name: 'chat_search' }));
    expect(draft().tools.chat).toEqual({ read_range: true, search: false });
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    // "Some" is drawn by the control itself, not left to the host's checkbox style.
    expect(all.querySelector('.troupe-tristate__box')!.textContent).toBe('–');
    fireEvent.click(within(tools).getByRole('checkbox', { name: 'All Chat tools' }));
    expect(draft().tools.chat).toEqual({ read_range: true, search: true });
    // Director has the message and collab namespaces, not lorebook.force_activate.
    expect(within(tools).getByRole('checkbox', { name: 'dispatch_subagent' })).toBeTruthy();
    expect(within(tools).queryByRole('checkbox', { name: 'lorebook_force_activate' })).toBeNull();
    // No host backs memory or web search here: no switch for them, and the stored switches stay.
    expect(within(tools).queryByRole('checkbox', { name: 'All Memory tools' })).toBeNull();
    expect(within(tools).queryByRole('checkbox', { name: 'search_search' })).toBeNull();
    expect(draft().tools.memory).toEqual(defaultProfile('director').tools.memory);
  });

  it('a namespace a host backs is shown and switched like the others', () => {
    const draft = setup<DirectorProfile>('director', undefined, ALL_TOOLS);
    openAdvanced();
    const tools = screen.getByRole('group', { name: 'Default tools for all agents' });
    // The default team has memory off; one click switches the namespace on.
    expect(Object.values(draft().tools.memory!).every((v) => v === false)).toBe(true);
    fireEvent.click(within(tools).getByRole('checkbox', { name: 'All Memory tools' }));
    expect(Object.values(draft().tools.memory!).every((v) => v === true)).toBe(true);
  });

  it('loop offers force_activate where a host backs it, and no message / collab namespaces; single has no tools', () => {
    setup<LoopProfile>('loop');
    openAdvanced();
    expect(within(screen.getByRole('group', { name: 'Default tools for all agents' })).queryByRole('checkbox', { name: 'lorebook_force_activate' })).toBeNull();
    cleanup();
    setup<LoopProfile>('loop', undefined, ALL_TOOLS);
    openAdvanced();
    const tools = screen.getByRole('group', { name: 'Default tools for all agents' });
    expect(within(tools).getByRole('checkbox', { name: 'lorebook_force_activate' })).toBeTruthy();
    expect(within(tools).queryByRole('checkbox', { name: 'write_message' })).toBeNull();
    expect(screen.getByText('finalize is always available to the loop agent.')).toBeTruthy();
    cleanup();
    setup<SingleProfile>('single');
    openAdvanced();
    expect(screen.queryByRole('group', { name: 'Default tools for all agents' })).toBeNull();
    expect(screen.getByText('This mode has no tools.')).toBeTruthy();
  });
});

describe('loop card', () => {
  it('edits the loop agent, rounds and the wall clock in seconds', () => {
    const draft = setup<LoopProfile>('loop');
    openRow('Loop agent');
    const prompt = screen.getByRole('textbox', { name: 'Loop system prompt' });
    fireEvent.input(prompt, { target: { value: 'Loop until done.' } });
    expect(draft().loopAgent.systemPrompt).toBe('Loop until done.');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default: Loop system prompt' }));
    expect(draft().loopAgent.systemPrompt).toBe(defaultProfile('loop').loopAgent.systemPrompt);
    openAdvanced();
    const wall = spin('Loop wall-clock budget (seconds)');
    expect(wall.value).toBe('300');
    expect(wall.min).toBe('10');
    fireEvent.change(wall, { target: { value: '5' } });
    expect(draft().wallClockBudgetMs).toBe(10_000);
    fireEvent.change(wall, { target: { value: '90' } });
    expect(draft().wallClockBudgetMs).toBe(90_000);
    fireEvent.change(spin('Loop max rounds'), { target: { value: '51' } });
    expect(draft().maxRounds).toBe(50);
    fireEvent.click(screen.getByRole('switch', { name: 'Use streaming transport' }));
    expect(draft().useStreaming).toBe(true);
  });

  it('the loop agent has its own skills row', () => {
    const draft = setup<LoopProfile>('loop');
    openRow('Loop agent');
    const row = screen.getByRole('group', { name: 'Loop agent skills' });
    // Shipped: the mode's capsule-guidance plus the agent's method.
    expect(draft().loopAgent.skills).toEqual({ visible: ['+', 'loop-agent-method-en'] });
    fireEvent.click(within(row).getByRole('button', { name: '+ mode defaults (inherit)' }));
    expect(draft().loopAgent.skills).toEqual({ visible: ['loop-agent-method-en'], deny: [] });
    fireEvent.click(within(row).getByRole('button', { name: '+ Inherit mode defaults' }));
    expect(draft().loopAgent.skills).toEqual({ visible: ['+', 'loop-agent-method-en'], deny: [] });
  });

  it('capsule injection: instruction, position; depth and role only at chat depth', () => {
    const draft = setup<LoopProfile>('loop');
    openAdvanced();
    const capsule = screen.getByRole('region', { name: 'Capsule injection' });
    fireEvent.input(within(capsule).getByRole('textbox', { name: /Custom orchestration result instruction/ }), { target: { value: 'Follow this.' } });
    expect(draft().capsule.customInstruction).toBe('Follow this.');
    const depth = spin('Injection depth', capsule);
    const role = within(capsule).getByRole('combobox', { name: 'Injection role' }) as HTMLSelectElement;
    fireEvent.change(depth, { target: { value: '4' } });
    fireEvent.change(role, { target: { value: 'user' } });
    expect(draft().capsule).toMatchObject({ position: 'atDepth', depth: 4, role: 'user' });
    fireEvent.change(within(capsule).getByRole('combobox', { name: 'Injection position' }), { target: { value: 'ANTop' } });
    expect(draft().capsule.position).toBe('ANTop');
    // Still in place (no layout jump), but disabled.
    expect(depth.closest('fieldset')!.disabled).toBe(true);
    expect(role.disabled).toBe(true);
  });

  it('world book filter patterns', () => {
    const draft = setup<LoopProfile>('loop');
    openAdvanced();
    fireEvent.input(screen.getByRole('textbox', { name: 'Book name regex (one per line)' }), { target: { value: '^Main' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Entry name regex (one per line)' }), { target: { value: 'secret' } });
    expect(draft().lorebookFilter).toEqual({ bookPattern: '^Main', entryPattern: 'secret' });
  });
});

describe('spec card', () => {
  it('stages: serial / parallel, add, remove, reorder', () => {
    const draft = setup<SpecProfile>('spec');
    const initial = defaultProfile('spec').stages.map((s) => s.id);
    const workflow = screen.getByRole('region', { name: 'Workflow' });
    const first = within(workflow).getAllByRole('combobox', { name: 'Run nodes' })[1] as HTMLSelectElement;
    fireEvent.change(first, { target: { value: first.value === 'serial' ? 'parallel' : 'serial' } });
    expect(draft().stages[1]!.mode).toBe(first.value);
    fireEvent.click(within(workflow).getByRole('button', { name: 'Add stage' }));
    expect(draft().stages).toHaveLength(initial.length + 1);
    const added = draft().stages.at(-1)!;
    expect(added.nodes).toHaveLength(1);
    expect(added.nodes[0]!.agent).toBe(draft().agents[0]!.id);
    fireEvent.click(within(workflow).getByRole('button', { name: `Move up: Stage 2 · ${initial[1]}` }));
    expect(
      draft()
        .stages.slice(0, 2)
        .map((s) => s.id),
    ).toEqual([initial[1], initial[0]]);
    fireEvent.click(within(workflow).getByRole('button', { name: `Remove: Stage 1 · ${initial[1]}` }));
    expect(draft().stages.map((s) => s.id)).not.toContain(initial[1]);
  });

  it('nodes: worker / review, agent, own template, id errors, skills per node', () => {
    const draft = setup<SpecProfile>('spec');
    const firstNodeId = defaultProfile('spec').stages[0]!.nodes[0]!.id;
    const workflow = screen.getByRole('region', { name: 'Workflow' });
    const node = opened(workflow, firstNodeId);
    fireEvent.change(within(node).getByRole('combobox', { name: 'Node type' }), { target: { value: 'review' } });
    expect(draft().stages[0]!.nodes[0]!.type).toBe('review');
    const agent = within(node).getByRole('combobox', { name: 'Agent' }) as HTMLSelectElement;
    const other = [...agent.options].map((o) => o.value).find((v) => v !== agent.value)!;
    fireEvent.change(agent, { target: { value: other } });
    expect(draft().stages[0]!.nodes[0]!.agent).toBe(other);
    fireEvent.click(within(node).getByRole('switch', { name: 'Own user prompt template (replaces the agent’s)' }));
    expect(draft().stages[0]!.nodes[0]!.userPromptTemplate).toBe('');
    fireEvent.input(within(node).getByRole('textbox', { name: 'User prompt template' }), { target: { value: '{{recent_chat}}' } });
    expect(draft().stages[0]!.nodes[0]!.userPromptTemplate).toBe('{{recent_chat}}');
    fireEvent.click(within(node).getByRole('switch', { name: 'Own user prompt template (replaces the agent’s)' }));
    expect('userPromptTemplate' in draft().stages[0]!.nodes[0]!).toBe(false);
    // Skills per node.
    const skills = within(node).getByRole('group', { name: `Skills of node ${firstNodeId}` });
    fireEvent.click(within(skills).getByRole('button', { name: '+ Inherit mode defaults' }));
    // The shipped distiller denies capsule-guidance (its reader is the next node, not the writer); the deny stays.
    expect(draft().stages[0]!.nodes[0]!.skills).toEqual({ visible: ['+'], deny: ['capsule-guidance-en'] });
    // Node ids are unique across stages.
    const secondNodeId = draft().stages[1]!.nodes[0]!.id;
    fireEvent.input(within(node).getByRole('textbox', { name: 'Node ID' }), { target: { value: secondNodeId } });
    const dupes = within(workflow).getAllByRole('group', { name: secondNodeId });
    expect(dupes.length).toBe(2);
    for (const g of dupes) expect(g.querySelector('.troupe-row__error')!.textContent).toBe(`The id “${secondNodeId}” is used more than once.`);
    expect(within(node).getByRole('textbox', { name: 'Node ID' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('renaming an agent preset keeps its nodes pointing at it; a missing agent is marked', () => {
    const draft = setup<SpecProfile>('spec');
    const agentId = defaultProfile('spec').agents[0]!.id;
    const presets = screen.getByRole('region', { name: 'Agent presets' });
    const row = opened(presets, agentId);
    fireEvent.input(within(row).getByRole('textbox', { name: 'Agent ID' }), { target: { value: 'renamed' } });
    expect(draft().agents[0]!.id).toBe('renamed');
    const refs = draft()
      .stages.flatMap((s) => s.nodes)
      .filter((n) => n.agent === agentId);
    expect(refs).toEqual([]);
    expect(
      draft()
        .stages.flatMap((s) => s.nodes)
        .some((n) => n.agent === 'renamed'),
    ).toBe(true);
    // Removing the agent leaves its nodes with a visible "(missing)" agent.
    fireEvent.click(within(opened(presets, 'renamed')).getByRole('button', { name: 'Remove: renamed' }));
    const nodeId = draft()
      .stages.flatMap((s) => s.nodes)
      .find((n) => n.agent === 'renamed')!.id;
    const node = opened(screen.getByRole('region', { name: 'Workflow' }), nodeId);
    const select = within(node).getByRole('combobox', { name: 'Agent' }) as HTMLSelectElement;
    expect(select.value).toBe('renamed');
    expect(select.selectedOptions[0]!.textContent).toBe('renamed (missing)');
  });

  it('spec limits clamp', () => {
    const draft = setup<SpecProfile>('spec');
    openAdvanced();
    fireEvent.change(spin('Review rerun max rounds'), { target: { value: '-3' } });
    fireEvent.change(spin('Node tool iteration max rounds'), { target: { value: '25' } });
    expect([draft().reviewRerunMaxRounds, draft().nodeIterationMaxRounds]).toEqual([0, 20]);
  });
});

describe('agenda card', () => {
  it('planner prompts, final agent, limits', () => {
    const draft = setup<AgendaProfile>('agenda');
    openRow('Planner');
    fireEvent.input(screen.getByRole('textbox', { name: 'Planner system prompt' }), { target: { value: 'Plan.' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Planner prompt template' }), { target: { value: '{{last_user}}' } });
    expect(draft().planner).toMatchObject({ systemPrompt: 'Plan.', userPromptTemplate: '{{last_user}}' });
    const final = screen.getByRole('combobox', { name: 'Final agent (writes the capsule)' }) as HTMLSelectElement;
    expect(final.value).toBe('finalizer');
    fireEvent.change(final, { target: { value: 'critic' } });
    expect(draft().finalWorkerId).toBe('critic');
    openAdvanced();
    fireEvent.change(spin('Max total agent runs'), { target: { value: '500' } });
    fireEvent.change(spin('Max concurrent agents'), { target: { value: '13' } });
    fireEvent.change(spin('Planner max rounds'), { target: { value: '0' } });
    expect([draft().maxTotalRuns, draft().maxConcurrentWorkers, draft().plannerMaxRounds]).toEqual([200, 12, 1]);
  });

  it('workers: add, rename (the final agent follows), remove (the final agent shows as missing)', () => {
    const draft = setup<AgendaProfile>('agenda');
    const workers = screen.getByRole('region', { name: /^Team \(\d+\)$/ });
    const count = draft().workers.length;
    fireEvent.click(within(workers).getByRole('button', { name: 'Add agent' }));
    expect(draft().workers).toHaveLength(count + 1);
    expect(draft().workers.at(-1)!.id).toBe('agent');
    const fin = opened(workers, 'finalizer');
    fireEvent.input(within(fin).getByRole('textbox', { name: 'Agent ID' }), { target: { value: 'writer' } });
    expect(draft().finalWorkerId).toBe('writer');
    fireEvent.click(within(opened(workers, 'writer')).getByRole('button', { name: 'Remove: writer' }));
    openRow('Planner');
    const final = screen.getByRole('combobox', { name: 'Final agent (writes the capsule)' }) as HTMLSelectElement;
    expect(final.selectedOptions[0]!.textContent).toBe('writer (missing)');
  });

  it('a worker’s skills and tools override', () => {
    const draft = setup<AgendaProfile>('agenda', undefined, ALL_TOOLS);
    const critic = opened(screen.getByRole('region', { name: /^Team \(\d+\)$/ }), 'critic');
    fireEvent.click(within(within(critic).getByRole('group', { name: 'Skills of critic' })).getByRole('button', { name: '+ Inherit mode defaults' }));
    const i = draft().workers.findIndex((w) => w.id === 'critic');
    expect(draft().workers[i]!.skills).toEqual({ visible: ['+'], deny: [] });
    fireEvent.click(within(critic).getByRole('button', { name: /^Tools:/ }));
    fireEvent.click(within(critic).getByRole('radio', { name: 'Custom tools for this agent' }));
    fireEvent.click(within(critic).getByRole('checkbox', { name: 'Override Web search' }));
    expect(draft().workers[i]!.tools).toHaveProperty('search');
  });
});

describe('single card', () => {
  it('node prompts with reset, limits, world info', () => {
    const draft = setup<SingleProfile>('single');
    openRow('Single agent');
    const tpl = screen.getByRole('textbox', { name: 'Single-agent user prompt template' });
    fireEvent.input(tpl, { target: { value: 'x' } });
    expect(draft().node.userPromptTemplate).toBe('x');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to default: Single-agent user prompt template' }));
    expect(draft().node.userPromptTemplate).toBe(defaultProfile('single').node.userPromptTemplate);
    const skills = screen.getByRole('group', { name: 'Single agent skills' });
    expect(skills).toBeTruthy();
    openAdvanced();
    fireEvent.change(spin('Recent messages for orchestration'), { target: { value: '999' } });
    expect(draft().maxRecentMessages).toBe(200);
    fireEvent.click(screen.getByRole('switch', { name: 'Include world info in agent prompts' }));
    expect(draft().includeWorldInfo).toBe(false);
  });
});
