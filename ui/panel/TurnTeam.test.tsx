// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { lang } from '../i18n/index.ts';
import { harness, type HarnessOptions } from './testHarness.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

function setup(opts: HarnessOptions = {}) {
  const { element, handle } = harness(opts);
  render(element);
  return handle;
}

const group = () => screen.getByRole('radiogroup', { name: 'Who writes the reply' });
const radio = (name: string) => within(group()).getByRole('radio', { name }) as HTMLInputElement;

describe('who writes the reply (panel)', () => {
  it('shows the three choices with the current one checked, and a tap reports the new choice', () => {
    const handle = setup({ turnTeam: 'full' });
    expect(
      within(group())
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Full team', 'Writer only', 'Off']);
    expect(radio('Full team').checked).toBe(true);
    fireEvent.click(radio('Writer only'));
    expect(handle.calls).toContainEqual(['setTurnTeam', 'light']);
    expect(radio('Writer only').checked).toBe(true);
    expect(screen.getByText(/The writer alone writes the next reply/)).toBeTruthy();
    fireEvent.click(radio('Off'));
    expect(handle.calls).toContainEqual(['setTurnTeam', 'off']);
    expect(group().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group().getAttribute('aria-describedby')!)!.textContent).toMatch(/chat model's own reply.*Swipes of a reply keep/);
  });

  it('is keyboard-usable: native radios of one group, each focusable', () => {
    setup();
    const radios = within(group()).getAllByRole('radio') as HTMLInputElement[];
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.every((r) => r.tagName === 'INPUT' && r.type === 'radio' && !r.disabled)).toBe(true);
  });

  it('in a capsule mode, writer only says the chat model replies without guidance', () => {
    setup({ mode: 'loop', turnTeam: 'light' });
    expect(screen.getByText(/This mode has no writer alone/)).toBeTruthy();
  });

  it('is labelled in Simplified and Traditional Chinese', async () => {
    lang.value = 'zh-CN';
    setup();
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: '由谁写回复' })).toBeTruthy());
    for (const name of ['完整团队', '仅写手', '关闭']) expect(screen.getByRole('radio', { name })).toBeTruthy();
    lang.value = 'zh-TW';
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: '由誰寫回覆' })).toBeTruthy());
    for (const name of ['完整團隊', '僅寫手', '關閉']) expect(screen.getByRole('radio', { name })).toBeTruthy();
  });
});

describe('the preset’s median cost in this chat (panel)', () => {
  it('says nothing when there are no runs', () => {
    setup({ costMedian: null });
    expect(screen.queryByTestId('cost-median')).toBeNull();
  });

  it('states the median of the runs, leaving out what was not recorded', () => {
    setup({ costMedian: { runs: 5, team: 'full', criticalPath: 4, requests: 6, inputTokens: 14_020, ratio: 6.24 } });
    expect(screen.getByTestId('cost-median').textContent).toBe(
      'This preset, median of 5 runs in this chat: 4 serial calls · 6 requests · 14 k input tokens · 6.2× a plain reply',
    );
    cleanup();
    setup({ costMedian: { runs: 1, team: 'light', requests: 1 } });
    expect(screen.getByTestId('cost-median').textContent).toBe('This preset, writer only, median of 1 run in this chat: 1 request');
  });

  it('in Chinese', async () => {
    lang.value = 'zh-CN';
    setup({ costMedian: { runs: 3, team: 'full', criticalPath: 2, requests: 3, ratio: 1.5 } });
    await waitFor(() =>
      expect(screen.getByTestId('cost-median').textContent).toBe('此预设在本聊天中 3 次运行的中位数：2 次串行调用 · 3 个请求 · 普通回复的 1.5 倍'),
    );
  });
});
