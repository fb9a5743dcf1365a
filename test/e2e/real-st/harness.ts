// The real-SillyTavern suite's harness: a SillyTavern server of its own for each test (from an install
// TROUPE_ST_DIR names, on a free port, on a copy of the install's clean data folder), with the built
// extension installed as Extensions → Install extension would place it and Chat Completion → Custom
// pointed at a scripted model; and a Chromium page on it.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { skipOnboarding, startSillyTavern } from '../../../scripts/sillytavern.mjs';
import { BUILT } from '../page.ts';

/** An install the suite runs against (`node scripts/sillytavern.mjs install [version]` makes one). */
export interface StInstall {
  dir: string;
  /** Its package.json version, e.g. `1.19.0`. */
  version: string;
}

/**
 * The installs the suite runs against: TROUPE_ST_DIR, one folder or several separated by `:`
 * (`TROUPE_ST_DIR=$(node scripts/sillytavern.mjs install):$(node scripts/sillytavern.mjs install 1.12.6)`).
 */
export const ST_INSTALLS: StInstall[] = (process.env.TROUPE_ST_DIR ?? '')
  .split(delimiter)
  .filter(Boolean)
  .map((dir) => ({ dir, version: String(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version) }));
const root = join(import.meta.dirname, '../../..');

/** Why the suite does not run, for the skipped suite's name ('' when it runs). */
export const SKIP_REASON = ST_INSTALLS.length
  ? ''
  : 'skipped: TROUPE_ST_DIR is not set — `export TROUPE_ST_DIR=$(node scripts/sillytavern.mjs install)` runs it (CONTRIBUTING.md)';

/** True when `version` is `min` or newer (numeric x.y.z). */
export function versionAtLeast(version: string, min: string): boolean {
  const a = version.split('.').map(Number);
  const b = min.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

export interface StartOptions {
  /** The scripted model's base URL (…/v1) for Chat Completion → Custom. */
  modelUrl: string;
  /** The model name SillyTavern sends. */
  model?: string;
  /** Changes to SillyTavern's settings.json before the server starts. */
  settings?: (s: Record<string, any>) => void;
  /** Other extensions to install: folder name → files. */
  extensions?: Record<string, Record<string, string>>;
  /** Folder name of Troupe's extension (default `troupe`). */
  folder?: string;
  /** Anything else to change in data/default-user before the server starts. */
  prepare?: (userDir: string) => void;
}

export type RealSt = Awaited<ReturnType<typeof startSillyTavern>>;

/** A SillyTavern server of its own with Troupe installed and Custom pointed at the scripted model. */
export async function startStWithTroupe(env: Pick<SuiteEnv, 'st'>, o: StartOptions): Promise<RealSt> {
  return startSillyTavern({
    dir: env.st.dir,
    prepare(user: string) {
      skipOnboarding(user);
      const file = join(user, 'settings.json');
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      settings.main_api = 'openai';
      settings.power_user = { ...settings.power_user, auto_connect: true };
      settings.oai_settings = {
        ...settings.oai_settings,
        chat_completion_source: 'custom',
        custom_url: o.modelUrl,
        custom_model: o.model ?? 'scripted-director',
        stream_openai: true,
      };
      o.settings?.(settings);
      writeFileSync(file, JSON.stringify(settings, null, 4));
      const ext = join(user, 'extensions', o.folder ?? 'troupe');
      mkdirSync(ext, { recursive: true });
      cpSync(join(root, 'manifest.json'), join(ext, 'manifest.json'));
      cpSync(BUILT, join(ext, 'dist'), { recursive: true });
      for (const [name, files] of Object.entries(o.extensions ?? {})) {
        mkdirSync(join(user, 'extensions', name), { recursive: true });
        for (const [f, text] of Object.entries(files)) writeFileSync(join(user, 'extensions', name, f), text);
      }
      o.prepare?.(user);
    },
  });
}

/**
 * A SillyTavern server with Troupe (startStWithTroupe) and a page open on it (openSt), both closed
 * when the test ends.
 */
export async function stWithPage(env: Pick<SuiteEnv, 'st' | 'browser' | 'defer'>, o: StartOptions): Promise<StPage & { st: RealSt }> {
  const st = await startStWithTroupe(env, o);
  env.defer(() => st.stop());
  const opened = await openSt(env.browser, st);
  env.defer(() => opened.context.close());
  return { ...opened, st };
}

/**
 * Selects the shipped director preset that has memory on and saves it with a team of the main agent
 * and memory_curator, dispatched every turn; orchestration on, in director mode.
 */
export async function useCuratorTeam(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const t = (globalThis as any).troupe;
    const full = t.profiles.library('director').presets.find((p: any) => p.profile.subAgents.some((s: { id: string }) => s.id === 'memory_curator'));
    await t.profiles.selectPreset('director', full.id);
    const p = structuredClone(t.profiles.drafts.value.director);
    const curator = { ...p.subAgents.find((s: { id: string }) => s.id === 'memory_curator'), wave: 'dispatch', everyTurns: 1, fullTurnsOnly: false };
    t.profiles.setDraft('director', { ...p, subAgents: [curator] });
    await t.profiles.save('director');
    await t.profiles.updateSettings({ enabled: true, mode: 'director' });
  });
}

