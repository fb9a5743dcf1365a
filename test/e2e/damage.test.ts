// Issue 14 §1 in the built page: one damaged record, written into Chromium's IndexedDB behind the
// page's back, never blanks the page or costs another record; after a reload the user is told, in
// the Storage problems notice, and can export what was put aside.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { openSide, servePage } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof servePage>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([servePage({ delayMs: 0 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PAGE_DB = 'troupe-standalone-settings';

async function open(): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await page.goto(server.url);
  await ready(page);
  return page;
}

/** The page has loaded its data (the chat and the panel are on screen). */
async function ready(page: Page) {
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  await page.getByRole('region', { name: 'Multi-agent orchestration' }).waitFor();
}

async function reload(page: Page) {
  await page.reload();
  await ready(page);
}

/** Writes one record straight into a database of the page's origin (what damage looks like). */
function put(page: Page, db: string, key: string, value: unknown) {
  return page.evaluate(
    ({ db, key, value }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open(db);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(value, key);
          tx.oncomplete = () => (req.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { db, key, value },
  );
}

function get(page: Page, db: string, key: string) {
  return page.evaluate(
    ({ db, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const req = indexedDB.open(db);
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const r = req.result.transaction('keyval').objectStore('keyval').get(key);
          r.onsuccess = () => (req.result.close(), resolve(r.result));
          r.onerror = () => reject(r.error);
        };
      }),
    { db, key },
  );
}

/** Whether every put-aside record is marked as seen (Dismiss hides the notice first, then writes that). */
function allAcknowledged(page: Page) {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const req = indexedDB.open('troupe-quarantine');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const r = req.result.transaction('keyval').objectStore('keyval').getAll();
          r.onsuccess = () => {
            req.result.close();
            const entries = (r.result as { id?: unknown; acknowledgedAt?: unknown }[]).filter((e) => e && typeof e === 'object' && 'id' in e);
            resolve(entries.length > 0 && entries.every((e) => typeof e.acknowledgedAt === 'number'));
          };
          r.onerror = () => reject(r.error);
        };
      }),
  );
}

const problems = (page: Page) => page.getByRole('region', { name: 'Storage problems' });
const problemText = (page: Page) => problems(page).textContent();
/** Opens the Lorebook side panel (its body loads the first time) and resolves once it is there. */
async function lorebooks(page: Page) {
  await openSide(page, 'Lorebook');
  await page.getByLabel('Import world…').waitFor({ state: 'attached' });
}
const bookNames = async (page: Page) => {
  await lorebooks(page);
  return page.locator('.troupe-lore__name').allTextContents();
};
const chatOptions = (page: Page) => page.locator('.troupe-chat__header select option').count();

async function importWorld(page: Page, name: string, entries: Record<string, unknown>) {
  await lorebooks(page);
  await page
    .getByLabel('Import world…')
    .setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ entries })) });
  await expect.poll(() => bookNames(page)).toContain(name);
}

