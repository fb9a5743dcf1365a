// Screenshots for docs/guide.md, in English and Simplified Chinese, written to docs/screenshots/:
//   panel-default-<lang>.png   the panel as a first start shows it: the language's "no memory, no
//                              search" director preset, the compact team list
//                              and the Advanced section closed (also zh-tw: Traditional Chinese labels)
//   page-director-<lang>.png   the standalone page after a director turn, reasoning fold open
//   panel-<lang>.png           the orchestration panel: mode row, the compact team with one agent
//                              open (its skill chips: a greyed and a deny chip)
//   chips-picker-<lang>.png    the open agent's skills row with its Add… picker
//   panel-advanced-<lang>.png  the panel's Advanced section open (limits, behaviour, tools)
//   manage-skills-<lang>.png   the Manage Skills dialog, skills in three scopes
//   workbench-review-<lang>.png  the AI workbench after the single-agent recipe (played by the demo
//                              model): its tool calls, and the review with diffs, approved and rejected
//   workbench-dry-run-<lang>.png the same after Try it: the reply of the edited profile, nothing saved
// Serves the built page (dist/page) with the demo model; it builds nothing, so run
// `npm run build` first. Chinese needs a CJK font (Debian: fonts-noto-cjk).
// Usage: node test/e2e/screenshots.mjs [--out <dir>]
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/serve.mjs';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const outArg = process.argv.indexOf('--out');
const out = outArg > 0 ? resolve(process.argv[outArg + 1]) : join(root, 'docs/screenshots');

// The same flags as test/e2e/browser.ts (that file is TypeScript; this script runs on plain Node).
const LANGS = [
  { lang: 'en', suffix: 'en' },
  { lang: 'zh-CN', suffix: 'zh' },
  { lang: 'zh-TW', suffix: 'zh-tw', only: ['panel-default'] },
];
// Off-screen rows and sections are `content-visibility: auto`; make them paint for the captures.
const PAINT_ALL = '.troupe-row,.troupe-section{content-visibility:visible!important}';

const skillZip = (name, description, tags, body) =>
  Buffer.from(
    zipSync({
      [`${name}/SKILL.md`]: strToU8(
        `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\nmetadata:\n  tags: [${tags.join(', ')}]\n---\n\n${body}\n`,
      ),
    }),
  );

async function main() {
  if (!existsSync(join(dist, 'page/index.html')) || !existsSync(join(dist, 'demo.js'))) {
    throw new Error('dist/page or dist/demo.js is missing: run `npm run build` first.');
  }
  mkdirSync(out, { recursive: true });
  const { createDemoHandler } = await import(pathToFileURL(join(dist, 'demo.js')).href);
  const server = await serve({ root: join(dist, 'page'), api: createDemoHandler({ prefix: '/demo/v1', delayMs: 0 }) });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const written = [];
  try {
    for (const { lang, suffix, only } of LANGS) {
      const shot = (name) => {
        const path = join(out, `${name}-${suffix}.png`);
        written.push(path);
        return path;
      };
      await defaultPanel(browser, server.url, lang, shot('panel-default'));
      if (only) continue;
      await directorTurn(browser, server.url, lang, shot('page-director'));
      await panelShots(browser, server.url, lang, {
        panel: shot('panel'),
        picker: shot('chips-picker'),
        advanced: shot('panel-advanced'),
        manage: shot('manage-skills'),
      });
      await workbenchShots(browser, server.url, lang, { review: shot('workbench-review'), dry: shot('workbench-dry-run') });
    }
  } finally {
    await browser.close();
    await server.close();
  }
  for (const p of written) console.log(`wrote ${p}`);
}

async function openPage(browser, url, lang, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: lang });
  await context.addInitScript((l) => localStorage.setItem('troupe-lang', l), lang);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The page has no favicon; any other failed request is a real problem.
  page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && errors.push(`${r.status()} ${r.url()}`));
  await page.goto(url);
  await page.locator('.troupe-panel').waitFor();
  await page.locator('.troupe-composer__input').waitFor();
  await page.addStyleTag({ content: PAINT_ALL });
  await page.evaluate(() => document.fonts.ready);
  return { page, errors, close: () => context.close() };
}

function check(errors, what) {
  if (errors.length) throw new Error(`${what}: the page reported errors:\n${errors.join('\n')}`);
}

