// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultProfile, type DirectorProfile, type LoopProfile } from '../../src/core/profiles/index.ts';
import { lang } from '../i18n/index.ts';
import { summary } from '../skills/testFixtures.ts';
import { harness, type HarnessOptions, openAdvanced, openRow } from './testHarness.tsx';
import { loadModeCards } from './modes/index.ts';

// The capsule modes' cards load from their own chunk in the product; here they are loaded before the tests.
beforeAll(() => loadModeCards());

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const inventory = ['alpha', 'beta', 'gamma', 'delta'].map((n) => summary(n));

function setup(opts: HarnessOptions = {}) {
  const { element, handle } = harness({ inventory, ...opts });
  const utils = render(element);
  return { ...utils, handle };
}

const modeSkillsRow = () => screen.getByRole('group', { name: 'Mode-level skills (baseline for every agent)' });
const statusWords = () => document.querySelector('.troupe-status [role="status"]')!.textContent;
const modeSelect = () => screen.getByRole('combobox', { name: 'Execution mode' }) as HTMLSelectElement;

describe('<OrchestrationPanel> header', () => {
  it('the Enabled switch reports the new state', () => {
    const { handle } = setup();
    const sw = screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement;
    expect(sw.checked).toBe(false);
    fireEvent.click(sw);
    expect(handle.calls).toContainEqual(['setEnabled', true]);
    expect((screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the five modes and switching renders that mode’s card', () => {
    const { handle, container } = setup();
    // Director, then the capsule modes from the cheapest: single is the one a user meets first.
    expect([...modeSelect().options].map((o) => o.value)).toEqual(['director', 'single', 'loop', 'spec', 'agenda']);
    expect(container.querySelector('[data-card="director"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Main agent' })).toBeTruthy();
    fireEvent.change(modeSelect(), { target: { value: 'agenda' } });
    expect(handle.calls).toContainEqual(['setMode', 'agenda']);
    expect(container.querySelector('[data-card="agenda"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Main agent' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Planner' })).toBeTruthy();
  });

  it('a shipped preset, as shipped, says what it costs per turn; a renamed or own preset says nothing', () => {
    setup({ mode: 'single' });
    expect(screen.getByTestId('shipped-cost').textContent).toBe('As shipped, per turn: One call before the reply, about 0.7× a plain reply.');
    cleanup();
    setup({ mode: 'single', presets: { items: [{ id: 'default', name: 'My single' }], activeId: 'default' } });
    expect(screen.queryByTestId('shipped-cost')).toBeNull();
  });

  it('switching mode re-renders the skills rows from that mode’s own profile', () => {
    const director = { ...defaultProfile('director'), skills: { visible: ['alpha'], deny: [] } } as DirectorProfile;
    const loop = { ...defaultProfile('loop'), skills: { visible: ['beta'], deny: ['gamma'] } } as LoopProfile;
    const { handle } = setup({ profiles: { director, loop } });
    // Director: edit its mode row (remove alpha).
    fireEvent.click(within(modeSkillsRow()).getByRole('button', { name: 'alpha (visible)' }));
    expect((handle.drafts.director as DirectorProfile).skills.visible).toEqual([]);
    // Loop shows its own lists, untouched.
    fireEvent.change(modeSelect(), { target: { value: 'loop' } });
    expect(within(modeSkillsRow()).getByRole('button', { name: 'beta (visible)' })).toBeTruthy();
    expect(within(modeSkillsRow()).getByRole('button', { name: 'gamma (denied)' })).toBeTruthy();
    expect(within(modeSkillsRow()).queryByRole('button', { name: /^alpha/ })).toBeNull();
    // Back to director: its edit is still there and loop's lists did not leak in.
    fireEvent.change(modeSelect(), { target: { value: 'director' } });
    expect(within(modeSkillsRow()).queryByRole('button', { name: /^alpha/ })).toBeNull();
    expect(within(modeSkillsRow()).queryByRole('button', { name: /^beta/ })).toBeNull();
    expect((handle.drafts.loop as LoopProfile).skills).toEqual({ visible: ['beta'], deny: ['gamma'] });
  });

  it('Manage Skills… calls its action', () => {
    const { handle } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Skills…' }));
    expect(handle.calls).toContainEqual(['openManageSkills']);
  });
});

describe('status line', () => {
  it('says when nothing ran yet', () => {
    setup();
    expect(statusWords()).toBe('Last run: none yet');
  });

  it('shows a running turn with its time and detail outside the live region', () => {
    const { container } = setup({ lastRun: { status: 'running', mode: 'director', durationMs: 2340, detail: '3 sub-agents' } });
    expect(statusWords()).toBe('Running: Director (multi-agent)');
    expect(container.querySelector('.troupe-status')!.textContent).toBe('Running: Director (multi-agent) · 2.3 s · 3 sub-agents');
  });

  it('shows a failed run with its error', () => {
    const { container } = setup({ lastRun: { status: 'error', mode: 'loop', error: 'HTTP 429' } });
    expect(container.querySelector('.troupe-status')!.textContent).toBe('Last run: failed · Loop (single-agent loop) · HTTP 429');
  });
});

describe('profile check (lint)', () => {
  it('lists lintProfile findings: dangling sub-agent ids, skills not installed, impossible limits', () => {
    const p = defaultProfile('director');
    const director = {
      ...p,
      mainAgent: { ...p.mainAgent, systemPrompt: 'Dispatch `ghost_scout` first.' },
      skills: { visible: ['alpha', 'not-here'], deny: [] },
      maxConcurrentSubagents: 10,
      maxTotalSubagentRuns: 4,
    } as DirectorProfile;
    setup({ profiles: { director } });
    const list = screen.getByRole('region', { name: /^Profile check/ });
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items.some((t) => t.includes('Unknown sub-agent in the main prompt') && t.includes('ghost_scout'))).toBe(true);
    expect(items.some((t) => t.includes('Skill not installed') && t.includes('not-here'))).toBe(true);
    expect(items.some((t) => t.includes('Limit cannot be met'))).toBe(true);
  });

  it('updates as the draft changes and its path button focuses the field', async () => {
    const p = defaultProfile('director');
    const director = { ...p, skills: { visible: ['not-here'], deny: [] } } as DirectorProfile;
    setup({ profiles: { director } });
    const list = () => screen.getByRole('region', { name: /^Profile check/ });
    expect(within(list()).getAllByText(/not-here/).length).toBeGreaterThan(0);
    fireEvent.click(within(modeSkillsRow()).getByRole('button', { name: 'not-here (not installed)' }));
    expect(within(list()).queryByText(/not-here/)).toBeNull();

    // A limit problem: its path button moves focus to that input (under Advanced, open here).
    openAdvanced();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum concurrent sub-agents' }), { target: { value: '16' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Maximum total sub-agent runs per turn' }), { target: { value: '5' } });
    const item = within(list())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Limit cannot be met'))!;
    const goto = within(item).getByRole('button');
    // Advanced closed again: the path button opens it and focuses the field.
    fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(screen.queryByRole('spinbutton', { name: 'Maximum concurrent sub-agents' })).toBeNull();
    fireEvent.click(goto);
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.path).toBe(goto.textContent));
  });

  it('a problem inside a closed agent row opens that row and focuses the field', async () => {
    const p = defaultProfile('director');
    const director = { ...p, subAgents: [{ ...p.subAgents[0]!, skills: { visible: ['gone-skill'], deny: [] } }, ...p.subAgents.slice(1)] } as DirectorProfile;
    setup({ profiles: { director } });
    const list = screen.getByRole('region', { name: /^Profile check/ });
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('gone-skill') && li.textContent.includes('subAgents[0]'))!;
    const goto = within(item).getByRole('button');
    const row = screen.getByRole('group', { name: p.subAgents[0]!.id });
    expect(row.querySelector('.troupe-row__toggle')!.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(goto);
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true));
    expect(row.querySelector('.troupe-row__toggle')!.getAttribute('aria-expanded')).toBe('true');
    // Advanced stayed closed: the field was not there.
    expect(screen.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('the summary line says how many problems and takes focus to the list', () => {
    const p = defaultProfile('director');
    setup({ profiles: { director: { ...p, skills: { visible: ['nope-1', 'nope-2'], deny: [] } } as DirectorProfile } });
    const summaryBtn = screen.getByRole('button', { name: /^Profile check: \d+ problems$/ });
    fireEvent.click(summaryBtn);
    expect(document.activeElement?.textContent).toMatch(/^Profile check/);
    expect(document.activeElement?.closest('section')).toBe(screen.getByRole('region', { name: /^Profile check/ }));
  });
});

