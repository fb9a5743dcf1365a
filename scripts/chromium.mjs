// How every headless Chromium of this project is launched (end-to-end tests, the UI bench):
// Debian's /usr/bin/chromium (CHROMIUM_PATH overrides) with the flags this machine needs.
// Plain JavaScript so that Node scripts and the TypeScript tests can share it.

export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Options for playwright-core's `chromium.launch()`; CHROMIUM_PATH is read at each call. */
export function chromiumLaunchOptions() {
  return { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] };
}
