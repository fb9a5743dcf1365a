// createSillyTavernHost: the Host for SillyTavern (and Luker), over `SillyTavern.getContext()`.
import type { CharacterCard, Host } from '../../ports/host.ts';
import { readMarks, showMessageAt, watchMessages } from './memory-hooks.ts';
import { stSearchProviders, stWebSearch } from './search.ts';
import { stHostVectors } from './vectors.ts';
import { createAccess } from './access.ts';
import type { ActiveReplyHolder } from './active-reply.ts';
import { readCurrentCard, writeCardExtension } from './card.ts';
import { keepChatKey, readChatRef, settleChatFork } from './chat-ref.ts';
import { createChatReader } from './chat-reader.ts';
import { INTERCEPTOR_NAME } from './generation-type.ts';
import { createInterceptor } from './interceptor.ts';
import { readLocale } from './locale.ts';
import { keepFallbackFolds } from './message-render.ts';
import { paintReplyNotes } from './reply-notes.ts';
import { revealDrawer } from './drawer.ts';
import { MSG } from './messages.ts';
import { createLorebookReader } from './lorebook-reader.ts';
import { createLorebookWriter } from './lorebook-writer.ts';
import { createNotesStore } from './notes-store.ts';
import { notify as toast } from './notify.ts';
import { createStPromptPresets } from './presets.ts';
import { readFunctionTools, type BridgedTool } from './tool-bridge.ts';
import { askUser, watchPresetFiles, type PresetFileHooks } from './preset-events.ts';
import { createStModules, defaultImporter, type ModuleImporter } from './st-modules.ts';
import { connectionLabel, connectionModel, createStModelClient, listConnections, loadModelClients, type TransportDeps } from './transport.ts';
import type { SillyTavernGlobal, StInterceptor } from './types.ts';

export { INTERCEPTOR_NAME };

export interface SillyTavernHostOptions {
  /** For SillyTavern's own routes (World Info, card merge, the chat-completion proxy). Default: global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Loads SillyTavern's modules (scripts/openai.js, scripts/world-info.js); null turns it off. */
  importModule?: ModuleImporter | null;
  document?: Document;
  storage?: Pick<Storage, 'getItem'>;
  now?: () => number;
  /** Replaces toastr/console (tests). */
  notify?: Host['notify'];
  clientOptions?: TransportDeps['clientOptions'];
}

export interface SillyTavernHost extends Host {
  readonly kind: 'sillytavern';
  /** What SillyTavern calls as the generate interceptor; see installInterceptor. */
  readonly interceptor: StInterceptor;
  /** Every degradation noticed so far ("This SillyTavern version has no …"). */
  readonly notices: readonly string[];
  /**
   * Resolves once the values some releases keep only in SillyTavern's modules have loaded (1.12.x:
   * the Chat Completion settings). Await it before the first connections() when showing them.
   */
  ready(): Promise<void>;
  /** SillyTavern's function tools (ToolManager, ≥ 1.12.7), read now; [] where there is none. */
  functionTools(): Promise<BridgedTool[]>;
  /** Hooks into SillyTavern's Chat Completion preset export and import; returns an unsubscribe. */
  watchPresetFiles(hooks: PresetFileHooks): () => void;
  /** A yes / no question through SillyTavern's popup. */
  ask(title: string, text: string): Promise<boolean>;
  /** Unsubscribes from SillyTavern's events and ends any run in progress. */
  dispose(): void;
}

