// The ports floor: what the app and the hosts both import, and nothing else does between them.
// - host.ts: the host's role ports (ChatSurface, GenerationHook, ModelTransport, PromptPresetPort,
//   SearchPort, VectorPort, LorebookWriterPort; Host is all of them) with the chat, card and connection shapes;
// - generation.ts: the generation turn, its reply target (takeOver) and Troupe's decision;
// - chat-ref.ts: which chat, and the key its data is stored under;
// - chat-session.ts: the standalone chat UI's contract (with its own prompt presets), which the page's host implements;
// - commands.ts: the command contract a host registers and runs;
// - storage-problems.ts, settings.ts, boot-settings.ts: shapes and bounds both sides read;
// - lazy-part.ts, tool-events.ts, download.ts, locale.ts: small helpers both sides use.
export * from './host.ts';
export * from './chat-session.ts';
export * from './commands.ts';
export type * from './storage-problems.ts';
export { STALL_TIMEOUT_SEC } from './settings.ts';
export * from './boot-settings.ts';
export * from './lazy-part.ts';
export * from './tool-events.ts';
export * from './download.ts';
export * from './locale.ts';
