// @vitest-environment happy-dom
// The angle card: the offered angles, keys 1–n, the arrows, the own angle, "let the writer choose",
// the countdown of a timed pause, and Chinese.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach, expect, test, vi } from 'vitest';
import type { AngleChoice } from '../../src/core/engines/runtime/angles.ts';
import type { PendingAngle } from '../../src/app/turns/angle-pause.ts';
import { lang, loadLang } from '../i18n/index.ts';
import { AnglePrompt } from './AnglePrompt.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

function setup(over: Partial<PendingAngle> = {}) {
  const answers: AngleChoice[] = [];
  const pending = signal<PendingAngle | null>({
    storeKey: 'c',
    angles: ['the storm — it cuts them off', 'the keeper lies — he hides the log'],
    restored: false,
    ...over,
  });
  const pauses = { pending, answer: (c: AngleChoice) => void answers.push(c) };
  render(<AnglePrompt pauses={pauses} />);
  return { answers, pending, card: () => screen.queryByRole('group', { name: 'Choose the angle of this reply' }) };
}

test('the angles as buttons, the first focused; a number key, the arrows + Enter, or a click picks', () => {
  const { answers, card } = setup();
  const options = card()!.querySelectorAll('button.troupe-angle__option');
  expect([...options].map((b) => b.textContent)).toEqual(['1the storm — it cuts them off', '2the keeper lies — he hides the log']);
  expect(document.activeElement).toBe(options[0]);
  fireEvent.keyDown(options[0]!, { key: '2' });
  fireEvent.keyDown(options[0]!, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(options[1]);
  fireEvent.keyDown(options[1]!, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(options[0]);
  fireEvent.keyDown(options[0]!, { key: '3' });
  fireEvent.click(options[0]!);
  expect(answers).toEqual([
    { kind: 'angle', index: 1, text: 'the keeper lies — he hides the log' },
    { kind: 'angle', index: 0, text: 'the storm — it cuts them off' },
  ]);
});

test('your own angle (Enter in the field; digits there are text), or the writer chooses', () => {
  const { answers } = setup();
  const field = screen.getByRole('textbox', { name: 'Your own angle' });
  expect(screen.getByRole('button', { name: 'Use my angle' })).toHaveProperty('disabled', true);
  fireEvent.input(field, { target: { value: ' 2 she lies about the map ' } });
  fireEvent.keyDown(field, { key: '2' });
  fireEvent.submit(field.closest('form')!);
  fireEvent.click(screen.getByRole('button', { name: 'Let the writer choose' }));
  expect(answers).toEqual([{ kind: 'own', text: '2 she lies about the map' }, { kind: 'auto' }]);
});

test('nothing pending, nothing shown; a timed pause counts down; a restored one says so', () => {
  vi.useFakeTimers({ now: 1_000_000 });
  try {
    const { pending, card } = setup({ deadline: 1_000_000 + 30_000, restored: true });
    expect(card()!.textContent).toContain('The writer chooses in 30 s.');
    expect(card()!.textContent).toContain('was waiting for your angle when the page closed');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(card()!.textContent).toContain('The writer chooses in 20 s.');
    act(() => {
      pending.value = null;
    });
    expect(card()).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('speaks Simplified Chinese', async () => {
  await loadLang('zh-CN');
  lang.value = 'zh-CN';
  setup();
  expect(screen.getByRole('group', { name: '选这次回复的角度' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '让执笔人选' })).toBeTruthy();
});
