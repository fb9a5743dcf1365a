// Traditional Chinese (Taiwan) strings of the director mode: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { DirectorKey } from './i18n.ts';
import converted from './director.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<DirectorKey, string>),
  'director.streamingHint': '主代理與子代理皆使用串流；子代理區段在思考摺疊中即時生長。',
  'director.waveHint.dispatch': '主代理依描述選擇它；它的報告即派遣的回答。',
  'director.waveHint.after': '在回覆顯示後執行；它寫下的內容歸屬於這則回覆。',
} satisfies Record<DirectorKey, string>;
