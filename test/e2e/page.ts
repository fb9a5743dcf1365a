// The built standalone page served with the demo model at /demo/v1, as `npm start` serves it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

const dist = join(import.meta.dirname, '../../dist');

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
