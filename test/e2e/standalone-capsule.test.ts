// Each capsule mode once on the built standalone page, switched with slash commands typed into the
// input box; the demo model plays the agents and then writes the reply with the capsule injected.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { servePage, untilGenerationEnds } from './page.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof servePage>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([servePage({ delayMs: 0 }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Run = { mode: string; outcome: string; detail: string } | null;
const lastRun = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { troupe: { orchestrator: { lastRun: { value: unknown } } } }).troupe.orchestrator.lastRun.value as Run);

async function type(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

const SECTION = { loop: /loop-1/, spec: /distiller[\s\S]*critic[\s\S]*synthesizer/, agenda: /planner-1/, single: /single/ } as const;

for (const mode of ['loop', 'spec', 'agenda', 'single'] as const) {
  test(`${mode}: a capsule is prepared, injected, and the reply follows with the agents' fold`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await type(page, `/troupe-mode ${mode}`);
    await expect.poll(() => page.getByText(`Mode: ${mode}`, { exact: false }).count()).toBeGreaterThan(0);
    const before = await page.locator('.troupe-msg--assistant').count();
    await untilGenerationEnds(page, () => type(page, 'Mira, who keeps the lighthouse now?'));
    expect(await lastRun(page).then((r) => r?.mode === mode && r.outcome)).toBe('completed');
    expect(await page.locator('.troupe-msg.is-live').count()).toBe(0);
    expect(await page.locator('.troupe-msg--assistant').count()).toBe(before + 1);
    const last = page.locator('.troupe-msg--assistant').last();
    expect((await last.locator('.troupe-msg__text').textContent())!.length).toBeGreaterThan(20);
    await last.locator('details.troupe-fold summary').click();
    const headings = (await last.locator('.troupe-fold__heading').allTextContents()).join('\n');
    expect(headings).toMatch(SECTION[mode]);
    expect(headings).not.toContain('(running)');
    await context.close();
  });
}
