// What the demo's director agents say to each other, in the shapes the shipped texts define: the main
// agent's tasks (what each member's description asks for) and each sub-agent's report (its role's format).
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
    chat: (f) => `What must the reply to "${f.u}" answer, and what has ${f.n} said on this before?`,
    intent: (f) => `The user said "${f.u}". Do they want the answer now, or ${f.n}'s reaction first?`,
    scout: (f) => `${f.n} answers "${f.u}": what must the reply take into account?`,
    voice: (f) => `The pause before ${f.n} answers: does she sound like a person or a report there?`,
    continuity: (f) => `Has the chat set the hour? ${f.n}, the room, the time of day.`,
    critic: (f) => `${f.n} answers the question: what would you change?`,
  },
  zh: {
    chat: (f) => `回复“${f.u}”必须回答什么？${f.n}以前在这件事上说过什么？`,
    intent: (f) => `用户说“${f.u}”。要的是答案，还是先看${f.n}的反应？`,
    scout: (f) => `${f.n}回应“${f.u}”：回复需要考虑什么？`,
    voice: (f) => `${f.n}回答之前的那一下停顿：像人，还是像报告？`,
    continuity: (f) => `聊天里交代过时辰没有？${f.n}、屋里、时辰。`,
    critic: (f) => `${f.n}回答这个问题：你会改哪里？`,
  },
};

export const REPORTS = {
  en: {
    chat: (f: Facts) =>
      `1. Item: the user just asked "${f.u}".\n   Source: ${enFloor(f.floor)}\n   Why: the reply must answer it, not circle it.\n` +
      `2. Item: ${f.n} has been guarded so far.\n   Source: ${f.read ? `the last ${f.read} messages` : 'the story context'}\n   Why: warmth should show in a gesture, not be announced.`,
    intent: (f: Facts) =>
      `1. Item: [request] answer "${f.u}" directly.\n   Source: ${enFloor(f.floor)}\n   Why: it is the question of this turn.\n` +
      `2. Item: [signal] the user is taking their time; keep the pace unhurried.\n   Source: ${enFloor(f.floor)}\n   Why: a rushed answer would skip the moment they asked for.`,
    scout: () => 'No results: nothing in my sources bears on this turn beyond what the chat shows.',
    voice: (p: Patch) =>
      `1. Quote: "${p.find}"\n   Problem: [data person] at the scene's peak the moment reads like a report.\n   Fix: one look instead of an analysis, for example: "${p.replaceWith}"`,
    continuity: (p: Patch, f: Facts) =>
      `1. Quote: "${p.find}"\n   Problem: [contradiction] the draft sets the hour to evening; the chat never did.\n   Source: ${enFloor(f.floor)}\n   Fix: keep the hour open, for example: "${p.replaceWith}"`,
    clean: () => 'No results: I checked the draft against the chat; nothing to change.',
    generic: (f: Facts) => `No results: the reply should answer "${f.u}" and stay in character; nothing blocks it.`,
  },
  zh: {
    chat: (f: Facts) =>
      `1. Item: 用户刚问“${f.u}”\n   Source: ${zhFloor(f.floor)}\n   Why: 回复得正面回应，不能绕开\n` +
      `2. Item: ${f.n}到目前为止一直有所保留\n   Source: ${f.read ? `最近 ${f.read} 楼` : '故事上下文'}\n   Why: 温度要落在动作上，不要宣告出来`,
    intent: (f: Facts) =>
      `1. Item: [要求] 直接回应“${f.u}”\n   Source: ${zhFloor(f.floor)}\n   Why: 这是本回合的问题\n` +
      `2. Item: [信号] 用户在慢慢来，节奏别急\n   Source: ${zhFloor(f.floor)}\n   Why: 答得太快会跳过用户要的这一刻`,
    scout: () => 'No results: 我这一路的来源里，没有聊天之外与本回合相关的东西。',
    voice: (p: Patch) =>
      `1. Quote: 「${p.find}」\n   Problem: [数据人] 传感器笔法，不是活人笔法；这偏偏是最该有温度的一刻\n   Fix: 换成一个眼神，不要分析，比如「${p.replaceWith}」`,
    continuity: (p: Patch, f: Facts) =>
      `1. Quote: 「${p.find}」\n   Problem: [矛盾] 草稿点明了时辰，聊天里从没交代过\n   Source: ${zhFloor(f.floor)}\n   Fix: 不点时辰，比如「${p.replaceWith}」`,
    clean: () => 'No results: 核对过草稿，没有要改的。',
    generic: (f: Facts) => `No results: 回复回应“${f.u}”、守住人物即可，没有障碍。`,
  },
} satisfies Record<DemoLang, unknown>;

/**
 * The passages critics want changed and the replacement each proposes, read from their reports (the
 * same keys in both languages): `N. Quote: "<passage>"` or `N. Quote: 「<passage>」` … `Fix: … "<replacement>"`.
 */
export function patchesFromReport(report: string): Patch[] {
  const out: Patch[] = [];
  for (const block of report.split(/\n(?=\d+\. )/)) {
    const en = /^\d+\. Quote: (.+)$/m.exec(block);
    const zh = /^\d+\. (?:Quote: )?「(.+)」\s*$/m.exec(block);
    const fix = /^\s*Fix(?: direction)?: (.*)$/m.exec(block)?.[1] ?? '';
    const replacement = [...fix.matchAll(/"([^"]+)"|“([^”]+)”|「([^」]+)」/g)].map((m) => m[1] ?? m[2] ?? m[3]).at(-1);
    const find = (zh?.[1] ?? en?.[1])?.trim().replace(/^["“「](.*)["”」]$/, '$1');
    if (find && replacement) out.push({ find, replaceWith: replacement });
  }
  return out;
}
