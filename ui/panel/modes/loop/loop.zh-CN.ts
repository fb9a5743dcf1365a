// Simplified Chinese strings of the loop mode (ui/i18n loads them when the language is chosen).
import type { LoopKey } from './i18n.ts';

export default {
  'mode.loop': '单 Agent 循环 (loop)',
  'mode.hint.loop': '单个 Agent 在工具循环中运行，最后定稿一份指导 capsule。',
  'loop.agent': 'Loop Agent',
  'loop.prompt': 'Loop 系统提示词',
  'loop.agentSkills': 'Loop Agent Skills',
  'loop.maxRounds': 'Loop 最大轮次',
  'loop.wallClock': 'Loop 墙钟预算（秒）',
  'loop.finalize': 'finalize 对 Loop Agent 始终可用。',
  'loop.role': '在循环中调用工具，然后写出指导。',
} satisfies Record<LoopKey, string>;
