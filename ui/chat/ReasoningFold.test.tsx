// @vitest-environment happy-dom
// The fold's memory line: what a reply's turn did to memory, what still waits for review, and the
// button that opens the Memory section at it — in English and Chinese.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, test } from 'vitest';
import { lang, loadLang } from '../i18n/index.ts';
import { memoryLine, ReasoningFold, type FoldMemory } from './ReasoningFold.tsx';

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

const none = { created: 0, edited: 0, deleted: 0, linked: 0, unlinked: 0, rolledUp: 0 };
const memory: FoldMemory = { applied: { ...none, created: 2, edited: 1 }, pending: { ...none, linked: 1 }, pendingCount: 1 };

test('the memory section says what was applied and what waits; Show in Memory opens it', () => {
  let shown = 0;
  render(<ReasoningFold text={'### [main-1]\nwrote'} live={false} memory={memory} onShowMemory={() => shown++} />);
  expect(document.querySelector('.troupe-fold__memory.is-pending .troupe-fold__text')?.textContent).toContain(
    'memory: +2 nodes, 1 edit · pending review: +1 link',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show in Memory' }));
  expect(shown).toBe(1);
  expect(memoryLine({ applied: { ...none, deleted: 1, rolledUp: 1 }, pending: none, pendingCount: 0 })).toBe('memory: −1 node, 1 roll-up');
});

test('a reply with memory changes but no reasoning text still has the section, in Chinese too', async () => {
  await loadLang('zh-CN');
  lang.value = 'zh-CN';
  render(<ReasoningFold text="" live={false} memory={memory} />);
  expect(document.querySelector('.troupe-fold__empty')).toBeNull();
  expect(document.querySelector('.troupe-fold__memory .troupe-fold__text')?.textContent).toBe('记忆：+2 个节点，1 处编辑 · 待审核：+1 条连接 ');
});
