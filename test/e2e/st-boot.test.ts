// Issue 16 end to end in Chromium, on the SillyTavern stand-in page (no SillyTavern needed): the
// boot module alone at page load, the app, the panel and the engines loading on first use, and a
// chunk that cannot be loaded (routed to 404) ending in SillyTavern's own reply with a message that
// names the file, and nothing half-written.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { serveStandIn } from '../fixtures/st-context/browser/serve.mjs';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveStandIn>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([serveStandIn(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const DIST = '/scripts/extensions/third-party/troupe/dist';
const ON = { enabled: true, mode: 'director' };

interface Opened {
  page: Page;
  /** Paths the page requested under dist/, in order. */
  requested: string[];
  errors: string[];
}

async function open(query: Parameters<typeof server.url>[0] = {}, block: string[] = []): Promise<Opened> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  if (process.env.TROUPE_E2E_CONSOLE) page.on('console', (m) => console.log('console:', m.text()));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(DIST)) requested.push(path.slice(DIST.length + 1));
  });
  for (const file of block) await page.route(`**${DIST}/${file}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
  await page.goto(server.url(query));
  await page.waitForFunction(() => typeof (globalThis as Record<string, unknown>).troupeGenerateInterceptor === 'function');
  return { page, requested, errors };
}

/** Runs a generation through the stand-in's Generate; resolves when SillyTavern's Generate returns. */
const generate = (page: Page, type: string, userText?: string) =>
  page.evaluate(
    ([t, u]) =>
      (globalThis as unknown as { harness: { st: { generate(t: string, o: object): Promise<{ aborted: boolean }> } } }).harness.st.generate(t!, {
        userText: u,
        reply: 'SillyTavern’s own reply.',
      }),
    [type, userText],
  );

const chatState = (page: Page) =>
  page.evaluate(() => {
    const { st, toasts } = (
      globalThis as unknown as {
        harness: {
          st: {
            chat: { mes: string; is_user?: boolean; extra?: { reasoning?: string } }[];
            savedChat(): { mes: string }[] | undefined;
            extensionPrompts: Record<string, { value: string }>;
          };
          toasts: { level: string; message: string }[];
        };
      }
    ).harness;
    return {
      chat: st.chat.map((m) => m.mes),
      saved: st.savedChat()?.map((m) => m.mes),
      reasoning: st.chat.map((m) => m.extra?.reasoning ?? ''),
      prompts: Object.entries(st.extensionPrompts)
        .filter(([, v]) => v.value)
        .map(([k]) => k),
      toasts,
    };
  });

test('at page load only the boot module loads; with orchestration off a generation passes and loads nothing', async () => {
  const { page, requested, errors } = await open({ settings: { ...ON, enabled: false } });
  expect(requested).toEqual(['index.js']);
  expect(await page.locator('#troupe_drawer .inline-drawer-toggle').textContent()).toBe('Multi-agent orchestration');
  const commands = await page.evaluate(() =>
    Object.keys(
      (globalThis as unknown as { SillyTavern: { getContext(): { SlashCommandParser: { commands: object } } } }).SillyTavern.getContext().SlashCommandParser
        .commands,
    ),
  );
  expect(commands).toContain('troupe-enable');
  const r = await generate(page, 'normal', 'Hello?');
  expect(r.aborted).toBe(false);
  expect((await chatState(page)).chat.at(-1)).toBe('SillyTavern’s own reply.');
  expect(requested).toEqual(['index.js']);
  expect(errors).toEqual([]);
});

test('the drawer loads the panel on first opening; a director turn loads the engines and takes the reply over', async () => {
  const { page, requested, errors } = await open();
  expect(requested).toEqual(['index.js']);
  await page.locator('#troupe_drawer .inline-drawer-toggle').click();
  const enabled = page.locator('#troupe_drawer').getByRole('switch', { name: 'Enabled' });
  await enabled.waitFor();
  expect(requested).toContain('chunks/extension-app.js');
  expect(requested).toContain('chunks/extension-panel.js');
  expect(requested).not.toContain('chunks/engines.js');
  await enabled.click();
  await page.waitForFunction(
    () => (globalThis as unknown as { troupe?: { profiles: { settings: { value: { enabled: boolean } } } } }).troupe?.profiles.settings.value.enabled === true,
  );
  const r = await generate(page, 'normal', 'The lantern flickers.');
  expect(r.aborted).toBe(true);
  expect(requested).toContain('chunks/engines.js');
  const state = await chatState(page);
  expect(state.chat).toHaveLength(3);
  expect(state.chat.at(-1)).not.toBe('SillyTavern’s own reply.');
  expect(state.chat.at(-1)!.length).toBeGreaterThan(20);
  expect(state.reasoning.at(-1)).toMatch(/### \[main-1\]/);
  expect(state.saved).toEqual(state.chat);
  expect(errors).toEqual([]);
});

test('the app chunk routed to 404: the message names the file, SillyTavern’s reply still comes, nothing half-written', async () => {
  const { page, requested, errors } = await open({ settings: ON }, ['chunks/extension-app.js']);
  const r = await generate(page, 'normal', 'Hello?');
  expect(r.aborted).toBe(false);
  const state = await chatState(page);
  expect(state.chat).toEqual(['You wake in the glade.', 'Hello?', 'SillyTavern’s own reply.']);
  expect(state.saved).toEqual(state.chat);
  expect(state.reasoning).toEqual(['', '', '']);
  expect(state.prompts).toEqual([]);
  expect(state.toasts).toEqual([
    {
      level: 'error',
      message: `Troupe could not load ${DIST}/chunks/extension-app.js (HTTP 404). This reply is SillyTavern’s own. Reload the page; if it happens again, update or reinstall the extension.`,
    },
  ]);
  expect(requested.filter((f) => f !== 'index.js').every((f) => f === 'chunks/extension-app.js')).toBe(true);
  // The drawer says the same, with the file.
  await page.locator('#troupe_drawer .inline-drawer-toggle').click();
  await page.locator('#troupe_drawer [role="alert"]').waitFor();
  expect(await page.locator('#troupe_drawer [role="alert"]').textContent()).toContain(`${DIST}/chunks/extension-app.js (HTTP 404)`);
  // The file is back (the LAN box came online): the next generation loads it, and Troupe takes over.
  await page.unroute(`**${DIST}/chunks/extension-app.js`);
  expect((await generate(page, 'normal', 'And now?')).aborted).toBe(true);
  expect((await chatState(page)).chat).toHaveLength(5);
  expect(errors).toEqual([]);
});

test('the engines chunk routed to 404: the app says which file, passes, and SillyTavern answers', async () => {
  const { page, errors } = await open({ settings: ON }, ['chunks/engines.js']);
  const r = await generate(page, 'normal', 'Hello?');
  expect(r.aborted).toBe(false);
  const state = await chatState(page);
  expect(state.chat).toEqual(['You wake in the glade.', 'Hello?', 'SillyTavern’s own reply.']);
  expect(state.saved).toEqual(state.chat);
  expect(state.prompts).toEqual([]);
  expect(state.toasts.map((t) => t.level)).toEqual(['error']);
  expect(state.toasts[0]!.message).toContain(`${DIST}/chunks/engines.js could not be loaded (HTTP 404).`);
  expect(errors).toEqual([]);
});

test('the transport chunk routed to 404: the app says which file before it takes the reply, and SillyTavern answers', async () => {
  const { page, errors } = await open({ settings: ON }, ['chunks/transport-part.js']);
  const r = await generate(page, 'normal', 'Hello?');
  expect(r.aborted).toBe(false);
  const state = await chatState(page);
  expect(state.chat).toEqual(['You wake in the glade.', 'Hello?', 'SillyTavern’s own reply.']);
  expect(state.saved).toEqual(state.chat);
  expect(state.prompts).toEqual([]);
  expect(state.toasts.map((t) => t.level)).toEqual(['error']);
  expect(state.toasts[0]!.message).toContain(`${DIST}/chunks/transport-part.js could not be loaded (HTTP 404).`);
  expect(errors).toEqual([]);
});

test('the panel chunk routed to 404: the drawer names the file and offers Try again', async () => {
  const { page, errors } = await open({ settings: { ...ON, enabled: false }, locale: 'zh-cn' }, ['chunks/extension-panel.js']);
  await page.locator('#troupe_drawer .inline-drawer-toggle').click();
  const alert = page.locator('#troupe_drawer [role="alert"]');
  await alert.waitFor();
  expect(await alert.textContent()).toContain(`Troupe 无法加载 ${DIST}/chunks/extension-panel.js（HTTP 404）`);
  await page.unroute(`**${DIST}/chunks/extension-panel.js`);
  await page.locator('#troupe_drawer').getByRole('button', { name: '重试' }).click();
  await page.locator('#troupe_drawer').getByRole('switch', { name: '启用' }).waitFor();
  expect(errors).toEqual([]);
});
