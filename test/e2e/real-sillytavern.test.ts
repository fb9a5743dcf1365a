// The real-SillyTavern suite: Troupe's built extension in a real SillyTavern (1.19.0 from the npm
// registry in CI), driven in Chromium against a scripted model behind SillyTavern's Chat Completion →
// Custom source. Each test starts a SillyTavern server of its own (test/e2e/real-st/harness.ts).
// TROUPE_ST_DIR names the install (`export TROUPE_ST_DIR=$(node scripts/sillytavern.mjs install)`), or
// several separated by `:` (each gets the whole suite); without it the suite is skipped and says so.
// All of it lives in this one file so that its tests run one after another: each runs a SillyTavern
// server and a Chromium, which is what a 2-core machine holds next to the other end-to-end files.
import { afterAll, afterEach, beforeAll, describe, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { SKIP_REASON, ST_INSTALLS, type SuiteEnv } from './real-st/harness.ts';
import { bootAndDirector } from './real-st/boot-director.ts';
import { cardOverride } from './real-st/card.ts';
import { chatDeletion } from './real-st/chat-deletion.ts';
import { functionTools } from './real-st/function-tools.ts';
import { manifestHooks } from './real-st/manifest.ts';
import { memoryAcrossSwipes } from './real-st/memory.ts';
import { memoryLineInReplies } from './real-st/memory-line.ts';
import { loreSync } from './real-st/lore-sync.ts';
import { promptPresets } from './real-st/presets.ts';
import { reasoningWithTools } from './real-st/reasoning-tools.ts';
import { requestServices } from './real-st/request-services.ts';
import { workbenchTryIt } from './real-st/workbench.ts';
import { directionForOneReply } from './real-st/direction.ts';

if (!ST_INSTALLS.length) {
  console.warn(`The real-SillyTavern suite is ${SKIP_REASON}.`);
  describe.skip(`a real SillyTavern ${SKIP_REASON}`, () => test('is skipped', () => {}));
}

for (const st of ST_INSTALLS) {
  describe(`a real SillyTavern ${st.version}`, () => {
    let browser: Browser;
    const cleanup: (() => Promise<unknown>)[] = [];
    const env: SuiteEnv = {
      get browser() {
        return browser;
      },
      st,
      defer: (fn) => void cleanup.push(fn),
    };
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterEach(async () => {
      for (const fn of cleanup.splice(0).reverse()) await fn().catch(() => {});
    });
    afterAll(async () => {
      await browser?.close();
    });

    bootAndDirector(env);
    cardOverride(env);
    promptPresets(env);
    memoryAcrossSwipes(env);
    memoryLineInReplies(env);
    loreSync(env);
    workbenchTryIt(env);
    chatDeletion(env);
    manifestHooks(env);
    functionTools(env);
    reasoningWithTools(env);
    requestServices(env);
    directionForOneReply(env);
  });
}
