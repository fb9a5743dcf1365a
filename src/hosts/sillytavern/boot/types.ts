// What the boot module and the chunks it loads hand each other.
import type { TroupeCommand } from '../../../ports/commands.ts';
import type { LazyPart } from '../../../ports/lazy-part.ts';
import type { ToolEventBuffer } from '../../../ports/tool-events.ts';
import type { SillyTavernGlobal, StInterceptor } from '../types.ts';

/** The app once its chunk has loaded and started (host, storage, engines, commands). */
export interface StartedApp {
  /** The host's interceptor: the app decides pass / inject / takeover and carries it out. */
  intercept: StInterceptor;
  /** The commands with their runs and live autocomplete. */
  commands: readonly TroupeCommand[];
  /** Loads what a first generation needs beyond the app (the engines), ahead of it. */
  warm?(): Promise<void>;
  /** SillyTavern deleted a chat: the data stored under its key goes. */
  forgetChat(key: string): Promise<void>;
  /** The panel chunk, imported from the app chunk (so what both use loads once, with the app). */
  panel: LazyPart<PanelModule<this>>;
}

/** The app chunk (src/extension-app.ts). */
export interface AppModule<A extends StartedApp = StartedApp> {
  /**
   * Creates the host and the app over `st` and resolves once stored data is loaded. Called once.
   * `early`: the tool registrations other extensions sent on the event bus since the boot (replayed).
   */
  startApp(st: SillyTavernGlobal | undefined, early?: ToolEventBuffer): Promise<A>;
}

/** The panel chunk (src/extension-panel.tsx). */
export interface PanelModule<A extends StartedApp> {
  /** Renders the orchestration panel into the drawer's content element (once its strings have loaded). */
  mountPanel(el: HTMLElement, app: A, locale: string): void | Promise<void>;
}

/**
 * The command table before the app is loaded, in the language `locale` names (SillyTavern's): names,
 * help and argument hints, with runs that load `app` and run its command; a failed load throws
 * `failureText(error)`. The composition root hands in the app's (src/app/commands/lazy-commands.ts).
 */
export type BootCommands = (app: LazyPart<{ commands: readonly TroupeCommand[] }>, locale: string, failureText: (e: unknown) => string) => TroupeCommand[];
