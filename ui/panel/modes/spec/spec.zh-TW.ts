// Traditional Chinese (Taiwan) strings of the spec mode: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { SpecKey } from './i18n.ts';
import converted from './spec.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<SpecKey, string>),
  'spec.agentsNote': '身分範本：提示詞與路由。工具和 Skills 掛在節點上。',
  'spec.serial': '依序',
  'spec.serialForced': '含評審節點的階段按依序執行。',
} satisfies Record<SpecKey, string>;
