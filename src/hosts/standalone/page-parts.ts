// The standalone page's parts, built and wired to one another: the chat session (chats.ts), the card
// and lorebooks (characters.ts), the connection settings and key (connection-settings.ts), the prompt
// presets, the generation pipeline (generation.ts) and loading with its damage reports (page-data.ts).
// Here too: loading them, reading again what another tab saved, and the runners of actions that wait
// for loading and turn storage failures into messages. The Host facade (host.ts) delegates to them.
import type { ActionResult } from '../../ports/chat-session.ts';
import type { ChatRef, NoticeLevel } from '../../ports/host.ts';
// The storage modules it uses, not storage/index.ts: the page's first paint does not carry the skill stores.
import { onStorageChange } from '../../storage/changes.ts';
import { openQuarantine } from '../../storage/quarantine.ts';
import { openSecrets } from '../../storage/secrets.ts';
import { Characters } from './characters.ts';
import { Chats } from './chats.ts';
import { ConnectionSettingsStore } from './connection-settings.ts';
import { Generation } from './generation.ts';
import type { StandaloneHostOptions } from './host-types.ts';
import { DAMAGE_TEXT } from './messages.ts';
import { PageData } from './page-data.ts';
import { OwnPromptPresets } from './prompt-presets.ts';
import { StandaloneStore } from './store.ts';

const defaultId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** What the parts ask of the host that holds them. */
export interface PageHooks {
  notify(level: NoticeLevel, message: string): void;
  currentChat(): ChatRef | null;
}

export class PageParts {
  /** Resolves once the stored state is loaded (a fresh page is seeded first). */
  readonly ready: Promise<void>;
  readonly store: StandaloneStore;
  readonly data: PageData;
  readonly chats: Chats;
  readonly characters: Characters;
  readonly connection: ConnectionSettingsStore;
  readonly promptPresets: OwnPromptPresets;
  readonly generation: Generation;
  readonly search: { fetch: typeof fetch; origin: string };
  readonly locale: string;
  readonly #notify: (level: NoticeLevel, message: string) => void;
  #loadError: string | null = null;
  readonly #stopWatching: () => void;

  constructor(o: StandaloneHostOptions, hooks: PageHooks) {
    const prefix = o.prefix ?? 'troupe-';
    const now = o.now ?? Date.now;
    const newId = o.newId ?? defaultId;
    this.locale = o.locale ?? (typeof navigator !== 'undefined' ? navigator.language : 'en') ?? 'en';
    const notify = (level: NoticeLevel, message: string) => hooks.notify(level, message);
    this.#notify = notify;
    const quarantine = openQuarantine({ prefix });
    this.store = new StandaloneStore(prefix, quarantine);
    this.connection = new ConnectionSettingsStore({
      store: this.store,
      secrets: openSecrets({ prefix }),
      origin: o.origin ?? (typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1'),
      fetch: o.fetch ?? globalThis.fetch.bind(globalThis),
      demoFallback: o.demoFallback,
      onRetry: (retry) => this.generation.noteRetry(retry),
    });
    this.promptPresets = new OwnPromptPresets(this.store, (d) => this.data.putAside([d]));
    this.search = { fetch: o.fetch ?? globalThis.fetch.bind(globalThis), origin: o.origin ?? (typeof location !== 'undefined' ? location.origin : '') };
    this.chats = new Chats({ store: this.store, now, newId, notify, putAside: (d) => this.data.putAside([d]) });
    this.characters = new Characters({ store: this.store, chats: this.chats, newId, stopGeneration: () => this.generation.stopAndWait() });
    this.generation = new Generation({
      chats: this.chats,
      characters: this.characters,
      modelClient: () => this.connection.modelClient(''),
      stream: () => this.connection.settings.value.stream,
      currentChat: () => hooks.currentChat(),
      notify,
      now,
      newId,
      locale: () => this.locale,
    });
    this.data = new PageData({
      store: this.store,
      quarantine,
      chats: this.chats,
      characters: this.characters,
      connection: this.connection,
      promptPresets: this.promptPresets,
      generation: this.generation,
      newId,
    });

    this.ready = this.data.load().catch((e) => {
      this.#loadError = e instanceof Error ? e.message : String(e);
      this.data.report(DAMAGE_TEXT.unreadable(this.data.dbName, this.#loadError), { unreadableDb: this.data.dbName });
      throw e;
    });
    // Another tab changed something: read it again. The open chat stays open; a reply being written
    // here is committed onto the fresh copy, so the other tab's messages are kept.
    this.#stopWatching = onStorageChange(
      'settings',
      (c) => {
        if (c.remote && !this.#loadError)
          void this.ready
            .then(() => this.data.refresh())
            .catch((e) => notify('error', `Troupe could not read what another tab saved: ${e instanceof Error ? e.message : String(e)}`));
      },
      this.store.changePrefix,
    );
  }

  /** `null` when loading worked; otherwise why nothing can be changed now. */
  async unusable(): Promise<string | null> {
    try {
      await this.ready;
      return null;
    } catch {
      return `Troupe could not read this page's data (${this.#loadError}); nothing was changed.`;
    }
  }

  /** Runs an action that answers with a result; a storage failure (e.g. a full disk) becomes its message. */
  async act(fn: () => Promise<ActionResult>): Promise<ActionResult> {
    const unusable = await this.unusable();
    if (unusable) return { ok: false, error: unusable };
    try {
      return await fn();
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }

  /** Runs an action that answers nothing; a failure is shown as a notice. */
  async run(fn: () => Promise<void>): Promise<void> {
    const unusable = await this.unusable();
    if (unusable) return this.#notify('error', unusable);
    try {
      await fn();
    } catch (e) {
      this.#notify('error', e instanceof Error ? e.message : String(e));
    }
  }

  /** Stops reading what other tabs save. */
  dispose(): void {
    this.#stopWatching();
  }
}
