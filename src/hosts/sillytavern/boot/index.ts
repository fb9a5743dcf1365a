// SillyTavern's boot module: what runs at page load, for every user, with orchestration on or off.
// It publishes the generate interceptor (which passes without loading anything when orchestration is
// off), mounts the drawer header, registers the slash commands from their table, and loads the rest
// — the app, the panel — from their own chunks on first use. See docs/sillytavern.md.
import { SETTINGS_KEY, readSwitch } from '../../../ports/boot-settings.ts';
import { PartLoadError, startedPart, type LazyPart } from '../../../ports/lazy-part.ts';
import { peekRecord } from '../../../storage/peek.ts';
import type { NoticeLevel } from '../../../ports/host.ts';
import { createAccess } from '../access.ts';
import { chatDeleted, chatRenamed } from '../chat-key.ts';
import { currentChatId, keepChatKey } from '../chat-ref.ts';
import { bufferToolEvents, type ToolEventBus } from '../../../ports/tool-events.ts';
import { INTERCEPTOR_NAME } from '../generation-type.ts';
import { readLocale } from '../locale.ts';
import { notify as toast } from '../notify.ts';
import type { SlashRegistration, StSlashApi } from '../slash-commands.ts';
import type { SillyTavernGlobal } from '../types.ts';
import { registerBootCommands } from './commands.ts';
import { mountDrawerPanel } from './drawer-panel.ts';
import { createGate, loadFailureText, type Gate } from './gate.ts';
import { bootText } from './messages.ts';
import type { AppModule, BootCommands, StartedApp } from './types.ts';

export type { AppModule, BootCommands, PanelModule, StartedApp } from './types.ts';

/** How long a generation waits for the app's chunk before SillyTavern answers alone. */
export const LOAD_TIMEOUT_MS = 20_000;

export interface BootOptions<A extends StartedApp> {
  /** The app chunk: `lazyPart(import.meta.url, () => import('./extension-app.ts'))`. */
  app: LazyPart<AppModule<A>>;
  /** The command table, in SillyTavern's language, with runs that load the app (the app's `bootCommands`). */
  commands: BootCommands;
  st?: SillyTavernGlobal;
  document?: Document;
  /** Where the interceptor is published (globalThis). */
  target?: Record<string, unknown>;
  /** Reads a settings record as stored (default: IndexedDB, the `troupe-settings` store). */
  peek?(key: string): Promise<unknown>;
  notify?(level: NoticeLevel, message: string): void;
  timeoutMs?: number;
}

export interface Boot<A extends StartedApp> {
  gate: Gate;
  app: LazyPart<A>;
  commands: SlashRegistration;
  dispose(): void;
}

