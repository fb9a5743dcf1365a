// What the demo's director agents say to each other, in the shapes the shipped skills define: the main
// agent's briefs (director-dispatch-protocol-en / -zh) and each sub-agent's report (its method skill).
// The shape follows the language of the agent's own prompt (an English preset asks for the English
// formats, a Chinese one for the Chinese formats); the quoted words come from the scene.
import type { DemoLang } from './scene.ts';
import type { Patch } from './text.ts';

export interface Facts {
  /** The character's name. */
  n: string;
  /** The user's last words, quoted short. */
  u: string;
  /** The floor of the user's last message (or -1 when unknown). */
  floor: number;
  /** Messages the scout read with chat_read_range (0: none). */
  read: number;
}

const enFloor = (f: number) => (f >= 0 ? `floor ${f}` : 'the last message');
const zhFloor = (f: number) => (f >= 0 ? `第 ${f} 楼` : '最后一条消息');

export const BRIEFS: Record<DemoLang, Record<'chat' | 'intent' | 'scout' | 'voice' | 'continuity' | 'critic', (f: Facts) => string>> = {
  en: {
    chat: (f) => `Turn: ${f.n} answers "${f.u}".\nFocus: ${f.n}; the user's character.\nQuestion: what must the reply answer, and what has ${f.n} said on this before?\nReturn: at most six items, or "No results: <reason>."`,
    intent: (f) => `Turn: ${f.n} answers "${f.u}".\nFocus: ${f.n}; the user's character.\nUser said: "${f.u}"\nUnsure: do they want the answer now, or ${f.n}'s reaction first?\nReturn: at most six items, or "No results: <reason>."`,
    scout: (f) => `Turn: ${f.n} answers "${f.u}".\nFocus: ${f.n}.\nReturn: what the reply must take into account, at most six items.`,
    voice: (f) => `Turn: ${f.n} answers the question.\nFocus: ${f.n}.\nMoments: the pause before the answer.\nDoubt: does ${f.n} sound like a person or a report there?\nReturn: at most five findings, or "No findings."`,
    continuity: (f) => `Turn: ${f.n} answers the question.\nFocus: ${f.n}; the room; the time of day.\nUnsure: has the chat set the hour?\nReturn: at most five findings, or "No findings."`,
    critic: (f) => `Turn: ${f.n} answers the question.\nReturn: at most five findings, or "No findings."`,
  },
  zh: {
    chat: (f) => `回合: ${f.n}回应用户的“${f.u}”\n焦点: ${f.n}、用户角色\n要回: 这条回复依赖的线索、承诺和人物状态\n问题: 回复必须答的是什么？${f.n}以前在这件事上说过什么？`,
    intent: (f) => `回合: ${f.n}回应用户的“${f.u}”\n焦点: ${f.n}、用户角色\n要回: 用户本回合要什么；世界书里约束写法的条目\n用户原话: “${f.u}”\n拿不准: 用户要的是答案，还是先看${f.n}的反应？`,
    scout: (f) => `回合: ${f.n}回应用户的“${f.u}”\n焦点: ${f.n}\n要回: 回复需要考虑的东西，至多六条`,
    voice: (f) => `回合: ${f.n}回答这个问题\n焦点: ${f.n}\n要回: 数据人笔法、冷设定误读、口吻错位\n最烫的时刻: 回答之前的那一下停顿\n角色提醒: ${f.n}有所保留，但不是冷漠`,
    continuity: (f) => `回合: ${f.n}回答这个问题\n焦点: ${f.n}、屋里、时辰\n要回: 与聊天、世界书的硬冲突\n拿不准的事实: 聊天里交代过时辰没有`,
    critic: (f) => `回合: ${f.n}回答这个问题\n要回: 至多五条意见；没问题回 none: 原因`,
  },
};

