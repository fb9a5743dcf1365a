import { test } from 'vitest';
import { launchBrowser } from './browser.ts';
import { serveDrawerPage } from './st-drawer/page.ts';

test('look', async () => {
  const [server, browser] = await Promise.all([serveDrawerPage(), launchBrowser()]);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('pageerror', (e) => console.error('page error:', e));
    page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
    await page.goto(`${server.url}?db=${Date.now()}&${process.env.LOOK_QS ?? ''}`);
    await page.waitForFunction(() => (globalThis as any).drawerTest?.ready || (globalThis as any).drawerTest?.error, null, { timeout: 60000 });
    console.log(await page.evaluate(() => (globalThis as any).drawerTest.error ?? 'ok'));
    await page.locator('.troupe-card').waitFor();
    if (process.env.LOOK_PRESET) await page.evaluate(async (name) => { const p = (globalThis as any).drawerTest.app.profiles; const lib = p.library('director'); await p.selectPreset('director', lib.presets.find((x: any) => x.name.includes(name)).id); }, process.env.LOOK_PRESET);
    if (process.env.LOOK_JS) await page.evaluate(process.env.LOOK_JS);
    await page.waitForTimeout(300);
    const m = await page.evaluate(() => {
      const r = (s: string) => document.querySelector(s)?.getBoundingClientRect();
      return { card: r('.troupe-card')?.height, panel: r('.troupe-panel')?.height, col: r('#extensions_settings2')?.width, rows: document.querySelectorAll('.troupe-row').length };
    });
    console.log(JSON.stringify(m));
    await page.evaluate(() => document.querySelectorAll('.troupe-row, .troupe-section').forEach((e) => ((e as HTMLElement).style.contentVisibility = 'visible')));
    const h = await page.evaluate(() => document.getElementById('rm_extensions_block')!.scrollHeight);
    await page.setViewportSize({ width: 1400, height: Math.min(6000, h + 60) });
    await page.evaluate(() => { const d = document.getElementById('rm_extensions_block')!; d.style.maxHeight = 'none'; });
    await page.screenshot({ path: '/tmp/p13/look.png', fullPage: true });
  } finally {
    await browser.close();
    await server.close();
  }
}, 180000);