export interface StPage {
  context: BrowserContext;
  page: Page;
  /** Errors the page threw. */
  errors: string[];
  /** Paths under the extension's dist/ the page requested, in order. */
  requested: string[];
}

/** A new browser profile (Troupe's first start) on SillyTavern, in English, 1400 × 1000 (the drawer column is 339 px wide). */
export async function openSt(browser: Browser, st: RealSt, options: { block?: string[] } = {}): Promise<StPage> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(() => localStorage.setItem('language', 'en'));
  const page = await context.newPage();
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e) + (process.env.TROUPE_E2E_CONSOLE ? `\n${e.stack}` : '')));
  if (process.env.TROUPE_E2E_CONSOLE) page.on('console', (m) => console.log('console:', m.text()));
  page.on('request', (r) => {
    const m = new URL(r.url()).pathname.match(/\/extensions\/(?:third-party\/)?[^/]+\/dist\/(.+)$/);
    if (m) requested.push(m[1]!);
  });
  for (const file of options.block ?? [])
    await page.route(`**/dist/${file}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
  await page.goto(st.url, { waitUntil: 'domcontentloaded' });
  return { context, page, errors, requested };
}

/** Resolves once SillyTavern has loaded its characters and connected to the scripted model. */
export async function stReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as any).SillyTavern?.getContext?.().characters?.length > 0, null, { timeout: 90_000 });
  await page.waitForFunction(() => (globalThis as any).SillyTavern.getContext().onlineStatus !== 'no_connection', null, { timeout: 60_000 });
}

/** Opens Seraphina's chat and resolves once SillyTavern announced it (CHAT_CHANGED) with her greeting in it. */
export async function openSeraphina(page: Page): Promise<void> {
  await stReady(page);
  await page.evaluate(async () => {
    const c = (globalThis as any).SillyTavern.getContext();
    const changed = new Promise<void>((resolve) => c.eventSource.once(c.eventTypes.CHAT_CHANGED, () => resolve()));
    await c.selectCharacterById(c.characters.findIndex((x: { name: string }) => x.name === 'Seraphina'));
    await changed;
  });
  await page.waitForFunction(() => (globalThis as any).SillyTavern.getContext().chat.length > 0, null, { timeout: 30_000 });
}

/** Opens SillyTavern's extensions drawer and Troupe's section; resolves with the panel once the app is ready. */
export async function openTroupePanel(page: Page, heading = 'Multi-agent orchestration') {
  await page.evaluate(() => {
    if (!document.getElementById('rm_extensions_block')?.classList.contains('openDrawer'))
      document.querySelector<HTMLElement>('#extensions-settings-button .drawer-toggle')?.click();
  });
  const header = page.locator('#troupe_drawer .inline-drawer-toggle', { hasText: heading });
  await header.waitFor({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: heading });
  // Whether Troupe's section is open is its chevron's state, not the panel's visibility: the panel
  // appears only once its chunk has loaded, and a click while it loads would close the section again.
  const open = await header.locator('.inline-drawer-icon').evaluate((icon) => icon.classList.contains('up'));
  // The element's own click (what SillyTavern's handler and Troupe's listen to), not a click at its
  // coordinates: the extensions column can still shift while other extensions' settings arrive, and a
  // click at the old place lands elsewhere (seen under load: the section stayed closed, never asked to load).
  if (!open) await header.evaluate((h: HTMLElement) => h.click());
  await panel.waitFor({ timeout: 60_000 }).catch(async (e: Error) => {
    // What the section held when the panel did not appear: its loading state, its chevron, its text.
    const state = await page.evaluate(() => {
      const d = document.getElementById('troupe_drawer');
      const h = d?.querySelector<HTMLElement>('.inline-drawer-toggle');
      const c = d?.querySelector<HTMLElement>('.inline-drawer-content');
      return {
        lazy: h?.dataset.troupeLazy,
        icon: d?.querySelector('.inline-drawer-icon')?.className,
        display: c ? getComputedStyle(c).display : null,
        drawer: document.getElementById('rm_extensions_block')?.className,
        text: c?.textContent?.slice(0, 300),
      };
    });
    throw new Error(`${e.message}\nTroupe's section: ${JSON.stringify(state)}`);
  });
  await page.waitForFunction(() => (globalThis as any).troupe?.ready, null, { timeout: 60_000 });
  await page.evaluate(() => (globalThis as any).troupe.ready);
  return panel;
}

