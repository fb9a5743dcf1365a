// Simplified Chinese strings of the single mode (ui/i18n loads them when the language is chosen).
import type { SingleKey } from './i18n.ts';

export default {
  'mode.single': '单 Agent',
  'mode.hint.single': '一个节点、一次调用，写出 capsule。',
  'single.node': '单 Agent',
  'single.prompt': '单 Agent 系统提示词',
  'single.template': '单 Agent 用户提示词模板',
  'single.skills': '单 Agent Skills',
  'single.role': '一次调用写出指导。',
} satisfies Record<SingleKey, string>;
