// Traditional Chinese (Taiwan) strings of the Memory section: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { MemoryKey } from './i18n.ts';
import converted from './memory.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<MemoryKey, string>),
  'settings.embeddings.baseUrl': '嵌入服務位址',
  'settings.search.searxng': 'SearXNG 位址',
} satisfies Record<MemoryKey, string>;