/** Closes SillyTavern's extensions drawer if it is open. */
export async function closeDrawer(page: Page) {
  await page.evaluate(() => {
    if (document.getElementById('rm_extensions_block')?.classList.contains('openDrawer'))
      document.querySelector<HTMLElement>('#extensions-settings-button .drawer-toggle')?.click();
  });
}

/**
 * Arms a listener on SillyTavern's event bus for the next `event` (an event_types key or a raw name);
 * returns a function that resolves with its arguments. Arm it before the action that causes the event.
 */
export async function armEvent(page: Page, event: string): Promise<() => Promise<unknown[]>> {
  const key = `__armed_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([k, e]) => {
      const c = (globalThis as any).SillyTavern.getContext();
      const name = c.eventTypes[e!] ?? e;
      (globalThis as any)[k!] = new Promise((resolve) => c.eventSource.once(name, (...args: unknown[]) => resolve(JSON.parse(JSON.stringify(args ?? [])))));
    },
    [key, event],
  );
  return () => page.evaluate((k) => (globalThis as any)[k], key) as Promise<unknown[]>;
}

/**
 * Resolves once SillyTavern no longer generates: 1.19 marks a generation on <body data-generating>,
 * 1.12 hides the Send button. Only after an event that comes while SillyTavern is generating.
 */
export const stIdle = (page: Page) =>
  page.waitForFunction(() => !document.body.dataset.generating && !document.getElementById('send_but')?.classList.contains('displayNone'), null, {
    timeout: 60_000,
  });

/** Types `text` into SillyTavern's chat box and presses Send. */
export async function send(page: Page, text: string) {
  await page.fill('#send_textarea', text);
  await page.click('#send_but');
}

/**
 * Runs `action` (a Send, a swipe, a regenerate) with orchestration on and resolves with the summary of
 * the Troupe run it caused, once Troupe announced its end (`troupe:run-ended`) and SillyTavern has
 * finished the generation (`GENERATION_ENDED` for SillyTavern's own reply; after a takeover, it stops
 * generating when the interceptor returns).
 */
export async function troupeTurn(page: Page, action: () => Promise<unknown>, opts: { stReplies?: boolean } = {}) {
  const ended = await armEvent(page, 'troupe:run-ended');
  const stEnded = opts.stReplies ? await armEvent(page, 'GENERATION_ENDED') : null;
  await action();
  const [run] = (await ended()) as [Record<string, any>];
  if (stEnded) await stEnded();
  await stIdle(page);
  return run;
}

/** The last message of the chat on screen. */
export const lastMessage = (page: Page) =>
  page.evaluate(() => {
    const m = (globalThis as any).SillyTavern.getContext().chat.at(-1);
    return {
      mes: String(m.mes),
      is_user: !!m.is_user,
      swipes: m.swipes?.length ?? 0,
      swipe_id: m.swipe_id ?? 0,
      reasoning: String(m.extra?.reasoning ?? ''),
      extra: m.extra ?? {},
    };
  });

/** What the suite file hands each group of tests. */
export interface SuiteEnv {
  readonly browser: Browser;
  /** The SillyTavern these tests run against. */
  readonly st: StInstall;
  /** Registers what a test started (a server, a page), ended after the test whatever its outcome. */
  defer(fn: () => Promise<unknown>): void;
}

/** Runs a slash command through SillyTavern's own parser, as typed in the chat box would, and awaits it. */
export async function slash(page: Page, command: string) {
  await page.evaluate(async (text) => {
    const c = (globalThis as any).SillyTavern.getContext();
    const r = await c.executeSlashCommandsWithOptions(text, { handleParserErrors: true, handleExecutionErrors: true });
    if (r?.isError) throw new Error(`${text}: ${r.errorMessage}`);
  }, command);
}