/** The standalone page after a finished director turn, with its reasoning fold open. */
async function directorTurn(browser, url, lang, path) {
  const { page, errors, close } = await openPage(browser, url, lang, { width: 1400, height: 1000 });
  const composer = page.locator('.troupe-composer__input');
  await composer.fill(
    lang === 'en' ? 'I ask Mira about the lighthouse keeper.' : lang === 'zh-TW' ? '我向米拉打聽燈塔看守人的事。' : '我向米拉打听灯塔看守人的事。',
  );
  await composer.press('Enter');
  await page.locator('.troupe-msg.is-live').waitFor();
  await page.locator('.troupe-msg.is-live').waitFor({ state: 'detached', timeout: 30_000 });
  const last = page.locator('.troupe-msg--assistant').last();
  await last.locator('details.troupe-fold > summary').click();
  // The fold's first sections, then the reply below them.
  // Scroll the message log (only) to the reply, fold first.
  await last.evaluate((msg) => {
    msg.scrollIntoView({ block: 'start' });
    window.scrollTo(0, 0);
  });
  await page.mouse.move(0, 0);
  // The whole page: the composer's buttons sit below a 1000 px window (see the report).
  await page.screenshot({ path, fullPage: true });
  check(errors, path);
  await close();
}

/**
 * The panel of a first start in `lang`: the shipped director preset of that language (its skills row,
 * the main agent's prompt with {{team}}, the first sub-agents with their method skills).
 */
async function defaultPanel(browser, url, lang, path) {
  const { page, errors, close } = await openPage(browser, url, lang, { width: 800, height: 900 });
  const expected = lang === 'en' ? 'Default (no memory, no search)' : '默认（无记忆、无搜索）';
  const active = await page.evaluate(() => {
    const lib = globalThis.troupe.profiles.libraries.value.director;
    return lib.presets.find((p) => p.id === lib.activePresetId).name;
  });
  if (active !== expected) throw new Error(`${lang}: first start made "${active}" active, not "${expected}"`);
  // The compact team list (every agent one line with its skills), closed, and the Advanced section.
  const side = page.locator('.troupe-page__orchestration');
  const top = await pageBox(side);
  await capture(page, path, [{ ...top, height: 1 }, await pageBox(side.locator('.troupe-advanced'))]);
  check(errors, path);
  await close();
}

