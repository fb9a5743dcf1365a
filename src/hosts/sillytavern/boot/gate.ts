// The generate interceptor SillyTavern has from page load on. Before the app is loaded it decides
// from the stored settings alone: orchestration off, a quiet generation, or a type the mode does not
// run for (and the chat is not bound to a skill package) → pass, loading nothing. Otherwise it loads
// the app (once) and hands the generation to the app's own interceptor. SillyTavern awaits the
// interceptor, so a load that fails, or takes longer than `timeoutMs`, ends in a pass with a message
// naming the file: SillyTavern's own reply still happens and nothing has been written.
import { isCapsuleGenerationType, isDirectorGenerationType } from '../../../core/engines/runtime/generation.ts';
import { chatPackageKey, mayBeBound, readSwitch, SETTINGS_KEY } from '../../../ports/boot-settings.ts';
import { PartLoadError, type LazyPart } from '../../../ports/lazy-part.ts';
import { chatStoreKey, type ChatRef, type NoticeLevel } from '../../../ports/host.ts';
import type { StAccess } from '../access.ts';
import { currentChatId, readChatRef } from '../chat-ref.ts';
import { normalizeType, watchStartedType } from '../generation-type.ts';
import type { StInterceptor } from '../types.ts';
import type { BootText } from './messages.ts';
import type { StartedApp } from './types.ts';

export interface GateDeps<A extends StartedApp> {
  access: StAccess;
  app: LazyPart<A>;
  /** Reads a record of the settings store as stored. */
  peek(key: string): Promise<unknown>;
  notify(level: NoticeLevel, message: string): void;
  text: BootText;
  /** How long a generation waits for the app to load before SillyTavern answers alone. */
  timeoutMs: number;
}

export interface Gate {
  intercept: StInterceptor;
  /** Whether this generation needs the app, from the stored settings (exported for tests). */
  needsApp(type: string | undefined, chat: ChatRef | null): Promise<boolean>;
  dispose(): void;
}

/** The message for a failed load or start. */
export function loadFailureText(text: BootText, e: unknown, withReply: boolean): string {
  if (e instanceof PartLoadError) return [text.failure(e), withReply ? text.replyIsSillyTaverns : '', text.advice].filter(Boolean).join(' ');
  return text.startFailed(e instanceof Error ? e.message : String(e));
}

export function createGate<A extends StartedApp>(deps: GateDeps<A>): Gate {
  const { access, app, text } = deps;
  const startedType = watchStartedType(access);
  let stops = 0;
  const offs = [startedType.off, access.on('GENERATION_STOPPED', 'generation_stopped', () => void stops++)];

  /** The chat's package binding as stored (a branch not yet copied: its parent's). */
  const binding = async (chat: ChatRef): Promise<unknown> => {
    const own = await deps.peek(chatPackageKey(chatStoreKey(chat)));
    return own === undefined && chat.forkedFrom ? deps.peek(chatPackageKey(chat.forkedFrom)) : own;
  };

  const needsApp = async (type: string | undefined, chat: ChatRef | null): Promise<boolean> => {
    if (!type || type === 'quiet') return false;
    const on = readSwitch(await deps.peek(SETTINGS_KEY));
    if (!on.enabled) return false;
    // The types the mode runs for, as the app recorded them; a record from before that: any type a mode may run for.
    if (on.runsFor ? on.runsFor.includes(type) : isDirectorGenerationType(type) || isCapsuleGenerationType(type)) return true;
    // A chat bound to a skill package runs its agenda team for every capsule type, whatever the mode.
    return isCapsuleGenerationType(type) && !!chat && mayBeBound(await binding(chat));
  };

  const load = (): Promise<A | 'timeout'> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), deps.timeoutMs)));
    return Promise.race([app.load(), late]).finally(() => clearTimeout(timer));
  };

  const intercept: StInterceptor = async (chat, contextSize, abort, rawType) => {
    // SillyTavern 1.12.x passes no type: it is the last GENERATION_STARTED's, as the app's interceptor reads it.
    const given = rawType === undefined ? startedType.last() : rawType;
    const ready = app.loaded;
    if (ready) return ready.intercept(chat, contextSize, abort, given as string | undefined);

    const ref = readChatRef(access);
    const chatId = ref?.chatId;
    try {
      if (!(await needsApp(normalizeType(given), ref))) return;
    } catch (e) {
      console.warn('[Troupe] the stored settings could not be read; this generation runs as usual', e);
      return;
    }
    const stopsBefore = stops;
    let started: A | 'timeout';
    try {
      started = await load();
    } catch (e) {
      deps.notify('error', loadFailureText(text, e, true));
      return;
    }
    if (started === 'timeout') {
      deps.notify('warning', text.stillLoading(app.file));
      return;
    }
    if (stops !== stopsBefore) {
      // The user pressed Stop while Troupe was loading: end SillyTavern's generation too.
      abort(true);
      return;
    }
    if (currentChatId(access.ctx()) !== chatId) {
      deps.notify('warning', text.chatChanged);
      return;
    }
    return started.intercept(chat, contextSize, abort, given as string | undefined);
  };

  return {
    intercept,
    needsApp,
    dispose: () => offs.forEach((off) => off()),
  };
}
