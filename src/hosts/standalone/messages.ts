// English texts the standalone host produces itself (import errors, connection labels). The UI
// shows them as they are or maps the codes it knows to its own translated strings.

export const HOST_TEXT = {
  demoLabel: 'Demo model (offline)',
  customLabel: (host: string) => (host ? `Custom: ${host}` : 'Custom (not set up)'),
  customUnusable: 'Set a base URL in the connection form first.',
  keyStays: (from: string, to: string) =>
    `Saved. The stored API key belongs to ${from || 'another address'} and is not sent to ${to}; type it again, or confirm, to use it there.`,
  defaultMainPrompt: (char: string, user: string) =>
    `Write the next reply of ${char} in this fictional role-play with ${user}. Stay in character, write only ${char}'s reply, and never speak or act for ${user}.`,
  continueNudge: '[Continue your last message without repeating its original content.]',
  worldInfoHeading: 'World information:',
  exampleHeading: 'Example dialogue:',
} as const;

/**
 * The story the page composes, in the page's language (the language its first start gives the presets):
 * the default main prompt when the card has none, the card's labels, the headings, the continue nudge.
 */
export interface StoryText {
  defaultMainPrompt(char: string, user: string): string;
  description: string;
  personality: string;
  scenario: string;
  worldInfoHeading: string;
  exampleHeading: string;
  continueNudge: string;
  /** Group chats: the heading of the other members' cards. */
  presentHeading(names: readonly string[]): string;
  /** Group chats: added to the main prompt (the speaker writes only its own part). */
  groupNote(char: string, others: readonly string[]): string;
}

export const STORY_TEXT: Record<'en' | 'zh-CN' | 'zh-TW', StoryText> = {
  en: {
    defaultMainPrompt: HOST_TEXT.defaultMainPrompt,
    description: 'Description:',
    personality: 'Personality:',
    scenario: 'Scenario:',
    worldInfoHeading: HOST_TEXT.worldInfoHeading,
    exampleHeading: HOST_TEXT.exampleHeading,
    continueNudge: HOST_TEXT.continueNudge,
    presentHeading: (names) => `Also in this scene (${names.join(', ')}):`,
    groupNote: (char, others) =>
      `This is a group chat: ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} here too. Write only ${char}'s part; never speak or act for the others.`,
  },
  'zh-CN': {
    defaultMainPrompt: (char, user) => `写出 ${char} 在这场与 ${user} 的虚构角色扮演中的下一条回复。保持角色，只写 ${char} 的回复，绝不替 ${user} 说话或行动。`,
    description: '描述：',
    personality: '性格：',
    scenario: '情境：',
    worldInfoHeading: '世界信息：',
    exampleHeading: '对话示例：',
    continueNudge: '[接着写你的上一条消息，不要重复其中已有的内容。]',
    presentHeading: (names) => `同在这一场景中的还有（${names.join('、')}）：`,
    groupNote: (char, others) => `这是一场群聊：${others.join('、')} 也在场。只写 ${char} 的部分，绝不替其他角色说话或行动。`,
  },
  'zh-TW': {
    defaultMainPrompt: (char, user) => `寫出 ${char} 在這場與 ${user} 的虛構角色扮演中的下一則回覆。保持角色，只寫 ${char} 的回覆，絕不替 ${user} 說話或行動。`,
    description: '描述：',
    personality: '個性：',
    scenario: '情境：',
    worldInfoHeading: '世界資訊：',
    exampleHeading: '對話範例：',
    continueNudge: '[接著寫你的上一則訊息，不要重複其中已有的內容。]',
    presentHeading: (names) => `同在這一場景中的還有（${names.join('、')}）：`,
    groupNote: (char, others) => `這是一場群聊：${others.join('、')} 也在場。只寫 ${char} 的部分，絕不替其他角色說話或行動。`,
  },
};