/** A profile with chips worth showing: an installed skill, a greyed one and a deny chip. */
async function preparePanel(page) {
  // scene-pacing goes into the active preset's scope through Manage Skills.
  await page
    .locator('.troupe-toolbar button')
    .filter({ hasText: /Manage Skills…|管理 Skills…/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.locator('.troupe-skills-toolbar select').selectOption({ index: 1 });
  await page.getByTestId('install-zip').setInputFiles([
    {
      name: 'scene-pacing.zip',
      mimeType: 'application/zip',
      buffer: skillZip(
        'scene-pacing',
        'Keeps scenes moving; use when a reply drags.',
        ['pacing', 'prose'],
        '# Scene pacing\n\nCut what does not change the scene.',
      ),
    },
  ]);
  await dialog.locator('[data-skill="scene-pacing"]').waitFor();
  // And one skill for the character on screen.
  await dialog.locator('.troupe-skills-toolbar select').selectOption({ index: 2 });
  await page.getByTestId('install-zip').setInputFiles([
    {
      name: 'harbour-voice.zip',
      mimeType: 'application/zip',
      buffer: skillZip('harbour-voice', 'How Mira and the harbour folk talk: short, dry, salt in every line.', ['voice', 'character'], '# Harbour voice'),
    },
  ]);
  await dialog.locator('[data-skill="harbour-voice"]').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The shipped preset of the page's language, with one more mode-level skill, one for the main
  // agent, a name not installed yet (greyed) and a denied shared skill on the first sub-agent.
  await page.evaluate(() => {
    const { profiles } = globalThis.troupe;
    const d = profiles.drafts.value.director;
    const [first, ...rest] = d.subAgents;
    const shared = d.skills.visible;
    profiles.setDraft('director', {
      ...d,
      skills: { visible: [...shared, 'scene-pacing'], deny: [] },
      mainAgent: { ...d.mainAgent, skills: { visible: [...d.mainAgent.skills.visible, 'harbour-voice'], deny: [] } },
      subAgents: [{ ...first, skills: { visible: [...first.skills.visible, 'plot-twists'], deny: [shared[0]] } }, ...rest],
    });
  });
  // One agent is open at a time: the first sub-agent's editor holds its skill chips.
  const sub = page.locator('.troupe-page__orchestration .troupe-rows > li').nth(1);
  await sub.locator('.troupe-row__toggle').click();
  await sub.locator('.troupe-chip--missing').first().waitFor();
  await sub.locator('.troupe-chip--deny').first().waitFor();
  return sub;
}

/** A box in page coordinates (independent of how far the window is scrolled). */
const pageBox = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
const union = (boxes, pad) => {
  const x = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
  const y = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + pad;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + pad;
  return { x, y, width: Math.ceil(right - x), height: Math.ceil(bottom - y) };
};
const capture = async (page, path, boxes) => {
  await page.evaluate(
    () => document.activeElement instanceof HTMLElement && !document.activeElement.closest('.troupe-picker') && document.activeElement.blur(),
  );
  await page.mouse.move(0, 0);
  await page.screenshot({ path, fullPage: true, clip: union(boxes, 4) });
};

async function panelShots(browser, url, lang, paths) {
  // Below 820 px the page stacks the chat and the panel, which then gets the full width: the
  // panel reads best there, and the Add… picker has room. (In the wide layout's 380 px side
  // column the 26em picker is wider than the column, whose overflow clips it.)
  const { page, errors, close } = await openPage(browser, url, lang, { width: 800, height: 900 });
  const sub = await preparePanel(page);
  const side = page.locator('.troupe-page__orchestration');
  const top = await pageBox(side);
  // The compact team above, the open sub-agent (its prompt, connection and skill chips), the next rows.
  await capture(page, paths.panel, [{ ...top, height: 1 }, await pageBox(sub), await pageBox(side.locator('.troupe-rows > li').nth(3))]);

  // The Add… picker of the open agent's Visible line (the picker opens in a layer of its own,
  // outside the row), the first option highlighted.
  const row = sub.locator('.troupe-chips').first();
  await row.locator('.troupe-chipline--visible .troupe-chipline__add > button').click();
  const picker = page.locator('.troupe-picker');
  await picker.waitFor();
  await page.keyboard.press('ArrowDown');
  await capture(page, paths.picker, [await pageBox(row), await pageBox(picker)]);
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });

  // The Advanced section open: limits, behaviour, tools.
  const advanced = side.locator('.troupe-advanced');
  await advanced.locator('.troupe-advanced__toggle').click();
  await advanced.locator('.troupe-advanced__body').waitFor();
  await capture(page, paths.advanced, [await pageBox(advanced)]);

  await page.setViewportSize({ width: 1200, height: 1000 });
  await side
    .locator('.troupe-toolbar button')
    .filter({ hasText: /Manage Skills…|管理 Skills…/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('[data-skill="harbour-voice"]').waitFor();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: paths.manage });
  check(errors, paths.panel);
  await close();
}

/** The workbench after the demo model played the single-agent recipe; then a dry run of it. */
async function workbenchShots(browser, url, lang, paths) {
  const { page, errors, close } = await openPage(browser, url, lang, { width: 1400, height: 1000 });
  await page.locator('.troupe-workbench-open button').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.troupe-wb-input').waitFor();
  await dialog.locator('.troupe-wb-examples button').first().click();
  await dialog.locator('.troupe-wb-chat__buttons button').first().click();
  await dialog.locator('article[data-change="c13"]').waitFor({ timeout: 30_000 });
  await dialog.locator('.troupe-wb-msg--live').waitFor({ state: 'detached', timeout: 30_000 });
  // Approve the team's removal and the round limit, reject the skill change, leave two pending.
  const press = async (id, nth) => {
    const button = dialog.locator(`article[data-change="${id}"] .troupe-wb-change__buttons button`).nth(nth);
    await button.click();
    await page.waitForFunction(
      ([sel]) => document.querySelector(sel)?.getAttribute('aria-pressed') === 'true',
      [`article[data-change="${id}"] .troupe-wb-change__buttons button:nth-child(${nth + 1})`],
    );
  };
  for (let i = 1; i <= 9; i++) await press(`c${i}`, 0);
  await press('c13', 0);
  await press('c11', 1);
  // Show the varied diffs: the tool switches, the skill chips, the prompt's line diff, the limit.
  await dialog.locator('article[data-change="c10"]').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await dialog.locator('.troupe-wb-side').evaluate((el) => (el.scrollTop -= 48));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: paths.review });
  await dialog.locator('.troupe-wb-review__toolbar button').nth(3).click();
  await dialog.locator('.troupe-wb-dry [data-testid="dry-reply"]').waitFor({ timeout: 30_000 });
  await dialog.locator('.troupe-wb-side').evaluate((el) => (el.scrollTop = 0));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: paths.dry });
  check(errors, paths.review);
  await close();
}

await main();
