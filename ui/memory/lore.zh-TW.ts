// Traditional Chinese (Taiwan) strings of canon in lorebooks: the Simplified table converted at build
// time (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words).
import type { LoreKey } from './lore-i18n.ts';
import converted from './lore.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<LoreKey, string>),
} satisfies Record<LoreKey, string>;
