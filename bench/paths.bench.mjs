// What a SillyTavern user's browser downloads for each first thing they do, measured in Chromium on
// the SillyTavern stand-in (test/fixtures/st-context/browser) with the built extension: every file
// of the extension the page fetched (its Resource Timing entries), sized as the gzip of the file in
// dist/. Each path starts from a fresh page of a profile that has started Troupe once (the first
// start's filling of the bundled skills is not counted). A first action's target is the 200 KB gzip
// the issue gives for everything the extension loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { serveStandIn } from '../test/fixtures/st-context/browser/serve.mjs';
import { distDir } from './util.mjs';

const kb = (n) => n / 1024;
const ON = { enabled: true, mode: 'director' };

export default async () => {
  const server = await serveStandIn();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const dist = distDir();
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  try {
    const context = await browser.newContext();
    const open = async (settingsPatch) => {
      const page = await context.newPage();
      await page.goto(server.url({ settingsPatch }));
      await page.waitForFunction(() => performance.getEntriesByName('troupe:interceptor-installed').length > 0);
      return page;
    };
    /** The extension's script files this page fetched, as paths under dist/. */
    const fetched = (page) =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname.match(/\/third-party\/troupe\/dist\/(.+\.js)$/)?.[1])
          .filter(Boolean),
      );
    const generate = (page) => page.evaluate(() => globalThis.harness.st.generate('normal', { userText: 'The lantern flickers.' }));
    const openDrawer = async (page) => {
      await page.locator('#troupe_drawer .inline-drawer-toggle').click();
      await page.locator('#troupe_drawer .troupe-panel').waitFor();
    };

    // First start: the bundled skills filled once (not counted in any path).
    const first = await open(ON);
    await generate(first);
    await first.close();

    const paths = [
      { name: 'page load, orchestration off', settings: { enabled: false }, act: async () => {} },
      {
        name: 'page load, orchestration on (the app loads ahead when SillyTavern is ready)',
        settings: ON,
        act: (page) =>
          page.evaluate(async () => {
            await globalThis.harness.st.events.emit('app_ready');
            while (!performance.getEntriesByName('troupe:preloaded').length) await new Promise((r) => setTimeout(r, 5));
          }),
      },
      { name: 'a first director generation', settings: ON, act: generate },
      { name: 'a first capsule (single) generation', settings: { enabled: true, mode: 'single' }, act: generate },
      { name: 'a first drawer opening', settings: ON, act: openDrawer },
      {
        name: 'the drawer, then Manage Skills (a second step: no target of its own)',
        settings: ON,
        second: true,
        act: async (page) => {
          await openDrawer(page);
          await page.getByRole('button', { name: 'Manage Skills…' }).click();
          await page.getByRole('dialog', { name: 'Manage Skills' }).waitFor();
        },
      },
    ];
    const rows = [];
    const notes = [];
    for (const path of paths) {
      const page = await open(path.settings);
      await path.act(page);
      const files = [...new Set(await fetched(page))].sort();
      await page.close();
      const total = files.reduce((a, f) => a + gz(f), 0);
      // The first thing a user does loads at most 200 KB gzip (the budget, applied per action).
      rows.push({ name: path.name, value: kb(total), unit: 'KB', ...(path.second ? {} : { target: '≤ 200', pass: kb(total) <= 200 }) });
      notes.push(`${path.name}: ${files.join(', ')}`);
    }
    return { title: 'What each first action downloads (gzip, Chromium, SillyTavern stand-in)', rows, notes };
  } finally {
    await browser.close();
    await server.close();
  }
};
