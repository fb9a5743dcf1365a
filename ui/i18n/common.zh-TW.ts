// Traditional Chinese (Taiwan) common strings: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { MessageKey } from './en.ts';
import converted from './common.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<MessageKey, string>),
  'issues.groupIgnored': '已忽略 {count} 個檔案（不屬於任何 Skill）：展開查看',
  'issues.group': '同類問題 {count} 個（{rule}）：展開查看',
  'editor.noText': '此 Skill 沒有可編輯的文字檔。',
  'bundled.edited': '將覆蓋你的修改（{count}）：',
  'bundled.importOverwrite': '匯入並覆蓋我的修改',
  'url.error.url-rate-limit': 'GitHub 對未登入的請求的每小時限額已用完。請稍後再試，或下載 .zip 後用「安裝 .zip……」。',
  'files.new': '新建檔案……',
  'files.deleteQuestion': '從 {name} 中刪除 {path}？此操作無法撤銷。',
  'packages.deleteQuestion': '刪除 Skill 包「{name}」及其編排器和 {count} 個 Worker？此操作無法撤銷。',
  'chatpkg.firstMessage': '你的第一筆訊息將儲存為「{tag}」。',
} satisfies Record<MessageKey, string>;
