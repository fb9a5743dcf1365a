// Everything the demo model writes, in English and Chinese. Each text is a function of the scene
// (character name, the user's last words), so the same request always reads the same.
import { quote, type DemoLang, type Scene } from './scene.ts';

export interface Patch {
  find: string;
  replaceWith: string;
}

const clean = (s: string) => s.replace(/[«»「」"“”]/g, "'");
const said = (s: Scene) => clean(quote(s.lastUser)) || (s.lang === 'zh' ? '……' : '…');

const EN = {
  draft: (n: string, u: string) =>
    `${n} glanced up when you spoke. "${u}" — ${n} turned the words over for a moment, as if weighing each one.\n\n` +
    `${n} observed your expression and analysed the situation before answering. "I was hoping you would ask that," ${n} said at last. "Sit down. This will take a while."\n\n` +
    `Outside, the evening went on as if nothing had changed.`,
  voice: (n: string): Patch => ({
    find: `${n} observed your expression and analysed the situation before answering.`,
    replaceWith: `${n} searched your face for a long moment, and the guarded look softened.`,
  }),
  continuity: (): Patch => ({
    find: 'Outside, the evening went on as if nothing had changed.',
    replaceWith: 'Outside, the wind picked up and rattled the shutters, as if it wanted to listen in.',
  }),
  continuation: (n: string) => `\n\n${n} paused, then went on more quietly. "There is one more thing you should know before you decide."`,
  narration: {
    scout: 'Scouting the recent chat and what the user wants before drafting.',
    awaitScouts: 'Waiting for the scouts.',
    draft: "Writing the first draft from the scouts' reports.",
    critics: 'Sending the draft to two critics at once.',
    awaitCritics: 'Waiting for both critics.',
    patch: 'Applying the fixes I agree with.',
    finalize: 'The reply is ready.',
    rewrite: 'The patch did not apply cleanly; rewriting the passage instead.',
    direct: 'A short exchange: writing it directly.',
  },
  capsule: (n: string, u: string) =>
    [
      `- The user says: "${u}". Answer it directly in this reply.`,
      `- Keep ${n} in voice: guarded on the surface, warm underneath; show feeling through gesture and wording, not reports.`,
      '- Respect what the chat has established; invent nothing about the past.',
      `- Next beat: ${n} answers, then turns the question back with one small, concrete detail.`,
      '- Avoid clinical words ("observed", "analysed"), summaries of the scene, and speaking for the user.',
    ].join('\n'),
  node: {
    summary: (n: string, u: string) => `- Scene: ${n} and the user, mid-conversation.\n- The user just said: "${u}".\n- ${n} is guarded but listening.`,
    facts: (n: string) => `- Nothing in the world information contradicts the scene.\n- ${n}'s established manner: measured, careful with words.`,
    feelings: (n: string) => `- ${n}: relief under a guarded surface; show it by a pause or a softer word.\n- Avoid "observed" and "analysed".`,
    beat: (n: string) => `- ${n} answers the question, hesitates, then offers one concrete detail.\n- End on ${n} waiting for the user's reaction.`,
    review: 'The plan is consistent with the chat and answers the user. Writer: keep it short and in voice.',
  },
  passReasoning: (n: string, u: string) => `The user said "${u}". ${n} should answer it directly, stay in voice and leave room for the user's next move.`,
  continueReasoning: (n: string) => `Continue ${n}'s reply where it stopped, without repeating it.`,
};

const ZH: typeof EN = {
  draft: (n, u) =>
    `你开口的时候，${n}抬起了头。“${u}”——${n}把这句话在心里反复掂量了一会儿。\n\n` +
    `${n}观察了你的表情，并分析了当前的情况，然后才回答。“我一直在等你问这个，”${n}终于说，“坐吧，这要说上一阵子。”\n\n` +
    '窗外，夜色照旧，仿佛什么都没有改变。',
  voice: (n) => ({
    find: `${n}观察了你的表情，并分析了当前的情况，然后才回答。`,
    replaceWith: `${n}盯着你看了很久，眼里的戒备一点点松了下来。`,
  }),
  continuity: () => ({ find: '窗外，夜色照旧，仿佛什么都没有改变。', replaceWith: '窗外起了风，百叶窗轻轻作响，像是也想听一听。' }),
  continuation: (n) => `\n\n${n}顿了顿，声音低了下去：“在你做决定之前，还有一件事你应该知道。”`,
  narration: {
    scout: '先让侦察员看看最近的对话和用户这轮想要什么。',
    awaitScouts: '等待侦察员的报告。',
    draft: '根据报告写初稿。',
    critics: '同时把初稿交给两位评审。',
    awaitCritics: '等待两位评审。',
    patch: '采纳我认同的修改。',
    finalize: '回复完成。',
    rewrite: '补丁没有干净地应用，改为重写该段。',
    direct: '简短的来回，直接写。',
  },
  capsule: (n, u) =>
    [
      `- 用户说：“${u}”。这条回复要直接回应。`,
      `- 保持${n}的声音：表面克制，内里温暖；用动作和措辞表现情绪，不要写成报告。`,
      '- 尊重对话中已经确立的事实，不要编造过去。',
      `- 下一拍：${n}先回答，再用一个具体的小细节把问题抛回给用户。`,
      '- 避免“观察”“分析”之类的冷冰冰的词，不要总结场景，不要替用户说话。',
    ].join('\n'),
  node: {
    summary: (n, u) => `- 场景：${n}和用户正在交谈。\n- 用户刚说：“${u}”。\n- ${n}有所保留，但在认真听。`,
    facts: (n) => `- 世界信息中没有与场景矛盾的内容。\n- ${n}一贯的样子：说话慢，措辞谨慎。`,
    feelings: (n) => `- ${n}：克制的表面下是松了一口气；用一次停顿或一句更软的话表现。\n- 避免“观察”“分析”。`,
    beat: (n) => `- ${n}回答问题，犹豫一下，再给出一个具体细节。\n- 以${n}等待用户的反应结束。`,
    review: '计划与对话一致，并回应了用户。写作者：保持简短，保持人物声音。',
  },
  passReasoning: (n, u) => `用户说“${u}”。${n}应该直接回应，保持人物声音，并给用户留出下一步的空间。`,
  continueReasoning: (n) => `从${n}的回复停下的地方接着写，不要重复。`,
};

export const TEXTS: Record<DemoLang, typeof EN> = { en: EN, zh: ZH };

/** The texts of a scene's language, with the character and the user's words filled in where needed. */
export function textsFor(scene: Scene) {
  const T = TEXTS[scene.lang];
  const n = scene.character;
  const u = said(scene);
  return {
    T,
    draft: T.draft(n, u),
    patches: [T.voice(n), T.continuity()],
    /** The draft with both critics' fixes applied: what a finished director turn commits. */
    final: applyAll(T.draft(n, u), [T.voice(n), T.continuity()]),
    continuation: T.continuation(n),
    capsule: T.capsule(n, u),
    n,
    u,
  };
}

export function applyAll(text: string, patches: readonly Patch[]): string {
  let out = text;
  for (const p of patches) if (out.includes(p.find)) out = out.replace(p.find, () => p.replaceWith);
  return out;
}
