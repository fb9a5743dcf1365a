// Strings of the app-level containers (connected panel, consent banner, embedded-skills offer).
import { format, lang, type MessageParams } from '../i18n/index.ts';
import { appZhTW } from './i18n-zh-TW.ts';

export const appEn = {
  'consent.title': 'This character card carries Troupe settings',
  'consent.overrides': 'Orchestration override for: {modes}.',
  'consent.skills': '{n} {n:skill|skills} for this character: {names}.',
  'consent.question': 'Enable them? They run only after you agree, like embedded scripts.',
  'consent.enable': 'Enable',
  'consent.ignore': 'Not now',
  'consent.done': 'Enabled the card’s settings.',
  'embedded.title': 'Skills in the imported profile',
  'embedded.intro': 'The file carries {n} {n:skill|skills}. Choose what to do with each; they go to {scope}.',
  'embedded.new': 'new',
  'embedded.same': 'already installed, same content',
  'embedded.differs': 'installed, different content',
  'embedded.invalid': 'cannot be installed',
  'embedded.install': 'Install',
  'embedded.replace': 'Replace',
  'embedded.skip': 'Skip',
  'embedded.choice': 'What to do with {name}',
  'embedded.apply': 'Apply',
  'embedded.applied': 'Installed {n} {n:skill|skills}.',
  'run.running': 'running',
  'panel.heading': 'Multi-agent orchestration',
  'trace.export': 'Export last run trace',
  'trace.usage': '{tokens} tokens · {seconds} s',
  'detail.finalized': 'finalized',
  'detail.max-rounds': 'round limit reached',
  'detail.aborted': 'stopped',
  'detail.chat-changed': 'chat changed',
  'detail.error': 'error',
  'detail.completed': 'capsule ready',
  'detail.reused': 'capsule reused',
  'detail.empty': 'no guidance',
  'detail.failed': 'failed',
  'detail.skipped': 'skipped',
} as const;

export type AppKey = keyof typeof appEn;

export const appZhCN: Record<AppKey, string> = {
  'consent.title': '此角色卡带有 Troupe 设置',
  'consent.overrides': '编排覆盖：{modes}。',
  'consent.skills': '此角色的 {n} 个 Skill：{names}。',
  'consent.question': '要启用吗？与内嵌脚本一样，需要你同意后才会生效。',
  'consent.enable': '启用',
  'consent.ignore': '暂不',
  'consent.done': '已启用角色卡的设置。',
  'embedded.title': '导入的配置中的 Skill',
  'embedded.intro': '文件中带有 {n} 个 Skill。请为每个选择处理方式；它们将安装到 {scope}。',
  'embedded.new': '新的',
  'embedded.same': '已安装，内容相同',
  'embedded.differs': '已安装，内容不同',
  'embedded.invalid': '无法安装',
  'embedded.install': '安装',
  'embedded.replace': '替换',
  'embedded.skip': '跳过',
  'embedded.choice': '如何处理 {name}',
  'embedded.apply': '应用',
  'embedded.applied': '已安装 {n} 个 Skill。',
  'run.running': '运行中',
  'panel.heading': '多智能体编排',
  'trace.export': '导出上一轮运行记录',
  'trace.usage': '{tokens} 个 token · {seconds} 秒',
  'detail.finalized': '已定稿',
  'detail.max-rounds': '达到轮数上限',
  'detail.aborted': '已停止',
  'detail.chat-changed': '聊天已切换',
  'detail.error': '出错',
  'detail.completed': '胶囊已生成',
  'detail.reused': '复用胶囊',
  'detail.empty': '没有指导',
  'detail.failed': '失败',
  'detail.skipped': '已跳过',
};

const tables = { en: appEn, 'zh-CN': appZhCN, 'zh-TW': appZhTW } as const;

export function at(key: AppKey, params?: MessageParams): string {
  return format(tables[lang.value][key] ?? appEn[key], params);
}
