// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { createStandIn, type StandInOptions } from '../../../../test/fixtures/st-context/index.ts';
import { chatPackageKey, PartLoadError, SETTINGS_KEY, type LazyPart } from '../../../ports/index.ts';
import { bootCommands } from '../../../app/commands/lazy-commands.ts';
import type { NoticeLevel, TroupeCommand } from '../../../ports/index.ts';
import { INTERCEPTOR_NAME } from '../generation-type.ts';
import type { StInterceptor } from '../types.ts';
import { deferred } from '../testing.ts';
import { startBoot, type AppModule, type Boot, type StartedApp } from './index.ts';

const APP_FILE = '/dist/chunks/extension-app.js';

interface FakeApp extends StartedApp {
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

function fakeApp(): FakeApp {
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
afterEach(() => {
  opened?.dispose();
  opened = undefined;
});

function boot(options: { st?: StandInOptions; settings?: Record<string, unknown>; timeoutMs?: number } = {}) {
  document.body.innerHTML = '';
  const st = createStandIn(options.st);
  const records = new Map<string, unknown>(Object.entries(options.settings ?? {}));
  const peeked: string[] = [];
  const read = deferred();
  const notices: { level: NoticeLevel; message: string }[] = [];
  const app = fakeApp();
  const control = controlledPart(app);
  const target: Record<string, unknown> = {};
  opened = startBoot({
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
  });
  // SillyTavern calls the function published under the manifest's name.
  (globalThis as Record<string, unknown>)[INTERCEPTOR_NAME] = target[INTERCEPTOR_NAME];
  const parser = (st.SillyTavern.getContext!() as unknown as { SlashCommandParser: { commands: Record<string, Registered> } }).SlashCommandParser;
  return { st, app, control, notices, peeked, read: read.promise, records, target, commands: parser.commands, boot: opened };
}

const on = { [SETTINGS_KEY]: { enabled: true, mode: 'director' } };

describe('the interceptor at boot', () => {
  test('is published at once; with orchestration off a generation passes and nothing is loaded', async () => {
    const { st, control, target, app } = boot({ settings: { [SETTINGS_KEY]: { enabled: false, mode: 'director' } } });
    expect(typeof target[INTERCEPTOR_NAME]).toBe('function');
    const r = await st.generate('normal', { userText: 'Hello?', reply: 'SillyTavern’s reply.' });
    expect(r.aborted).toBe(false);
    expect(st.chat.at(-1)?.mes).toBe('SillyTavern’s reply.');
    expect(control.loads).toBe(0);
    expect(app.calls).toEqual([]);
  });

  test('a first start (no settings record) is off, as the settings schema says', async () => {
    const { st, control, peeked } = boot();
    await st.generate('normal', { userText: 'Hi' });
    expect(peeked).toEqual([SETTINGS_KEY]);
    expect(control.loads).toBe(0);
  });

  test('quiet generations never read the settings; a type the mode does not run for passes', async () => {
    const { st, control, peeked } = boot({ settings: on });
    await st.generate('quiet');
    expect(peeked).toEqual([]);
    await st.generate('impersonate');
    expect(peeked).toEqual([SETTINGS_KEY, chatPackageKey(st.chatId()!)]);
    expect(control.loads).toBe(0);
  });

  test('on: the app loads once and gets the generation with its type; later generations go straight to it', async () => {
    const { st, control, app } = boot({ settings: on });
    const r = await st.generate('normal', { userText: 'Hello?' });
    expect(r.aborted).toBe(true);
    expect(app.calls).toEqual([{ type: 'normal', chat: 2 }]);
    await st.generate('quiet');
    await st.generate('impersonate');
    expect(app.calls.map((c) => c.type)).toEqual(['normal', 'quiet', 'impersonate']);
    expect(control.loads).toBe(1);
  });

  test('SillyTavern 1.12 passes no type: the app gets the type of the last GENERATION_STARTED', async () => {
    const { st, app } = boot({ st: { variant: '1.12' }, settings: { [SETTINGS_KEY]: { enabled: true, mode: 'loop' } } });
    await st.generate('impersonate');
    expect(app.calls).toEqual([{ type: 'impersonate', chat: 1 }]);
  });

  test('a chat bound to a skill package loads the app for a capsule type the mode would not run', async () => {
    const unbound = boot({ settings: on });
    await unbound.st.generate('impersonate');
    expect(unbound.app.calls).toEqual([]);
    const bound = boot({ settings: { ...on, [chatPackageKey('Seraphina - 2025-01-05@10h00m00s')]: { package: 'story-compass', startedAt: 1 } } });
    await bound.st.generate('impersonate');
    expect(bound.app.calls.map((c) => c.type)).toEqual(['impersonate']);
  });

  test('a chunk that fails to load: the message names the file, SillyTavern answers, nothing is written; the next generation tries again', async () => {
    const { st, control, notices, app } = boot({ settings: on });
    control.next = 'fail';
    const r = await st.generate('normal', { userText: 'Hello?', reply: 'SillyTavern’s reply.' });
    expect(r.aborted).toBe(false);
    expect(st.chat.map((m) => m.mes)).toEqual(['You wake in the glade.', 'Hello?', 'SillyTavern’s reply.']);
    expect(st.extensionPrompts).toEqual({});
    expect(notices).toEqual([
      {
        level: 'error',
        message: `Troupe could not load ${APP_FILE} (HTTP 404). This reply is SillyTavern’s own. Reload the page; if it happens again, update or reinstall the extension.`,
      },
    ]);
    control.next = 'ok';
    await st.generate('normal', { userText: 'Again' });
    expect(app.calls.map((c) => c.type)).toEqual(['normal']);
    expect(control.loads).toBe(2);
  });

  test('a load slower than the limit: SillyTavern answers alone, with a message; Troupe takes part once loaded', async () => {
    const { st, control, notices, app } = boot({ settings: on, timeoutMs: 20 });
    control.next = 'hang';
    const r = await st.generate('normal', { userText: 'Hello?', reply: 'SillyTavern’s reply.' });
    expect(r.aborted).toBe(false);
    expect(st.chat.at(-1)?.mes).toBe('SillyTavern’s reply.');
    expect(notices.map((n) => n.message)).toEqual([
      `Troupe is still loading ${APP_FILE}; this reply is SillyTavern’s own. Troupe takes part once it has loaded.`,
    ]);
    control.release();
    await opened!.app.load();
    await st.generate('normal', { userText: 'Now?' });
    expect(app.calls.map((c) => c.type)).toEqual(['normal']);
  });

  test('Stop while the app loads ends SillyTavern’s generation too, and the app never gets it', async () => {
    const { st, control, app } = boot({ settings: on });
    control.next = 'hang';
    const running = st.generate('normal', { userText: 'Hello?', reply: 'SillyTavern’s reply.' });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    st.stopGeneration();
    await st.settle();
    control.release();
    const r = await running;
    expect(r.aborted).toBe(true);
    expect(app.calls).toEqual([]);
    expect(st.chat.map((m) => m.mes)).toEqual(['You wake in the glade.', 'Hello?']);
  });

  test('a chat switch while the app loads leaves the reply to SillyTavern', async () => {
    const { st, control, app, notices } = boot({ settings: on });
    control.next = 'hang';
    const running = st.generate('normal', { userText: 'Hello?' });
    await new Promise((r) => setTimeout(r, 0));
    await st.openCharacter('Lin Wan.png');
    control.release();
    expect((await running).aborted).toBe(false);
    expect(app.calls).toEqual([]);
    expect(notices.map((n) => n.message)).toEqual(['The chat changed while Troupe was loading; the reply was left to SillyTavern.']);
  });

  test('a default skill package: opening a chat loads the app (new chats are bound when they open)', async () => {
    const none = boot({ settings: on });
    await none.st.openCharacter('Lin Wan.png');
    await new Promise((r) => setTimeout(r, 0));
    expect(none.control.loads).toBe(0);
    const withDefault = boot({ settings: { [SETTINGS_KEY]: { enabled: false, defaultPackage: 'story-compass' } } });
    await withDefault.st.openCharacter('Lin Wan.png');
    await withDefault.boot.app.load();
    expect(withDefault.control.loads).toBe(1);
  });
});

describe('chats SillyTavern deletes or renames', () => {
  test('a deleted chat: the app forgets the data stored under its key — loaded for it when Troupe has stored something', async () => {
    const used = boot({ settings: { [SETTINGS_KEY]: { enabled: false } } });
    const ctx = used.st.SillyTavern.getContext!()!;
    // Renamed earlier: its data is under the key it had.
    ctx.extensionSettings!.troupe = { chatKeys: { 'Lin Wan - renamed': 'Lin Wan - first' } };
    let next = used.app.nextForget;
    await used.st.events.emit('chat_deleted', 'Lin Wan - renamed');
    expect(await next).toBe('Lin Wan - first');
    expect(used.control.loads).toBe(1);
    expect(ctx.extensionSettings!.troupe).toEqual({ chatKeys: {} });
    next = used.app.nextForget;
    await used.st.events.emit('group_chat_deleted', 'g1 chat');
    expect(await next).toBe('g1 chat');
    expect(used.app.forgotten).toEqual(['Lin Wan - first', 'g1 chat']);
  });

  test('a deleted chat when Troupe never stored anything in this browser: nothing is loaded', async () => {
    const fresh = boot({ settings: {} });
    await fresh.st.events.emit('chat_deleted', 'Seraphina - old');
    await fresh.read;
    await new Promise((r) => setTimeout(r, 0));
    expect(fresh.control.loads).toBe(0);
  });

  test('a chat renamed from the chat list takes its key with it', async () => {
    const { st } = boot({ settings: {} });
    await st.events.emit('chat_renamed', { oldFileName: 'Seraphina - a.jsonl', newFileName: 'Seraphina - b.jsonl' });
    expect(st.SillyTavern.getContext!()!.extensionSettings!.troupe).toEqual({ chatKeys: { 'Seraphina - b': 'Seraphina - a' } });
    await st.events.emit('chat_renamed', { oldFileName: 'Seraphina - b.jsonl', newFileName: 'Seraphina - c.jsonl' });
    expect(st.SillyTavern.getContext!()!.extensionSettings!.troupe).toEqual({ chatKeys: { 'Seraphina - c': 'Seraphina - a' } });
  });
});

describe('ahead of the first generation', () => {
  test('with orchestration on, the app and its engines load once SillyTavern is ready and idle', async () => {
    const { st, control, app } = boot({ settings: on });
    expect(control.loads).toBe(0);
    await st.events.emit('app_ready');
    await app.warmed;
    expect(control.loads).toBe(1);
  });

  test('with it off, SillyTavern being ready loads nothing', async () => {
    const { st, control, read, peeked } = boot({ settings: { [SETTINGS_KEY]: { enabled: false } } });
    await st.events.emit('app_ready');
    await read;
    await new Promise((r) => setTimeout(r, 0));
    expect(peeked).toEqual([SETTINGS_KEY]);
    expect(control.loads).toBe(0);
  });
});

describe('the drawer at boot', () => {
  const header = () => document.querySelector<HTMLElement>('#troupe_drawer .inline-drawer-toggle')!;
  const content = () => document.querySelector<HTMLElement>('#troupe_drawer .inline-drawer-content')!;

  test('the header is mounted at once; the panel loads on the first opening, saying Loading… meanwhile', async () => {
    const { control } = boot();
    expect(header().textContent).toBe('Multi-agent orchestration');
    expect(content().childNodes.length).toBe(0);
    expect(control.loads).toBe(0);
    control.next = 'hang';
    header().click();
    expect(content().querySelector('[role="status"]')?.textContent).toBe('Loading…');
    control.release();
    await opened!.app.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(content().textContent).toBe(' Enabled');
    header().click();
    expect(control.loads).toBe(1);
  });

  test('a failed load names the file; Try again loads again', async () => {
    const { control } = boot({ st: { locale: 'zh-cn' } });
    control.next = 'fail';
    header().click();
    await new Promise((r) => setTimeout(r, 0));
    const alert = content().querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(`Troupe 无法加载 ${APP_FILE}（HTTP 404）。 请刷新页面；若再次出现，请更新或重新安装扩展。`);
    control.next = 'ok';
    content().querySelector<HTMLButtonElement>('button')!.click();
    await opened!.app.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(content().textContent).toBe(' Enabled');
  });
});

describe('slash commands at boot', () => {
  test('their help and refusals speak SillyTavern’s language (zh-TW: Traditional)', async () => {
    const { commands } = boot({ st: { locale: 'zh-tw' } });
    expect(commands['troupe-mode']!.helpString).toContain('切換執行模式');
    expect((commands['troupe-mode']!.unnamedArgumentList[0]!.enumProvider!().find((v) => v.value === 'loop') as { description?: string }).description).toBe(
      '一個代理在工具迴圈裡準備作業說明',
    );
    const cn = boot({ st: { locale: 'zh-cn' } }).commands;
    expect(cn['troupe-enable']!.helpString).toContain('打开 Troupe');
  });

  test('every command is registered with its help before the app loads; running one loads it', async () => {
    const { commands, control } = boot();
    expect(Object.keys(commands)).toContain('troupe-enable');
    expect(commands['troupe-mode']!.helpString).toContain('Switches the orchestration mode');
    expect(control.loads).toBe(0);
    expect(await commands['troupe-enable']!.callback({}, '')).toBe('Troupe is on.');
    expect(control.loads).toBe(1);
  });

  test('live autocomplete offers nothing until the app is loaded (asking starts the load), then the app’s values', async () => {
    const { commands, control } = boot();
    const provider = commands['troupe-preset']!.unnamedArgumentList[0]!.enumProvider!;
    expect(provider()).toEqual([]);
    expect(control.loads).toBe(1);
    await opened!.app.load();
    expect(provider().map((v) => v.value)).toEqual(['Slow burn']);
    // Fixed values (the modes) are there from the start.
    expect(commands['troupe-mode']!.unnamedArgumentList[0]!.enumProvider!().map((v) => v.value)).toEqual(['director', 'loop', 'spec', 'agenda', 'single']);
  });

  test('a command whose app cannot load fails with the message naming the file', async () => {
    const { commands, control } = boot();
    control.next = 'fail';
    await expect(commands['troupe-enable']!.callback({}, '')).rejects.toThrow(`Troupe could not load ${APP_FILE} (HTTP 404).`);
  });
});

describe('tools other extensions register early', () => {
  test('a troupe:register-tool sent on the event bus before the app loads reaches the app when it starts', async () => {
    document.body.innerHTML = '';
    const st = createStandIn();
    const app = fakeApp();
    let handed: unknown[] | undefined;
    opened = startBoot({
      st: st.SillyTavern,
      commands: bootCommands,
      app: { file: APP_FILE, loaded: undefined, load: async () => ({ startApp: async (_st, early) => ((handed = early?.take()), app) }) },
      document,
      target: {},
      peek: async () => undefined,
      notify: () => {},
    });
    const bus = st.SillyTavern.getContext!().eventSource!;
    await bus.emit!('troupe:register-tool', { name: 'dice_roll', description: 'Rolls a die.', execute: () => 4 });
    expect(handed).toBeUndefined();
    await opened.app.load();
    expect(handed).toEqual([{ kind: 'register', payload: expect.objectContaining({ name: 'dice_roll' }) }]);
  });
});
