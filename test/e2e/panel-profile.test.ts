// Issue 8 end to end: a profile built only through the orchestration panel (chips, deny, `+`,
// Add… picker, Manage Skills), a greyed chip once its skill is deleted, each mode keeping its own
// policy, then export → clear storage → import gives back the very same profile.
import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { servePage } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof servePage>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([servePage(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Troupe = {
  profiles: {
    mode: { value: string };
    dirty: { value: boolean };
    drafts: { value: Record<string, unknown> };
    libraries: { value: Record<string, unknown> };
  };
  skills: { inventory: { value: { name: string; scope: string }[] } };
};
declare const troupe: Troupe;

const MODE_ROW = 'Mode-level skills (baseline for every agent)';

// The English default preset's five shared skills; the test removes the first.
const SHARED = ['director-anti-cliche-en', 'director-character-voice-en', 'director-no-meta-en', 'director-output-discipline-en', 'director-en-style-baseline'];
const KEPT = SHARED.slice(1);
const vis = (names: string[]) => names.map((n) => `${n} (visible)`);
const eff = (names: string[]) => `Effective (${names.length}): ${names.join(', ')}`;

const skillZip = (name: string, description: string, tags: string[]) =>
  Buffer.from(
    zipSync({
      [`${name}/SKILL.md`]: strToU8(`---\nname: ${name}\ndescription: ${description}\nmetadata:\n  tags: [${tags.join(', ')}]\n---\n\n# ${name}\n\nBody.\n`),
    }),
  );

async function open(): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(server.url);
  await panelOf(page).waitFor();
  return page;
}

const panelOf = (page: Page) => page.getByRole('region', { name: 'Multi-agent orchestration' });
const row = (page: Page, name: string) => panelOf(page).getByRole('group', { name, exact: true });
/** The accessible names of a row's chips, Visible line then Deny line. */
async function chips(r: Locator) {
  const names = (kind: string) => r.locator(`.troupe-chipline--${kind} .troupe-chip`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return { visible: await names('visible'), deny: await names('deny') };
}
/** Opens an agent's editor in the team list (one is open at a time); its skills row is inside. */
async function openAgent(page: Page, id: string, skills = `Skills of ${id}`) {
  const toggle = row(page, id).locator('.troupe-row__toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await row(page, skills).waitFor();
}
/** The skills an agent's team row (its editor open) marks as preloaded: its pressed Preload toggles. */
const preloaded = (r: Locator) =>
  r
    .getByRole('group', { name: 'Preload: in its instructions, not read on demand' })
    .locator('button[aria-pressed=true]')
    .evaluateAll((els) => els.map((e) => e.textContent));
const effective = (r: Locator) => r.locator('.troupe-chips__effective').textContent();
const draft = (page: Page, mode = 'director') => page.evaluate((m) => JSON.stringify(troupe.profiles.drafts.value[m]), mode);

/** Add… on one line of a row, type to filter, Enter picks the first match. */
async function addChip(page: Page, r: Locator, list: 'Visible' | 'Deny', query: string) {
  await r.getByRole('button', { name: `Add… to ${list}`, exact: true }).click();
  // The picker opens in a layer of its own (document.body), not inside the row.
  const search = page.getByRole('combobox', { name: `Search skills to add to ${list}` });
  await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect.poll(() => search.count()).toBe(0);
}

async function selectMode(page: Page, mode: string) {
  await panelOf(page).getByRole('combobox', { name: 'Execution mode' }).selectOption(mode);
  await expect.poll(() => panelOf(page).getAttribute('data-mode')).toBe(mode);
  // A capsule mode's card loads from its own chunk the first time: wait until it is there.
  await expect.poll(() => panelOf(page).locator('p.troupe-lazy').count()).toBe(0);
}

async function manageSkills(page: Page) {
  await panelOf(page).getByRole('button', { name: 'Manage Skills…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Skills' });
  await dialog.waitFor();
  return dialog;
}

async function exportProfile(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), panelOf(page).getByRole('button', { name: 'Export profile' }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

const importInput = (page: Page) => panelOf(page).getByRole('group', { name: 'Profile' }).locator('input[type=file]');

test('a profile built through the panel survives export, cleared storage and import', async () => {
  const page = await open();
  const modeRow = row(page, MODE_ROW);
  const critic = row(page, 'Skills of voice_critic');
  expect(await chips(modeRow)).toEqual({ visible: vis(SHARED), deny: [] });

  // Install two skills through Manage Skills (zip files through its hidden input).
  let dialog = await manageSkills(page);
  await page.getByTestId('install-zip').setInputFiles([
    { name: 'scene-pacing.zip', mimeType: 'application/zip', buffer: skillZip('scene-pacing', 'Keeps scenes moving.', ['pacing']) },
    { name: 'dialogue-beats.zip', mimeType: 'application/zip', buffer: skillZip('dialogue-beats', 'Gives every line of dialogue a beat.', ['dialogue']) },
  ]);
  await expect.poll(() => dialog.getByRole('listitem', { name: 'dialogue-beats' }).count()).toBe(1);
  await expect.poll(() => dialog.getByRole('listitem', { name: 'scene-pacing' }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);

  // Mode row: Delete removes the focused chip, Add… (typed filter matches a tag) + Enter adds.
  // (locator.press focuses the chip and presses in one step. On a loaded machine the panel's re-render
  // after the installs can still take the focus between the two, and the key then reaches nothing:
  // the chip is pressed again only while it is still there, and the poll waits for it to be gone.)
  const antiCliche = modeRow.getByRole('button', { name: 'director-anti-cliche-en (visible)' });
  await expect
    .poll(async () => {
      if (await antiCliche.count()) await antiCliche.press('Delete');
      return chips(modeRow);
    })
    .toEqual({ visible: vis(KEPT), deny: [] });
  // Focus stays in the line, on the chip now at that place.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('director-character-voice-en (visible)');
  await addChip(page, modeRow, 'Visible', 'pacing');
  await expect.poll(() => chips(modeRow)).toEqual({ visible: vis([...KEPT, 'scene-pacing']), deny: [] });
  expect(await effective(modeRow)).toBe(eff([...KEPT, 'scene-pacing']));

  // Agent row (shipped: its method skill alone, preloaded): inherit the mode defaults, click the `+`
  // chip (stop inheriting), add a skill, then inherit again. The preload list stays through all of it.
  await openAgent(page, 'voice_critic');
  expect(await chips(critic)).toEqual({ visible: ['voice-critic-method-en (visible)'], deny: [] });
  expect(await effective(critic)).toBe(eff(['voice-critic-method-en']));
  expect(await preloaded(row(page, 'voice_critic'))).toEqual(['voice-critic-method-en']);
  await critic.getByRole('button', { name: '+ Inherit mode defaults' }).click();
  await expect.poll(() => chips(critic)).toEqual({ visible: ['+ mode defaults (inherit)', 'voice-critic-method-en (visible)'], deny: [] });
  expect(await effective(critic)).toBe(eff([...KEPT, 'scene-pacing', 'voice-critic-method-en']));
  await critic.getByRole('button', { name: '+ mode defaults (inherit)' }).click();
  await expect.poll(() => chips(critic)).toEqual({ visible: ['voice-critic-method-en (visible)'], deny: [] });
  await addChip(page, critic, 'Visible', 'dialogue');
  await expect.poll(() => chips(critic)).toEqual({ visible: ['voice-critic-method-en (visible)', 'dialogue-beats (visible)'], deny: [] });
  expect(await effective(critic)).toBe(eff(['voice-critic-method-en', 'dialogue-beats']));
  await critic.getByRole('button', { name: '+ Inherit mode defaults' }).click();
  await expect
    .poll(() => chips(critic))
    .toEqual({ visible: ['+ mode defaults (inherit)', 'voice-critic-method-en (visible)', 'dialogue-beats (visible)'], deny: [] });
  expect(await effective(critic)).toBe(eff([...KEPT, 'scene-pacing', 'voice-critic-method-en', 'dialogue-beats']));
  expect(await preloaded(row(page, 'voice_critic'))).toEqual(['voice-critic-method-en']);
  // A Deny chip hides an inherited skill from this agent only.
  await addChip(page, critic, 'Deny', 'director-character-voice-en');
  await expect
    .poll(() => chips(critic))
    .toEqual({
      visible: ['+ mode defaults (inherit)', 'voice-critic-method-en (visible)', 'dialogue-beats (visible)'],
      deny: ['director-character-voice-en (denied)'],
    });
  expect(await effective(critic)).toBe(eff([...KEPT.slice(1), 'scene-pacing', 'voice-critic-method-en', 'dialogue-beats']));
  expect(await effective(modeRow)).toBe(eff([...KEPT, 'scene-pacing']));
  // The main agent inherits the mode defaults too (shipped: '+' and its drafting skill): the critic's Deny is not its.
  await openAgent(page, 'Main agent', 'Main agent skills');
  expect(await effective(row(page, 'Main agent skills'))).toBe(eff([...KEPT, 'scene-pacing', 'draft-writer-style-en']));
  await openAgent(page, 'voice_critic');

  // Delete dialogue-beats in Manage Skills: its chip stays, greyed, "Skill not installed".
  dialog = await manageSkills(page);
  const beats = dialog.getByRole('listitem', { name: 'dialogue-beats' });
  await beats.getByRole('button', { name: 'Delete', exact: true }).click();
  await beats.getByRole('button', { name: 'Delete permanently' }).click();
  await expect.poll(() => beats.count()).toBe(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect
    .poll(() => chips(critic))
    .toEqual({
      visible: ['+ mode defaults (inherit)', 'voice-critic-method-en (visible)', 'dialogue-beats (not installed)'],
      deny: ['director-character-voice-en (denied)'],
    });
  const missing = critic.getByRole('button', { name: 'dialogue-beats (not installed)' });
  expect(await missing.getAttribute('title')).toBe('Skill not installed');
  expect(await missing.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent)).toBe('Skill not installed');
  expect(await missing.getAttribute('class')).toContain('troupe-chip--missing');
  expect(await missing.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(1);
  expect(await effective(critic)).toBe(eff([...KEPT.slice(1), 'scene-pacing', 'voice-critic-method-en']));

  // Loop mode gets its own policy; switching back and forth keeps both.
  const directorDraft = await draft(page);
  await selectMode(page, 'loop');
  const loopRow = row(page, MODE_ROW);
  const loopBefore = await chips(loopRow);
  expect(loopBefore.deny).toEqual([]);
  await addChip(page, loopRow, 'Deny', 'director-anti-cliche-en');
  await expect.poll(async () => (await chips(loopRow)).deny).toEqual(['director-anti-cliche-en (denied)']);
  const loopDraft = await draft(page, 'loop');
  await selectMode(page, 'director');
  expect(await chips(modeRow)).toEqual({ visible: vis([...KEPT, 'scene-pacing']), deny: [] });
  await openAgent(page, 'voice_critic');
  expect((await chips(critic)).deny).toEqual(['director-character-voice-en (denied)']);
  expect(await draft(page)).toBe(directorDraft);
  await selectMode(page, 'loop');
  expect(await chips(loopRow)).toEqual({ visible: loopBefore.visible, deny: ['director-anti-cliche-en (denied)'] });
  expect(await draft(page, 'loop')).toBe(loopDraft);
  await selectMode(page, 'director');

  // Save, then export (the download is the file the user gets).
  await panelOf(page).getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.evaluate(() => troupe.profiles.dirty.value)).toBe(false);
  const exported = await exportProfile(page);
  expect(exported.name).toBe('troupe-director-Default-no-memory-no-search.json');
  const envelope = JSON.parse(exported.text);
  expect(envelope).toMatchObject({ format: 'luker_orchestrator_profile_v3', mode: 'director' });
  // Written for Luker: its field names, embedded skills in its container.
  expect(envelope.profile.mainAgent).toMatchObject({ apiPresetName: '', promptPresetName: '' });
  // The installed skills the profile names travel with it; the deleted one cannot.
  const embedded = envelope.extensions.luker.embedded_skills_source.items.map((s: { name: string }) => s.name);
  expect(embedded).toEqual(expect.arrayContaining(['scene-pacing', 'director-character-voice-en', 'voice-critic-method-en']));
  expect(embedded).not.toContain('dialogue-beats');
  expect(embedded).not.toContain('director-anti-cliche-en');

  // Saved: a reload shows the same profile.
  await page.reload();
  await panelOf(page).waitFor();
  expect(await draft(page)).toBe(directorDraft);
  await openAgent(page, 'voice_critic');
  expect(await chips(critic)).toEqual({
    visible: ['+ mode defaults (inherit)', 'voice-critic-method-en (visible)', 'dialogue-beats (not installed)'],
    deny: ['director-character-voice-en (denied)'],
  });

  // Clear storage: every IndexedDB database of the page's origin, from a page of that origin
  // that holds no connection to them, then load the app again.
  await page.goto(new URL('/no-app-here', server.url).href);
  const deleted = await page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    await Promise.all(
      dbs.map(
        (d) =>
          new Promise((ok, fail) => {
            const req = indexedDB.deleteDatabase(d.name!);
            req.onsuccess = ok;
            req.onerror = () => fail(req.error);
          }),
      ),
    );
    return { before: dbs.map((d) => d.name), after: (await indexedDB.databases()).length };
  });
  expect(deleted.before.length).toBeGreaterThan(0);
  expect(deleted.after).toBe(0);
  await page.goto(server.url);
  await panelOf(page).waitFor();
  expect(await chips(modeRow)).toEqual({ visible: vis(SHARED), deny: [] });
  expect(await draft(page)).not.toBe(directorDraft);
  expect(await page.evaluate(() => troupe.skills.inventory.value.some((s) => s.name === 'scene-pacing'))).toBe(false);

  // Import the exported file through the panel's file input.
  await importInput(page).setInputFiles({ name: exported.name, mimeType: 'application/json', buffer: Buffer.from(exported.text) });
  // The file carries two skills: the offer lists them as new for the imported preset.
  const offer = page.getByRole('dialog', { name: 'Skills in the imported profile' });
  await offer.waitFor();
  // One labelled radio group per skill, Install chosen for a new one.
  expect(await offer.getByRole('group', { name: 'What to do with scene-pacing' }).getByRole('radio', { name: 'Install' }).isChecked()).toBe(true);
  expect(await offer.getByRole('group', { name: 'What to do with director-character-voice-en' }).getByRole('radio', { name: 'Install' }).isChecked()).toBe(
    true,
  );
  await offer.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => offer.count()).toBe(0);
  // Transient news is the page's notice, not a banner in the panel.
  await expect
    .poll(() => page.evaluate(() => [...document.querySelectorAll('.troupe-chat__notices')].map((e) => e.textContent).join(' ')))
    .toContain(
      // Cleared storage re-seeded the shipped preset of that name: the import takes the next free one.
      'Profile imported as “Default (no memory, no search) (2)”: a preset named “Default (no memory, no search)” already exists.',
    );
  expect(
    await panelOf(page)
      .getByText(/^Profile imported/)
      .count(),
  ).toBe(0);

  expect(await draft(page)).toBe(directorDraft);
  await expect.poll(() => chips(modeRow)).toEqual({ visible: vis([...KEPT, 'scene-pacing']), deny: [] });
  await openAgent(page, 'voice_critic');
  expect(await chips(critic)).toEqual({
    visible: ['+ mode defaults (inherit)', 'voice-critic-method-en (visible)', 'dialogue-beats (not installed)'],
    deny: ['director-character-voice-en (denied)'],
  });
  expect(await effective(critic)).toBe(eff([...KEPT.slice(1), 'scene-pacing', 'voice-critic-method-en']));
  expect(await preloaded(row(page, 'voice_critic'))).toEqual(['voice-critic-method-en']);
  // The import is a new preset of its own; the skills went into that preset's scope.
  const after = await page.evaluate(() => ({
    inventory: troupe.skills.inventory.value
      .filter((s) => s.scope.startsWith('preset:'))
      .map((s) => s.name)
      .sort(),
  }));
  expect(after.inventory).toEqual(expect.arrayContaining(['director-character-voice-en', 'scene-pacing']));
  expect(after.inventory).not.toContain('dialogue-beats');
  await page.context().close();
});

test('importing a file of another mode says so and changes nothing', async () => {
  const page = await open();
  // A loop profile file, exported through the panel.
  await selectMode(page, 'loop');
  const loopFile = await exportProfile(page);
  expect(JSON.parse(loopFile.text).mode).toBe('loop');
  await selectMode(page, 'director');

  const state = () =>
    page.evaluate(() => JSON.stringify({ drafts: troupe.profiles.drafts.value, libraries: troupe.profiles.libraries.value, mode: troupe.profiles.mode.value }));
  const before = await state();
  await importInput(page).setInputFiles({ name: loopFile.name, mimeType: 'application/json', buffer: Buffer.from(loopFile.text) });
  await expect.poll(() => panelOf(page).getByRole('alert').filter({ hasText: 'Imported file does not match the current mode.' }).count()).toBe(1);
  expect(await state()).toBe(before);
  expect(await panelOf(page).getByRole('combobox', { name: 'Preset', exact: true }).locator('option').allTextContents()).toEqual([
    'Default (no memory, no search)',
    'Default (memory + search)',
    '默认（无记忆、无搜索）',
    '默认（记忆 + 搜索）',
  ]);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.context().close();
});
