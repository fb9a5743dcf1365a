// The standalone page's host (issue 7): createStandaloneHost, plus createPageHost wired with the
// in-page demo model as the fallback when the page is served without /demo/v1. The page's chat UI
// reads it through the ChatSession contract of src/ports/chat-session.ts.

export { createStandaloneHost, type StandaloneHost, type StandaloneHostOptions } from './host.ts';
export { DEMO_MODEL, DEMO_PATH } from './connection.ts';
export type { CharacterData, ChatData, ChatSummary, ConnectionSettings, LorebookData, LoreEntryData, StoredMessage, Swipe } from './schema.ts';
export { parseCharacterCard } from './card.ts';
export { parseWorldJson } from './world.ts';
export { createPageHost } from './page-host.ts';
