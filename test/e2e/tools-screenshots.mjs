// Screenshots of the tools editor's Custom section for docs/guide.md, in English and Simplified Chinese,
// written to docs/screenshots/:
//   tools-custom-<lang>.png   the director profile's Tools (in its Advanced section): the Custom group with a tool
//                             another script registered through globalThis.Troupe (switched on) and
//                             a hand-written one, then the hand-written tools editor with that tool
//                             allowed and its Test result
// Serves a built page with the demo model; it builds nothing: run `npm run build` first, or
// `TROUPE_OUT=<dir> npm run build` and pass the same TROUPE_OUT here. Chinese needs a CJK font.
// Usage: [TROUPE_OUT=<dir>] node test/e2e/tools-screenshots.mjs [--out <dir>]
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/serve.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : join(root, 'dist');
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? resolve(process.argv[outArg + 1]) : join(root, 'docs/screenshots');
const PAINT_ALL = '.troupe-row,.troupe-section{content-visibility:visible!important}';

const TEXT = {
  en: {
    extension: { name: 'dice_roll', description: 'Rolls a die with the given number of sides; use when the scene leaves an outcome to chance.' },
    hand: {
      name: 'tide_table',
      description: 'High and low tide at the harbour for a given hour of the day (0–23).',
      code: "const h = Number(args.hour) % 12;\nconst high = h < 6;\nreturn { hour: args.hour, tide: high ? 'high' : 'low', rocksShowing: !high };",
      sample: '{"hour": 21}',
    },
  },
  'zh-CN': {
    extension: { name: 'dice_roll', description: '掷一个指定面数的骰子；当场景把结果交给运气时使用。' },
    hand: {
      name: 'tide_table',
      description: '港口在一天中某个小时（0–23）的潮位：涨潮还是退潮。',
      code: "const h = Number(args.hour) % 12;\nconst high = h < 6;\nreturn { hour: args.hour, tide: high ? '涨潮' : '退潮', rocksShowing: !high };",
      sample: '{"hour": 21}',
    },
  },
};

async function main() {
  if (!existsSync(join(dist, 'page/index.html')) || !existsSync(join(dist, 'demo.js'))) {
    throw new Error(`${dist}/page or ${dist}/demo.js is missing: build first (npm run build).`);
  }
  mkdirSync(out, { recursive: true });
  const { createDemoHandler } = await import(pathToFileURL(join(dist, 'demo.js')).href);
  const server = await serve({ root: join(dist, 'page'), api: createDemoHandler({ prefix: '/demo/v1', delayMs: 0 }) });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const [lang, suffix] of [
      ['en', 'en'],
      ['zh-CN', 'zh'],
    ]) {
      const path = join(out, `tools-custom-${suffix}.png`);
      await customSection(browser, server.url, lang, path);
      console.log(`wrote ${path}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

async function customSection(browser, url, lang, path) {
  const context = await browser.newContext({ viewport: { width: 800, height: 900 }, deviceScaleFactor: 1, locale: lang });
  // Only the page itself: the tools' sandbox frame has an opaque origin and no localStorage.
  await context.addInitScript((l) => window === window.top && localStorage.setItem('troupe-lang', l), lang);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(url);
  await page.locator('.troupe-panel').waitFor();
  await page.locator('.troupe-composer__input').waitFor();
  await page.addStyleTag({ content: PAINT_ALL });
  const text = TEXT[lang];
  // Another script on the page registers a tool; the profile gets a hand-written one and switches
  // the registered tool on (both start off, as every custom tool does).
  await page.evaluate(async ({ extension, hand }) => {
    globalThis.Troupe.registerTool({
      ...extension,
      parameters: { type: 'object', properties: { sides: { type: 'integer', minimum: 2 } }, required: ['sides'] },
      execute: ({ sides }) => ({ ok: true, rolled: Math.ceil(Math.random() * sides) }),
    });
    const { profiles, handWrittenTools } = globalThis.troupe;
    const d = profiles.drafts.value.director;
    profiles.setDraft('director', {
      ...d,
      tools: { ...d.tools, custom: { ...d.tools.custom, [extension.name]: true } },
      customTools: [{ ...hand, parameters: { type: 'object', properties: { hour: { type: 'integer', minimum: 0, maximum: 23 } }, required: ['hour'] } }],
    });
    await handWrittenTools.allow(hand.code);
  }, text);
  // The profile's tools (and the hand-written tools editor) sit in its Advanced section.
  const advanced = page.locator('.troupe-page__orchestration .troupe-advanced');
  await advanced.locator('.troupe-advanced__toggle').click();
  await advanced.locator('.troupe-advanced__body').waitFor();
  const custom = advanced.locator('fieldset[data-ns="custom"]').first();
  await custom.waitFor();
  await custom.locator(`input[data-path="tools.custom.${text.hand.name}"]`).waitFor();
  const editor = advanced.locator('.troupe-handtools');
  await editor.waitFor();
  // Test runs the tool in the sandbox with its sample arguments and shows what came back.
  const testButton = editor.getByRole('button', { name: lang === 'en' ? 'Test' : '测试', exact: true });
  await testButton.click();
  await editor
    .locator('.troupe-handtool__result')
    .filter({ hasText: /rocksShowing/ })
    .first()
    .waitFor({ timeout: 15_000 });
  await custom.scrollIntoViewIfNeeded();
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.mouse.move(0, 0);
  const box = async (l) =>
    l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
  const a = await box(custom);
  const b = await box(editor);
  const x = Math.max(0, Math.min(a.x, b.x) - 4);
  const y = Math.max(0, a.y - 4);
  const clip = { x, y, width: Math.ceil(Math.max(a.x + a.width, b.x + b.width) + 4 - x), height: Math.ceil(b.y + b.height + 4 - y) };
  await page.screenshot({ path, fullPage: true, clip });
  if (errors.length) throw new Error(`${path}: the page reported errors:\n${errors.join('\n')}`);
  await context.close();
}

await main();
