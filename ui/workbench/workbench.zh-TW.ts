// Traditional Chinese (Taiwan) strings of the AI workbench: the Simplified table converted at build time
// (scripts/hant-plugin.ts: OpenCC with Taiwan's UI words), then the strings Taiwan says otherwise.
import type { WorkbenchKey } from './i18n.ts';
import converted from './workbench.zh-CN.ts?hant-table';

export default {
  ...(converted as Record<WorkbenchKey, string>),
  'wb.intro': '說出你想改什麼。AI 透過工具讀取設定並提出修改；每一處修改都以差異呈現，由你核准或拒絕，按「套用」才寫入已核准的修改。',
  'wb.example.critic': '加一位評審',
  'wb.example.critic.text': '加一位負責節奏的評審。',
  'wb.example.build.text': '依這段描述搭建整個流程：',
  'wb.undone': '已還原到 {changes} 之前的版本。',
  'wb.try': '試跑',
  'wb.try.help': '用編輯後的設定（所有未被拒絕的修改）在目前的聊天上跑一回合。什麼都不儲存：回覆、筆記、記憶都不會寫入。',
  'wb.dry.title': '試跑——沒有儲存任何內容',
  'wb.dry.regenerate': '聊天以一則回覆結尾，所以這是那則回覆的另一種寫法。',
  'wb.dry.capsule': '主模型會拿到的指引',
  'wb.damaged': '一筆儲存的工作台紀錄已損壞並被移到一旁（{detail}）；這段對話重新開始。',
  'wb.err.unsaved_edits': '面板裡有這個預設集尚未儲存的編輯：請先儲存或還原，以免被蓋掉。',
  'wb.err.conflict': '設定在這段期間已在別處（面板或另一個分頁）儲存，什麼都沒有寫入。請重新查看審閱後再試。',
  'wb.op.skill_set_mode_defaults': '模式層級 Skill',
  'wb.op.limits_set': '設定值：{keys}',
  'wb.op.tools_set.profile': '設定層級的工具',
  'wb.field.bookPattern': '世界書篩選',
  'wb.field.entryPattern': '條目篩選',
  'wb.list.deny': '禁用',
  'wb.diff.mode': '模式層級',
} satisfies Record<WorkbenchKey, string>;
