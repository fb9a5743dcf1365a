// Shared by the boot tests: SillyTavern's stand-in with a boot started on it, over a fake app whose
// loading the test controls (it loads, fails or hangs when told).
import { createStandIn, type StandInOptions } from '../../../../test/fixtures/st-context/index.ts';
import { bootCommands } from '../../../app/commands/lazy-commands.ts';
import { PartLoadError, RUNS_FOR_FIELD, SETTINGS_KEY, type LazyPart, type NoticeLevel, type TroupeCommand } from '../../../ports/index.ts';
import { INTERCEPTOR_NAME } from '../generation-type.ts';
import { deferred } from '../testing.ts';
import type { StInterceptor } from '../types.ts';
import { startBoot, type AppModule, type Boot, type StartedApp } from './index.ts';

export const APP_FILE = '/dist/chunks/extension-app.js';

export interface FakeApp extends StartedApp {
  calls: { type: string | undefined; chat: number }[];
  /** The keys forgetChat was called with, and a promise of the next call. */
  forgotten: string[];
  nextForget: Promise<string>;
  /** Resolves when the boot asked the app to load its engines ahead. */
  warmed: Promise<void>;
}

/** What the stand-in's slash parser registers (the fields the boot fills in). */
interface Registered {
  name: string;
  helpString: string;
  callback(named: Record<string, unknown>, unnamed: unknown): Promise<string>;
  unnamedArgumentList: { enumProvider?: () => { value: string }[] }[];
}

export function fakeApp(): FakeApp {
  const calls: FakeApp['calls'] = [];
  const intercept: StInterceptor = async (chat, _size, abort, type) => {
    calls.push({ type, chat: chat.length });
    if (type === 'normal') abort(true); // like a takeover
  };
  const commands: TroupeCommand[] = [
    { name: 'troupe-enable', help: '', returns: '', examples: [], args: [], split: false, run: async () => 'Troupe is on.' },
    {
      name: 'troupe-preset',
      help: '',
      returns: '',
      examples: [],
      args: [{ name: 'name', description: '', choices: () => [{ value: 'Slow burn' }] }],
      split: false,
      run: async (a) => `preset ${a.join(' ')}`,
    },
  ];
  const panel: LazyPart<{ mountPanel(el: HTMLElement): void }> = {
    file: '/dist/chunks/extension-panel.js',
    loaded: undefined,
    load: async () => ({ mountPanel: (el: HTMLElement) => void (el.innerHTML = '<label><input type="checkbox"> Enabled</label>') }),
  };
  const warm = deferred();
  const forgotten: string[] = [];
  let forget = deferred<string>();
  const app: FakeApp = {
    calls,
    intercept,
    commands,
    panel: panel as never,
    warmed: warm.promise,
    warm: async () => warm.resolve(),
    forgotten,
    nextForget: forget.promise,
    forgetChat: async (key) => {
      forgotten.push(key);
      const done = forget;
      app.nextForget = (forget = deferred<string>()).promise;
      done.resolve(key);
    },
  };
  return app;
}

/** A part the test controls: resolves, fails or hangs when told. */
function controlledPart(app: FakeApp) {
  let loads = 0;
  let next: 'ok' | 'fail' | 'hang' = 'ok';
  const hold = deferred();
  const part: LazyPart<AppModule<FakeApp>> = {
    file: APP_FILE,
    loaded: undefined,
    async load() {
      loads++;
      if (next === 'fail') throw new PartLoadError(APP_FILE, 'http', 404);
      if (next === 'hang') await hold.promise;
      return { startApp: async () => app };
    },
  };
  return {
    part,
    get loads() {
      return loads;
    },
    set next(v: typeof next) {
      next = v;
    },
    release: () => hold.resolve(),
  };
}

let opened: Boot<FakeApp> | undefined;

/** For afterEach: disposes the boot the last test started. */
export function disposeBoot(): void {
  opened?.dispose();
  opened = undefined;
}

/** Keeps a boot a test started itself, for disposeBoot. */
export function keepBoot(b: Boot<FakeApp>): Boot<FakeApp> {
  opened = b;
  return b;
}

export function boot(options: { st?: StandInOptions; settings?: Record<string, unknown>; timeoutMs?: number } = {}) {
  document.body.innerHTML = '';
  const st = createStandIn(options.st);
  const records = new Map<string, unknown>(Object.entries(options.settings ?? {}));
  const peeked: string[] = [];
  const read = deferred();
  const notices: { level: NoticeLevel; message: string }[] = [];
  const app = fakeApp();
  const control = controlledPart(app);
  const target: Record<string, unknown> = {};
  const started = keepBoot(
    startBoot({
      st: st.SillyTavern,
      app: control.part,
      commands: bootCommands,
      document,
      target,
      peek: async (key) => {
        peeked.push(key);
        read.resolve();
        return records.get(key);
      },
      notify: (level, message) => notices.push({ level, message }),
      timeoutMs: options.timeoutMs ?? 5_000,
    }),
  );
  // SillyTavern calls the function published under the manifest's name.
  (globalThis as Record<string, unknown>)[INTERCEPTOR_NAME] = target[INTERCEPTOR_NAME];
  const parser = (st.SillyTavern.getContext!() as unknown as { SlashCommandParser: { commands: Record<string, Registered> } }).SlashCommandParser;
  return { st, app, control, notices, peeked, read: read.promise, records, target, commands: parser.commands, boot: started };
}

export const on = { [SETTINGS_KEY]: { enabled: true, mode: 'director', [RUNS_FOR_FIELD]: ['normal', 'regenerate', 'swipe', 'continue'] } };