describe('Chinese labels', () => {
  it('names controls in Simplified Chinese', () => {
    lang.value = 'zh-CN';
    setup({ card: { name: 'Alice', overrideActive: true } });
    expect(screen.getByRole('switch', { name: '启用' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '执行模式' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出编排' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存到角色卡覆写' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '清除角色卡覆写' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '管理 Skills…' })).toBeTruthy();
    expect(screen.getByText('角色卡覆写已启用')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '主代理' })).toBeTruthy();
    openRow('主代理');
    expect(screen.getByRole('textbox', { name: '主代理系统提示词' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '高级' })).toBeTruthy();
    openAdvanced();
    expect(screen.getByRole('switch', { name: '中断时丢弃半成品消息' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '使用流式传输' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '同时派遣的子代理最大数' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加子代理' })).toBeTruthy();
    openRow(defaultProfile('director').subAgents[0]!.id);
    expect(screen.getAllByRole('button', { name: /^上移：/ }).length).toBeGreaterThan(0);
    openRow('主代理');
    expect(screen.getByRole('group', { name: '主代理 Skills' })).toBeTruthy();
  });

  it('re-renders in the new language when it changes', () => {
    setup();
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeTruthy();
    lang.value = 'zh-CN';
    return Promise.resolve().then(() => {
      expect(screen.getByRole('switch', { name: '启用' })).toBeTruthy();
    });
  });
});
