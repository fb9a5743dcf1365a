// Traditional Chinese (Taiwan) strings of the app containers: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { AppKey } from './i18n.ts';
import converted from './app.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<AppKey, string>),
  'embedded.apply': '應用',
  'problem.quarantined': '一筆損壞的記錄（{where}）已移到一旁，其他內容未改動。',
  'problem.standalone.promptPresets': '{n} 個損壞的提示詞預設集已移到一旁；其餘的保留。',
  'problem.standalone.promptPresetsRecord': '提示詞預設集無法讀取，已移到一旁；在你新增預設集之前不會使用任何預設集。',
  'problem.standalone.notPutAside': '一筆損壞的記錄（{key}）無法移到一旁（{detail}），已保持原樣。',
  'problem.profiles.settings': 'Troupe 的設定記錄已損壞（{detail}），已移到一旁，無法讀取的部分已重置（編排可能已關閉：如需使用請重新開啟）。',
  'problem.profiles.library': '{mode} 模式的預設集在載入時已修復（{n} 處改動）；儲存的原預設集已原樣保留在一旁，儲存不會丟失任何內容。',
  'problem.profiles.unreadable': '無法讀取 {mode} 模式的預設集（{detail}）；目前顯示預設值，儲存的原預設集已原樣保留在一旁。',
  'problem.workbench.history': '{scope} 的工作台復原紀錄已損壞並被移到一旁；設定本身沒有改動，但無法再從工作台還原更早的版本。',
} satisfies Record<AppKey, string>;