export const REPORTS = {
  en: {
    chat: (f: Facts) =>
      `1. Item: the user just asked "${f.u}".\n   Source: ${enFloor(f.floor)}\n   Why it matters now: the reply must answer it, not circle it.\n` +
      `2. Item: ${f.n} has been guarded so far.\n   Source: ${f.read ? `the last ${f.read} messages` : 'the story context'}\n   Why it matters now: warmth should show in a gesture, not be announced.`,
    intent: (f: Facts) =>
      `1. Item: answer "${f.u}" directly.\n   Source: ${enFloor(f.floor)}\n   Why it matters now: it is the question of this turn.\n` +
      `2. Item: implicit: the user is taking their time; keep the pace unhurried.\n   Source: ${enFloor(f.floor)}\n   Why it matters now: a rushed answer would skip the moment they asked for.`,
    scout: () => 'No results: nothing in my sources bears on this turn beyond what the chat shows.',
    voice: (p: Patch) => `1. Quote: ${p.find}\n   Problem: data person at the scene's peak: the moment reads like a report.\n   Fix direction: one look instead of an analysis, for example: "${p.replaceWith}"`,
    continuity: (p: Patch, f: Facts) =>
      `1. Quote: ${p.find}\n   Problem: the chat never set the hour to evening.\n   Fix direction: keep the hour open, for example: "${p.replaceWith}"\n   Contradicting source: ${enFloor(f.floor)}`,
    clean: () => 'No findings.',
    generic: (f: Facts) => `No results: the reply should answer "${f.u}" and stay in character; nothing blocks it.`,
  },
  zh: {
    chat: (f: Facts) =>
      `Item: 用户刚问“${f.u}” / Source: ${zhFloor(f.floor)} / Why: 回复得正面回应，不能绕开\n` +
      `Item: ${f.n}到目前为止一直有所保留 / Source: ${f.read ? `最近 ${f.read} 楼` : '故事上下文'} / Why: 温度要落在动作上，不要宣告出来`,
    intent: (f: Facts) =>
      `Need: [显式] 直接回应“${f.u}” / Source: ${zhFloor(f.floor)} / Why: 这是本回合的问题\n` +
      `Need: [隐式] 用户在慢慢来，节奏别急 / Source: ${zhFloor(f.floor)} / Why: 答得太快会跳过用户要的这一刻`,
    scout: () => 'none: 我这一路的来源里，没有聊天之外与本回合相关的东西',
    voice: (p: Patch) => `1. 「${p.find}」\n   Problem: [数据人] 传感器笔法，不是活人笔法；这偏偏是最该有温度的一刻\n   Fix: 换成一个眼神，不要分析，比如「${p.replaceWith}」`,
    continuity: (p: Patch, f: Facts) =>
      `1. 「${p.find}」\n   Conflict: [硬冲突] 草稿点明了时辰，聊天里从没交代过\n   Source: ${zhFloor(f.floor)}\n   Fix: 不点时辰，比如「${p.replaceWith}」`,
    clean: () => 'none: 核对过草稿，没有要改的',
    generic: (f: Facts) => `none: 回复回应“${f.u}”、守住人物即可，没有障碍`,
  },
} satisfies Record<DemoLang, unknown>;

/**
 * The passages critics want changed and the replacement each proposes, read from their reports in
 * either language's format: `N. Quote: <passage>` … `Fix direction: … "<replacement>"`, or
 * `N. 「<passage>」` … `Fix: … 「<replacement>」`.
 */
export function patchesFromReport(report: string): Patch[] {
  const out: Patch[] = [];
  for (const block of report.split(/\n(?=\d+\. )/)) {
    const en = /^\d+\. Quote: (.+)$/m.exec(block);
    const zh = /^\d+\. 「(.+)」\s*$/m.exec(block);
    const fix = /^\s*Fix(?: direction)?: (.*)$/m.exec(block)?.[1] ?? '';
    const replacement = [...fix.matchAll(/"([^"]+)"|“([^”]+)”|「([^」]+)」/g)].map((m) => m[1] ?? m[2] ?? m[3]).at(-1);
    const find = (en?.[1] ?? zh?.[1])?.trim().replace(/^["“](.*)["”]$/, '$1');
    if (find && replacement) out.push({ find, replaceWith: replacement });
  }
  return out;
}
