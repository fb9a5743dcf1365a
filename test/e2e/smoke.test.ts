import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';
import { launchBrowser } from './browser.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve({ root: join(import.meta.dirname, '../../dist/page') });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('the built standalone page loads in Chromium', async () => {
  const page = await browser.newPage();
  await page.goto(server.url);
  await expect.poll(() => page.locator('h1').first().textContent()).toContain('Troupe');
});
