// Traditional Chinese (Taiwan) strings of the standalone chat: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { ChatKey } from './i18n.ts';
import converted from './chat.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<ChatKey, string>),
  'conn.demoNote': '一個腳本化的模型，無需帳號、無需連網（{url}）。它扮演每一個代理，讓你看到整個產品的運作；它並不真正理解你的訊息。',
  'conn.baseUrl': 'API 網址',
  'conn.keyElsewhere': '已儲存的金鑰屬於 {from}；除非你重新輸入或在下方確認，否則不會發送到 {to}。',
  'conn.keyStays': '連線已儲存。已儲存的金鑰仍屬於 {from}，不會發送到 {to}。',
  'conn.err.not-found': '{url} 不存在（HTTP 404）。請檢查API 網址，它通常以 /v1 結尾。',
  'conn.err.http': '伺服器對 {url} 回傳了 HTTP {status}。',
  'conn.err.bad-response': '{url} 沒有回傳模型清單。它是 OpenAI 相容服務嗎？',
  'pp.note': '代理請求攜帶的取樣參數與指令。在編排面板的「提示詞預設集」裡為每個代理選擇；留空的欄位使用伺服器的預設值。',
  'pp.unset': '（伺服器預設值）',
  'pp.beforeHint': '作為系統訊息最先送出；每輪保持不變，快取才能重複使用。',
  'pp.after': '代理訊息之後的指令（聊天紀錄之後）',
  'pp.afterHint': '作為系統訊息最後送出。',
} satisfies Record<ChatKey, string>;
