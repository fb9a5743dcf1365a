// The memory line's words as SillyTavern's line gets them: the chat area's strings, in SillyTavern's
// language, through the one formatter the page's fold uses.
import { afterEach, expect, test } from 'vitest';
import { memoryLine } from '../../src/core/memory/memory-line.ts';
import { lang } from '../i18n/index.ts';
import { memoryLineStrings } from './memory-line-strings.ts';

afterEach(() => {
  lang.value = 'en';
});

const none = { created: 0, edited: 0, deleted: 0, linked: 0, unlinked: 0, rolledUp: 0 };
const m = { applied: { ...none, created: 2, edited: 1 }, pending: { ...none, linked: 1 }, pendingCount: 1 };

test('SillyTavern’s locale picks the language: English, Simplified and Traditional Chinese', async () => {
  const en = await memoryLineStrings('en-us');
  expect([memoryLine(m, en), en('fold.memory.show')]).toEqual(['memory: +2 nodes, 1 edit · pending review: +1 link', 'Show in Memory']);
  const zh = await memoryLineStrings('zh-cn');
  expect([memoryLine(m, zh), zh('fold.memory.show')]).toEqual(['记忆：+2 个节点，1 处编辑 · 待审核：+1 条连接', '在记忆中查看']);
  const tw = await memoryLineStrings('zh-tw');
  expect(memoryLine(m, tw)).toMatch(/^記憶：\+2 個節點/);
});
