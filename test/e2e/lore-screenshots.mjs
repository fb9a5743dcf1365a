// Remakes docs/screenshots/memory-lorebook-{en,zh}.png from the built page (dist/, or TROUPE_OUT): the
// standalone page's Memory section with the chat's memory kept in the page lorebook "Canon", and one
// entry edited by hand shown as a conflict with both texts.
// Usage: node test/e2e/lore-screenshots.mjs (after npm run build).
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { serve } from '../../scripts/serve.mjs';

const root = join(import.meta.dirname, '../..');
const dist = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : join(root, 'dist');
const server = await serve({ root: join(dist, 'page') });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [lang, suffix] of [
    ['en', 'en'],
    ['zh-CN', 'zh'],
  ]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1800 }, locale: lang });
    await page.goto(server.url);
    await page.getByRole('textbox', { name: lang === 'en' ? 'Message' : '消息', exact: true }).waitFor();
    await page.locator('details.troupe-memory summary').click();
    await page.waitForFunction(() => window.troupe.memory.current.value);
    await page.evaluate(async () => {
      const t = window.troupe;
      const a = await t.memory.viewer();
      const ines = await a.create({
        type: 'character_sheet',
        name: 'Ines Varga',
        fields: { summary: 'Captain of the Marta.', aliases: 'the Captain', goal: 'Get Sam through the Old Lock' },
      });
      await a.create({ type: 'location_state', name: 'Old Lock', fields: { summary: 'A canal lock kept at night.', state: 'The keeper wants his fee' } });
      await t.memory.lore.update({ target: 'book', book: 'Canon', types: ['character_sheet', 'location_state'], alwaysInject: true });
      await t.memory.idle();
      // A hand edit of Ines's entry (its mark still says what Troupe wrote), then a graph edit.
      const w = t.host.lorebookWriter();
      const e = (await w.read('Canon')).find((x) => x.mark?.node === ines.id);
      await w.write('Canon', { put: [{ ...e, content: 'Summary: Captain of the Marta, owes the keeper.\nGoal: Get Sam through the Old Lock' }], remove: [] });
      await a.edit(ines.id, { fields: { summary: 'Captain of the Marta.', aliases: 'the Captain', goal: 'Sell nothing to Teodor' } });
      await t.memory.idle();
    });
    await page.locator('details.troupe-memory .troupe-memory__tabs button').nth(2).click();
    await page.locator('.troupe-canon__conflict').waitFor();
    await page.locator('.troupe-canon [role=status]').first().waitFor();
    // The section from its heading to the end of the lorebook settings, scrolled to the top of the panel.
    const section = page.locator('details.troupe-memory');
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const top = await section.boundingBox();
    const end = await page.locator('.troupe-canon').boundingBox();
    await page.screenshot({
      path: join(root, `docs/screenshots/memory-lorebook-${suffix}.png`),
      clip: { x: top.x, y: top.y, width: top.width, height: Math.min(end.y + end.height - top.y + 8, 1700) },
    });
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('wrote docs/screenshots/memory-lorebook-en.png and memory-lorebook-zh.png');
