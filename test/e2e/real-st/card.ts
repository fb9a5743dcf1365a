// The panel's character card override in a real SillyTavern: Save writes the override into the card
// file through SillyTavern's server, Clear takes it out again (the card back to its size), and a reload
// has no override in effect.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startScriptedServer } from '../../fixtures/scripted-server/index.mjs';
import { responderEngine } from '../../fixtures/capsule/scenario.ts';
import { openSeraphina, openTroupePanel, type SuiteEnv, stWithPage } from './harness.ts';

/** The character's card as SillyTavern's server reads it from the file (not the page's copy). */
const cardOnDisk = (page: Page) =>
  page.evaluate(async () => {
    const c = (globalThis as any).SillyTavern.getContext();
    const avatar = c.characters[c.characterId].avatar;
    const res = await fetch('/api/characters/get', { method: 'POST', headers: c.getRequestHeaders(), body: JSON.stringify({ avatar_url: avatar }) });
    const card = await res.json();
    return { bytes: JSON.stringify(card.data).length, troupe: card.data?.extensions?.troupe ?? null };
  });

export function cardOverride(env: SuiteEnv) {
  test('Save to character card override, then Clear: the card file on the server has it, then is back to its size', async () => {
    const model = await startScriptedServer({ scenario: responderEngine(() => ({ content: 'A plain reply.' })) });
    env.defer(() => model.close());
    const { page, errors } = await stWithPage(env, { modelUrl: model.url });
    const toast = (text: string) => page.locator('#toast-container .toast', { hasText: text }).last();
    await openSeraphina(page);
    let panel = await openTroupePanel(page);

    const start = await cardOnDisk(page);
    expect(start.troupe).toBeNull();
    await panel.getByRole('button', { name: 'Save to character card override' }).click();
    await page.getByRole('button', { name: 'Save to card', exact: true }).click();
    await toast('Saved to the character card override.').waitFor({ timeout: 30_000 });
    const saved = await cardOnDisk(page);
    expect(saved.troupe).toMatchObject({ version: expect.any(Number) });
    expect(saved.bytes).toBeGreaterThan(start.bytes);
    await panel.getByText('Character override active').first().waitFor();

    await panel.getByRole('button', { name: 'Clear character card override' }).click();
    await toast('Character card override cleared.').waitFor({ timeout: 30_000 });
    const cleared = await cardOnDisk(page);
    expect(cleared.troupe === null || cleared.troupe === '__troupe_absent__').toBe(true);
    expect(cleared.bytes).toBeLessThanOrEqual(start.bytes + 30);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await openSeraphina(page);
    panel = await openTroupePanel(page);
    await panel.getByRole('switch', { name: 'Enabled', exact: true }).waitFor();
    expect(await panel.getByText('Character override active').count()).toBe(0);
    expect(errors).toEqual([]);
  });
}
