// The panel in a SillyTavern-shaped extensions drawer (test/e2e/st-drawer): the real app, host adapter
// and stylesheet in a 339 px column, with SillyTavern's restyled checkboxes and its document-level
// Escape handler that closes the drawer.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { exportProfile } from '../../src/core/profiles/envelope.ts';
import { defaultProfile } from '../../src/core/profiles/parse.ts';
import { launchBrowser } from './browser.ts';
import { serveDrawerPage } from './st-drawer/page.ts';

let server: Awaited<ReturnType<typeof serveDrawerPage>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([serveDrawerPage(), launchBrowser()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(query = ''): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (e) => console.error('page error:', e));
  page.setDefaultTimeout(8_000);
  await page.goto(`${server.url}?db=${Math.random().toString(36).slice(2)}&${query}`);
  await page.waitForFunction(() => (globalThis as any).drawerTest?.ready || (globalThis as any).drawerTest?.error, null, { timeout: 60_000 });
  expect(await page.evaluate(() => (globalThis as any).drawerTest.error ?? null)).toBeNull();
  await page.locator('.troupe-card').waitFor();
  return page;
}

const drawerOpen = (page: Page) => page.evaluate(() => document.getElementById('rm_extensions_block')!.classList.contains('openDrawer'));

describe('the panel in a 339 px SillyTavern drawer column', () => {
  test('the director card on first open is under 1,500 px tall', async () => {
    const page = await open();
    const m = await page.evaluate(() => ({
      column: document.getElementById('extensions_settings2')!.getBoundingClientRect().width,
      card: document.querySelector('.troupe-card')!.getBoundingClientRect().height,
      rows: document.querySelectorAll('.troupe-card .troupe-row').length,
      open: document.querySelectorAll('.troupe-card .troupe-row.is-open').length,
    }));
    expect(m.column).toBe(339);
    // The whole team is listed (main agent + sub-agents), none expanded.
    expect(m.rows).toBeGreaterThan(4);
    expect(m.open).toBe(0);
    expect(m.card).toBeLessThan(1500);
    // Every shipped director preset, the largest team included.
    const heights = await page.evaluate(async () => {
      const p = (globalThis as any).drawerTest.app.profiles;
      const out: Record<string, number> = {};
      for (const preset of p.library('director').presets) {
        await p.selectPreset('director', preset.id);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        out[preset.name] = document.querySelector('.troupe-card')!.getBoundingClientRect().height;
      }
      return out;
    });
    expect(Object.keys(heights).length).toBeGreaterThan(1);
    for (const [name, h] of Object.entries(heights)) expect(h, name).toBeLessThan(1500);
    await page.close();
  }, 60_000);

  test('the Add… picker of an agent row opens inside the viewport and its options take the mouse', async () => {
    const page = await open();
    const card = page.locator('.troupe-card');
    const firstSub = card.locator('.troupe-row:not([data-fixed])').first();
    await firstSub.locator('.troupe-row__toggle').click();
    const add = firstSub.getByRole('button', { name: /^Add… to/ }).first();
    await add.click();
    const input = page.getByRole('combobox', { name: /^Search skills to add to/ });
    await input.waitFor();
    // The first option is "* all installed"; the second a skill by name.
    const option = page.locator('.troupe-picker-layer').getByRole('option').nth(1);
    const name = (await option.locator('.troupe-picker__name').textContent())!.trim();
    const geo = await option.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const layer = el.closest('.troupe-picker-layer')!.getBoundingClientRect();
      return { hitIsOption: !!hit && el.contains(hit), left: layer.left, right: layer.right, vw: innerWidth };
    });
    expect(geo.hitIsOption).toBe(true);
    expect(geo.left).toBeGreaterThanOrEqual(0);
    expect(geo.right).toBeLessThanOrEqual(geo.vw);
    await option.click();
    await expect.poll(() => firstSub.locator('.troupe-chip', { hasText: name }).count()).toBeGreaterThan(0);
    await page.close();
  }, 60_000);

  test('Escape closes the picker and the preset-name form, and leaves the drawer open', async () => {
    const page = await open();
    // SillyTavern presses Stop on an Escape keyup at the document while a reply is generated: the
    // keyup of an Escape Troupe handled must not get there either.
    const escapeUps = () => page.evaluate(() => (globalThis as any).escapeUps as number);
    await page.evaluate(() => {
      (globalThis as any).escapeUps = 0;
      document.addEventListener('keyup', (e) => void (e.key === 'Escape' && (globalThis as any).escapeUps++));
    });
    const firstSub = page.locator('.troupe-card .troupe-row:not([data-fixed])').first();
    await firstSub.locator('.troupe-row__toggle').click();
    await firstSub
      .getByRole('button', { name: /^Add… to/ })
      .first()
      .click();
    const input = page.getByRole('combobox', { name: /^Search skills to add to/ });
    await input.waitFor();
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect(await drawerOpen(page)).toBe(true);
    expect(await escapeUps()).toBe(0);
    // Focus went back to the Add… button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('listbox');

    await page.getByRole('button', { name: 'New', exact: true }).first().click();
    const nameBox = page.getByRole('textbox', { name: 'Preset name' }).first();
    await nameBox.waitFor();
    await nameBox.press('Escape');
    await nameBox.waitFor({ state: 'detached' });
    expect(await drawerOpen(page)).toBe(true);
    expect(await escapeUps()).toBe(0);
    // The page's handlers do see the key when nothing of ours handled it.
    await page.locator('body').press('Escape');
    expect(await drawerOpen(page)).toBe(false);
    expect(await escapeUps()).toBe(1);
    await page.close();
  }, 60_000);

  test('an agent request without a prompt preset carries the profile’s output limit, not SillyTavern’s reply length', async () => {
    const page = await open();
    const sent = await page.evaluate(async () => {
      const t = (globalThis as any).drawerTest;
      await t.app.profiles.setEnabled(true);
      const profile = t.app.profiles.drafts.value.director;
      const ended = new Promise((r) => t.standIn.events.once('troupe:run-ended', r));
      await t.standIn.generate('normal', { userText: 'Where am I?' });
      await ended;
      const bodies = t.standIn.requests
        .filter((r: any) => r.url === '/api/backends/chat-completions/generate')
        .map((r: any) => (typeof r.body === 'string' ? JSON.parse(r.body) : r.body));
      // The opening wave (intent_scout) asks first; the main agent's request is the one offering finalize.
      const requests = bodies.map((b: any) => ({ limit: b.max_tokens, tools: (b.tools ?? []).map((x: any) => x.function?.name) }));
      const scout = profile.subAgents.find((a: any) => a.wave === 'opening');
      return {
        hostLimit: t.standIn.oai.openai_max_tokens,
        main: profile.mainAgent.maxTokens,
        promptPreset: profile.mainAgent.promptPreset,
        scout: { limit: scout?.maxTokens, promptPreset: scout?.promptPreset },
        limits: requests.map((r: any) => r.limit),
        mainLimits: requests.filter((r: any) => r.tools.includes('finalize')).map((r: any) => r.limit),
      };
    });
    expect(sent.hostLimit).toBe(300);
    expect(sent.promptPreset).toBe('');
    expect(sent.scout.promptPreset).toBe('');
    expect(sent.limits.length).toBeGreaterThan(1);
    // The first request is the opening scout's, with its own limit; the main agent's carries the main agent's.
    expect(sent.limits[0]).toBe(sent.scout.limit);
    expect(sent.mainLimits.length).toBeGreaterThan(0);
    expect(sent.mainLimits.every((l: number) => l === sent.main)).toBe(true);
    expect(sent.limits).not.toContain(300);
    await page.close();
  }, 60_000);

  test('news is a SillyTavern toast, no banner piles up; an import under a taken name is stored renamed', async () => {
    const page = await open();
    const file = {
      name: 'harbour.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exportProfile('director', 'Harbour', defaultProfile('director')))),
    };
    const input = page.locator('.troupe-panel input[type=file]');
    const toastCount = () => page.evaluate(() => (globalThis as any).drawerTest.toasts.length);
    await input.setInputFiles(file);
    await expect.poll(toastCount).toBe(1);
    await input.setInputFiles(file);
    await expect.poll(toastCount).toBe(2);
    const state = await page.evaluate(() => {
      const t = (globalThis as any).drawerTest;
      return {
        toasts: t.toasts.map((x: any) => [x.level, x.message]),
        names: t.app.profiles.library('director').presets.map((p: any) => p.name),
        strip: document.querySelector('.troupe-panel .troupe-messages')!.textContent,
      };
    });
    expect(state.toasts).toEqual([
      ['success', 'Profile imported.'],
      ['success', 'Profile imported as “Harbour (2)”: a preset named “Harbour” already exists.'],
    ]);
    expect(state.names.filter((n: string) => n.startsWith('Harbour'))).toEqual(['Harbour', 'Harbour (2)']);
    expect(state.strip).toBe('');
    await page.close();
  }, 60_000);
});
