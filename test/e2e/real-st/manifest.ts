// manifest.json in a real SillyTavern: its lifecycle hook `clean` (SillyTavern ≥ 1.17) — Manage
// Extensions shows Troupe's "Clean extension data" button, and Delete with "Also clean up extension
// data" removes the extension's folder and every Troupe database of the browser profile.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { responderEngine } from '../../fixtures/capsule/scenario.ts';
import { openSeraphina, openTroupePanel, slash, stReady, versionAtLeast, type SuiteEnv, stWithPage } from './harness.ts';

const troupeDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => n.startsWith('troupe-'))
      .sort(),
  );

export function manifestHooks(env: SuiteEnv) {
  // Older releases ignore `hooks` (and `minimum_client_version`): that they still load Troupe is what
  // the other tests show there.
  test.skipIf(!versionAtLeast(env.st.version, '1.17.0'))(
    'Delete with “Also clean up extension data” removes the folder and every Troupe database (the clean hook)',
    async () => {
      const model = await startScriptedServer({ scenario: responderEngine(() => ({ content: 'A plain reply.' })) });
      env.defer(() => model.close());
      const { page, errors, st } = await stWithPage(env, { modelUrl: model.url });
      await openSeraphina(page);
      await openTroupePanel(page);
      await slash(page, '/troupe-enable');
      const before = await troupeDatabases(page);
      expect(before).toEqual(expect.arrayContaining(['troupe-profiles', 'troupe-settings', 'troupe-skills']));

      // Manage Extensions lists Troupe with the clean button its hook brings, and Delete.
      await page.evaluate(() => document.getElementById('extensions_details')!.click());
      const block = page.locator('.extension_block', { has: page.locator('.btn_delete[data-name$="troupe"]') });
      await block.locator('.btn_clean').waitFor({ timeout: 30_000 });
      await block.locator('.btn_delete').click();
      const confirm = page.locator('dialog.popup[open]', { hasText: 'Are you sure you want to delete' });
      await confirm.getByText('Also clean up extension data').click();
      // SillyTavern runs the hook, deletes the folder, saves its settings and reloads the page.
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await confirm.locator('.popup-button-ok').click();
      await reloaded;
      await stReady(page);
      expect(existsSync(join(st.userDir, 'extensions/troupe'))).toBe(false);
      expect(await troupeDatabases(page)).toEqual([]);
      expect(await page.locator('#troupe_drawer').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
}
