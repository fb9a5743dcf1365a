// Traditional Chinese (Taiwan) strings of the notes panel: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { NotesKey } from './i18n.ts';
import converted from './notes.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<NotesKey, string>),
} satisfies Record<NotesKey, string>;
