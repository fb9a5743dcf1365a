// Simplified Chinese strings of the agenda mode (ui/i18n loads them when the language is chosen).
import type { AgendaKey } from './i18n.ts';

export default {
  'mode.agenda': 'Agenda 规划器',
  'mode.hint.agenda': 'Planner 分轮派遣 Agent，最终 Agent 写出 capsule。',
  'agenda.planner': 'Planner',
  'agenda.plannerPrompt': 'Planner 系统提示词',
  'agenda.plannerTemplate': 'Planner 提示词模板',
  'agenda.plannerSkills': 'Planner Skills',
  'agenda.workers': 'Agenda Agents',
  'agenda.workerId': 'Agent ID',
  'agenda.addWorker': '添加 Agent',
  'agenda.finalWorker': '最终 Agent（写出 capsule）',
  'agenda.finalMissing': '{name}（缺失）',
  'agenda.plannerMaxRounds': 'Planner 最大轮数',
  'agenda.maxConcurrent': '最大并行 Agent 数',
  'agenda.maxTotal': '最大 Agent 调用总数',
  'agenda.workerMaxRounds': 'Agent 工具调用最大轮数',
  'agenda.plannerRole': '规划每一轮并派遣 Agent。',
  'agenda.finalBadge': '最终',
} satisfies Record<AgendaKey, string>;
