// Every user-facing string of the SillyTavern adapter, in one place (translated later through the
// i18n tables). Functions where a message names something.

export const MSG = {
  noContext: 'SillyTavern.getContext() is not available: Troupe cannot read the chat here.',
  missing: (member: string, effect: string) => `This SillyTavern version has no ${member}; ${effect}`,
  ownFold: 'Reasoning folds are drawn by Troupe on this SillyTavern version (it has no reasoning block of its own).',
  textCompletion: 'Orchestration needs a Chat Completion connection.',
  noChatCompletionSettings: 'Troupe cannot read the Chat Completion settings of this SillyTavern version.',
  unknownSource: (source: string) => `Unknown Chat Completion source "${source}".`,
  profileNotFound: (name: string) => `Connection profile "${name}" was not found.`,
  profileNotChatCompletion: (name: string) => `Connection profile "${name}" is not a Chat Completion connection.`,
  connectionManagerOff: 'The Connection Manager extension is disabled; only the current connection is available.',
  groupTakeover: 'Director mode does not run in group chats yet; the group replies as usual.',
  chatChangedDuringDecision: 'The chat changed while Troupe was preparing this reply; the reply was left to SillyTavern.',
  cardNotFound: (key: string) => `No character card with the avatar "${key}" is loaded.`,
  cardKeyInvalid: (key: string) => `Card extension key "${key}" is not a plain name (letters, digits, _ and -).`,
  cardValueInvalid: (key: string) => `The value for card field "${key}" is not plain JSON data.`,
  chatChangedRead: 'The chat changed; Troupe reads only the chat this run started in.',
  notesChatChanged: 'The chat changed; the notes belong to another chat and were not touched.',
  notesNoMetadata: 'This SillyTavern version has no chat metadata; notes cannot be kept.',
  worldInfoUnavailable: 'Troupe cannot read the global World Info selection of this SillyTavern version; only character and chat lorebooks are listed.',
  lorebookNoMetadata: 'This SillyTavern has no chat metadata to bind a chat lorebook to; name a lorebook instead.',
  worldInfoLoadFailed: (name: string, reason: string) => `Lorebook "${name}" could not be loaded: ${reason}`,
  noDrawer: 'The extensions drawer (#extensions_settings2 / #extensions_settings) was not found.',
  /** Words SillyTavern's page shows before the app (and its UI strings) load, by UI language. */
  drawerTitle: { en: 'Multi-agent orchestration', 'zh-CN': '多智能体编排', 'zh-TW': '多代理編排' },
  foldTitle: { en: 'Reasoning', 'zh-CN': '推理过程', 'zh-TW': '推理過程' },
  unknownGenerationType: (type: string) => `Generation type "${type}" is not one Troupe handles; it runs as usual.`,
} as const;
