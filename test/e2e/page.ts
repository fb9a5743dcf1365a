// The built standalone page served with the demo model at /demo/v1, as `npm start` serves it.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

/** The build the tests serve: dist/, or TROUPE_OUT's folder (`TROUPE_OUT=<dir> npm run build` built there). */
export const BUILT = process.env.TROUPE_OUT ? resolve(process.env.TROUPE_OUT) : join(import.meta.dirname, '../../dist');
const dist = BUILT;

export async function servePage(options: { delayMs?: number } = {}) {
  const { createDemoHandler } = await import(pathToFileURL(join(dist, 'demo.js')).href);
  return serve({ root: join(dist, 'page'), api: createDemoHandler({ prefix: '/demo/v1', delayMs: options.delayMs ?? 0 }) });
}

/**
 * Runs `action` (a Send, a Regenerate…) and resolves once the page's chat has finished one more
 * generation: its reply saved, or dropped, and rendered. The chat log's `data-generations` counter
 * grows only then, so this never mistakes "not started yet" for "done".
 */
export async function untilGenerationEnds(page: Page, action: () => Promise<unknown>, timeout = 30_000): Promise<void> {
  const log = page.locator('.troupe-chat__log');
  const before = Number(await log.getAttribute('data-generations'));
  if (!Number.isInteger(before)) throw new Error('The chat log has no data-generations counter.');
  await action();
  await page.locator(`.troupe-chat__log[data-generations="${before + 1}"]`).waitFor({ state: 'attached', timeout });
}

/** Listens, before the action that starts it, for the next Troupe run of the page (`troupe:run-started`). */
export async function armRunStarted(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as { troupe: { host: { on(e: string, cb: () => void): () => void } }; __runStarted?: Promise<void> };
    w.__runStarted = new Promise<void>((resolve) => {
      const off = w.troupe.host.on('troupe:run-started', () => (off(), resolve()));
    });
  });
}

/** Resolves once the run armed with armRunStarted has started. */
export async function runStarted(page: Page): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { __runStarted: Promise<void> }).__runStarted);
}

/** Opens a side panel of the standalone page (Character, Lorebook, Connection) if it is closed. */
export async function openSide(page: Page, heading: string) {
  const panel = page.locator('details.troupe-side__panel', { has: page.locator(`summary:text-is("${heading}")`) });
  if (!(await panel.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.locator('summary').click();
  return panel;
}
