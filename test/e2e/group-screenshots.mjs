// Screenshots of a group chat on the standalone page for docs/guide.md, in English and Simplified
// Chinese, written to docs/screenshots/:
//   page-group-<lang>.png   a chat of three characters: the members in the header (who is next), the
//                           replies under their members' names, "Reply as" by Send, the Group chat panel
// Serves a built page with the demo model; it builds nothing: run `npm run build` first, or
// `TROUPE_OUT=<dir> npm run build` and pass the same TROUPE_OUT here. Chinese needs a CJK font.
// Usage: [TROUPE_OUT=<dir>] node test/e2e/group-screenshots.mjs [--out <dir>]
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

const TEXT = {
  en: {
    panel: 'Group chat',
    form: 'New character',
    name: 'Character’s name',
    description: 'Description',
    create: 'Create and add',
    joined: (n) => `${n} joined this chat.`,
    replyAs: 'Reply as',
    send: 'Send',
    members: [
      { name: 'Bram', description: 'A ferryman who hums old songs and distrusts the lighthouse.' },
      { name: 'Cleo', description: 'A cartographer mapping the reefs around Saltmere.' },
    ],
    first: 'Who keeps the lantern tonight?',
    second: 'Cleo, where are the reefs worst?',
  },
  'zh-CN': {
    panel: '群聊',
    form: '新角色',
    name: '角色的名字',
    description: '描述',
    create: '创建并加入',
    joined: (n) => `${n} 已加入这个聊天。`,
    replyAs: '回复者',
    send: '发送',
    members: [
      { name: '布兰', description: '一个摆渡人，爱哼老歌，不信任灯塔。' },
      { name: '克丽奥', description: '一位制图师，正在绘制盐沼周围的暗礁。' },
    ],
    first: '今晚谁来守灯？',
    second: '克丽奥，哪里的暗礁最险？',
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
      const path = join(out, `page-group-${suffix}.png`);
      await groupChat(browser, server.url, lang, path);
      console.log(`wrote ${path}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Runs `action` and waits until the chat log counts one more finished generation. */
async function untilGenerationEnds(page, action) {
  const log = page.locator('.troupe-chat__log');
  const before = Number(await log.getAttribute('data-generations'));
  await action();
  await page.locator(`.troupe-chat__log[data-generations="${before + 1}"]`).waitFor({ state: 'attached', timeout: 60_000 });
}

async function groupChat(browser, url, lang, path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, locale: lang });
  await context.addInitScript((l) => window === window.top && localStorage.setItem('troupe-lang', l), lang);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.locator('.troupe-panel').waitFor();
  const T = TEXT[lang];
  const panel = page.locator('details.troupe-side__panel', { has: page.locator(`summary:text-is("${T.panel}")`) });
  await panel.locator('summary').click();
  const form = panel.getByRole('form', { name: T.form });
  for (const m of T.members) {
    await form.getByRole('textbox', { name: T.name }).fill(m.name);
    await form.getByRole('textbox', { name: T.description }).fill(m.description);
    await form.getByRole('button', { name: T.create }).click();
    await panel.getByText(T.joined(m.name)).waitFor();
  }
  const box = page.locator('.troupe-composer__input');
  await box.fill(T.first);
  await untilGenerationEnds(page, () => page.getByRole('button', { name: T.send, exact: true }).click());
  await box.fill(T.second);
  await page.getByRole('combobox', { name: T.replyAs }).selectOption({ index: 3 });
  await untilGenerationEnds(page, () => page.getByRole('button', { name: T.send, exact: true }).click());
  // The orchestration panel folded away: the side column shows the Group chat panel.
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details.troupe-side__panel')) d.open = d.querySelector('.troupe-group') !== null;
  });
  await page.evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.mouse.move(0, 0);
  await page.screenshot({ path });
  if (errors.length) throw new Error(`${path}: the page reported errors:\n${errors.join('\n')}`);
  await context.close();
}

await main();