/** Every import error names the file and the field, and says what was expected. */
export const IMPORT_TEXT = {
  notJson: (file: string, detail: string) => `${file} is not valid JSON (${detail}).`,
  notObject: (file: string) => `${file}: expected a JSON object.`,
  png: (file: string, detail: string) => `${file} could not be read as a PNG card: ${detail}.`,
  noCardChunk: (file: string) => `${file} holds no character data (no "chara" or "ccv3" text chunk). Is it a SillyTavern character card?`,
  badChunk: (file: string, chunk: string) => `${file}: the "${chunk}" chunk is not base64-encoded JSON.`,
  unknownType: (file: string) => `${file}: choose a character card (.png or .json).`,
  noName: (file: string, field: string) => `${file}: ${field} is missing or empty; a character needs a name.`,
  notText: (file: string, field: string) => `${file}: ${field} must be text.`,
  notTextList: (file: string, field: string) => `${file}: ${field} must be a list of texts.`,
  notObjectField: (file: string, field: string) => `${file}: ${field} must be an object.`,
  noEntries: (file: string) => `${file}: expected an "entries" field (a SillyTavern World Info file has {"entries": {…}}).`,
  entryNotObject: (file: string, where: string) => `${file}: ${where} must be an object.`,
  tooBig: (file: string, mb: number) => `${file} is larger than ${mb} MB.`,
  tooDeep: (file: string, levels: number) =>
    `${file} is nested too deeply (more than ${levels} levels of objects and lists); no real card or lorebook is, so it was not imported.`,
} as const;

/** A sentence for the Storage problems notice: `code` and `params` for the UI's translation, English `text`. */
export interface DamageNotice {
  code: string;
  params?: Record<string, string | number>;
  text: string;
}

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** What the page tells the user when it finds a damaged record (the record itself goes to the quarantine). */
export const DAMAGE_TEXT = {
  character: (): DamageNotice => ({
    code: 'standalone.character',
    text: 'The character record was damaged and was put aside; your chats and lorebooks are kept. Save the character to store it again.',
  }),
  cast: (): DamageNotice => ({
    code: 'standalone.cast',
    text: "The list of group chat characters was damaged and was put aside; the page's own character and every chat are kept. Add the characters again to use them.",
  }),
  lorebooks: (n: number, kept: number): DamageNotice => ({
    code: 'standalone.lorebooks',
    params: { n, kept },
    text: `${n} damaged ${s(n, 'lorebook was', 'lorebooks were')} put aside; the other ${kept} ${s(kept, 'is', 'are')} kept.`,
  }),
  lorebookList: (): DamageNotice => ({
    code: 'standalone.lorebookList',
    text: 'The list of lorebooks was damaged and was put aside; export it to recover the books, or import them again.',
  }),
  chatIndex: (n: number): DamageNotice => ({
    code: 'standalone.chatIndex',
    params: { n },
    text: `The chat list was damaged or incomplete; it was rebuilt from the ${n} stored ${s(n, 'chat', 'chats')}.`,
  }),
  chatMessages: (n: number): DamageNotice => ({
    code: 'standalone.chatMessages',
    params: { n },
    text: `${n} damaged ${s(n, 'message was', 'messages were')} put aside; the rest of the chat is kept.`,
  }),
  chat: (): DamageNotice => ({ code: 'standalone.chat', text: 'A chat could not be read and was put aside; the other chats are kept.' }),
  connection: (): DamageNotice => ({
    code: 'standalone.connection',
    text: 'The connection settings were damaged and were put aside; the demo model is used until you save new ones.',
  }),
  state: (): DamageNotice => ({
    code: 'standalone.state',
    text: 'The page state (the open chat, your name) was damaged and was put aside; defaults are used.',
  }),
  secret: (): DamageNotice => ({
    code: 'standalone.secret',
    text: 'The stored API key is not text; it is ignored (and never shown or exported). Enter the key again under Connection to replace it.',
  }),
  unreadable: (db: string, detail: string): DamageNotice => ({
    code: 'standalone.unreadable',
    params: { db, detail },
    text: `The page's chats, character and lorebooks could not be read (${detail}). Nothing was changed; nothing will be written until this is solved.`,
  }),
  notPutAside: (key: string, detail: string): DamageNotice => ({
    code: 'standalone.notPutAside',
    params: { key, detail },
    text: `A damaged record (${key}) could not be put aside (${detail}); it was left as it was.`,
  }),
} as const;
