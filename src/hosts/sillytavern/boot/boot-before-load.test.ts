// @vitest-environment happy-dom
// What the page has from Troupe before its app loads: the drawer's header (the panel loads on the
// first opening), the slash commands with their help, and tools other extensions register early.
import { afterEach, describe, expect, test } from 'vitest';
import { createStandIn } from '../../../../test/fixtures/st-context/index.ts';
import { bootCommands } from '../../../app/commands/lazy-commands.ts';
import { startBoot } from './index.ts';
import { APP_FILE, boot, disposeBoot, fakeApp, keepBoot } from './testing.ts';

afterEach(disposeBoot);

describe('the drawer at boot', () => {
  const header = () => document.querySelector<HTMLElement>('#troupe_drawer .inline-drawer-toggle')!;
  const content = () => document.querySelector<HTMLElement>('#troupe_drawer .inline-drawer-content')!;

  test('the header is mounted at once; the panel loads on the first opening, saying Loading… meanwhile', async () => {
    const { control, boot: started } = boot();
    expect(header().textContent).toBe('Multi-agent orchestration');
    expect(content().childNodes.length).toBe(0);
    expect(control.loads).toBe(0);
    control.next = 'hang';
    header().click();
    expect(content().querySelector('[role="status"]')?.textContent).toBe('Loading…');
    control.release();
    await started.app.load();
    await new Promise((r) => setTimeout(r, 0));
    expect(content().textContent).toBe(' Enabled');
    header().click();
    expect(control.loads).toBe(1);
  });

  test('a failed load names the file; Try again loads again', async () => {
    const { control, boot: started } = boot({ st: { locale: 'zh-cn' } });
    control.next = 'fail';
    header().click();
    await new Promise((r) => setTimeout(r, 0));
    const alert = content().querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe(`Troupe 无法加载 ${APP_FILE}（HTTP 404）。 请刷新页面；若再次出现，请更新或重新安装扩展。`);
    control.next = 'ok';
    content().querySelector<HTMLButtonElement>('button')!.click();
    await started.app.load();
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
    const { commands, control, boot: started } = boot();
    const provider = commands['troupe-preset']!.unnamedArgumentList[0]!.enumProvider!;
    expect(provider()).toEqual([]);
    expect(control.loads).toBe(1);
    await started.app.load();
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
    const started = keepBoot(
      startBoot({
        st: st.SillyTavern,
        commands: bootCommands,
        app: { file: APP_FILE, loaded: undefined, load: async () => ({ startApp: async (_st, early) => ((handed = early?.take()), app) }) },
        document,
        target: {},
        peek: async () => undefined,
        notify: () => {},
      }),
    );
    const bus = st.SillyTavern.getContext!().eventSource!;
    await bus.emit!('troupe:register-tool', { name: 'dice_roll', description: 'Rolls a die.', execute: () => 4 });
    expect(handed).toBeUndefined();
    await started.app.load();
    expect(handed).toEqual([{ kind: 'register', payload: expect.objectContaining({ name: 'dice_roll' }) }]);
  });
});
