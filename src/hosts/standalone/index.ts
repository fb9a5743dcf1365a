// The standalone page's host (issue 7): createStandaloneHost, plus createPageHost wired with the
// in-page demo model as the fallback when the page is served without /demo/v1.
import { createDemoModelClient } from '../../demo/fetch.ts';
import { createStandaloneHost, type StandaloneHost, type StandaloneHostOptions } from './host.ts';

export {
  createStandaloneHost,
  type StandaloneHost,
  type StandaloneHostOptions,
  type LiveReply,
  type GenerationStatus,
  type ConnectionView,
  type ConnectionInput,
  type Notice,
  type ActionResult,
  type CharacterFields,
} from './host.ts';
export type { ConnectionTestResult, ConnectionErrorCode } from './connection.ts';
export { DEMO_MODEL, DEMO_PATH } from './connection.ts';
export type { CharacterData, ChatData, ChatSummary, ConnectionSettings, LorebookData, LoreEntryData, StoredMessage, Swipe } from './schema.ts';
export { messageText, messageReasoning } from './schema.ts';
export { parseCharacterCard } from './card.ts';
export { parseWorldJson } from './world.ts';

/** The host the standalone page uses: browser storage, this page's origin, the in-page demo as fallback. */
export function createPageHost(options: StandaloneHostOptions = {}): StandaloneHost {
  return createStandaloneHost({ demoFallback: () => createDemoModelClient(), ...options });
}
