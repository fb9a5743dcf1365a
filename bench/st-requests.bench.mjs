// One long streamed reply through a real SillyTavern (TROUPE_ST_DIR, 1.19+), in Chromium, two ways on
// the same bytes from the same scripted server: Troupe's transport (the model client agents use,
// troupe.host.modelClient) and SillyTavern's ChatCompletionService.processRequest with streaming on.
// Both post to SillyTavern's Chat Completion proxy (Custom source). Rounds alternate the two paths;
// each round measures time to the first text, time to the end, the page's JS allocations (V8's
// sampling heap profiler, objects a GC collected included) and the heap grown over the request.
// Without an install it reports nothing and says why.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { startSillyTavern } from '../scripts/sillytavern.mjs';
import { startScriptedServer } from '../test/fixtures/scripted-server/index.mjs';
import { distDir, median } from './util.mjs';

const TITLE = 'SillyTavern request services: Troupe transport vs ChatCompletionService (one long reply)';
const DELTAS = 12_000;
const CHUNK = 4;
const ROUNDS = 7;
const WORDS = ['The ', 'harb', 'or ', 'slee', 'ps — ', '港口', '在沉', '睡. ', 'Wav', 'es ', 'fold', ' 🌊 '];

function longReply() {
  let s = '';
  for (let i = 0; s.length < DELTAS * CHUNK; i++) s += WORDS[i % WORDS.length];
  return s.slice(0, DELTAS * CHUNK);
}

/** SillyTavern with Troupe installed and Chat Completion → Custom pointed at the scripted model. */
function prepare(modelUrl) {
  const root = resolve(import.meta.dirname, '..');
  return (user) => {
    const file = join(user, 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.firstRun = false;
    settings.main_api = 'openai';
    settings.power_user = { ...settings.power_user, auto_connect: true };
    settings.oai_settings = {
      ...settings.oai_settings,
      chat_completion_source: 'custom',
      custom_url: modelUrl,
      custom_model: 'scripted-bench',
      stream_openai: true,
    };
    writeFileSync(file, JSON.stringify(settings, null, 4));
    const ext = join(user, 'extensions', 'troupe');
    mkdirSync(ext, { recursive: true });
    cpSync(join(root, 'manifest.json'), join(ext, 'manifest.json'));
    cpSync(distDir(), join(ext, 'dist'), { recursive: true });
  };
}

/** One request through `path`, in the page; the reply's text, first-text and end times. */
function streamOnce(page, path) {
  return page.evaluate(
    async ({ path }) => {
      const g = globalThis;
      const ctx = g.SillyTavern.getContext();
      const messages = [{ role: 'user', content: 'long reply' }];
      const t0 = performance.now();
      let first = -1;
      let text = '';
      let error = '';
      if (path === 'ours') {
        const parts = [];
        for await (const e of g.troupe.host.modelClient('')({ model: '', messages })) {
          if (e.type === 'text-delta') {
            if (first < 0) first = performance.now() - t0;
            parts.push(e.text);
          } else if (e.type === 'error') error = e.error.message;
        }
        text = parts.join('');
      } else {
        const s = ctx.chatCompletionSettings;
        const generator = await ctx.ChatCompletionService.processRequest(
          { stream: true, messages, model: s.custom_model, chat_completion_source: 'custom', custom_url: s.custom_url, max_tokens: 4096 },
          {},
          true,
          null,
        );
        for await (const part of generator()) {
          if (first < 0 && part.text) first = performance.now() - t0;
          text = part.text;
        }
      }
      return { first, total: performance.now() - t0, length: text.length, text: text.slice(0, 64), error };
    },
    { path },
  );
}

export default async () => {
  const dir = (process.env.TROUPE_ST_DIR ?? '').split(':').filter(Boolean)[0];
  if (!dir)
    return { title: TITLE, rows: [], notes: ['skipped: TROUPE_ST_DIR is not set — `export TROUPE_ST_DIR=$(node scripts/sillytavern.mjs install)` runs it'] };
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  const content = longReply();
  const model = await startScriptedServer({ scenario: [{ content, chunkChars: CHUNK, times: Infinity }] });
  let st;
  let browser;
  try {
    st = await startSillyTavern({ dir, prepare: prepare(model.url) });
    browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(st.url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => globalThis.SillyTavern?.getContext?.().characters?.length > 0, null, { timeout: 120_000 });
    const hasService = await page.evaluate(() => typeof globalThis.SillyTavern.getContext().ChatCompletionService?.processRequest === 'function');
    if (!hasService) return { title: TITLE, rows: [], notes: [`skipped: SillyTavern ${version} has no ChatCompletionService in getContext()`] };
    // Troupe's app (and with it the model clients) loads when its drawer section opens.
    await page.evaluate(() => document.querySelector('#extensions-settings-button .drawer-toggle')?.click());
    await page.locator('#troupe_drawer .inline-drawer-toggle').first().click({ timeout: 60_000 });
    await page.waitForFunction(() => globalThis.troupe?.ready, null, { timeout: 120_000 });
    await page.evaluate(() => globalThis.troupe.ready);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const measure = async (path) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      const r = await streamOnce(page, path);
      const { profile } = await cdp.send('HeapProfiler.stopSampling');
      const after = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      const allocated = profile.samples.reduce((n, s) => n + s.size, 0);
      if (r.length !== content.length) throw new Error(`${path}: ${r.length} of ${content.length} characters arrived (${r.error || r.text})`);
      return { ...r, allocated, grown: after - before };
    };
    const runs = { ours: [], theirs: [] };
    await measure('ours');
    await measure('theirs'); // warm-up
    for (let i = 0; i < ROUNDS; i++) for (const path of i % 2 ? ['theirs', 'ours'] : ['ours', 'theirs']) runs[path].push(await measure(path));
    const m = (path, key) => median(runs[path].map((r) => r[key]));
    const rows = [];
    const pair = (label, key, unit, scale = 1) => {
      const o = m('ours', key) / scale;
      const t = m('theirs', key) / scale;
      rows.push({ name: `${label}, Troupe transport`, value: o, unit });
      rows.push({ name: `${label}, ChatCompletionService`, value: t, unit });
      rows.push({ name: `${label}, ChatCompletionService ÷ Troupe`, value: t / o, unit: '×' });
    };
    pair('time to first text', 'first', 'ms');
    pair('time to the end', 'total', 'ms');
    pair('JS allocated in the page', 'allocated', 'MB', 1 << 20);
    pair('JS heap grown over the request', 'grown', 'MB', 1 << 20);
    return {
      title: TITLE,
      rows,
      notes: [
        `SillyTavern ${version}, Chat Completion → Custom; ${content.length.toLocaleString('en')} characters in ${DELTAS.toLocaleString('en')} deltas of ${CHUNK} characters; medians of ${ROUNDS} alternating rounds after a warm-up`,
        'each consumer does the least its API allows: Troupe hands each delta as an event (joined once at the end); ChatCompletionService yields the text so far on every chunk (the last one is kept)',
      ],
    };
  } finally {
    await browser?.close();
    await st?.stop();
    await model.close();
  }
};
