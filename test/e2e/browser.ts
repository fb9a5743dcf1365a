// Headless Debian Chromium for end-to-end tests, launched with the flags this machine needs
// (listed once in scripts/chromium.mjs, which the UI bench uses too).
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

export { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