export function startBoot<A extends StartedApp>(options: BootOptions<A>): Boot<A> {
  const st = options.st ?? (globalThis as { SillyTavern?: SillyTavernGlobal }).SillyTavern;
  const notify = options.notify ?? ((level: NoticeLevel, message: string) => toast(level, message));
  const peek = options.peek ?? ((key: string) => peekRecord('settings', key));
  const target = options.target ?? (globalThis as Record<string, unknown>);
  const access = createAccess(st, notify);
  const locale = readLocale(access, safeLocalStorage(), globalThis.navigator);
  const text = bootText(locale);
  // Tools other extensions register on the event bus before the app has loaded are kept for it.
  const early = bufferToolEvents(st?.getContext?.()?.eventSource as ToolEventBus | undefined);
  const app = startedPart(options.app, (m) => m.startApp(st, early));

  const gate = createGate({ access, app, peek, notify, text, timeoutMs: options.timeoutMs ?? LOAD_TIMEOUT_MS });
  target[INTERCEPTOR_NAME] = gate.intercept;
  globalThis.performance?.mark?.('troupe:interceptor-installed');

  // The commands speak SillyTavern's language: their help as registered, their results and refusals.
  const commands = registerBootCommands(access.ctx() as StSlashApi, options.commands, locale, app, text, notify);
  if (commands.problems.length) console.warn('[Troupe] slash commands:', commands.problems.join(' '));

  const offs: (() => void)[] = [];
  const mount = () => mountDrawerPanel({ document: options.document, locale, text, app });
  if (!mount()) {
    // The extensions drawer is not on the page yet: mount once SillyTavern says it is ready.
    const off = access.on('APP_READY', 'app_ready', () => {
      if (mount()) off();
    });
    offs.push(off);
  }

  // With orchestration on, the app and its engines load once SillyTavern is ready and the page is
  // idle, so the first generation does not wait for them; with it off, nothing loads.
  const preload = async () => {
    try {
      if (app.loaded || !readSwitch(await peek(SETTINGS_KEY)).enabled) return;
      await (await app.load()).warm?.();
      globalThis.performance?.mark?.('troupe:preloaded');
    } catch (e) {
      // The next generation tries again and says what failed.
      console.warn('[Troupe] could not load ahead of the first generation', e);
    }
  };
  offs.push(access.on('APP_READY', 'app_ready', () => whenIdle(() => void preload())));

  // With orchestration on (or the app loaded), every chat opened gets its store key recorded in its
  // metadata, so a later rename keeps its memory, runs and package binding (see chat-key.ts).
  offs.push(
    access.on('CHAT_CHANGED', 'chat_id_changed', () => {
      if (app.loaded) return void keepChatKey(access);
      const chatId = currentChatId(access.ctx());
      peek(SETTINGS_KEY)
        .then((raw) => {
          if (readSwitch(raw).enabled && chatId && currentChatId(access.ctx()) === chatId) return keepChatKey(access);
        })
        .catch((e) => console.warn('[Troupe] could not record the chat’s store key', e));
    }),
  );

  // With a default skill package set, a new chat is bound to it when it opens — the app must see
  // that happen, before the chat's first message.
  offs.push(
    access.on('CHAT_CHANGED', 'chat_id_changed', () => {
      if (app.loaded) return;
      peek(SETTINGS_KEY)
        .then(async (raw) => {
          if (readSwitch(raw).defaultPackage) await app.load();
        })
        .catch((e) =>
          e instanceof PartLoadError ? notify('error', loadFailureText(text, e, false)) : console.warn('[Troupe] could not start for this chat', e),
        );
    }),
  );

  // A chat renamed from the chat list keeps its key; a deleted chat takes its data with it (the app is
  // loaded for that only when Troupe has stored something in this browser).
  offs.push(
    access.on('CHAT_RENAMED', 'chat_renamed', (data) =>
      chatRenamed(access.ctx(), (data as { oldFileName?: unknown })?.oldFileName, (data as { newFileName?: unknown })?.newFileName),
    ),
  );
  const deleted = (name: unknown) => {
    const key = chatDeleted(access.ctx(), name);
    if (!key) return;
    void (async () => {
      const started = app.loaded ?? ((await peek(SETTINGS_KEY)) === undefined ? undefined : await app.load());
      await started?.forgetChat(key);
    })().catch((e) => console.warn('[Troupe] the deleted chat’s data could not be removed', e));
  };
  offs.push(access.on('CHAT_DELETED', 'chat_deleted', deleted), access.on('GROUP_CHAT_DELETED', 'group_chat_deleted', deleted));

  return {
    gate,
    app,
    commands,
    dispose() {
      offs.forEach((off) => off());
      gate.dispose();
      if (target[INTERCEPTOR_NAME] === gate.intercept) delete target[INTERCEPTOR_NAME];
    },
  };
}

/** Runs `fn` when the page is idle (Safari has no requestIdleCallback: soon after, then). */
function whenIdle(fn: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
  if (typeof idle === 'function') idle(fn, { timeout: 5_000 });
  else setTimeout(fn, 500);
}

function safeLocalStorage(): Pick<Storage, 'getItem'> | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
