// @vitest-environment happy-dom
// The boot on SillyTavern's page: the interceptor it publishes at once (loading the app only when a
// generation needs it), chats SillyTavern deletes or renames, and loading ahead of the first generation.
// What the page has before the app loads (drawer, commands, early tools) is in boot-before-load.test.ts.
import { afterEach, describe, expect, test } from 'vitest';
import { chatPackageKey, SETTINGS_KEY } from '../../../ports/index.ts';
import { INTERCEPTOR_NAME } from '../generation-type.ts';
import { APP_FILE, boot, disposeBoot, on } from './testing.ts';

afterEach(disposeBoot);

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
    const { st, control, notices, app, boot: started } = boot({ settings: on, timeoutMs: 20 });
    control.next = 'hang';
    const r = await st.generate('normal', { userText: 'Hello?', reply: 'SillyTavern’s reply.' });
    expect(r.aborted).toBe(false);
    expect(st.chat.at(-1)?.mes).toBe('SillyTavern’s reply.');
    expect(notices.map((n) => n.message)).toEqual([
      `Troupe is still loading ${APP_FILE}; this reply is SillyTavern’s own. Troupe takes part once it has loaded.`,
    ]);
    control.release();
    await started.app.load();
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