test('C1: a skill summary of the wrong shape never blanks the page; it is rebuilt or put aside, and said', async () => {
  const page = await open();
  await put(page, 'troupe-skills', '\u0000sum\u0000global\u0000director-anti-cliche-en', 42);
  await put(page, 'troupe-skills', '\u0000sum\u0000global\u0000director-character-voice-en', {
    name: 'director-character-voice-en',
    scope: 'global',
    tags: 'not a list',
  });
  await put(page, 'troupe-skills', '\u0000sum\u0000global\u0000ghost', { description: 'no name' });
  await reload(page);
  // The app reads the skills after the chat paints: wait for its report.
  await expect.poll(() => problemText(page)).toContain('The stored skill "ghost" (global) was damaged and was put aside');
  const text = await problemText(page);
  expect(text).toContain('The listing of skill "director-anti-cliche-en" (global) was damaged; it was rebuilt from the skill itself.');
  expect(text).toContain('The listing of skill "director-character-voice-en" (global) was damaged; it was rebuilt from the skill itself.');
  expect(text).toContain('The stored skill "ghost" (global) was damaged and was put aside');
  // The skills are still there for the panel and Manage Skills.
  const modeRow = page.getByRole('group', { name: 'Mode-level skills (baseline for every agent)', exact: true });
  await expect
    .poll(() => modeRow.locator('.troupe-chip').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
    .toEqual(expect.arrayContaining(['director-anti-cliche-en (visible)', 'director-character-voice-en (visible)']));
  await page.getByRole('button', { name: 'Manage Skills…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Skills' });
  await expect.poll(() => dialog.getByRole('listitem', { name: 'director-anti-cliche-en' }).count()).toBe(1);
  await page.context().close();
});

test('C2: an unreadable character keeps the lorebooks and every chat, and nothing is re-seeded', async () => {
  const page = await open();
  await importWorld(page, 'Coast', { '0': { uid: 0, key: ['cliff'], content: 'Cliffs.' } });
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(() => chatOptions(page)).toBe(2);
  const character = (await get(page, PAGE_DB, 'character')) as { key: string };
  await put(page, PAGE_DB, 'character', { key: character.key, name: 42 });
  await reload(page);
  expect(await problemText(page)).toContain('The character record was damaged and was put aside; your chats and lorebooks are kept.');
  expect(await bookNames(page)).toEqual(['Saltmere', 'Coast']);
  expect(await chatOptions(page)).toBe(2);
  // The damaged record is in the quarantine (Export has it), not back in the store.
  const [download] = await Promise.all([page.waitForEvent('download'), problems(page).getByRole('button', { name: 'Export damaged records' }).click()]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.quarantined.map((e: { key: string; raw: unknown }) => [e.key, e.raw])).toEqual([['character', { key: character.key, name: 42 }]]);
  // Saving the character stores it again; a reload is clean.
  await openSide(page, 'Character');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mira');
  await page.getByRole('button', { name: 'Save character' }).click();
  await page.getByText('Character saved.').waitFor();
  await problems(page).getByRole('button', { name: 'Dismiss' }).click();
  // The notice hides at once and marks the quarantined record as seen after: reload once that is stored.
  await expect.poll(() => allAcknowledged(page)).toBe(true);
  await reload(page);
  expect(await problems(page).count()).toBe(0);
  expect(await chatOptions(page)).toBe(2);
  await page.context().close();
});

test('C3: one damaged lorebook hides no other; the next import cannot lose it; its readable entries can be recovered', async () => {
  const page = await open();
  await importWorld(page, 'Coast', { '0': { uid: 0, key: ['cliff'], content: 'Cliffs.' } });
  const books = (await get(page, PAGE_DB, 'lorebooks')) as unknown[];
  await put(page, PAGE_DB, 'lorebooks', [
    ...books,
    { name: 'Broken', scope: 'global', entries: [{ uid: 1, keys: ['reef'], content: 'The Teeth.' }, { uid: 'x' }] },
  ]);
  await reload(page);
  expect(await bookNames(page)).toEqual(['Saltmere', 'Coast']);
  expect(await problemText(page)).toContain('1 damaged lorebook was put aside; the other 2 are kept.');
  await importWorld(page, 'Reef', { '0': { uid: 0, key: ['reef'], content: 'Reef.' } });
  expect(await bookNames(page)).toEqual(['Saltmere', 'Coast', 'Reef']);
  await problems(page).getByRole('button', { name: 'Recover readable entries' }).click();
  await problems(page).getByText('Recovered Broken (recovered) with 1 readable entry.').waitFor();
  await reload(page);
  expect(await bookNames(page)).toEqual(['Saltmere', 'Coast', 'Reef', 'Broken (recovered)']);
  await page.context().close();
});

test('C4: one bad message leaves its chat readable; a bad chat index is rebuilt and the next write orphans nothing', async () => {
  const page = await open();
  const firstId = await page.locator('.troupe-chat__header select').inputValue();
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect.poll(() => chatOptions(page)).toBe(2);
  const key = `chat:${firstId}`;
  const chat = (await get(page, PAGE_DB, key)) as { messages: unknown[] };
  await put(page, PAGE_DB, key, { ...chat, messages: [...chat.messages, { id: 'bad', role: 'narrator', swipes: 'none' }] });
  await put(page, PAGE_DB, 'chats', 'not a list');
  await reload(page);
  const text = await problemText(page);
  expect(text).toContain('The chat list was damaged or incomplete; it was rebuilt from the 2 stored chats.');
  expect(await chatOptions(page)).toBe(2);
  await page.locator('.troupe-chat__header select').selectOption(firstId);
  await expect.poll(() => page.locator('.troupe-msg').count()).toBe(1); // the greeting; the bad message was put aside
  await expect.poll(() => problemText(page)).toContain('1 damaged message was put aside; the rest of the chat is kept.');
  await page.getByRole('button', { name: 'New chat' }).click();
  // The stored chat list names the new chat once it is written (the chat shows before that).
  await expect
    .poll(async () => {
      const list = await get(page, PAGE_DB, 'chats');
      return Array.isArray(list) ? list.length : 0;
    })
    .toBe(3);
  await reload(page);
  expect(await chatOptions(page)).toBe(3);
  await page.context().close();
});

test('C5: a stored API key that is not text does not stop the page; it is said, never shown', async () => {
  const page = await open();
  await put(page, 'troupe-secrets', 'standalone:custom', { key: 'sk-hidden-value' });
  await reload(page);
  await expect.poll(() => problemText(page)).toContain('The stored API key is not text; it is ignored');
  expect(await page.content()).not.toContain('sk-hidden-value');
  await page.context().close();
});

test('C6: a database written by a newer version, and one with a damaged version record, are named; nothing is written', async () => {
  const page = await open();
  await put(page, PAGE_DB, '\u0000meta', { version: 99 });
  await put(page, 'troupe-profiles', '\u0000meta', { version: 'two' });
  await reload(page).catch(async () => page.getByRole('textbox', { name: 'Message' }).waitFor());
  // The page's own store is read for the first paint; the app (profiles) loads after it and adds its problem.
  await expect
    .poll(() => problemText(page))
    .toContain('The database "troupe-profiles" could not be read: The database "troupe-profiles" has a damaged version record');
  const text = await problemText(page);
  expect(text).toContain("The page's chats, character and lorebooks could not be read");
  expect(text).toContain('newer version of Troupe');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello?');
  await page.getByRole('button', { name: 'Send' }).click();
  await page
    .locator('.troupe-chat__notices [role=alert]')
    .getByText(/could not read this page's data/)
    .waitFor();
  expect(await get(page, PAGE_DB, '\u0000meta')).toEqual({ version: 99 });
  const [download] = await Promise.all([page.waitForEvent('download'), problems(page).getByRole('button', { name: 'Export damaged records' }).click()]);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.unreadable[PAGE_DB].some((r: { key: string }) => r.key === 'character')).toBe(true);
  await page.context().close();
});

test('C7: presets dropped while loading are shown and kept aside, so Save loses nothing', async () => {
  const page = await open();
  const lib = (await get(page, 'troupe-profiles', 'director')) as { presets: unknown[] } | undefined;
  const presets = lib?.presets ?? [];
  await put(page, 'troupe-profiles', 'director', { activePresetId: 'default', presets: [...presets, { id: 'lost', name: 'Broken preset', profile: 'oops' }] });
  await reload(page);
  await expect.poll(() => problemText(page)).toMatch(/The director presets were repaired while loading \(\d+ changes?\)/);
  await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Save', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), problems(page).getByRole('button', { name: 'Export damaged records' }).click()]);
  expect(await readFile((await download.path())!, 'utf8')).toContain('Broken preset');
  await page.context().close();
});

test('O1: a garbage settings record is said, not silently turned into "orchestration off"', async () => {
  const page = await open();
  await put(page, 'troupe-settings', 'app', { enabled: 'yes', mode: 7 });
  await reload(page);
  await expect.poll(() => problemText(page)).toContain("Troupe's settings record was damaged (enabled: ");
  await page.context().close();
});

test('an error boundary keeps a failing surface to itself: the panel fails, the chat still works', async () => {
  const page = await open();
  await page.evaluate(() => {
    const t = (globalThis as unknown as { troupe: { profiles: { drafts: { value: Record<string, unknown> } } } }).troupe;
    t.profiles.drafts.value = { ...t.profiles.drafts.value, director: null };
  });
  await page.getByText(/^The orchestration panel stopped working: /).waitFor();
  expect(await page.getByRole('button', { name: 'Try again' }).count()).toBeGreaterThan(0);
  const before = await page.locator('.troupe-msg--user').count();
  await page.getByRole('textbox', { name: 'Message' }).fill('Still here?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.locator('.troupe-msg--user').count()).toBe(before + 1);
  await page.context().close();
});

test('Q1: when storage refuses a write, Save character says so', async () => {
  const page = await open();
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await openSide(page, 'Character');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mira the Second');
  await page.getByRole('button', { name: 'Save character' }).click();
  await page
    .getByRole('alert')
    .getByText(/Browser storage is full: could not save/)
    .waitFor();
  await page.context().close();
});
