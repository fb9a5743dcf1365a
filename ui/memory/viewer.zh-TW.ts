// Traditional Chinese (Taiwan) strings of the Memory viewer: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { ViewerKey } from './viewer-i18n.ts';
import converted from './viewer.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<ViewerKey, string>),
  'memory.noMatch': '沒有匹配的節點。',
  'memory.undone': '記憶已隨聊天更新：撤銷 {undone} 個回合，恢復 {redone} 個。',
} satisfies Record<ViewerKey, string>;
