// Traditional Chinese (Taiwan) strings of the agenda mode: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { AgendaKey } from './i18n.ts';
import converted from './agenda.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<AgendaKey, string>),
  'agenda.maxConcurrent': '同時執行的 Agent 上限',
} satisfies Record<AgendaKey, string>;
