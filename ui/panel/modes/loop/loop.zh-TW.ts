// Traditional Chinese (Taiwan) strings of the loop mode: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { LoopKey } from './i18n.ts';
import converted from './loop.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<LoopKey, string>),
  'loop.wallClock': 'Loop 實際耗時上限（秒）',
  'loop.role': '在迴圈中呼叫工具，然後寫出指引。',
} satisfies Record<LoopKey, string>;
