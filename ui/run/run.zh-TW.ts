// Traditional Chinese (Taiwan) strings of the run view: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { RunKey } from './i18n.ts';
import converted from './run.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<RunKey, string>),
  'run.replayShown': '目前顯示的是離線重播，不是原始記錄。',
  'cost.serial': '{n} 次串列呼叫',
  'cost.noTokens': '提供者未回報 token 用量',
  'timeline.hint': '每個代理一條泳道。方向鍵在條目間移動；Enter檢視詳情。',
  'detail.noUsage': '供應商沒有報告此回應的用量。',
  'detail.arguments': '引數',
  'prices.hint': '費用 =（輸入 − 快取）× 輸入價格 + 快取 × 快取價格 + 輸出 × 輸出價格。token 數來自供應商報告的用量。',
  'capsule.hint': '本輪注入的指引。這條訊息的滑動與重新產生都會重複使用它；編輯它即可引導後續生成。',
  'capsule.savedCached': '已儲存。這條訊息的滑動與重新產生現在會使用它。',
  'replay.profile': '設定檔',
  'replay.recorded': '依照記錄',
  'replay.current': '目前的 {mode} 設定檔',
} satisfies Record<RunKey, string>;
