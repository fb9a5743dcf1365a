// Public exports of src/core/tools (re-exported by src/core/index.ts).
export { Draft } from './draft.ts';
export type { DraftOptions, MessagePatch, WriteMode } from './draft.ts';
export { createMessageTools, MESSAGE_TOOL_NAMES } from './message-tools.ts';
export type { MessageToolName } from './message-tools.ts';
export { createNotes, renderOpenNotes, noteOpenTool, noteCloseTool, NOTE_MAX_BYTES, OPEN_NOTES_HEADING } from './notes.ts';
export type { Note, Notes, NotesStore, NotesOptions } from './notes.ts';
export { chatReadRangeTool, chatSearchTool, CHAT_RANGE_MAX } from './chat.ts';
export type { ChatEntry, ChatReader } from './chat.ts';
export { worldBookListTool, lorebookListTool, lorebookSearchTool, lorebookGetTool } from './lorebook.ts';
export type { LoreBook, LoreEntry, LorebookReader } from './lorebook.ts';
export { compileLineRegex, grepLines } from './grep.ts';
export { lorebookForceActivateTool, FORCE_ACTIVATE_MAX } from './lorebook-force.ts';
export type { ActivateLore, LoreActivationResult } from './lorebook-force.ts';
