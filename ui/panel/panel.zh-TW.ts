// Traditional Chinese (Taiwan) strings of the orchestration panel: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { PanelKey } from './i18n.ts';
import converted from './panel.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<PanelKey, string>),
  'turnTeam.hint.full': '整個團隊參與下一則回覆。回覆的滑動（swipe）沿用它寫成時的選擇。',
  'turnTeam.hint.light': '只由寫手寫下一則回覆：更快、更省。回覆的滑動（swipe）沿用它寫成時的選擇。',
  'turnTeam.hint.off': 'Troupe 不接手下一則回覆，由聊天模型自己回覆。回覆的滑動（swipe）沿用它寫成時的選擇。',
  'turnCost.median': '此預設在本聊天中 {runs} 次執行的中位數：{parts}',
  'turnCost.medianLight': '此預設（僅寫手）在本聊天中 {runs} 次執行的中位數：{parts}',
  'turnCost.serial': '{n} 次串列呼叫',
  'preset.cost': '依出廠設定，每回合：{cost}',
  'lint.notices': '{count} 則關於目前環境的說明',
  'lint.code.bad_regex': '正規表示式無效',
  'lint.code.needs_tools': '需要目前環境還沒有的工具',
  'routing.api': 'API 預設集（連線設定檔）',
  'routing.promptGlobal': '（全域編排提示詞預設集）',
  'routing.apiProfile': '（本設定的 API 預設集）',
  'routing.promptProfile': '（本設定的提示詞預設集）',
  'capsule.pos.ANTop': '作者備註之前',
  'capsule.pos.ANBottom': '作者備註之後',
  'hand.note':
    '你自己的工具：參數的 JSON Schema，以及 async function (args) 的函式本體。它們在沙箱中執行，無法存取頁面、聊天、儲存空間、金鑰或網路；只有在你讀過程式碼並允許之後才會執行。在上方「自訂工具」中為代理開啟它們。',
  'hand.name': '工具名稱',
  'hand.code': '程式碼：async function (args) 的函式本體',
  'hand.codeHint': '回傳 JSON 資料。不能存取頁面、儲存空間或網路；eval 無法使用。',
  'hand.resultOk': '{ms} ms 內回傳：{value}',
  'advanced.allDefault': '上限、工具等皆為預設值。',
  'advanced.toolsChanged': '{count} 個工具已變更',
} satisfies Record<PanelKey, string>;
