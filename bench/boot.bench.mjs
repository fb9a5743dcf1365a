// The boot module in Chromium, on the SillyTavern stand-in page (test/fixtures/st-context/browser)
// with the built extension and the demo model on loopback. Each figure is the median over fresh page
// loads of one browser profile that has started Troupe once (its data exists; the first start's
// filling of the bundled skills is not counted):
// - index.js received → the generate interceptor installed (parse, compile and run of the boot module);
// - a click on the drawer header → the panel rendered, on a page whose app has not loaded yet
//   (app + panel load on that click), and after SillyTavern's APP_READY let the app load ahead;
// - Send → the first model request of a first generation: cold (sent before the app loaded: app and
//   engines load on Send), after the app loaded ahead on APP_READY (orchestration on), and warm (a
//   second generation). Cold − warm is what loading on first use adds; ahead − warm what is left of it.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { serveStandIn } from '../test/fixtures/st-context/browser/serve.mjs';

const RUNS = 7;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default async () => {
  const server = await serveStandIn();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const open = async (settings) => {
      const page = await context.newPage();
      await page.goto(server.url(settings === undefined ? {} : { settings }));
      await page.waitForFunction(() => performance.getEntriesByName('troupe:interceptor-installed').length > 0);
      return page;
    };
    /** SillyTavern says it is ready; resolves once the boot module has loaded the app and engines ahead. */
    const ready = (page) =>
      page.evaluate(async () => {
        await globalThis.harness.st.events.emit('app_ready');
        while (!performance.getEntriesByName('troupe:preloaded').length) await new Promise((r) => setTimeout(r, 5));
      });
    const openPanel = (page) =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const drawer = document.getElementById('troupe_drawer');
            const t0 = performance.now();
            const observer = new MutationObserver(() => drawer.querySelector('.troupe-panel') && (observer.disconnect(), resolve(performance.now() - t0)));
            observer.observe(drawer, { childList: true, subtree: true });
            drawer.querySelector('.inline-drawer-toggle').click();
          }),
      );
    const firstRequest = (page) =>
      page.evaluate(async () => {
        const h = globalThis.harness;
        const before = h.modelRequests.length;
        const t0 = performance.now();
        const done = h.st.generate('normal', { userText: 'The lantern flickers.' });
        while (h.modelRequests.length === before) await new Promise((r) => setTimeout(r, 0));
        const t = h.modelRequests[before] - t0;
        await done;
        return t;
      });

    // First start: orchestration on (director), the bundled skills filled once.
    const first = await open({ enabled: true, mode: 'director' });
    await firstRequest(first);
    await first.close();

    const m = { installed: [], panelCold: [], panelAhead: [], cold: [], ahead: [], warm: [], app: [], engines: [], panel: [] };
    /** How long `import()` of a chunk took until it had run (the `troupe:load <file>` measures of lazyPart). */
    const loadTime = (page, file) => page.evaluate((f) => performance.getEntriesByType('measure').find((e) => e.name.endsWith(f))?.duration ?? NaN, file);
    for (let i = 0; i < RUNS; i++) {
      let page = await open();
      m.installed.push(
        await page.evaluate(() => {
          const boot = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/dist/index.js'));
          return performance.getEntriesByName('troupe:interceptor-installed')[0].startTime - boot.responseEnd;
        }),
      );
      m.panelCold.push(await openPanel(page));
      m.panel.push(await loadTime(page, '/chunks/extension-panel.js'));
      await page.close();

      page = await open();
      await ready(page);
      m.panelAhead.push(await openPanel(page));
      m.ahead.push(await firstRequest(page));
      m.warm.push(await firstRequest(page));
      await page.close();

      page = await open();
      m.cold.push(await firstRequest(page));
      m.app.push(await loadTime(page, '/chunks/extension-app.js'));
      m.engines.push(await loadTime(page, '/chunks/engines.js'));
      await page.close();
    }
    const [cold, ahead, warm] = [median(m.cold), median(m.ahead), median(m.warm)];
    return {
      title: `Boot in Chromium (SillyTavern stand-in, loopback, median of ${RUNS} fresh pages)`,
      rows: [
        { name: 'index.js received → interceptor installed', value: median(m.installed), unit: 'ms' },
        { name: 'chunks/extension-app.js: import() → run (fetch, compile, evaluate)', value: median(m.app), unit: 'ms' },
        { name: 'chunks/engines.js: import() → run', value: median(m.engines), unit: 'ms' },
        { name: 'chunks/extension-panel.js: import() → run', value: median(m.panel), unit: 'ms' },
        { name: 'drawer clicked → panel rendered (app + panel load then)', value: median(m.panelCold), unit: 'ms' },
        { name: 'drawer clicked → panel rendered (app loaded ahead)', value: median(m.panelAhead), unit: 'ms' },
        { name: 'Send → first model request, cold (app + engines load then)', value: cold, unit: 'ms' },
        { name: 'Send → first model request, app loaded ahead on APP_READY', value: ahead, unit: 'ms' },
        { name: 'Send → first model request, warm (second generation)', value: warm, unit: 'ms' },
        { name: 'added by loading on first use (cold − warm)', value: cold - warm, unit: 'ms' },
        { name: 'added when loaded ahead (ahead − warm)', value: ahead - warm, unit: 'ms', target: '< 50', pass: ahead - warm < 50 },
      ],
      notes: [
        `Chromium ${browser.version()}; cold includes starting the app (reading its stored data from IndexedDB), not only fetching and running chunks`,
        'with orchestration on, the boot module loads the app and engines when SillyTavern is ready and idle (APP_READY); ahead − warm is then what a first turn costs beyond a later one (caches, JIT), with no chunk left to load',
        `load average while measuring: ${(await import('node:os'))
          .loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')} (the figures grow with it on this 2-core machine)`,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
};
