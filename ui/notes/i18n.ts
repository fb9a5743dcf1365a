// Strings of the notes panel.
import { format, lang, type MessageParams } from '../i18n/index.ts';

export const notesEn = {
  'notes.title': 'Notes',
  'notes.open': 'Notes',
  'notes.intro': 'The plot threads the team keeps for this chat. Every agent reads the open ones each turn; what you change here is what the next turn sees.',
  'notes.noChat': 'Open a chat to see its notes.',
  'notes.openHeading': 'Open ({n})',
  'notes.closedHeading': 'Closed ({n})',
  'notes.none': 'No notes yet.',
  'notes.trigger': 'When: {trigger}',
  'notes.openedBy': 'Opened by {by}',
  'notes.openedByTurn': 'Opened by {by} in message #{turn}',
  'notes.closedBy': 'Closed by {by}',
  'notes.closedByTurn': 'Closed by {by} in message #{turn}',
  'notes.reason': 'Why: {reason}',
  'notes.you': 'you',
  'notes.unknown': 'an earlier turn',
  'notes.edit': 'Edit',
  'notes.close': 'Close',
  'notes.reopen': 'Reopen',
  'notes.delete': 'Delete',
  'notes.deleteConfirm': 'Delete this note? Agents will not see it again.',
  'notes.save': 'Save',
  'notes.cancel': 'Cancel',
  'notes.add': 'Add note',
  'notes.addHeading': 'New note',
  'notes.text': 'Note',
  'notes.triggerLabel': 'When it should be picked up (optional)',
  'notes.closeReason': 'Why it is closed (optional)',
  'notes.added': 'Note added.',
  'notes.item': 'Note: {text}',
} as const;

export type NotesKey = keyof typeof notesEn;

export const notesZhCN: Record<NotesKey, string> = {
  'notes.title': '笔记',
  'notes.open': '笔记',
  'notes.intro': '团队为本聊天保留的剧情线索。每一轮所有代理都会读取未关闭的笔记；你在这里的改动就是下一轮看到的内容。',
  'notes.noChat': '打开一个聊天以查看它的笔记。',
  'notes.openHeading': '未关闭（{n}）',
  'notes.closedHeading': '已关闭（{n}）',
  'notes.none': '还没有笔记。',
  'notes.trigger': '时机：{trigger}',
  'notes.openedBy': '由 {by} 创建',
  'notes.openedByTurn': '由 {by} 在消息 #{turn} 创建',
  'notes.closedBy': '由 {by} 关闭',
  'notes.closedByTurn': '由 {by} 在消息 #{turn} 关闭',
  'notes.reason': '原因：{reason}',
  'notes.you': '你',
  'notes.unknown': '较早的轮次',
  'notes.edit': '编辑',
  'notes.close': '关闭',
  'notes.reopen': '重新打开',
  'notes.delete': '删除',
  'notes.deleteConfirm': '删除这条笔记？代理将不再看到它。',
  'notes.save': '保存',
  'notes.cancel': '取消',
  'notes.add': '添加笔记',
  'notes.addHeading': '新笔记',
  'notes.text': '笔记',
  'notes.triggerLabel': '何时使用（可选）',
  'notes.closeReason': '关闭原因（可选）',
  'notes.added': '已添加笔记。',
  'notes.item': '笔记：{text}',
};

const tables = { en: notesEn, 'zh-CN': notesZhCN } as const;

export function nt(key: NotesKey, params?: MessageParams): string {
  return format(tables[lang.value][key] ?? notesEn[key], params);
}