export function createSillyTavernHost(
  st: SillyTavernGlobal | null | undefined = (globalThis as { SillyTavern?: SillyTavernGlobal }).SillyTavern,
  options: SillyTavernHostOptions = {},
): SillyTavernHost {
  const notify: Host['notify'] = options.notify ?? ((level, message) => toast(level, message));
  const access = createAccess(st, notify);
  const doc = options.document ?? (typeof document !== 'undefined' ? document : undefined);
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const modules = createStModules(options.importModule === undefined ? defaultImporter() : options.importModule);
  const active: ActiveReplyHolder = { current: null };
  const transport: TransportDeps = { access, modules, fetch: fetchImpl, clientOptions: options.clientOptions };
  const interceptor = createInterceptor({
    access,
    modules,
    active,
    document: doc,
    now,
    notify,
    labelFor: (connection) => connectionLabel(transport, connection),
  });

  const cardListeners = new Set<(card: CharacterCard | null) => void>();
  const fireCard = () => {
    if (!cardListeners.size) return;
    const card = readCurrentCard(access);
    for (const cb of cardListeners) cb(card);
  };
  // The chat on screen's store key is recorded in its metadata before anyone reads it (first, so a
  // rename or a branch is settled before Troupe's own listeners run); the chat open now, too.
  const keepKey = () => void keepChatKey(access);
  const unsubscribers = [
    access.on('CHAT_CHANGED', 'chat_id_changed', keepKey),
    access.on('CHAT_CHANGED', 'chat_id_changed', fireCard),
    access.on('CHARACTER_EDITED', 'character_edited', fireCard),
    access.on('CHARACTER_DELETED', 'characterDeleted', fireCard),
    keepFallbackFolds(access, doc),
  ];
  // After the fallback folds (their listeners run first): a memory line sits between a fold and the text.
  const replyNotes = paintReplyNotes(access, doc, () => void revealDrawer(doc));
  unsubscribers.push(() => replyNotes.dispose());

  const loaded = access.ctx().chat;
  if (Array.isArray(loaded) && loaded.length) keepKey();

  const presets = createStPromptPresets({ access, modules, fetch: fetchImpl });
  const loading: Promise<unknown> = Promise.all([
    access.ctx().chatCompletionSettings ? Promise.resolve() : modules.load('openai'),
    typeof access.ctx().getPresetManager === 'function' ? Promise.resolve() : modules.load('presetManager'),
  ]);

  const host: SillyTavernHost = {
    kind: 'sillytavern',
    interceptor: interceptor.intercept,
    get notices() {
      return access.notices;
    },
    ready: () => loading.then(() => undefined),
    currentChat: () => readChatRef(access),
    onChatChanged(cb) {
      return access.on('CHAT_CHANGED', 'chat_id_changed', () => cb(readChatRef(access)));
    },
    currentCard: () => readCurrentCard(access),
    writeCardExtension: (cardKey, key, value) => writeCardExtension({ access, fetch: fetchImpl, changed: fireCard }, cardKey, key, value),
    onCardChanged(cb) {
      cardListeners.add(cb);
      return () => cardListeners.delete(cb);
    },
    chatReader: (chat) => createChatReader(access, chat, active),
    lorebookReader: (chat) => createLorebookReader({ access, modules, fetch: fetchImpl, document: doc }, chat),
    lorebookWriter: () => createLorebookWriter({ access, modules, fetch: fetchImpl, document: doc }),
    notesStore: (chat) => createNotesStore(access, chat),
    setGenerationHandler: (handler) => interceptor.setHandler(handler),
    stopGeneration() {
      interceptor.abortAll();
      const stop = access.fn('stopGeneration', 'the Stop action only ends Troupe’s own run.');
      try {
        stop?.();
      } catch (e) {
        console.warn('[Troupe] stopGeneration failed', e);
      }
    },
    async replyAgain() {
      // A paused turn answered after a reload: the reply to the chat's last message, as an empty Send makes it.
      const generate = access.fn('generate', 'a paused reply answered after a reload waits for your own Send or Regenerate.');
      await generate?.('normal');
    },
    connections: () => listConnections(transport),
    modelClient: (name) => createStModelClient(transport, name),
    loadModelClients,
    modelName: (name) => connectionModel(transport, name),
    listPromptPresets: () => presets.list(),
    functionTools: () => readFunctionTools(access),
    watchPresetFiles: (hooks) => watchPresetFiles(access, () => presets.currentName(), hooks),
    ask: (title, text) => askUser(access, title, text),
    promptPresetSource: (names) => presets.source(names),
    notify,
    locale: () => readLocale(access, options.storage ?? safeLocalStorage(), globalThis.navigator),
    emit(event, payload) {
      const source = access.ctx().eventSource;
      if (!source || typeof source.emit !== 'function') {
        access.degrade('eventSource', MSG.missing('event bus (eventSource)', 'Troupe cannot follow chat switches or generation events.'));
        return;
      }
      try {
        const r = source.emit(event, payload);
        if (r && typeof (r as Promise<unknown>).catch === 'function')
          (r as Promise<unknown>).catch((e) => console.warn(`[Troupe] a listener of ${event} failed`, e));
      } catch (e) {
        console.warn(`[Troupe] a listener of ${event} failed`, e);
      }
    },
    replyMarks: async (chat) => readMarks(access, chat),
    onMessagesChanged: (cb) => watchMessages(access, () => cb(readChatRef(access))),
    showMessage: (floor) => showMessageAt(doc, floor),
    replyNotes: (notes) => replyNotes.set(notes),
    webSearch: (config) => stWebSearch({ access, fetch: fetchImpl }, config),
    searchProviders: () => stSearchProviders({ access, fetch: fetchImpl }),
    hostVectors: () => stHostVectors({ access, modules, fetch: fetchImpl }),
    forkSettled: (chat) => settleChatFork(access, chat),
    dispose() {
      unsubscribers.forEach((off) => off());
      cardListeners.clear();
      interceptor.dispose();
    },
  };
  return host;
}

function safeLocalStorage(): Pick<Storage, 'getItem'> | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Publishes the host's interceptor under the manifest's name; returns a function that removes it. */
export function installInterceptor(
  host: Pick<SillyTavernHost, 'interceptor'>,
  name: string = INTERCEPTOR_NAME,
  target: Record<string, unknown> = globalThis as Record<string, unknown>,
): () => void {
  target[name] = host.interceptor;
  return () => {
    if (target[name] === host.interceptor) delete target[name];
  };
}
