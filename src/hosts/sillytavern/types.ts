// The parts of SillyTavern's `getContext()` this adapter reads, all optional: the surface differs
// between releases (1.12.x lacks many members current releases have), so every use is feature-detected.

export interface StMessage {
  name?: string;
  is_user?: boolean;
  is_system?: boolean;
  mes: string;
  send_date?: string | number;
  swipe_id?: number;
  swipes?: string[];
  swipe_info?: StSwipeInfo[];
  gen_started?: Date | string | number;
  gen_finished?: Date | string | number;
  force_avatar?: string;
  original_avatar?: string;
  extra?: StMessageExtra;
  [key: string]: unknown;
}

export interface StMessageExtra {
  reasoning?: string;
  reasoning_duration?: number | null;
  reasoning_type?: string;
  display_text?: string;
  type?: string;
  tool_invocations?: unknown[];
  isSmallSys?: boolean;
  [key: string]: unknown;
}

export interface StSwipeInfo {
  send_date?: string | number;
  gen_started?: unknown;
  gen_finished?: unknown;
  extra?: StMessageExtra;
}

export interface StCharacter {
  name?: string;
  avatar?: string;
  chat?: string;
  shallow?: boolean;
  json_data?: string;
  data?: {
    name?: string;
    description?: string;
    personality?: string;
    scenario?: string;
    first_mes?: string;
    extensions?: Record<string, unknown>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

export interface StEventSource {
  on?(event: string, listener: (...args: unknown[]) => unknown): void;
  removeListener?(event: string, listener: (...args: unknown[]) => unknown): void;
  emit?(event: string, ...args: unknown[]): unknown;
}

export interface StConnectionProfile {
  id?: string;
  name?: string;
  mode?: string;
  api?: string;
  model?: string;
  'api-url'?: string;
  proxy?: string;
  preset?: string;
  'secret-id'?: string;
  'prompt-post-processing'?: string;
  [key: string]: unknown;
}

export interface StWorldInfoEntry {
  uid?: number | string;
  key?: string[] | string;
  comment?: string;
  content?: string;
  disable?: boolean;
  [key: string]: unknown;
}

export interface StWorldInfoBook {
  entries?: Record<string, StWorldInfoEntry> | StWorldInfoEntry[];
}

/** `SillyTavern.getContext()` as this adapter uses it. */
export interface StContext {
  chat?: StMessage[];
  characters?: StCharacter[];
  groups?: unknown[];
  name1?: string;
  name2?: string;
  characterId?: number | string;
  groupId?: string | null;
  chatId?: string;
  getCurrentChatId?(): string | undefined;
  getRequestHeaders?(): Record<string, string>;
  /** SillyTavern's Chat Completion request service (1.13+); Troupe uses its payload builder only. */
  ChatCompletionService?: { createRequestData?(payload: Record<string, unknown>): Record<string, unknown> };
  chatMetadata?: Record<string, unknown>;
  saveMetadata?(): unknown;
  eventSource?: StEventSource;
  eventTypes?: Record<string, string>;
  event_types?: Record<string, string>;
  addOneMessage?(message: StMessage, options?: Record<string, unknown>): unknown;
  deleteLastMessage?(): unknown;
  updateMessageBlock?(messageId: number, message: StMessage, options?: Record<string, unknown>): unknown;
  updateReasoningUI?(messageId: number, options?: { reset?: boolean }): unknown;
  messageFormatting?(text: string, name: string | undefined, isSystem: boolean, isUser: boolean, messageId: number): string;
  saveChat?(): unknown;
  stopGeneration?(): unknown;
  /** SillyTavern's Generate: `normal` with an empty input replies to the chat's last message. */
  generate?(type: string, options?: Record<string, unknown>): unknown;
  activateSendButtons?(): unknown;
  deactivateSendButtons?(): unknown;
  setExtensionPrompt?(key: string, value: string, position: number, depth: number, scan?: boolean, role?: number): unknown;
  extensionPrompts?: Record<string, unknown>;
  writeExtensionField?(characterId: number | string, key: string, value: unknown): unknown;
  unshallowCharacter?(characterId: number | string): unknown;
  extensionSettings?: Record<string, unknown>;
  chatCompletionSettings?: Record<string, unknown>;
  getChatCompletionModel?(source?: string): string | null | undefined;
  mainApi?: string;
  CONNECT_API_MAP?: Record<string, { selected?: string; source?: string; type?: string }>;
  loadWorldInfo?(name: string): Promise<StWorldInfoBook | null | undefined>;
  saveWorldInfo?(name: string, data: StWorldInfoBook, immediately?: boolean): Promise<unknown>;
  updateWorldInfoList?(): Promise<unknown>;
  reloadWorldInfoEditor?(name: string, loadIfNotSelected?: boolean): unknown;
  getWorldInfoNames?(): string[];
  powerUserSettings?: Record<string, unknown>;
  getCharacterCardFields?(): Record<string, unknown>;
  substituteParams?(text: string): string;
  /** Newer releases: the preset manager of an API (`openai` = Chat Completion). */
  getPresetManager?(apiId?: string): unknown;
  /** SillyTavern ≥ 1.12.7: its function-tool registry. */
  ToolManager?: unknown;
  getCurrentLocale?(): string;
  humanizedDateTime?(): string;
  [key: string]: unknown;
}

export interface SillyTavernGlobal {
  getContext?(): StContext | null | undefined;
  [key: string]: unknown;
}

/** The generate interceptor SillyTavern calls: `(chat, contextSize, abort, type)`; 1.12.x passes no type. */
export type StInterceptor = (chat: StMessage[], contextSize: number, abort: (immediately: boolean) => void, type?: string) => Promise<void>;
