// Traditional Chinese (Taiwan) strings of the single mode: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { SingleKey } from './i18n.ts';
import converted from './single.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<SingleKey, string>),
  'single.role': '一次呼叫寫出指引。',
} satisfies Record<SingleKey, string>;
